// result.go: the engine's answer, a Ruling — everything a report shows, as plain data (package reports renders it).

package engine

import (
	"math/big"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// Ruling is one adjusted-score ruling, everything a report shows, as
// plain data: Adjust fills it in and package reports renders it (results
// are weighting.Results, contracts dds.Contracts, weights exact
// fractions; no display strings). Text in it is the Director's own
// (title, facts, descriptions) or a remark for the reader (Notes,
// Warnings).
type Ruling struct {
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
	// Award is the adjusted score the sides receive as one table's
	// ruling (weighted, or split "NS: …; EW: …"); nil when the table
	// result stands (Law 12B1) or the sides' scores are not one ruling's
	// (an offender keeping the table result, Law 12C1(e)).
	Award *weighting.Ruling
	// TableValue is the table result's own value to each side (index
	// dds.Side), in the scoring's unit, beside the adjusted score.
	TableValue [2]float64
	// Damage is the Law 12B1 verdict: whether the adjustment is better
	// for the non-offending side than the table result.
	Damage Damage
	// Datums are the Butler datums the values used (A, B and C), with
	// what trimming dropped; empty at other forms of scoring.
	Datums []Datum
	// SeriousError holds the Law 12C1(e) inputs and award; nil when not used.
	SeriousError *SeriousErrorReport
	// Artificial is the artificial adjusted score awarded (Law 12C2) with
	// what Law 12C2(c) made of it; nil for an assigned score.
	Artificial *ArtificialReport
	// Assigned1997 is each side's 1997 Law 12C2 assigned score, awarded
	// when the case is ruled under the 1997 Laws; nil otherwise.
	Assigned1997 *Assigned1997Report
	// KnockoutOwn is, when Law 12C4 averaged a non-balancing split score
	// in knockout play, each side's score from its own weights before the
	// averaging (NS's, EW's), so that the average can be checked by hand;
	// nil otherwise.
	KnockoutOwn *[2]float64
	// Scorer is what the scoring program must be given at cross-IMPs and
	// Butler, where the adjusted score changes every other table's
	// value; nil at other forms of scoring.
	Scorer *ScorerView
	// Sensitivity is each side's score when each weight moves
	// SensitivityStep either way, the others scaled to keep 100 %.
	Sensitivity []SensitivityRow
	// NoResult says no result was obtained at the table (an artificial
	// score with no table_result); TableResult and TableValue are unused.
	NoResult bool

	// Form is the ruling form's text (event line, facts, Laws, poll, appeal
	// line), Auction the auction at the table (nil when not known) and
	// Field the other tables' results as a frequency table.
	Form    Form
	Auction *dds.Auction
	Field   []FieldCount

	Method   Method
	Notes    []string  // remarks for the reader: how a weight was read, where a value came from, ...
	Warnings []Warning // safeguards tripped (a wrong-way split)
}

// ScoringInfo is the form of scoring with its options and what the board
// is scored against: the data a report states the scoring from.
type ScoringInfo struct {
	Form     weighting.Scoring  // the form with its options (units, trim, datum mode, divisor, ...)
	Top      float64            // the top on the board (12 for seven results at EBU matchpoints); 0 when the form has none
	Field    []weighting.Ruling // the other tables (matchpoints, cross-imps, butler, total)
	Vs       *weighting.Ruling  // the other room (imps, bam); nil otherwise
	Expected int                // results expected on the board (Neuberg factoring); 0 for the tables given
	Knockout bool               // knockout teams: split scores averaged (2007 Law 86B)
}

// Name is the form's name: matchpoints, imps, cross-imps, butler, bam or
// total ("" when there is none).
func (s ScoringInfo) Name() string {
	if s.Form == nil {
		return ""
	}
	return s.Form.Name()
}

// Played is a result with its North-South score at the board's
// vulnerability.
type Played struct {
	Result  weighting.Result
	NSScore int // the score to North-South: 620, -100, ...
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
	Contract    dds.Contract // with its declarer; level 0 for a passed-out board
	How         How
	Lead        OpeningLead // the lead fixed, required or prohibited; zero for none
	// Revoke is, for a before-revoke scenario, the revoke its play stops
	// just before (Law 64C); nil for the other kinds.
	Revoke *weighting.Revoke
	// Weight is the weight for each side as the Director gave it (index
	// dds.Side; the same for both unless the score is split); no Value
	// for an evidence-only scenario.
	Weight    [2]Weight
	Condition string // the dealer-language condition for what the auction showed
	Samples   int    // deals solved; 0 when nothing was simulated
	// Without marks a scenario of the Law 12C1(e) result without the
	// serious error (C), not of the adjusted score.
	Without bool

	// Tricks is the distribution of declarer's tricks, fewest first.
	Tricks []TrickCount
	// Leads is the lead table of a lead or leads scenario, best lead first.
	Leads []LeadRow
	// SingleDummy is the evidence of a single-dummy scenario, nil for
	// others; Breakdown the distribution split by the breakdown
	// expressions (kind_singledummy.go).
	SingleDummy *SingleDummyEvidence
	Breakdown   []BreakdownTable
	// Rules are the scenario's play rules; Options, when declarer had
	// options at the opening lead under them, each with its tricks
	// (rules.go).
	Rules   []dds.PlayRule
	Options []OptionRow
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
	Card      dds.Card  // the card led
	Run       dds.Cards // the run of touching cards it stands for (the card alone when it has none)
	Defence   float64   // mean tricks for the defence (double dummy)
	DefenceCI Interval  // 95 % interval of Defence; zero when exact
	Beat      float64   // probability of beating the contract, 0…1
	BeatCI    Interval
	Score     float64 // mean score difference to the best lead, in the scoring unit (0 for the best)
	ScoreCI   Interval
	Chosen    bool // the lead the scenario used
	Best      bool // the best lead (lead tables over simulated deals)
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
	Weight  *big.Rat // the exact weight, a share of 1
	Rounded *big.Rat // the weight after rounding (Method.Round > 0); nil without rounding
	// CountedWith is the outcome rounding folded this one into (its
	// weight below half a step counted with a neighbour's); nil when not
	// folded.
	CountedWith *weighting.Result
	Value       [2]float64 // the outcome's value to NS and to EW (index dds.Side) under the form of scoring
}

// Used is the weight the scores were computed from: the rounded one when
// the Director asked for rounding.
func (o Outcome) Used() *big.Rat {
	if o.Rounded != nil {
		return o.Rounded
	}
	return o.Weight
}

// SideScore is one side's score.
type SideScore struct {
	Side  dds.Side
	Value float64  // in the scoring's unit
	CI    Interval // 95 % interval from the simulations; zero when exact
	// Basis is why the side receives it (in Ruling.Scores; zero in
	// Ruling.Adjusted).
	Basis Basis
}

// Basis is why a side receives its score: the Law behind it.
type Basis uint8

// The bases of a side's score.
const (
	BasisNone           Basis = iota // not an award (Ruling.Adjusted)
	BasisTableResult                 // no damage (Law 12B1): the table result stands
	BasisAdjusted                    // the weighted adjusted score (Law 12C1(c); 12C1(b) for one outcome)
	BasisOffenderTable               // the offenders keep the table result: their adjusted score would be better for them (Law 12B1)
	BasisSeriousError                // the non-offenders after their serious error (Law 12C1(e)(ii)); the case is in SeriousError
	BasisRectified                   // the offenders after the non-offenders' serious error: the adjusted score (Law 12C1(e)(i))
	BasisWithout                     // the offenders after the non-offenders' serious error: the result without it, C (Law 12C1(e)(i) as some Regulating Authorities read it)
	BasisKnockout                    // a non-balancing score averaged in knockout play (Law 12C4)
	BasisArtificial                  // an artificial adjusted score (Law 12C2(a))
	BasisSessionPercent              // an artificial score replaced by the side's session percentage (Law 12C2(c))
	Basis1997                        // the 1997 Law 12C2 assigned score: likely for the non-offenders, at all probable for the offenders
)

// Warning is a safeguard a ruling tripped; reports show each one, the
// command line also on standard error. The figures are in the
// scoring's unit.
type Warning struct {
	Kind WarningKind
	Side dds.Side // the side concerned: the offenders (WrongWaySplit)
	// Own is the offenders' score from their own weights, Fair their
	// score from the non-offenders' weights (WrongWaySplit).
	Own, Fair float64
}

// WarningKind is what a Warning is about.
type WarningKind uint8

// The warnings.
const (
	// WrongWaySplit: the offenders' weights of a split score give them
	// more than the non-offenders' weights would: Law 12C1(c) gives the
	// benefit of the doubt to the non-offending side, never to the
	// offenders.
	WrongWaySplit WarningKind = iota + 1
	// SplitUnchecked: a split score weighed without the non-offending
	// side named (ruling weigh without --non-offending): the check of
	// WrongWaySplit cannot be made.
	SplitUnchecked
)

// SeriousErrorReport is Law 12C1(e): the non-offending side's serious error (or
// gamble) after the infraction. Values are to Side, in the scoring's unit.
type SeriousErrorReport struct {
	Side    dds.Side                   // the non-offending side that erred
	Error   string                     // what the error was, in the Director's words
	A       float64                    // value of the table result
	B       float64                    // value of the adjusted (weighted) result
	C       float64                    // value of the result with the infraction but without the serious error
	Without weighting.Weighted         // what C is: one result, or weighted results
	Awarded float64                    // what the non-offending side receives
	Case    weighting.SeriousErrorCase // which of the four cases of Law 12C1(e) applies
	// Offenders is the reading of Law 12C1(e)(i) applied: the adjusted
	// score (the default) or the score without the serious error.
	Offenders weighting.Offenders
}

// Method is how the figures were obtained. The number of threads is
// deliberately absent: a report must be identical at any thread count.
type Method struct {
	Samples   int     // samples per simulated scenario as asked; 0 when none
	Precision float64 // the --precision target (half-width of every interval); 0 when not used
	Seed      uint64
	Solver    string // "go" or "libdds"
	Round     int    // weights rounded to multiples of this many percent (5, 10); 0 for exact weights
	Favour    bool   // rounding gave the spare units to the outcomes better for the non-offending side
	Version   string // the version of ruling that made the report
}

// Simulated reports whether any scenario was simulated (so the seed matters).
func (r *Ruling) Simulated() bool {
	for _, s := range r.Scenarios {
		if s.Samples > 0 {
			return true
		}
	}
	return false
}

// Score is side's weighted score; ok is false when the ruling has none.
func (r *Ruling) Score(side dds.Side) (s SideScore, ok bool) {
	for _, s := range r.Scores {
		if s.Side == side {
			return s, true
		}
	}
	return SideScore{}, false
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

// DatumOf is what a Butler datum was the datum for.
type DatumOf uint8

// What a datum was computed for: the board with that table in it.
const (
	DatumOfTable    DatumOf = iota // the table result (A)
	DatumOfAdjusted                // the adjusted score (B)
	DatumOfWithout                 // the result without the serious error (C)
	DatumOfRuling                  // the ruling weighed (ruling weigh)
	DatumOfSerious                 // the board with the adjusted score in it, A, B and C of Law 12C1(e) all valued against it
)

// Datum is one Butler datum a value was computed against.
type Datum struct {
	Of    DatumOf
	Value int // the datum, a North-South score
	// Entries are what entered it, lowest first, and Dropped what
	// trimming took, each with its weight (a weighted table's outcomes
	// enter fractionally under datum = "fractional").
	Entries []weighting.DatumEntry
	Dropped []weighting.DatumEntry
}

// ScorerView is the board as the scoring program must have it after the
// ruling: the adjusted table and every other table's new value.
type ScorerView struct {
	// Datum is the Butler datum of the board with the adjusted score in
	// it (DatumBefore with the table result); nil at cross-IMPs.
	Datum, DatumBefore *int
	Tables             []ScorerRow // the other tables, in the case's order
	// NoBefore says the values before the ruling are not known (ruling
	// weigh has no table result): each row's Before is unset.
	NoBefore bool
}

// ScorerRow is one other table: its result and its value to each side
// (index dds.Side) with the table result standing and with the adjusted
// score.
type ScorerRow struct {
	Ruling      weighting.Ruling
	Before, Now [2]float64
}

// SensitivityStep is how far each weight moves in the sensitivity table:
// 10 percentage points.
var SensitivityStep = big.NewRat(1, 10)

// SensitivityRow is the ruling's scores when one outcome's weight moves
// SensitivityStep down and up, the other outcomes scaled to keep 100 %:
// each side's score (index dds.Side) at each. Down or Up is false where
// the weight cannot move that far (below 0 %, above 100 %).
type SensitivityRow struct {
	Sides    []dds.Side // the adjustment's sides: both, or one of a split score
	Result   weighting.Result
	Weight   *big.Rat // the weight the scores used
	Down, Up [2]float64
	HasDown  bool
	HasUp    bool
}
