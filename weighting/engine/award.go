// award.go: the awards other than a weighted score — an artificial adjusted score with Law 12C2(c)'s session percentage, and the 1997 Law 12C2 assigned scores — read from a case or ruling weigh's flags and valued on the board.

package engine

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// The Laws a ruling may be made under (law = "1997").
const (
	Law2017 = "2017" // the default: Law 12C1(c) weighted scores
	Law1997 = "1997" // Law 12C2 of 1997: "likely" and "at all probable" assigned scores
)

// Session holds each side's percentage on the other boards of the
// session (index dds.Side; nil when not given), for Law 12C2(c), and the
// IMPs a percentage is worth at IMP forms of scoring.
type Session struct {
	Percent [2]*big.Rat
	// IMPScale is the IMPs for each 10 percentage points from 50 % (nil
	// for weighting.DefaultSessionIMPScale): Law 12C2(c)'s "equivalent in
	// IMPs", which the Regulating Authority sets.
	IMPScale *big.Rat
}

// Given reports whether a session percentage was given for either side.
func (s Session) Given() bool { return s.Percent[dds.NS] != nil || s.Percent[dds.EW] != nil }

// Thresholds are the 1997 Law 12C2 tests: a result is "likely" for the
// non-offenders, or "at all probable" for the offenders, when it and the
// results better for the non-offenders have at least this cumulative
// probability (nil for weighting's defaults, 1/3 and 1/6, the ACBL's).
type Thresholds struct {
	Likely, Probable *big.Rat
}

// ParseSessionPercent reads one side's session percentage: "63.5%",
// "63.5" or 63.5 (a TOML number); it must be from 0 to 100.
func ParseSessionPercent(v any) (*big.Rat, error) {
	var text string
	switch x := v.(type) {
	case string:
		text = strings.TrimSuffix(strings.TrimSpace(x), "%")
	case int64:
		text = strconv.FormatInt(x, 10)
	case float64:
		text = strconv.FormatFloat(x, 'f', -1, 64)
	default:
		return nil, fmt.Errorf("%v: write a percentage, e.g. \"63.5%%\"", v)
	}
	p, ok := new(big.Rat).SetString(strings.TrimSpace(text))
	if !ok || strings.ContainsAny(text, "eE/") {
		return nil, fmt.Errorf("%q is not a percentage (write e.g. \"63.5%%\")", text)
	}
	if p.Sign() < 0 || p.Cmp(big.NewRat(100, 1)) > 0 {
		return nil, fmt.Errorf("%s%% is not a session percentage: want 0 to 100 %%", text)
	}
	return p, nil
}

// ParseSessionFlag reads ruling weigh's --session-percent: "NS=63.5,EW=35"
// (either side may be left out; a % sign is allowed).
func ParseSessionFlag(text string) ([2]*big.Rat, error) {
	var out [2]*big.Rat
	for _, part := range strings.Split(text, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			return out, fmt.Errorf("%q: write NS=63.5,EW=35", part)
		}
		side, err := dds.ParseSide(strings.TrimSpace(k))
		if err != nil {
			return out, err
		}
		if out[side], err = ParseSessionPercent(strings.TrimSpace(v)); err != nil {
			return out, err
		}
	}
	return out, nil
}

// ParseLaw reads the Laws a ruling is made under: "2017" (or "") or "1997".
func ParseLaw(text string) (string, error) {
	switch strings.TrimSpace(text) {
	case "", Law2017:
		return Law2017, nil
	case Law1997:
		return Law1997, nil
	}
	return "", fmt.Errorf("%q: use 2017 (weighted scores, Law 12C1(c)) or 1997 (the 1997 Law 12C2 assigned scores)", text)
}

// ArtificialSide is one side's artificial score after Law 12C2(c).
type ArtificialSide struct {
	Award   int      // the Director's percentage: 60 average plus, 50 average, 40 average minus
	Percent *big.Rat // the percentage received: the award, or the session percentage when 12C2(c) replaced it
	Capped  bool     // 12C2(c) replaced the award by the side's session percentage
	Value   *big.Rat // its value under the form of scoring
}

// artificialValues values the artificial award a on c's board, each side's
// average replaced by its session percentage where Law 12C2(c) says so: at
// matchpoints that percentage of the top, at IMP forms its equivalent in
// IMPs (Session.IMPScale), at board-a-match that share of a board.
func (c *Case) artificialValues(a weighting.Artificial, s Session) ([2]ArtificialSide, weighting.TableValue, error) {
	var out [2]ArtificialSide
	tv, err := c.Value(weighting.ArtificialScore(a.NS, a.EW))
	if err != nil {
		return out, tv, err
	}
	for _, side := range []dds.Side{dds.NS, dds.EW} {
		award := a.Of(side)
		pct, capped := weighting.SessionCap(award, s.Percent[side])
		as := ArtificialSide{Award: award, Percent: pct, Capped: capped, Value: tv.Side(side).Value}
		if capped {
			switch c.Scoring.Name() {
			case "matchpoints":
				as.Value = new(big.Rat).Mul(pct, tv.Top)
				as.Value.Quo(as.Value, big.NewRat(100, 1))
			case "bam":
				as.Value = new(big.Rat).Quo(pct, big.NewRat(100, 1))
			default:
				as.Value = weighting.SessionIMPs(pct, s.IMPScale)
			}
		}
		out[side] = as
	}
	return out, tv, nil
}

// assigned1997 is the 1997 Law 12C2 assigned scores from the weighted
// result w (the non-offending side's weights): the non-offenders get the
// most favourable result that was likely, the offenders the most
// unfavourable that was at all probable, each valued for its side on c's
// board.
func (c *Case) assigned1997(w weighting.Weighted, nos dds.Side, th Thresholds) (*Assigned1997Report, error) {
	forNOS, forOS, err := weighting.Assigned1997(w, nos, c.Vulnerability, th.Likely, th.Probable)
	if err != nil {
		return nil, err
	}
	rep := &Assigned1997Report{Likely: th.Likely, Probable: th.Probable}
	if rep.Likely == nil {
		rep.Likely = weighting.DefaultLikely
	}
	if rep.Probable == nil {
		rep.Probable = weighting.DefaultProbable
	}
	for _, x := range []struct {
		side dds.Side
		r    weighting.Result
	}{{nos, forNOS}, {nos.Other(), forOS}} {
		tv, err := c.Value(weighting.Plain(x.r))
		if err != nil {
			return nil, err
		}
		rep.Results[x.side] = x.r
		rep.Values[x.side] = tv.Side(x.side).Value
	}
	return rep, nil
}

// Assigned1997Report is the 1997 Law 12C2 assigned score of each side
// (index dds.Side): the result and its value to that side.
type Assigned1997Report struct {
	Likely, Probable *big.Rat // the thresholds used
	Results          [2]weighting.Result
	Values           [2]*big.Rat
}

// ArtificialReport is an artificial adjusted score awarded (Law 12C2):
// each side's award and what Law 12C2(c) made of it.
type ArtificialReport struct {
	Award   weighting.Artificial
	Session [2]*big.Rat // each side's session percentage as given; nil when not given
	Sides   [2]ArtificialSide
	// IMPScale is the IMPs for each 10 percentage points from 50 % the
	// values used at IMP forms of scoring when the case set one
	// (session_imp_scale); nil for weighting.DefaultSessionIMPScale.
	IMPScale *big.Rat
}

// award reads the keys of awards other than a weighted score: artificial,
// session_percent and session_imp_scale (Law 12C2(c)), law and its
// thresholds (the 1997 Law 12C2).
func (p *parser) award(raw *rawCase) error {
	c := p.c
	var err error
	if c.Law, err = ParseLaw(raw.Law); err != nil {
		return p.fail("law", "law %v", err)
	}
	if raw.Artificial != "" {
		r, _, err := weighting.ParseEntry(raw.Artificial, weighting.EntryOptions{})
		if err == nil && r.Artificial == nil {
			err = fmt.Errorf("write an artificial score such as \"A60/40\" (average plus to North-South, average minus to East-West)")
		}
		if err == nil {
			err = r.Check(c.Vulnerability)
		}
		if err == nil {
			_, _, err = c.artificialValues(*r.Artificial, Session{})
		}
		if err != nil {
			return p.fail("artificial", "artificial %q: %s", raw.Artificial, strings.TrimPrefix(err.Error(), "scoring the outcomes: "))
		}
		if c.Law == Law1997 {
			return p.fail("law", "law = \"1997\" assigns scores from weighted potential results; an artificial score needs no law key")
		}
		c.Artificial = r.Artificial
	}
	if raw.SessionPercent != nil {
		m, ok := raw.SessionPercent.(map[string]any)
		if !ok {
			return p.fail("session_percent", "session_percent: write each side's percentage on the other boards, e.g. session_percent = { NS = \"63.5%%\", EW = \"35%%\" }")
		}
		for k, v := range m {
			side, err := dds.ParseSide(k)
			if err != nil {
				return p.fail("session_percent", "session_percent: %q is not a side (use NS and EW)", k)
			}
			if c.Session.Percent[side], err = ParseSessionPercent(v); err != nil {
				return p.fail("session_percent", "session_percent for %s: %v", side, err)
			}
		}
		if c.Artificial == nil {
			return p.fail("session_percent", "session_percent applies Law 12C2(c) to an artificial score: give artificial = \"A60/40\" too")
		}
	}
	if raw.SessionIMPScale != nil {
		var text string
		switch x := raw.SessionIMPScale.(type) {
		case int64:
			text = strconv.FormatInt(x, 10)
		case float64:
			text = strconv.FormatFloat(x, 'f', -1, 64)
		case string:
			text = x
		}
		v, ok := new(big.Rat).SetString(strings.TrimSpace(text))
		if !ok || v.Sign() <= 0 || v.Cmp(big.NewRat(int64(dds.MaxIMPs), 1)) > 0 {
			return p.fail("session_imp_scale", "session_imp_scale %v: give the IMPs for each 10 percentage points from 50 %% (Law 12C2(b)'s 3 by default)", raw.SessionIMPScale)
		}
		c.Session.IMPScale = v
	}
	for _, th := range []struct {
		key, text string
		dest      **big.Rat
	}{{"likely", raw.Likely, &c.Thresholds.Likely}, {"at_all_probable", raw.Probable, &c.Thresholds.Probable}} {
		if th.text == "" {
			continue
		}
		if c.Law != Law1997 {
			return p.fail(th.key, "%s is a threshold of the 1997 Law 12C2: give law = \"1997\" too", th.key)
		}
		w, _, err := weighting.ParseWeight(th.text)
		if err != nil {
			return p.fail(th.key, "%s: %v", th.key, err)
		}
		*th.dest = w
	}
	return nil
}

// artificial makes the ruling of an artificial adjusted score: each side's
// award, with Law 12C2(c) applied (no damage test: no assigned result is
// compared with the table's).
func (r *run) artificial(res *Ruling) error {
	c := r.c
	sides, tv, err := c.artificialValues(*c.Artificial, c.Session)
	if err != nil {
		return err
	}
	if tv.Top != nil {
		res.Scoring.Top, _ = tv.Top.Float64()
	}
	res.Artificial = &ArtificialReport{Award: *c.Artificial, Session: c.Session.Percent, Sides: sides, IMPScale: c.Session.IMPScale}
	res.NoResult = c.NoResult
	capped := false
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		v, _ := sides[s].Value.Float64()
		basis := BasisArtificial
		if sides[s].Capped {
			basis, capped = BasisSessionPercent, true
		}
		res.Scores = append(res.Scores, SideScore{Side: s, Value: v, Basis: basis})
		res.Adjusted = append(res.Adjusted, SideScore{Side: s, Value: v})
	}
	if !c.NoResult {
		table, err := c.Value(weighting.Plain(c.TableResult))
		if err != nil {
			return err
		}
		res.TableValue = [2]float64{table.NS.Float(), table.EW.Float()}
	}
	a := weighting.ArtificialScore(c.Artificial.NS, c.Artificial.EW)
	if !capped {
		res.Award = &a
	}
	r.chosen = a
	return nil
}

// assign1997 awards the 1997 Law 12C2 assigned scores from the adjusted
// score's outcomes (the non-offending side's weights as probabilities),
// beside the weighted score; with no damage (Law 12B1 as in 2017: the
// non-offenders' assigned score not better for them than the table
// result) the table result stands.
func (r *run) assign1997(res *Ruling, adjusted weighting.Ruling) error {
	c := r.c
	nos := c.NonOffending
	rep, err := c.assigned1997(adjusted.Side(nos), nos, c.Thresholds)
	if err != nil {
		return err
	}
	res.Assigned1997 = rep
	if v, _ := rep.Values[nos].Float64(); v <= res.TableValue[nos] {
		res.Damage = NoDamage
		res.Scores = []SideScore{{Side: dds.NS, Value: res.TableValue[dds.NS], Basis: BasisTableResult},
			{Side: dds.EW, Value: res.TableValue[dds.EW], Basis: BasisTableResult}}
		return nil
	}
	res.Damage = Damaged
	res.Scores = nil
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		v, _ := rep.Values[s].Float64()
		res.Scores = append(res.Scores, SideScore{Side: s, Value: v, Basis: Basis1997})
	}
	return nil
}
