// case.go: the case file — a Director's description of a ruling, read from TOML and checked.

package main

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/ruling-bridge/ruling/dds"
)

// caseFile is a checked case file. Contracts, results and weights are kept
// as the Director wrote them (the weighting engine reads them); the checks
// here are those that need only the card model.
type caseFile struct {
	Name          string // the file name as given, for messages
	Title         string
	Board         int // 0 when not given
	Deal          dds.Deal
	Dealer        dds.Seat
	Vulnerability dds.Vulnerability
	Scoring       string     // one of scoringNames
	Options       caseOpts   // options of the form of scoring
	Field         []string   // the other tables' results or NS scores (matchpoints, cross-imps, butler)
	Vs            string     // the other room's result or NS score (imps, bam)
	NonOffending  dds.Side   //
	TableResult   string     // the result obtained at the table
	Samples       int        // 0 when not given (the command's default applies)
	Seed          *uint64    // nil when not given
	Precision     float64    // 0 when not given
	Scenarios     []scenario //
	SeriousError  *seriousInput
	Split         bool // some scenario weighs the sides differently

	// Lines holds the line of each key given at the top level and in
	// [options] and [serious_error] ("samples", "options.units",
	// "serious_error.without"), for later messages: c.errorAt(c.Lines["samples"], ...).
	Lines map[string]int
}

// caseOpts are the options of the form of scoring, named after the
// weighting engine's options. Zero values mean the engine's defaults.
type caseOpts struct {
	Units          string `toml:"units"`            // matchpoints: ebu (default) or acbl
	Expected       int    `toml:"expected"`         // results expected on the board (Neuberg when fewer)
	SmallGroup     bool   `toml:"small_group"`      // matchpoints: the ACBL small-group rule
	Divisor        string `toml:"divisor"`          // cross-imps: n-1 (default) or n
	ButlerDrop     string `toml:"butler_drop"`      // butler: share of top and bottom results dropped, "5%"
	DatumWithTable bool   `toml:"datum_with_table"` // butler: the weighted table enters the datum
	Knockout       bool   `toml:"knockout"`         // imps: non-balancing scores averaged (knockout play)
}

// scenario is one potential result the Director judged possible.
type scenario struct {
	Line        int // the line of its [[scenario]] header
	Name        string
	Description string
	Contract    string    // as written: "4S", "3NTX"; "Pass" for a passed-out board
	Declarer    dds.Seat  // meaningless for a passed-out board
	How         string    // fixed, dd, lead, simulate or leads
	Result      string    // fixed: as written, "4S-1"
	Tricks      int       // fixed: declarer's tricks
	Lead        string    // as written: "SK", "not spades", "hearts"; "" for none
	LeadCard    *dds.Card // the lead when it is a card
	LeadSuit    *dds.Suit // the suit required, or prohibited when LeadNot
	LeadNot     bool
	Condition   string
	Weight      [2]caseWeight // by dds.Side; equal for both sides unless split
	KeyLines    map[string]int
}

// caseWeight is one weight as written and its exact value in percent.
type caseWeight struct {
	Text    string
	Percent *big.Rat // nil for a scenario with no weight (leads)
	Rounded bool     // written with a decimal that may round a fraction (33.3 %)
}

// seriousInput is the Law 12C1(e) input: the non-offending side's serious
// error and the result it would have had without it.
type seriousInput struct {
	Line    int
	Side    dds.Side
	Error   string
	Without string // the result with the infraction but without the serious error (C)
}

// scoringNames are the forms of scoring, as ruling weigh --scoring names them.
var scoringNames = []string{"matchpoints", "imps", "cross-imps", "butler", "bam", "total"}

// The raw TOML, decoded strictly; anything not here is an unknown key.
type (
	rawCase struct {
		Title         string         `toml:"title"`
		Board         *int           `toml:"board"`
		Deal          string         `toml:"deal"`
		PBN           string         `toml:"pbn"`
		Dealer        string         `toml:"dealer"`
		Vulnerability string         `toml:"vulnerability"`
		Scoring       string         `toml:"scoring"`
		Options       caseOpts       `toml:"options"`
		Field         []any          `toml:"field"`
		Vs            any            `toml:"vs"`
		NonOffending  string         `toml:"non_offending"`
		TableResult   any            `toml:"table_result"`
		Samples       *int           `toml:"samples"`
		Seed          *int64         `toml:"seed"`
		Precision     *float64       `toml:"precision"`
		Scenarios     []rawScenario  `toml:"scenario"`
		SeriousError  *rawSeriousErr `toml:"serious_error"`
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
	}
	rawSeriousErr struct {
		Side    string `toml:"side"`
		Error   string `toml:"error"`
		Without string `toml:"without"`
	}
)

// Case-file limits.
const (
	maxSamples = 10_000_000
)

// loadCase reads and checks the case file at path. PBN files it names are
// read relative to its directory.
func loadCase(e *env, path string) (*caseFile, error) {
	data, name, err := readInput(e, path)
	if err != nil {
		return nil, err
	}
	dir := "."
	if path != "" && path != "-" {
		dir = filepath.Dir(path)
	}
	return parseCase(name, data, func(p string) ([]byte, error) {
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		return os.ReadFile(p)
	})
}

// parseCase decodes and checks a case file's text. name is used in
// messages; readFile reads a PBN file the case names.
func parseCase(name string, data []byte, readFile func(string) ([]byte, error)) (*caseFile, error) {
	var raw rawCase
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&raw)
	if err != nil {
		return nil, tomlError(name, err)
	}
	loc := newLocator(data)
	c := &caseFile{Name: name, Lines: map[string]int{}}
	for _, k := range md.Keys() {
		if len(k) > 0 && k[0] != "scenario" {
			if l := loc.line(k.String()); l > 0 {
				c.Lines[k.String()] = l
			}
		}
	}
	fail := func(key string, format string, a ...any) error {
		return c.errorAt(loc.line(key), format, a...)
	}
	if err := unknownKeys(c, loc, md, md.Undecoded()); err != nil {
		return nil, err
	}

	c.Title = raw.Title
	if raw.Board != nil {
		if *raw.Board < 1 {
			return nil, fail("board", "board %d: board numbers start at 1", *raw.Board)
		}
		c.Board = *raw.Board
	}

	// The deal: in the file, or from a PBN file by board number.
	switch {
	case raw.Deal != "" && raw.PBN != "":
		return nil, fail("pbn", "give the deal or a PBN file, not both")
	case raw.Deal != "":
		d, err := dds.ParseDeal(raw.Deal)
		if err == nil {
			err = d.CheckComplete()
		}
		if err != nil {
			return nil, fail("deal", "%v", err)
		}
		c.Deal = d
	case raw.PBN != "":
		if c.Board == 0 {
			return nil, fail("pbn", "a PBN file needs the board number (board = N) to find the deal")
		}
		d, dealer, vul, err := dealFromPBN(raw.PBN, c.Board, readFile)
		if err != nil {
			return nil, fail("pbn", "pbn: %v", err)
		}
		c.Deal, c.Dealer, c.Vulnerability = d, dealer, vul
	default:
		return nil, c.errorAt(1, "no deal: give deal = \"N:...\" (PBN Deal form) or pbn = \"FILE\" with board = N")
	}

	// Dealer and vulnerability: as given, else from the board number.
	if raw.PBN == "" && c.Board > 0 {
		c.Dealer, c.Vulnerability = dds.BoardDealer(c.Board), dds.BoardVulnerability(c.Board)
	}
	if raw.Dealer != "" {
		s, err := dds.ParseSeat(raw.Dealer)
		if err != nil {
			return nil, fail("dealer", "dealer: %v", err)
		}
		c.Dealer = s
	} else if c.Board == 0 {
		return nil, c.errorAt(1, "no dealer: give dealer = \"N\" (or the board number)")
	}
	if raw.Vulnerability != "" {
		v, err := dds.ParseVulnerability(raw.Vulnerability)
		if err != nil {
			return nil, fail("vulnerability", "vulnerability: %v", err)
		}
		c.Vulnerability = v
	} else if c.Board == 0 {
		return nil, c.errorAt(1, "no vulnerability: give vulnerability = \"None\", \"NS\", \"EW\" or \"All\" (or the board number)")
	}

	if err := c.readScoring(&raw, fail); err != nil {
		return nil, err
	}

	if raw.NonOffending == "" {
		return nil, c.errorAt(1, "no non_offending side: give non_offending = \"NS\" or \"EW\"")
	}
	side, err := dds.ParseSide(raw.NonOffending)
	if err != nil {
		return nil, fail("non_offending", "non_offending: %v", err)
	}
	c.NonOffending = side

	if raw.TableResult == nil {
		return nil, c.errorAt(1, "no table_result: give the result obtained at the table, e.g. table_result = \"4S-1 N\"")
	}
	if c.TableResult, err = resultOrScore(raw.TableResult); err != nil {
		return nil, fail("table_result", "table_result: %v", err)
	}

	if raw.Samples != nil {
		if *raw.Samples < 1 || *raw.Samples > maxSamples {
			return nil, fail("samples", "samples = %d: want 1 to %d", *raw.Samples, maxSamples)
		}
		c.Samples = *raw.Samples
	}
	if raw.Seed != nil {
		if *raw.Seed < 0 {
			return nil, fail("seed", "seed = %d: want 0 or more", *raw.Seed)
		}
		s := uint64(*raw.Seed)
		c.Seed = &s
	}
	if raw.Precision != nil {
		if *raw.Precision <= 0 || *raw.Precision >= 1 {
			return nil, fail("precision", "precision = %v: want a half-width between 0 and 1 (e.g. 0.01)", *raw.Precision)
		}
		c.Precision = *raw.Precision
	}

	if len(raw.Scenarios) == 0 {
		return nil, c.errorAt(1, "no [[scenario]]: describe at least one potential result")
	}
	for i, rs := range raw.Scenarios {
		s, err := c.readScenario(i, rs, loc)
		if err != nil {
			return nil, err
		}
		c.Scenarios = append(c.Scenarios, s)
	}
	if err := c.checkWeights(loc); err != nil {
		return nil, err
	}

	if rs := raw.SeriousError; rs != nil {
		line := loc.header("serious_error", 0)
		si := &seriousInput{Line: line, Side: c.NonOffending, Error: rs.Error}
		if rs.Side != "" {
			s, err := dds.ParseSide(rs.Side)
			if err != nil {
				return nil, fail("serious_error.side", "serious_error.side: %v", err)
			}
			if s != c.NonOffending {
				return nil, fail("serious_error.side", "serious_error.side is %s, but Law 12C1(e) concerns the non-offending side (%s)", s, c.NonOffending)
			}
		}
		if rs.Without == "" {
			return nil, c.errorAt(line, "serious_error needs without = RESULT: the result with the infraction but without the serious error")
		}
		if si.Without, err = resultOrScore(rs.Without); err != nil {
			return nil, fail("serious_error.without", "serious_error.without: %v", err)
		}
		c.SeriousError = si
	}
	return c, nil
}

// errorAt is a bad-input error naming the file and line.
func (c *caseFile) errorAt(line int, format string, a ...any) error {
	if line < 1 {
		line = 1
	}
	return badInput("%s:%d: %s", c.Name, line, fmt.Sprintf(format, a...))
}

// readScoring checks the form of scoring, its options and the rest of the board.
func (c *caseFile) readScoring(raw *rawCase, fail func(string, string, ...any) error) error {
	if raw.Scoring == "" {
		return c.errorAt(1, "no scoring: give scoring = one of %s", strings.Join(scoringNames, ", "))
	}
	c.Scoring = strings.ToLower(raw.Scoring)
	known := false
	for _, n := range scoringNames {
		known = known || n == c.Scoring
	}
	if !known {
		return fail("scoring", "scoring %q: use one of %s", raw.Scoring, strings.Join(scoringNames, ", "))
	}
	withField := c.Scoring == "matchpoints" || c.Scoring == "cross-imps" || c.Scoring == "butler"
	withVs := c.Scoring == "imps" || c.Scoring == "bam"
	for _, f := range raw.Field {
		r, err := resultOrScore(f)
		if err != nil {
			return fail("field", "field: %v", err)
		}
		c.Field = append(c.Field, r)
	}
	switch {
	case withField && len(c.Field) == 0:
		return c.errorAt(1, "scoring = %q needs the other tables' results: field = [\"+620\", \"4S-1 N\", ...]", c.Scoring)
	case !withField && raw.Field != nil:
		return fail("field", "field is not used with scoring = %q", c.Scoring)
	case withVs && raw.Vs == nil:
		return c.errorAt(1, "scoring = %q needs the other room's result: vs = \"4S= N\"", c.Scoring)
	case !withVs && raw.Vs != nil:
		return fail("vs", "vs is not used with scoring = %q", c.Scoring)
	}
	if raw.Vs != nil {
		r, err := resultOrScore(raw.Vs)
		if err != nil {
			return fail("vs", "vs: %v", err)
		}
		c.Vs = r
	}

	o := raw.Options
	only := func(key string, set bool, forms ...string) error {
		if !set {
			return nil
		}
		for _, f := range forms {
			if f == c.Scoring {
				return nil
			}
		}
		return fail("options."+key, "options.%s applies only to scoring = %s", key, strings.Join(forms, " or "))
	}
	o.Units = strings.ToLower(o.Units)
	if o.Units != "" && o.Units != "ebu" && o.Units != "acbl" {
		return fail("options.units", "options.units %q: use ebu or acbl", raw.Options.Units)
	}
	if o.Divisor != "" && o.Divisor != "n-1" && o.Divisor != "n" {
		return fail("options.divisor", "options.divisor %q: use n-1 or n", o.Divisor)
	}
	if o.Expected < 0 || o.Expected == 1 {
		return fail("options.expected", "options.expected = %d: want the number of results expected on the board (2 or more)", o.Expected)
	}
	if o.ButlerDrop != "" {
		p, _, err := parsePercent(o.ButlerDrop)
		if err != nil || p.Cmp(big.NewRat(50, 1)) >= 0 {
			return fail("options.butler_drop", "options.butler_drop %q: want a percentage below 50 %%, e.g. \"5%%\"", o.ButlerDrop)
		}
	}
	for _, err := range []error{
		only("units", o.Units != "", "matchpoints"),
		only("small_group", o.SmallGroup, "matchpoints"),
		only("expected", o.Expected != 0, "matchpoints", "cross-imps"),
		only("divisor", o.Divisor != "", "cross-imps"),
		only("butler_drop", o.ButlerDrop != "", "butler"),
		only("datum_with_table", o.DatumWithTable, "butler"),
		only("knockout", o.Knockout, "imps"),
	} {
		if err != nil {
			return err
		}
	}
	c.Options = o
	return nil
}

// How a scenario's tricks may be found.
var trickMethods = []string{"dd", "simulate", "leads"}

// readScenario checks the i-th [[scenario]].
func (c *caseFile) readScenario(i int, rs rawScenario, loc *locator) (scenario, error) {
	s := scenario{Line: loc.header("scenario", i), Name: rs.Name, Description: rs.Description,
		Condition: rs.Condition, Lead: rs.Lead, KeyLines: map[string]int{}}
	for _, k := range []string{"name", "description", "contract", "declarer", "result", "tricks", "lead", "condition", "weight"} {
		s.KeyLines[k] = loc.keyIn("scenario", i, k)
	}
	at := func(key string) int {
		if l := s.KeyLines[key]; l > 0 {
			return l
		}
		return s.Line
	}
	if s.Name == "" {
		s.Name = fmt.Sprintf("Scenario %d", i+1)
	}
	label := fmt.Sprintf("scenario %d", i+1)
	if rs.Name != "" {
		label = fmt.Sprintf("scenario %q", rs.Name)
	}
	fail := func(key, format string, a ...any) error {
		return c.errorAt(at(key), "%s: %s", label, fmt.Sprintf(format, a...))
	}

	// Contract and declarer, from contract/declarer or from a fixed result.
	contract, declarer := rs.Contract, rs.Declarer
	if rs.Result != "" {
		r, err := parseResultText(rs.Result)
		if err != nil {
			return s, fail("result", "result %q: %v", rs.Result, err)
		}
		if r.pass {
			return s, fail("result", "result %q: give a passed-out board as contract = \"Pass\"", rs.Result)
		}
		if contract != "" && !sameContract(contract, r.contract) {
			return s, fail("result", "result %q is not a result of contract %q", rs.Result, contract)
		}
		if r.declarer != "" {
			if declarer != "" && !sameSeat(declarer, r.declarer) {
				return s, fail("result", "result %q names declarer %s, but declarer = %q", rs.Result, r.declarer, declarer)
			}
			declarer = r.declarer
		}
		contract = r.contract
		s.Result, s.Tricks = rs.Result, r.tricks
	}
	if contract == "" {
		return s, fail("contract", "no contract: give contract = \"4S\" and declarer = \"N\" (or a fixed result = \"4S-1\")")
	}
	pass := strings.EqualFold(strings.TrimSpace(contract), "pass")
	if !pass {
		if _, err := parseContractText(contract); err != nil {
			return s, fail("contract", "contract %q: %v", contract, err)
		}
		if declarer == "" {
			return s, fail("declarer", "no declarer: give declarer = \"N\", \"E\", \"S\" or \"W\"")
		}
		d, err := dds.ParseSeat(declarer)
		if err != nil {
			return s, fail("declarer", "declarer: %v", err)
		}
		s.Declarer = d
	}
	s.Contract = contract

	// How the tricks are found.
	switch {
	case pass:
		if rs.Tricks != "" || rs.Lead != "" || rs.Result != "" {
			return s, fail("contract", "a passed-out board has no tricks, lead or result to find")
		}
		s.How = "fixed"
	case rs.Result != "":
		if rs.Tricks != "" || rs.Lead != "" {
			return s, fail("result", "a fixed result takes no tricks or lead: give one of result, tricks or lead")
		}
		s.How = "fixed"
	case rs.Tricks == "" && rs.Lead == "":
		return s, fail("tricks", "say how its tricks are found: result = \"4S-1\", tricks = \"dd\", tricks = \"simulate\", tricks = \"leads\", or lead = \"SK\"")
	case rs.Tricks == "":
		s.How = "lead"
	default:
		t := strings.ToLower(rs.Tricks)
		ok := false
		for _, m := range trickMethods {
			ok = ok || m == t
		}
		if !ok {
			return s, fail("tricks", "tricks %q: use dd, simulate or leads (or give result = \"4S-1\")", rs.Tricks)
		}
		s.How = t
		if t == "dd" && rs.Lead != "" {
			s.How = "lead"
		}
	}
	if rs.Condition != "" && s.How != "simulate" && s.How != "leads" {
		return s, fail("condition", "a condition is used only with tricks = \"simulate\" or \"leads\"")
	}
	if rs.Lead != "" {
		if s.How == "leads" {
			return s, fail("lead", "a leads scenario compares every lead; it takes no lead")
		}
		if err := c.checkLead(&s, rs.Lead); err != nil {
			return s, fail("lead", "%v", err)
		}
	}

	// The weight: none for the evidence-only leads scenario.
	if s.How == "leads" {
		if rs.Weight != nil {
			return s, fail("weight", "a leads scenario is evidence for the weights of the lead scenarios; it takes no weight")
		}
		return s, nil
	}
	if rs.Weight == nil {
		return s, fail("weight", "no weight: give weight = \"60%%\" (or { NS = \"60%%\", EW = \"70%%\" } for a split score)")
	}
	switch w := rs.Weight.(type) {
	case map[string]any:
		got := map[dds.Side]bool{}
		for k, v := range w {
			side, err := dds.ParseSide(k)
			if err != nil {
				return s, fail("weight", "weight: %q is not a side (use NS and EW)", k)
			}
			cw, err := readWeight(v)
			if err != nil {
				return s, fail("weight", "weight for %s: %v", side, err)
			}
			s.Weight[side] = cw
			got[side] = true
		}
		for _, side := range []dds.Side{dds.NS, dds.EW} {
			if !got[side] {
				return s, fail("weight", "a split weight needs both sides: no weight for %s", side)
			}
		}
		c.Split = c.Split || s.Weight[dds.NS].Percent.Cmp(s.Weight[dds.EW].Percent) != 0
	default:
		cw, err := readWeight(w)
		if err != nil {
			return s, fail("weight", "weight: %v", err)
		}
		s.Weight = [2]caseWeight{cw, cw}
	}
	return s, nil
}

// checkLead reads a lead: a card the opening leader holds, or a suit
// required ("hearts") or prohibited ("not spades"), as under Laws 26B and
// 50D2, that leaves the leader a legal lead.
func (c *caseFile) checkLead(s *scenario, text string) error {
	leader := s.Declarer.LHO()
	hand := c.Deal[leader]
	t := strings.TrimSpace(text)
	if card, err := dds.ParseCard(t); err == nil {
		if !hand.Has(card) {
			return fmt.Errorf("lead %s: the opening leader (%s) does not hold it", card, leader.Name())
		}
		s.LeadCard = &card
		return nil
	}
	if s.How == "simulate" {
		return fmt.Errorf("lead %q: with tricks = \"simulate\" the lead must be a card (e.g. \"SK\")", text)
	}
	words := strings.Fields(strings.ToLower(t))
	not := len(words) == 2 && words[0] == "not"
	if not {
		words = words[1:]
	}
	if len(words) != 1 {
		return fmt.Errorf("lead %q: give a card (\"SK\"), a suit (\"hearts\") or \"not SUIT\"", text)
	}
	st, err := dds.ParseStrain(words[0])
	suit, isSuit := st.Suit()
	if err != nil || !isSuit {
		return fmt.Errorf("lead %q: %q is not a suit (use spades, hearts, diamonds or clubs)", text, words[0])
	}
	s.LeadSuit, s.LeadNot = &suit, not
	n := hand.SuitLen(suit)
	switch {
	case not && n == hand.Len():
		return fmt.Errorf("lead %q: the opening leader (%s) holds only %s", text, leader.Name(), suit.Name())
	case !not && n == 0:
		return fmt.Errorf("lead %q: the opening leader (%s) holds no %s", text, leader.Name(), suit.Name())
	}
	return nil
}

// dealFromPBN finds board's deal in a PBN file.
func dealFromPBN(path string, board int, readFile func(string) ([]byte, error)) (dds.Deal, dds.Seat, dds.Vulnerability, error) {
	data, err := readFile(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return dds.Deal{}, 0, 0, fmt.Errorf("%s: no such file", path)
		}
		return dds.Deal{}, 0, 0, err
	}
	games, err := dds.ReadPBN(bytes.NewReader(data), path)
	if err != nil {
		return dds.Deal{}, 0, 0, err
	}
	for _, g := range games {
		if g.Board == board {
			if err := g.Deal.CheckComplete(); err != nil {
				return dds.Deal{}, 0, 0, fmt.Errorf("%s:%d: board %d: %v", path, g.Line, board, err)
			}
			return g.Deal, g.Dealer, g.Vulnerable, nil
		}
	}
	return dds.Deal{}, 0, 0, fmt.Errorf("%s has no board %d", path, board)
}
