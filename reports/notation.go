// notation.go: results, weights and scores in the Director's notation (4♠+1 by N, 60 % 4♠= by N, NS 6.6 of 12 matchpoints (55 %)) — the one place a result is spelled out.

package reports

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// ResultText is a table result in the notation Directors write, with
// its declarer: "4♠= by N", "4♠+1 by N", "4♠×-2 by E", "3NT-1 by S",
// "6♣××= by W"; "Pass" for a passed-out board and "NS +620" for a bare
// North-South score. Every report, in every format, writes a result with
// it (or ResultCode where the declarer is stated beside it).
func ResultText(r weighting.Result) string {
	if r.Kind != weighting.Played {
		return ResultCode(r)
	}
	return ResultCode(r) + " by " + r.Contract.Declarer.String()
}

// ResultCode is the result without its declarer: "4♠=", "4♠+1",
// "4♠×-2", "3NT-1"; "Pass"; "NS +620".
func ResultCode(r weighting.Result) string {
	switch r.Kind {
	case weighting.PassedOut:
		return "Pass"
	case weighting.Points:
		return "NS " + signedInt(r.NS)
	}
	return r.Contract.Pretty() + tricksCode(r.Tricks-r.Contract.Need())
}

// tricksCode is "=" for a contract made exactly, "+1", "-2" otherwise.
func tricksCode(over int) string {
	if over == 0 {
		return "="
	}
	return fmt.Sprintf("%+d", over)
}

// ContractText is a contract with its declarer: "4♠ by N", "3NT× by E";
// "Pass" when passed out.
func ContractText(c dds.Contract) string {
	if c.PassedOut() {
		return "Pass"
	}
	return c.Pretty() + " by " + c.Declarer.String()
}

// WeightText is a weight as Directors write it: "60 %", "33.3 %".
func WeightText(w *big.Rat) string {
	if w == nil {
		return "0 %"
	}
	f, _ := new(big.Rat).Mul(w, big.NewRat(100, 1)).Float64()
	return trimmed(f, weightDecimals) + " %"
}

// WeightedText is a weighted result as Directors write it: "60 % 4♠= by
// N, 40 % 4♠-1 by N"; a single result alone: "4♠= by N".
func WeightedText(w weighting.Weighted) string {
	if len(w) == 1 && w[0].Weight != nil && w[0].Weight.Cmp(big.NewRat(1, 1)) == 0 {
		return ResultText(w[0].Result)
	}
	parts := make([]string, len(w))
	for i, o := range w {
		parts[i] = WeightText(o.Weight) + " " + ResultText(o.Result)
	}
	return strings.Join(parts, ", ")
}

// AwardText is one table's award: a weighted result (WeightedText), a
// split one ("NS: 60 % 4♠= by N, 40 % 4♠-1 by N; EW: 30 % 4♠= by N, 70
// % 4♠-1 by N") or an artificial score ("NS average plus (60 %), EW
// average minus (40 %)").
func AwardText(r weighting.Ruling) string {
	if a := r.Artificial; a != nil {
		return "NS " + averageName(a.NS) + ", EW " + averageName(a.EW)
	}
	if r.IsSplit() {
		return "NS: " + WeightedText(r.NS) + "; EW: " + WeightedText(r.EW)
	}
	return WeightedText(r.NS)
}

// averageName is an artificial percentage in words: "average plus (60
// %)", "average (50 %)", "average minus (40 %)", "30 %".
func averageName(pct int) string {
	switch pct {
	case weighting.AveragePlus:
		return "average plus (60 %)"
	case weighting.Average:
		return "average (50 %)"
	case weighting.AverageMinus:
		return "average minus (40 %)"
	}
	return strconv.Itoa(pct) + " %"
}

// unitOf is the unit of a form of scoring (by name) for a value whose
// figure is written text: singular for exactly 1 ("1 matchpoint", "-1
// IMP").
func unitOf(form, text string) string {
	return weighting.UnitOf(form, strings.TrimLeft(text, "+-") == "1")
}

// scoringTitle is a form of scoring's name for a reader ("cross-IMPs",
// "Butler"); the name itself for one ruling does not know.
func scoringTitle(form string) string {
	for _, f := range weighting.ScoringForms() {
		if f.Name == form {
			return f.Title
		}
	}
	return form
}

// unitPlural is the plural unit of a form of scoring, for headings.
func unitPlural(form string) string { return unitOf(form, "") }

// hasTop reports whether a form's values are counted up to a top
// (matchpoints): written unsigned, with their percentage.
func hasTop(s engine.ScoringInfo) bool { return s.Top > 0 }

// ValueText is a value under the form of scoring as a ruling states it:
// "6.6 of 12 matchpoints (55 %)", "0.5 of 1 matchpoint (50 %)", "+2.85
// IMPs", "-1 IMP", "+420 points".
func ValueText(s engine.ScoringInfo, x float64) string {
	v := formatValue(s, x)
	if hasTop(s) {
		top := trimmed(s.Top, valueDecimals)
		return v + " of " + top + " " + unitOf(s.Name(), top) + " (" + trimmed(percentOfTop(s, x), percentDecimals) + " %)"
	}
	return v + " " + unitOf(s.Name(), v)
}

// percentOfTop is a value as a percentage of the top (matchpoints), to
// the report's one decimal: 6.6 of 12 is 55, 5 of 12 is 41.7.
func percentOfTop(s engine.ScoringInfo, x float64) float64 {
	return rounded(100*x/s.Top, percentDecimals)
}

// ScoreText is one side's score: "NS 6.6 of 12 matchpoints (55 %)",
// "EW +2.85 IMPs".
func ScoreText(s engine.ScoringInfo, side dds.Side, x float64) string {
	return side.String() + " " + ValueText(s, x)
}

// LeadText is an opening lead a scenario fixes, requires or prohibits:
// "♠K", "hearts", "not spades"; "" for none.
func LeadText(l engine.OpeningLead) string {
	switch {
	case l.Card != nil:
		return l.Card.Pretty()
	case l.Suit != nil && l.Not:
		return "not " + l.Suit.Name()
	case l.Suit != nil:
		return l.Suit.Name()
	}
	return ""
}

// LeadCardText is a lead of a lead table: "♠K", or "♠K (KQJ)" for a card
// standing for its run of touching cards.
func LeadCardText(card dds.Card, run dds.Cards) string {
	if run.Len() <= 1 {
		return card.Pretty()
	}
	var b strings.Builder
	for _, c := range run.List() {
		b.WriteByte(c.Rank().Letter())
	}
	return card.Pretty() + " (" + b.String() + ")"
}
