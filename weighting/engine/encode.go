// encode.go: EncodeCase — a Case written back as a case file that ParseCase reads to the same Case.

package engine

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// EncodeCase writes c as a case file (TOML) that ParseCase reads back to
// the same Case, so that a case built in code or on a page can be saved
// and run again. The file is self-contained: the deal, dealer and
// vulnerability are written out even when the case read them from a PBN
// file or the board number. Options at their defaults are left out.
func EncodeCase(w io.Writer, c *Case) error {
	if c.Scoring == nil {
		return &Error{File: c.Name, Msg: "no scoring: a case needs its form of scoring"}
	}
	var b bytes.Buffer
	e := &encoder{b: &b}
	e.str("title", c.Title)
	if c.Board > 0 {
		e.raw("board", strconv.Itoa(c.Board))
	}
	e.form(c)
	e.str("deal", c.Deal.PBN(dds.North))
	e.str("dealer", c.Dealer.String())
	e.str("vulnerability", c.Vulnerability.String())
	b.WriteByte('\n')
	e.str("scoring", c.Scoring.Name())
	if len(c.Field) > 0 {
		items := make([]string, len(c.Field))
		for i, f := range c.Field {
			items[i] = quote(f.String())
		}
		e.raw("field", "["+strings.Join(items, ", ")+"]")
	}
	if c.Vs != nil {
		e.str("vs", c.Vs.String())
	}
	e.str("non_offending", c.NonOffending.String())
	if !c.NoResult {
		e.str("table_result", c.TableResult.String())
	}
	e.award(c)
	e.play(c)
	if c.Samples > 0 {
		e.raw("samples", strconv.Itoa(c.Samples))
	}
	if c.Seed != nil {
		e.raw("seed", strconv.FormatUint(*c.Seed, 10))
	}
	if c.Precision > 0 {
		e.raw("precision", strconv.FormatFloat(c.Precision, 'g', -1, 64))
	}
	e.options(c)
	for i := range c.Scenarios {
		if !c.Scenarios[i].Without {
			e.scenario("scenario", &c.Scenarios[i])
		}
	}
	if se := c.SeriousError; se != nil {
		b.WriteString("\n[serious_error]\n")
		e.str("side", se.Side.String())
		e.str("error", se.Error)
		if se.Without != nil {
			e.str("without", weighting.Balanced(se.Without).Entry())
		}
		if se.Offenders != weighting.OffendersAdjusted {
			e.str("offenders", se.Offenders.String())
		}
		for i := range c.Scenarios {
			if c.Scenarios[i].Without {
				e.scenario("serious_error.scenario", &c.Scenarios[i])
			}
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// award writes the keys of an artificial score and of the 1997 Law.
func (e *encoder) award(c *Case) {
	if a := c.Artificial; a != nil {
		e.str("artificial", a.String())
	}
	var sides []string
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		if p := c.Session.Percent[s]; p != nil {
			sides = append(sides, fmt.Sprintf("%s = %s", s, quote(weighting.FormatRat(p, 4)+"%")))
		}
	}
	if len(sides) > 0 {
		e.raw("session_percent", "{ "+strings.Join(sides, ", ")+" }")
	}
	if s := c.Session.IMPScale; s != nil {
		e.str("session_imp_scale", s.RatString())
	}
	if c.Law == Law1997 {
		e.str("law", Law1997)
		if t := c.Thresholds.Likely; t != nil {
			e.str("likely", t.RatString())
		}
		if t := c.Thresholds.Probable; t != nil {
			e.str("at_all_probable", t.RatString())
		}
	}
}

// encoder writes keys in case-file form.
type encoder struct{ b *bytes.Buffer }

// str writes key = "text"; nothing for empty text.
func (e *encoder) str(key, text string) {
	if text != "" {
		e.raw(key, quote(text))
	}
}

func (e *encoder) raw(key, value string) { fmt.Fprintf(e.b, "%s = %s\n", key, value) }

// options writes [options] when some option differs from its default.
func (e *encoder) options(c *Case) {
	var o bytes.Buffer
	sub := &encoder{b: &o}
	avplus := 0
	switch s := c.Scoring.(type) {
	case weighting.MatchpointScoring:
		if s.Units != weighting.EBU {
			sub.str("units", s.Units.String())
		}
		if s.SmallGroups {
			sub.raw("small_group", "true")
		}
	case weighting.CrossIMPScoring:
		if s.DivideByN {
			sub.str("divisor", "n")
		}
		avplus = s.AveragePlus
	case weighting.ButlerScoring:
		if s.Trim != nil && s.Trim.Sign() > 0 {
			sub.str("butler_drop", shareText(s.Trim))
		}
		if s.Datum != weighting.DatumExclude {
			sub.str("datum", s.Datum.String())
		}
		avplus = s.AveragePlus
	case weighting.IMPScoring:
		avplus = s.AveragePlus
	}
	if avplus != 0 {
		sub.raw("average_plus", strconv.Itoa(avplus))
	}
	if c.Expected > 0 {
		sub.raw("expected", strconv.Itoa(c.Expected))
	}
	if c.Knockout {
		sub.raw("knockout", "true")
	}
	if c.Normalize {
		sub.raw("normalize", "true")
	}
	if c.Round > 0 {
		sub.raw("round", strconv.Itoa(c.Round))
	}
	if c.RoundFavour {
		sub.str("round_favour", FavourNonOffending)
	}
	if o.Len() > 0 {
		e.b.WriteString("\n[options]\n")
		e.b.Write(o.Bytes())
	}
}

// shareText writes a share as a percentage when that is exact, else as a
// fraction: "5%", "1/3".
func shareText(r *big.Rat) string {
	p := new(big.Rat).Mul(r, big.NewRat(100, 1))
	if p.IsInt() {
		return p.Num().String() + "%"
	}
	return r.RatString()
}

// scenario writes one [[scenario]] (array "scenario") or
// [[serious_error.scenario]].
func (e *encoder) scenario(array string, s *Scenario) {
	e.b.WriteString("\n[[" + array + "]]\n")
	e.str("name", s.Name)
	e.str("description", s.Description)
	switch {
	case s.PassedOut:
		e.str("contract", "Pass")
	case s.How == Fixed:
		r, err := weighting.MakeResult(s.Contract, s.Made)
		if err != nil {
			// Not a possible result: write what there is, for ParseCase to refuse.
			e.str("contract", s.Contract.String())
			e.str("declarer", s.Contract.Declarer.String())
			e.str("result", fmt.Sprintf("%s%+d", s.Contract, s.Made-s.Contract.Level-6))
			break
		}
		e.str("result", r.String())
	default:
		e.str("contract", s.Contract.String())
		e.str("declarer", s.Contract.Declarer.String())
		if s.How != Lead {
			e.str("tricks", string(s.How))
		}
	}
	e.str("lead", leadText(s.Lead))
	e.str("condition", s.Condition)
	e.playKeys(&s.Play)
	if len(s.Rules) > 0 {
		q := make([]string, len(s.Rules))
		for i, r := range s.Rules {
			q[i] = quote(r.String())
		}
		e.raw("rules", "["+strings.Join(q, ", ")+"]")
	}
	ns, ew := s.Weight[dds.NS], s.Weight[dds.EW]
	switch {
	case ns.Value == nil && ew.Value == nil:
	case ns.Value != nil && ew.Value != nil && ns.Value.Cmp(ew.Value) == 0 && ns.Text == ew.Text:
		e.str("weight", weightString(ns))
	default:
		e.raw("weight", fmt.Sprintf("{ NS = %s, EW = %s }", quote(weightString(ns)), quote(weightString(ew))))
	}
}

// weightString is a weight as the case file gives it: as written, else
// as a percentage or a fraction.
func weightString(w Weight) string {
	if w.Text != "" {
		return w.Text
	}
	if w.Value == nil {
		return ""
	}
	return shareText(w.Value)
}

// quote writes a TOML basic string.
func quote(s string) string {
	s = strings.ToValidUTF8(s, string(utf8.RuneError))
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// leadText is a lead as the case file gives it: as written, else the card
// ("SK") or the suit ("hearts", "not spades").
func leadText(l OpeningLead) string {
	switch {
	case l.Text != "":
		return l.Text
	case l.Card != nil:
		return l.Card.String()
	case l.Suit != nil && l.Not:
		return "not " + l.Suit.Name()
	case l.Suit != nil:
		return l.Suit.Name()
	}
	return ""
}
