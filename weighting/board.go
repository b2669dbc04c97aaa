// board.go: a board's tables and the interface every form of scoring implements.

package weighting

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ruling-bridge/ruling/dds"
)

// Board is one board of an event: its vulnerability and every table's
// score on it, each a Ruling (a plain result is a Ruling of one outcome).
type Board struct {
	Vul    dds.Vulnerability
	Tables []Ruling
	// Expected is the number of results the board should have had, for
	// Neuberg factoring when results are missing; 0 means len(Tables).
	Expected int
}

// expected is the number of results expected on the board.
func (b *Board) expected() int {
	if b.Expected > 0 {
		return b.Expected
	}
	return len(b.Tables)
}

// Check reports a board whose tables cannot be scored.
func (b *Board) Check() error {
	if len(b.Tables) == 0 {
		return errors.New("the board has no tables")
	}
	if b.Expected != 0 && b.Expected < len(b.Tables) {
		return fmt.Errorf("%d results expected but %d tables given", b.Expected, len(b.Tables))
	}
	for i, t := range b.Tables {
		if err := t.Check(b.Vul); err != nil {
			return fmt.Errorf("table %d: %v", i+1, err)
		}
	}
	return nil
}

// Scoring is a form of scoring: it values every table's score on a board
// for each side. Each outcome is valued first and the values weighted —
// never the weighted total points, except at total-point scoring where
// the two agree.
type Scoring interface {
	// Name is the form's name as the command line and case files write
	// it: matchpoints, imps, cross-imps, butler, bam, total.
	Name() string
	// Score values every table of b, in the order of b.Tables.
	Score(b *Board) ([]TableValue, error)
}

// TableValue is one table's value under a form of scoring.
type TableValue struct {
	NS, EW SideValue
	// Top is the top on the board at matchpoints (nil otherwise), for
	// percentages.
	Top *big.Rat
	// Notes say how the form of scoring treated the table, such as "not
	// in the datum".
	Notes []string
}

// Side is side s's value.
func (t TableValue) Side(s dds.Side) SideValue {
	if s == dds.EW {
		return t.EW
	}
	return t.NS
}

// SideValue is one side's value at a table: each outcome's value and the
// weighted value.
type SideValue struct {
	Outcomes []OutcomeValue // empty for an artificial score
	Value    *big.Rat       // the weighted value, Σ weight × value
	// Artificial is the side's artificial percentage (Law 12C2), 0 when
	// the side has a real or weighted result.
	Artificial int
}

// Float is the value as a float64.
func (v SideValue) Float() float64 {
	f, _ := v.Value.Float64()
	return f
}

// Percent is the value as a percentage of top (matchpoints).
func (v SideValue) Percent(top *big.Rat) *big.Rat {
	if top == nil || top.Sign() == 0 {
		return new(big.Rat)
	}
	p := new(big.Rat).Quo(v.Value, top)
	return p.Mul(p, big.NewRat(100, 1))
}

// OutcomeValue is one outcome of a weighted result and its value for the
// side.
type OutcomeValue struct {
	Result Result
	Weight *big.Rat
	Score  int      // the North-South score
	Value  *big.Rat // the side's value of this outcome
}

// Adjust values one table's ruling against the rest of the board: the
// table's ruling is table, the other tables' others. It is the common
// call for a Director's ruling at one table.
func Adjust(s Scoring, vul dds.Vulnerability, table Ruling, others []Ruling) (TableValue, error) {
	b := &Board{Vul: vul, Tables: append([]Ruling{table}, others...)}
	vals, err := s.Score(b)
	if err != nil {
		return TableValue{}, err
	}
	return vals[0], nil
}

// entry is one weighted North-South score.
type entry struct {
	result Result
	score  int
	w      *big.Rat
	mean   *big.Rat // a weighted mean score standing for a table (Butler DatumMean)
}

// dist is side s's weighted scores at table t (nil for an artificial score).
func dist(t Ruling, s dds.Side, v dds.Vulnerability) []entry {
	w := t.Side(s)
	out := make([]entry, len(w))
	for i, o := range w {
		out[i] = entry{result: o.Result, score: o.Result.Score(v), w: o.Weight}
	}
	return out
}

// valueSide values side s at table t: value(score) for each outcome, then
// the weighted sum.
func valueSide(t Ruling, s dds.Side, v dds.Vulnerability, value func(score int) *big.Rat) SideValue {
	var sv SideValue
	sv.Value = new(big.Rat)
	for _, e := range dist(t, s, v) {
		val := value(e.score)
		sv.Outcomes = append(sv.Outcomes, OutcomeValue{Result: e.result, Weight: e.w, Score: e.score, Value: val})
		sv.Value.Add(sv.Value, new(big.Rat).Mul(e.w, val))
	}
	return sv
}

// artificialSide is side s's artificial value.
func artificialSide(pct int, value *big.Rat) SideValue {
	return SideValue{Value: value, Artificial: pct}
}

// rat and ratInt are shorthands.
func rat(a, b int64) *big.Rat { return big.NewRat(a, b) }
func ratInt(a int) *big.Rat   { return new(big.Rat).SetInt64(int64(a)) }

// sign is the side's sign for North-South scores: +1 for NS, −1 for EW.
func sign(s dds.Side) int {
	if s == dds.EW {
		return -1
	}
	return 1
}
