// case_play.go: the play at the table in a case — play = "…" with claim = N, or the LIN record's — checked card by card, and the board's play as the revoke rules read it.

package engine

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// play reads the play at the table: play = "…" (tricks separated by "|",
// as dds.ParseTricks reads them) with claim = N, or else the case's LIN
// record's play and claim. The play is in the table result's contract,
// and every card must be its player's, played once (a revoke is a fact,
// not an error: the Director rules on it).
func (p *parser) play(raw *rawCase) error {
	c := p.c
	switch {
	case raw.Play != "":
		cards, err := dds.ParseTricks(raw.Play)
		if err != nil {
			return p.fail("play", "play: %v", err)
		}
		if len(cards) == 0 {
			return p.fail("play", "play: no cards; give the cards played, trick by trick: play = \"HK H5 S2 H2 | C9 CA CT C4\"")
		}
		c.Play = cards
	case p.event != nil && len(p.event.board.Play) > 0 && raw.LIN != "":
		c.Play = append([]dds.Card(nil), p.event.board.Play...)
		if cl := p.event.board.Claim; cl != nil && raw.Claim == nil {
			n := *cl
			c.Claim = &n
		}
	}
	if raw.Claim != nil {
		if *raw.Claim < 0 || *raw.Claim > 13 {
			return p.fail("claim", "claim = %d: declarer's tricks in all, 0 to 13", *raw.Claim)
		}
		if c.Play == nil {
			return p.fail("claim", "claim goes with the play it ends: give play = \"…\"")
		}
		n := int(*raw.Claim)
		c.Claim = &n
	}
	if c.Play == nil {
		return nil
	}
	key := "play"
	if raw.Play == "" {
		key = "lin"
	}
	if c.TableResult.Kind != weighting.Played {
		return p.fail(key, "play: the table result %s is not a contract played: give table_result = \"4S-1 N\" (the play is in its contract)", c.TableResult)
	}
	tp := c.tablePlay()
	r, err := weighting.RuleRevokes(tp)
	if err != nil {
		return p.fail(key, "play: %v", err)
	}
	if raw.Play == "" {
		p.event.sources = append(p.event.sources, fmt.Sprintf("the play is the LIN record's (%d cards)", len(c.Play)))
	}
	if len(r.Revokes) > 0 && p.event != nil {
		p.event.sources = append(p.event.sources, fmt.Sprintf("the play holds %d revoke(s); ruling revoke %s rules on them (Laws 61-64)", len(r.Revokes), c.Name))
	}
	return nil
}

// tablePlay is the case's play as the revoke rules read it.
func (c *Case) tablePlay() weighting.TablePlay {
	return weighting.TablePlay{Deal: c.Deal, Contract: c.TableResult.Contract, Vul: c.Vulnerability, Play: c.Play, Final: c.Claim}
}

// TablePlay is the case's play at the table as the revoke rules read it;
// it fails for a case without one.
func (c *Case) TablePlay() (weighting.TablePlay, error) {
	if c.Play == nil {
		return weighting.TablePlay{}, errors.New("the case has no play: give play = \"…\" (the cards played, trick by trick) or lin = \"…\" with the record")
	}
	return c.tablePlay(), nil
}

// play writes play = "…" trick by trick and claim = N.
func (e *encoder) play(c *Case) {
	if len(c.Play) == 0 {
		return
	}
	e.str("play", dds.FormatTricks(c.Play))
	if c.Claim != nil {
		e.raw("claim", strconv.Itoa(*c.Claim))
	}
}
