// json.go: the JSON report — stable, documented field names and a schema version.

package reports

import (
	"bytes"
	"encoding/json"
	"io"
	"math/big"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// The JSON report's schema name and version. The version changes only
// when a field is renamed, removed or changes meaning; new fields may be
// added without a change.
const (
	SchemaName    = "ruling-report"
	SchemaVersion = 1
)

// JSON writes a ruling as one indented JSON document. Field names are
// snake_case and documented in docs/reports.md; every field is
// always present (an empty list is [], a missing serious error null), so
// consumers need no guessing. Numbers are written as computed, but a
// score's percentage of the top, which is rounded as the text rounds it
// (percentOfTop); fractions (probabilities, weights) are 0…1, percentages
// are 0…100.
type JSON struct{}

// The JSON document. These types are the schema: change them only with
// SchemaVersion and docs/reports.md.
type (
	jsonRuling struct {
		Schema        string             `json:"schema"`
		Version       int                `json:"version"`
		Title         string             `json:"title"`
		Board         int                `json:"board"`
		Dealer        string             `json:"dealer"`
		Vulnerability string             `json:"vulnerability"`
		Deal          string             `json:"deal"`
		Scoring       jsonScoring        `json:"scoring"`
		TableResult   jsonResult         `json:"table_result"`
		NonOffending  string             `json:"non_offending"`
		Scenarios     []jsonScenario     `json:"scenarios"`
		Adjustments   []jsonAdjust       `json:"adjustments"`
		Scores        []jsonScore        `json:"scores"`
		Adjusted      []jsonScore        `json:"adjusted"`
		TableValue    map[string]float64 `json:"table_value"`
		Damage        *string            `json:"damage"`
		Datums        []jsonDatum        `json:"datums"`
		SeriousError  *jsonSerious       `json:"serious_error"`
		// An artificial score (Law 12C2) and the 1997 assigned scores: null when not used.
		Artificial   map[string]jsonArtificialSide `json:"artificial"`
		Assigned1997 map[string]jsonAssigned       `json:"assigned_1997"`
		// The scorer's view (cross-IMPs and Butler; null otherwise) and the sensitivity table.
		Scorer      *jsonScorer       `json:"scorer"`
		Sensitivity []jsonSensitivity `json:"sensitivity"`
		Method      jsonMethod        `json:"method"`
		Notes       []string          `json:"notes"`
		Warnings    []string          `json:"warnings"`
		Wording     string            `json:"wording"`
		jsonForm                      // the ruling form: event line, facts, auction, field, Laws, poll, appeal (form.go)
	}
	jsonScoring struct {
		Name    string   `json:"name"`
		Unit    string   `json:"unit"`
		Top     float64  `json:"top"`
		Options []string `json:"options"`
	}
	jsonResult struct {
		Contract string `json:"contract"`
		Declarer string `json:"declarer"`
		Level    int    `json:"level"`
		Tricks   int    `json:"tricks"`
		Result   string `json:"result"`
		NSScore  int    `json:"ns_score"`
		Text     string `json:"text"`
	}
	jsonScenario struct {
		Name        string       `json:"name"`
		Description string       `json:"description"`
		Contract    string       `json:"contract"`
		Declarer    string       `json:"declarer"`
		Level       int          `json:"level"`
		TricksBy    string       `json:"tricks_by"`
		Lead        string       `json:"lead"`
		Weight      string       `json:"weight"`
		Condition   string       `json:"condition"`
		Samples     int          `json:"samples"`
		Tricks      []jsonTricks `json:"tricks"`
		Leads       []jsonLead   `json:"leads"`
		// single-dummy evidence and breakdowns (singledummy.go)
		SingleDummy *jsonSingleDummy `json:"single_dummy"`
		Breakdown   []jsonBreakdown  `json:"breakdown"`
		// play rules and declarer's options under them (playrules.go)
		Rules   []jsonRule   `json:"rules,omitempty"`
		Options []jsonOption `json:"options,omitempty"`
	}
	jsonTricks struct {
		Tricks int           `json:"tricks"`
		Count  int           `json:"count"`
		P      float64       `json:"p"`
		CI     *jsonInterval `json:"ci95"`
	}
	jsonInterval struct {
		Low  float64 `json:"low"`
		High float64 `json:"high"`
	}
	jsonLead struct {
		Lead      string        `json:"lead"`
		Defence   float64       `json:"defence_tricks"`
		DefenceCI *jsonInterval `json:"defence_tricks_ci95"`
		Beat      float64       `json:"p_beat"`
		BeatCI    *jsonInterval `json:"p_beat_ci95"`
		Score     float64       `json:"score_vs_best"`
		ScoreCI   *jsonInterval `json:"score_vs_best_ci95"`
		Chosen    bool          `json:"chosen"`
	}
	jsonAdjust struct {
		Sides    []string      `json:"sides"`
		Outcomes []jsonOutcome `json:"outcomes"`
	}
	jsonOutcome struct {
		jsonResult
		Weight  float64            `json:"weight"`
		Exact   string             `json:"weight_exact"`
		Rounded *float64           `json:"weight_rounded"`
		Values  map[string]float64 `json:"values"`
	}
	jsonScore struct {
		Side    string        `json:"side"`
		Value   float64       `json:"value"`
		Percent *float64      `json:"percent"`
		CI      *jsonInterval `json:"ci95"`
		Text    string        `json:"text"`
	}
	jsonDatum struct {
		Of      string   `json:"of"`
		Datum   int      `json:"datum"`
		Entered []string `json:"entered"`
		Dropped []string `json:"dropped"`
	}
	jsonSerious struct {
		Side      string  `json:"side"`
		Error     string  `json:"error"`
		A         float64 `json:"a"`
		B         float64 `json:"b"`
		C         float64 `json:"c"`
		CResult   string  `json:"c_result"`
		Awarded   float64 `json:"awarded"`
		Case      string  `json:"case"`
		Offenders string  `json:"offenders"` // adjusted or without: the reading of Law 12C1(e)(i) applied
	}
	jsonMethod struct {
		Samples     int     `json:"samples"`
		Precision   float64 `json:"precision"`
		Seed        uint64  `json:"seed"`
		Solver      string  `json:"solver"`
		Round       int     `json:"round"`
		WeightsUsed string  `json:"weights_used"`
		Version     string  `json:"version"`
	}
)

// Encode implements Encoder.
func (JSON) Encode(w io.Writer, r *engine.Ruling) error {
	if r == nil {
		return errNoRuling
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false) // the document is data, not HTML; keep ♠ and < readable
	if err := enc.Encode(toJSON(r)); err != nil {
		return err
	}
	return deliver(w, &b)
}

func toJSON(r *engine.Ruling) jsonRuling {
	j := jsonRuling{
		Schema:        SchemaName,
		Version:       SchemaVersion,
		Title:         r.Title,
		Board:         r.Board,
		Dealer:        r.Dealer.String(),
		Vulnerability: r.Vulnerability.String(),
		Deal:          r.Deal.PBN(dds.North),
		Scoring: jsonScoring{Name: r.Scoring.Name(), Unit: unitPlural(r.Scoring.Name()), Top: r.Scoring.Top,
			Options: nonNil(scoringOptions(r.Scoring))},
		TableResult:  resultJSON(r.TableResult),
		NonOffending: r.NonOffending.String(),
		Scenarios:    []jsonScenario{},
		Adjustments:  []jsonAdjust{},
		Scores:       []jsonScore{},
		Notes:        nonNil(r.Notes),
		Wording:      Wording(r),
		Warnings:     nonNil(warningLines(r)),
		jsonForm:     formJSON(r),
		Method: jsonMethod{Samples: r.Method.Samples, Precision: r.Method.Precision, Seed: r.Method.Seed,
			Solver: r.Method.Solver, Round: r.Method.Round, WeightsUsed: "exact", Version: r.Method.Version},
	}
	if r.Method.Round > 0 {
		j.Method.WeightsUsed = "rounded"
	}
	for _, s := range r.Scenarios {
		js := jsonScenario{Name: s.Name, Description: s.Description, Contract: s.Contract.Pretty(),
			Declarer: s.Contract.Declarer.String(), Level: s.Contract.Level, TricksBy: string(s.How), Lead: LeadText(s.Lead),
			Weight: scenarioWeight(s), Condition: s.Condition, Samples: s.Samples,
			Tricks: []jsonTricks{}, Leads: []jsonLead{}}
		for _, t := range s.Tricks {
			js.Tricks = append(js.Tricks, jsonTricks{Tricks: t.Tricks, Count: t.Count, P: t.P, CI: intervalJSON(t.CI)})
		}
		for _, l := range s.Leads {
			js.Leads = append(js.Leads, jsonLead{Lead: LeadCardText(l.Card, l.Run), Defence: l.Defence, DefenceCI: intervalJSON(l.DefenceCI),
				Beat: l.Beat, BeatCI: intervalJSON(l.BeatCI), Score: l.Score, ScoreCI: intervalJSON(l.ScoreCI), Chosen: l.Chosen})
		}
		js.SingleDummy, js.Breakdown = sdJSON(s)
		js.Rules, js.Options = rulesJSON(s)
		j.Scenarios = append(j.Scenarios, js)
	}
	for _, a := range r.Adjustments {
		ja := jsonAdjust{Sides: []string{}, Outcomes: []jsonOutcome{}}
		sides := adjustmentSides(a)
		for _, s := range sides {
			ja.Sides = append(ja.Sides, s.String())
		}
		for _, o := range a.Outcomes {
			jo := jsonOutcome{jsonResult: resultJSON(o.Played), Weight: ratFloat(o.Weight), Exact: exactFraction(o.Weight),
				Values: map[string]float64{}}
			if o.Rounded != nil {
				rounded := ratFloat(o.Rounded)
				jo.Rounded = &rounded
			}
			for _, s := range sides {
				jo.Values[s.String()] = o.Value[s]
			}
			ja.Outcomes = append(ja.Outcomes, jo)
		}
		j.Adjustments = append(j.Adjustments, ja)
	}
	score := func(s engine.SideScore) jsonScore {
		js := jsonScore{Side: s.Side.String(), Value: s.Value, CI: intervalJSON(s.CI), Text: ValueText(r.Scoring, s.Value)}
		if r.Scoring.Top > 0 {
			p := percentOfTop(r.Scoring, s.Value) // as the text writes it
			js.Percent = &p
		}
		return js
	}
	for _, s := range r.Scores {
		j.Scores = append(j.Scores, score(s))
	}
	j.Adjusted = []jsonScore{}
	for _, s := range r.Adjusted {
		j.Adjusted = append(j.Adjusted, score(s))
	}
	if r.Damage != "" {
		d := string(r.Damage)
		j.Damage = &d
		j.TableValue = map[string]float64{"NS": r.TableValue[dds.NS], "EW": r.TableValue[dds.EW]}
	}
	j.Datums = []jsonDatum{}
	for _, d := range r.Datums {
		jd := jsonDatum{Of: datumOf[d.Of], Datum: d.Value, Entered: nonNil(datumEntries(d.Entries)), Dropped: nonNil(datumEntries(d.Dropped))}
		j.Datums = append(j.Datums, jd)
	}
	j.Artificial, j.Assigned1997 = awardJSON(r)
	j.Scorer, j.Sensitivity = scorerJSON(r)
	if e := r.SeriousError; e != nil {
		j.SeriousError = &jsonSerious{Side: e.Side.String(), Error: e.Error, A: e.A, B: e.B, C: e.C,
			CResult: WeightedText(e.Without), Awarded: e.Awarded, Case: e.Case.String(), Offenders: e.Offenders.String()}
	}
	return j
}

// resultJSON is a result in the report: its contract in symbols ("4♠×"),
// declarer, level and tricks, the code after the contract ("=", "-1";
// "" when passed out or a bare score), the North-South score and the
// result in TD notation (ResultText).
func resultJSON(p engine.Played) jsonResult {
	r := p.Result
	j := jsonResult{NSScore: p.NSScore, Text: ResultText(r)}
	switch r.Kind {
	case weighting.Played:
		j.Contract, j.Declarer, j.Level, j.Tricks = r.Contract.Pretty(), r.Contract.Declarer.String(), r.Contract.Level, r.Tricks
		j.Result = tricksCode(r.Tricks - r.Contract.Need())
	case weighting.PassedOut:
		j.Contract = "Pass"
	default:
		j.Contract = signedInt(r.NS)
	}
	return j
}

// exactFraction is a weight as a fraction when a percentage with two
// decimals would round it ("1/3"); "" otherwise.
func exactFraction(w *big.Rat) string {
	p := new(big.Rat).Mul(w, big.NewRat(10000, 1))
	if p.IsInt() || w.Denom().Cmp(big.NewInt(1000)) > 0 {
		return ""
	}
	return w.RatString()
}

func intervalJSON(i engine.Interval) *jsonInterval {
	if i.IsZero() {
		return nil
	}
	return &jsonInterval{Low: i.Low, High: i.High}
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
