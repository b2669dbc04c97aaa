// result.go: the engine's answer — everything a report shows, as plain data (reports renders it).

package engine

import (
	"fmt"
	"strconv"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// Result is one adjusted-score ruling as a report shows it: Adjust fills
// it in; package reports only formats it. Contracts and
// results are display strings plus the numbers a report needs, so that this
// package depends on nothing but the card model.
type Result struct {
	Title         string
	Board         int // the board number; 0 when not known
	Dealer        dds.Seat
	Vulnerability dds.Vulnerability
	Deal          dds.Deal

	Scoring      ScoringInfo
	TableResult  Played   // the result obtained at the table
	NonOffending dds.Side // the side damaged by the infraction

	Scenarios   []ScenarioReport // the potential results the Director judged possible
	Adjustments []Adjustment     // one for both sides, or one per side for a split score
	// Scores is what each side receives, NS first: the weighted score
	// when the non-offending side was damaged, the table result's value
	// when it was not (Law 12B1), the Law 12C1(e) award with a serious
	// error.
	Scores []SideScore
	// Adjusted is each side's weighted adjusted score, NS first, with its
	// interval: the figure compared with the table result.
	Adjusted []SideScore
	// Ruling is the adjusted score the sides receive as one weighted
	// result, written as weighting.Ruling.Entry writes it (read back
	// exactly by weighting.ParseEntry): "60% 4S= N, 40% 4S-1 N", or split
	// "NS: …; EW: …". "" when the table result stands (Law 12B1) or the
	// sides' scores are not one result's (an offender keeping the table
	// result, Law 12C1(e)).
	Ruling string
	// TableValue is the table result's own value to each side (index
	// dds.Side), in Scoring.Unit, beside the adjusted score.
	TableValue [2]float64
	// Damage is the Law 12B1 verdict: whether the adjustment is better
	// for the non-offending side than the table result.
	Damage Damage
	// Datums are the Butler datums the values used (A, B and C), with
	// what trimming dropped; empty at other forms of scoring.
	Datums []Datum
	// SeriousError holds the Law 12C1(e) inputs and award; nil when not used.
	SeriousError *SeriousErrorReport

	// Form is the ruling form's text (event line, facts, Laws, poll, appeal
	// line), Auction the auction at the table (nil when not known) and
	// Field the other tables' results as a frequency table.
	Form    Form
	Auction *dds.Auction
	Field   []FieldCount

	Method Method
	Notes  []string // remarks for the reader: warnings, how a weight was read, ...
	// Wording is the ruling as the Director announces it. When it is empty
	// the encoders use Wording(r).
	Wording string
}

// ScoringInfo is the form of scoring and its options, as text.
type ScoringInfo struct {
	Name    string   // matchpoints, imps, cross-imps, butler, bam or total
	Unit    string   // what values count: "matchpoints", "IMPs", "points", ...
	Top     float64  // the top on the board (12 for seven results at EBU matchpoints); 0 when the form has none
	Options []string // options and the rest of the board as text: "field +620, +650, -100", "units EBU"
}

// Played is a contract, its declarer and the tricks taken. The contract is
// a display string ("4♠", "3NT×", "Pass"); Level is its level (0 when the
// board was passed out) and Tricks the tricks declarer took.
type Played struct {
	Contract string
	Declarer dds.Seat
	Level    int
	Tricks   int
	NSScore  int // the score to North-South: 620, -100, ...
}

// Interval is a 95 % confidence interval. A zero Interval means none was
// computed (the figure is exact).
type Interval struct {
	Low, High float64
}

// IsZero reports whether no interval was given.
func (i Interval) IsZero() bool { return i.Low == 0 && i.High == 0 }

// ScenarioReport is one potential result the Director judged possible, with the
// evidence for its tricks.
type ScenarioReport struct {
	Name        string
	Description string
	Contract    string // display string, as in Result
	Declarer    dds.Seat
	Level       int
	How         How
	Lead        string // the lead fixed, required or prohibited, as written: "SK", "not spades"
	Weight      string // the weight as the Director gave it: "60 %", "NS 60 %, EW 70 %"
	Condition   string // the dealer-language condition for what the auction showed
	Samples     int    // deals solved; 0 when nothing was simulated

	// Tricks is the distribution of declarer's tricks, fewest first.
	Tricks []TrickCount
	// Leads is the lead table of a lead or leads scenario, best lead first.
	Leads []LeadRow
	// SingleDummy is the evidence of a single-dummy scenario, nil for
	// others; Breakdown the distribution split by the breakdown
	// expressions (kind_singledummy.go).
	SingleDummy *SingleDummyEvidence
	Breakdown   []BreakdownTable
}

// TrickCount is one row of a trick distribution.
type TrickCount struct {
	Tricks int      // tricks for declarer
	Count  int      // samples that gave this many tricks (1 for an exact result)
	P      float64  // probability, 0…1
	CI     Interval // Wilson 95 % interval of P; zero when exact
}

// LeadRow is one candidate opening lead.
type LeadRow struct {
	Lead      string   // display: "♠K"
	Defence   float64  // mean tricks for the defence (double dummy)
	DefenceCI Interval // 95 % interval of Defence; zero when exact
	Beat      float64  // probability of beating the contract, 0…1
	BeatCI    Interval
	Score     float64 // mean score difference to the best lead, in the scoring unit (0 for the best)
	ScoreCI   Interval
	Chosen    bool   // the lead the scenario used
	Cards     string // the run of touching cards led as one, suit first: "SKQJ"
	Best      bool   // the best lead (lead tables over simulated deals)
}

// Adjustment is a weighted result for the sides it names: both sides, or
// one side of a split (non-balancing) score.
type Adjustment struct {
	Sides    []dds.Side
	Outcomes []Outcome
}

// Outcome is one potential result with its weight and its value to each side.
type Outcome struct {
	Played
	Weight  float64    // the exact weight as a fraction of 1 (0.6 for 60 %)
	Exact   string     // the exact weight as a fraction when a decimal would round it ("1/3"); optional
	Rounded float64    // the weight after rounding (Method.Round > 0), a fraction of 1
	Value   [2]float64 // the outcome's value to NS and to EW (index dds.Side) under the form of scoring
}

// SideScore is one side's weighted score.
type SideScore struct {
	Side  dds.Side
	Value float64  // in Scoring.Unit
	CI    Interval // 95 % interval from the simulations; zero when exact
}

// SeriousErrorReport is Law 12C1(e): the non-offending side's serious error (or
// gamble) after the infraction. Values are to Side, in Scoring.Unit.
type SeriousErrorReport struct {
	Side    dds.Side // the non-offending side that erred
	Error   string   // what the error was, in the Director's words
	A       float64  // value of the table result
	B       float64  // value of the adjusted (weighted) result
	C       float64  // value of the result with the infraction but without the serious error
	CResult string   // what C is: "4♠ by North one off"
	Awarded float64  // what the non-offending side receives
	Case    string   // which of the four cases of Law 12C1(e) applies, in words
}

// Method is how the figures were obtained. The number of threads is
// deliberately absent: a report must be identical at any thread count.
type Method struct {
	Samples   int     // samples per simulated scenario as asked; 0 when none
	Precision float64 // the --precision target (half-width of every interval); 0 when not used
	Seed      uint64
	Solver    string // "go" or "libdds"
	Round     int    // weights rounded to multiples of this many percent (5, 10); 0 for exact weights
	Version   string // the version of ruling that made the report
}

// Simulated reports whether any scenario was simulated (so the seed matters).
func (r *Result) Simulated() bool {
	for _, s := range r.Scenarios {
		if s.Samples > 0 {
			return true
		}
	}
	return false
}

// Score is side's weighted score; ok is false when the ruling has none.
func (r *Result) Score(side dds.Side) (s SideScore, ok bool) {
	for _, s := range r.Scores {
		if s.Side == side {
			return s, true
		}
	}
	return SideScore{}, false
}

// Over is the number of tricks over (positive) or under (negative) the
// contract; 0 for a contract made exactly or a passed-out board.
func (r Played) Over() int {
	if r.Level == 0 {
		return 0
	}
	return r.Tricks - r.Level - 6
}

// numberWords spells small counts as a ruling does: "one off".
var numberWords = []string{"no", "one", "two", "three", "four", "five", "six", "seven",
	"eight", "nine", "ten", "eleven", "twelve", "thirteen"}

func spell(n int) string {
	if n >= 0 && n < len(numberWords) {
		return numberWords[n]
	}
	return strconv.Itoa(n)
}

// isScore reports whether the result is a bare North-South score ("+620").
func (r Played) isScore() bool { return r.Level == 0 && r.Contract != "Pass" }

// Outcome is the result in words: "making", "one off", "making 11 tricks",
// "passed out"; "" for a bare score.
func (r Played) Outcome() string {
	switch d := r.Over(); {
	case r.isScore():
		return ""
	case r.Level == 0:
		return "passed out"
	case d == 0:
		return "making"
	case d < 0:
		return spell(-d) + " off"
	default:
		return fmt.Sprintf("making %d tricks", r.Tricks)
	}
}

// Code is the result as score sheets write it after the contract: "=",
// "-1", "+1"; "" for a passed-out board or a bare score.
func (r Played) Code() string {
	switch d := r.Over(); {
	case r.Level == 0:
		return ""
	case d == 0:
		return "="
	default:
		return fmt.Sprintf("%+d", d)
	}
}

// Describe is the result as a ruling states it: "4♠ by North one off",
// "the board passed out", "a North-South score of +620".
func (r Played) Describe() string {
	switch {
	case r.isScore():
		return "a North-South score of " + r.NS()
	case r.Level == 0:
		return "the board passed out"
	}
	return r.Contract + " by " + r.Declarer.Name() + " " + r.Outcome()
}

// Short is the result as a table cell: "4♠= N", "4♠-1 N", "Pass", "+620".
func (r Played) Short() string {
	switch {
	case r.isScore():
		return r.NS()
	case r.Level == 0:
		return "Pass"
	}
	return r.Contract + r.Code() + " " + r.Declarer.String()
}

// NS writes the North-South score with its sign: "+620", "-100", "0".
func (r Played) NS() string {
	if r.NSScore > 0 {
		return "+" + strconv.Itoa(r.NSScore)
	}
	return strconv.Itoa(r.NSScore)
}

// Damage is the Law 12B1 verdict on a ruling.
type Damage string

// The verdicts.
const (
	// Damaged: the adjusted score is better for the non-offending side
	// than the table result; the adjusted scores are awarded.
	Damaged Damage = "damaged"
	// NoDamage: the adjusted score is not better for the non-offending
	// side; the table result stands for both sides.
	NoDamage Damage = "no damage"
)

// Datum is one Butler datum a value was computed against.
type Datum struct {
	Of      string // what was valued against it: "the table result (A)", "the adjusted score (B)", ...
	Value   int    // the datum, a North-South score
	Results []int  // the whole results that entered it (North-South scores), lowest first
	Dropped []int  // the whole results trimming dropped, lowest first
	// Entries and DroppedEntries are the same with every entry's weight,
	// fractional entries included (a weighted table in the datum).
	Entries        []weighting.DatumEntry
	DroppedEntries []weighting.DatumEntry
}
