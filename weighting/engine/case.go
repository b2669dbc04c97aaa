// case.go: the case — a Director's description of a ruling, typed — and the case file's key table.

package engine

import (
	"math/big"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// Case is one ruling to make: the board, the form of scoring with its
// options and the other tables, the table result, the non-offending side
// and the potential results (scenarios) with their weights. ParseCase reads
// one from a case file and EncodeCase writes one back; a Case built in code
// is checked by Adjust (Check) before it runs.
type Case struct {
	Name string // the case file's name, for messages ("case.toml"); may be empty
	// Files are the files the case file names that were read (a PBN, an
	// event file), as paths in its file system: a report must not
	// replace them.
	Files []string
	Title string
	Board int // the board number; 0 when not given

	Deal          dds.Deal
	Dealer        dds.Seat
	Vulnerability dds.Vulnerability

	// Scoring is the form of scoring with its options (units, small
	// groups, Butler trim and datum mode, average plus, divisor).
	Scoring weighting.Scoring
	// Expected is the number of results expected on the board (Neuberg
	// factoring when fewer were obtained); 0 means the tables given.
	Expected int
	// Knockout averages non-balancing scores, each side getting the
	// average (2007 Law 86B), at imps and bam.
	Knockout bool
	// Normalize scales weights that do not sum to 100 % instead of
	// refusing them (ruling weigh --normalize).
	Normalize bool

	Field []weighting.Ruling // the other tables (matchpoints, cross-imps, butler, total)
	Vs    *weighting.Ruling  // the other room (imps, bam); nil otherwise

	NonOffending dds.Side
	TableResult  weighting.Result // the result obtained at the table
	// NoResult says no result was obtained at the table (no
	// table_result, with an artificial score); TableResult is then unused.
	NoResult bool

	// Artificial is an artificial adjusted score awarded instead of a
	// weighted one (artificial = "A60/40"; Laws 12C1(d) and 12C2); nil
	// otherwise. Session is each side's percentage on the other boards
	// (session_percent, session_imp_scale; Law 12C2(c)).
	Artificial *weighting.Artificial
	Session    Session
	// Law is the Laws the ruling is made under: Law2017 (the default) or
	// Law1997, whose Law 12C2 assigned scores (Thresholds: likely,
	// at_all_probable) the sides then receive.
	Law        string
	Thresholds Thresholds

	Samples   int     // deals per simulated scenario; 0 when not given
	Seed      *uint64 // nil when not given
	Precision float64 // 0 when not given
	Round     int     // weights rounded to multiples of 5 or 10 %; 0 for exact
	// RoundFavour gives rounding's spare units to the outcomes better
	// for the non-offending side (round_favour = "non-offending").
	RoundFavour bool

	Scenarios    []Scenario
	SeriousError *SeriousError // Law 12C1(e); nil when not claimed

	// Auction is the auction at the table, from the dealer (auction =
	// "...", or an event file's); nil when not known. Form is the ruling
	// form's text (case_event.go). Sources says where values read from an
	// event file came from (shown in the report's notes; not written back).
	Auction *dds.Auction
	Form    Form
	Sources []string
	// EventRows are the table's row (first) and the rows of the field or
	// the other room as the event file gives them — their pairs, rooms,
	// tables — when the case took both from the file (for an export of
	// the board, export.go); nil otherwise. Not written back.
	EventRows []event.Row

	// Play is the play at the table in the table result's contract, from
	// play = "…" or the case's LIN record; nil when not known. Claim is
	// declarer's tricks in all when the play ended in a claim or
	// concession before the last trick (claim = N, LIN mc|). They are
	// what ruling revoke and the before-revoke scenarios read
	// (case_play.go).
	Play  []dds.Card
	Claim *int

	pos positions // where each key was in the file (nil for a Case built in code)
}

// Scenario is one potential result the Director judged possible: a
// contract (or a passed-out board), how its tricks are found, and its
// weight.
type Scenario struct {
	Name        string
	Description string
	PassedOut   bool         // a passed-out board: no contract, no tricks
	Contract    dds.Contract // with its declarer
	How         How          // how the tricks are found (see kinds)
	Made        int          // Fixed: declarer's tricks
	Lead        OpeningLead  // a lead fixed, required or prohibited; zero for none
	Condition   string       // simulate, leads: what the auction showed (dealer language)
	Play        PlayKeys     // single-dummy playouts and view; breakdown (kind_singledummy.go)
	// Rules are the play rules the Laws put on the play from the opening
	// lead — lead restrictions, penalty cards (dds.PlayRule's grammar;
	// kinds dd, lead, simulate, single-dummy: rules.go).
	Rules []dds.PlayRule
	// Weight is the weight for each side (index dds.Side): the same for
	// both unless the score is split. Zero for an evidence-only scenario.
	Weight [2]Weight
	// Without marks a scenario of the Law 12C1(e) result without the
	// serious error ([[serious_error.scenario]]): its outcomes make C, not
	// the adjusted score.
	Without bool

	table string // where it is in the case file: "scenario#2", "serious_error.scenario#0"; "" when built in code
}

// Weight is a scenario's weight as the Director wrote it and its value.
type Weight struct {
	Text  string   // as written: "60%", "1/3", "0.4"
	Value *big.Rat // a share of 1; nil for no weight
	// Snapped is the simple fraction a one-decimal percentage stands for
	// (33.3 % → 1/3), used when that makes the weights sum to 100 %; nil
	// otherwise.
	Snapped *big.Rat
}

// OpeningLead is an opening lead a scenario fixes (a card), requires or
// prohibits (a suit, as under Laws 26B and 50D2).
type OpeningLead struct {
	Text string    // as written: "SK", "hearts", "not spades"; "" for none
	Card *dds.Card // the card led
	Suit *dds.Suit // the suit required, or prohibited when Not
	Not  bool
}

// SeriousError is the Law 12C1(e) claim: the non-offending side's serious
// error (or wild or gambling action) and the result it would have had
// after the infraction without it (C): fixed results with weights, or the
// case's Without scenarios with their evidence.
type SeriousError struct {
	Side  dds.Side // the non-offending side
	Error string   // what the error was, in the Director's words
	// Without is C as fixed weighted results (one result at 100 %, or
	// several); nil when the case's Without scenarios give it.
	Without weighting.Weighted
	// Offenders is the score the offending side receives: the adjusted
	// score (the 2017 text, the default) or the score without the
	// serious error.
	Offenders weighting.Offenders
}

// Split reports whether some scenario weighs the sides differently.
func (c *Case) Split() bool {
	for _, s := range c.Scenarios {
		if s.Without {
			continue
		}
		a, b := s.Weight[dds.NS].Value, s.Weight[dds.EW].Value
		if (a == nil) != (b == nil) || a != nil && a.Cmp(b) != 0 {
			return true
		}
	}
	return false
}

// Simulates reports whether some scenario samples deals (so the seed and
// the number of samples matter).
func (c *Case) Simulates() bool {
	for _, s := range c.Scenarios {
		if k, ok := kinds[s.How]; ok && k.samples() {
			return true
		}
	}
	return false
}

// Others is the other tables the case's table is scored against: the field,
// or the other room.
func (c *Case) Others() []weighting.Ruling {
	if c.Vs != nil {
		return append([]weighting.Ruling{*c.Vs}, c.Field...)
	}
	return c.Field
}

// The case file's keys: everything ParseCase reads and EncodeCase writes.
// A key added here, read in parse.go and written in encode.go is a new
// case-file key; anything not here is refused as unknown.
type (
	rawCase struct {
		Title         string         `toml:"title"`
		Board         *int           `toml:"board"`
		Deal          string         `toml:"deal"`
		PBN           string         `toml:"pbn"`
		Dealer        string         `toml:"dealer"`
		Vulnerability string         `toml:"vulnerability"`
		Scoring       string         `toml:"scoring"`
		Options       rawOptions     `toml:"options"`
		Field         any            `toml:"field"`
		Vs            any            `toml:"vs"`
		NonOffending  string         `toml:"non_offending"`
		TableResult   any            `toml:"table_result"`
		Samples       *int64         `toml:"samples"`
		Seed          *int64         `toml:"seed"`
		Precision     *float64       `toml:"precision"`
		Scenarios     []rawScenario  `toml:"scenario"`
		SeriousError  *rawSeriousErr `toml:"serious_error"`
		// Awards other than a weighted score (award.go).
		Artificial      string `toml:"artificial"`        // "A60/40": an artificial adjusted score (Law 12C2)
		SessionPercent  any    `toml:"session_percent"`   // { NS = "63.5%", EW = "35%" }: Law 12C2(c)
		SessionIMPScale any    `toml:"session_imp_scale"` // IMPs for each 10 % from 50 % (default 3)
		Law             string `toml:"law"`               // "2017" (default) or "1997"
		Likely          string `toml:"likely"`            // law = "1997": the "likely" threshold (default 1/3)
		Probable        string `toml:"at_all_probable"`   // law = "1997": the "at all probable" threshold (default 1/6)
		// Event files and the ruling form (case_event.go).
		USEBIO     string   `toml:"usebio"`
		LIN        string   `toml:"lin"`
		TablePairs any      `toml:"table_pairs"`
		Auction    string   `toml:"auction"`
		Event      string   `toml:"event"`
		Session    string   `toml:"session"`
		Table      string   `toml:"table"`
		Director   string   `toml:"director"`
		Facts      string   `toml:"facts"`
		Laws       []string `toml:"laws"`
		Poll       any      `toml:"poll"`
		Appeal     string   `toml:"appeal"`
		// The play at the table (case_play.go).
		Play  string `toml:"play"`
		Claim *int64 `toml:"claim"`
	}
	// rawOptions are the options of the form of scoring; each is also a
	// flag of ruling weigh.
	rawOptions struct {
		Units          string `toml:"units"`            // matchpoints: ebu (default) or acbl
		Expected       *int64 `toml:"expected"`         // results expected on the board (Neuberg when fewer)
		SmallGroup     *bool  `toml:"small_group"`      // matchpoints: the ACBL small-group rule
		Divisor        string `toml:"divisor"`          // cross-imps: n-1 (default) or n
		ButlerDrop     string `toml:"butler_drop"`      // butler: share dropped at each end, "5%" or "1/20"
		Datum          string `toml:"datum"`            // butler: exclude, fractional or mean
		DatumWithTable *bool  `toml:"datum_with_table"` // butler: the same as datum = "fractional"
		AveragePlus    *int64 `toml:"average_plus"`     // imps, cross-imps, butler: IMPs for average plus
		Knockout       *bool  `toml:"knockout"`         // imps, bam: non-balancing scores averaged
		Normalize      *bool  `toml:"normalize"`        // weights scaled to 100 %
		Round          *int64 `toml:"round"`            // weights rounded to 5 or 10 %
		RoundFavour    string `toml:"round_favour"`     // rounding: "non-offending" (spare units to its better outcomes) or "neutral"
	}
	rawScenario struct {
		Name        string `toml:"name"`
		Description string `toml:"description"`
		Contract    string `toml:"contract"`
		Declarer    string `toml:"declarer"`
		Result      string `toml:"result"`
		Tricks      string `toml:"tricks"`
		Lead        string `toml:"lead"`
		Condition   string `toml:"condition"`
		Weight      any    `toml:"weight"`
		// single-dummy and simulate scenarios (kind_singledummy.go)
		Samples   *int64   `toml:"samples"`
		Layouts   *int64   `toml:"layouts"`
		View      string   `toml:"view"`
		Breakdown []string `toml:"breakdown"`
		// play rules (rules.go)
		Rules []string `toml:"rules"`
	}
	rawSeriousErr struct {
		Side      string        `toml:"side"`
		Error     string        `toml:"error"`
		Without   any           `toml:"without"`   // C: "4S-1 N", or weighted "60% 4S-1 N, 40% 4S= N"
		Offenders string        `toml:"offenders"` // "adjusted" (default) or "without"
		Scenarios []rawScenario `toml:"scenario"`  // C from scenarios with evidence
	}
)
