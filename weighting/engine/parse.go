// parse.go: ParseCase — a case file (TOML) and the files it names, read through an fs.FS with size caps, checked, every error at file:line.

package engine

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/big"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// Size caps of the files a case reads.
const (
	MaxCaseBytes = 1 << 20  // a case file
	MaxPBNBytes  = 16 << 20 // a PBN file it names
	MaxSamples   = 10_000_000
)

// ParseCase reads the case file name from fsys and checks it. Files the
// case names (pbn = "event.pbn") are read from fsys too, relative to the
// case file's folder (an absolute name is given to fsys as it is, so an
// fs.FS such as os.DirFS refuses it). Every file read is capped in size.
// Every error is an *Error naming the file and line.
func ParseCase(fsys fs.FS, name string) (*Case, error) {
	data, err := ReadFile(fsys, name, MaxCaseBytes)
	if err != nil {
		return nil, &Error{Msg: err.Error()}
	}
	return ParseCaseData(name, data, fsys, path.Dir(name))
}

// ParseCaseData checks a case file's text, data, named name in messages.
// Files it names are read from fsys relative to dir; fsys may be nil
// when the case names none.
func ParseCaseData(name string, data []byte, fsys fs.FS, dir string) (*Case, error) {
	if len(data) > MaxCaseBytes {
		return nil, &Error{File: name, Msg: fmt.Sprintf("the case file is larger than %d KiB: is it a case file?", MaxCaseBytes>>10)}
	}
	pos, depth, depthLine := scanLines(data)
	c := &Case{Name: name, pos: pos}
	if depth > maxDepth {
		return nil, c.errorAt(depthLine, "arrays or tables nested %d deep: a case file needs at most %d", depth, maxDepth)
	}
	var raw rawCase
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&raw)
	if err != nil {
		return nil, tomlError(name, err)
	}
	if err := unknownKeys(c, md); err != nil {
		return nil, err
	}
	p := &parser{c: c, fsys: fsys, dir: dir}
	for _, step := range []func(*rawCase) error{p.eventFiles, p.board, p.scoring, p.award, p.table, p.play, p.method, p.playedLeads, p.scenarios, p.seriousError, p.form} {
		if err := step(&raw); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// ErrNoFile is the cause of ReadFile's error for a file that does not exist.
var ErrNoFile = errors.New("no such file")

// ReadFile reads a file from fsys as the engine reads every file it is
// given (a case file, a PBN or event file it names), and as a program may
// read its other inputs: a named pipe or a device is refused before it is
// opened (opening a pipe waits for a writer; a device may never end), so
// are a folder and a file larger than limit. Those errors, and a file
// that does not exist (its Err is ErrNoFile), are an *Error in plain
// words; any other is a failure to read.
func ReadFile(fsys fs.FS, name string, limit int64) ([]byte, error) {
	if fsys == nil {
		return nil, &Error{Msg: fmt.Sprintf("%s: no such file", name), Err: ErrNoFile}
	}
	if info, err := fs.Stat(fsys, name); err == nil && !info.Mode().IsRegular() && !info.IsDir() {
		return nil, &Error{Msg: fmt.Sprintf("%s is not an ordinary file", name)}
	} else if err == nil && info.Mode().IsRegular() && info.Size() > limit {
		// Refused by its size, before a byte is read.
		return nil, &Error{Msg: fmt.Sprintf("%s is larger than %d MiB", name, max(limit>>20, 1))}
	}
	f, err := fsys.Open(name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, &Error{Msg: fmt.Sprintf("%s: no such file", name), Err: ErrNoFile}
		}
		if errors.Is(err, fs.ErrInvalid) {
			return nil, &Error{Msg: fmt.Sprintf("%s: not a file the case can name (give a name relative to the case file's folder)", name)}
		}
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return nil, &Error{Msg: fmt.Sprintf("%s is a folder, not a file", name)}
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %v", name, err)
	}
	if int64(len(data)) > limit {
		return nil, &Error{Msg: fmt.Sprintf("%s is larger than %d MiB", name, max(limit>>20, 1))}
	}
	return data, nil
}

// unknownKeys names every key the case file does not know, with its line.
func unknownKeys(c *Case, md toml.MetaData) error {
	type found struct {
		key  string // the key, or "[table]" for an unknown table
		line int
	}
	keys := md.Undecoded()
	undecoded := map[string]bool{}
	for _, k := range keys {
		undecoded[k.String()] = true
	}
	var list []found
	seen := map[string]bool{}
	for _, k := range keys {
		ks := k.String()
		// Name an unknown table once, not each key inside it; keys of an
		// array of tables come once per table; a split weight's sides and
		// the field's entries are read (and checked) later.
		if len(k) > 1 && undecoded[k[:len(k)-1].String()] || seen[ks] ||
			strings.HasPrefix(ks, "scenario.weight.") || strings.HasPrefix(ks, "serious_error.scenario.weight.") || strings.HasPrefix(ks, "field.") ||
			strings.HasPrefix(ks, "session_percent.") || strings.HasPrefix(ks, "vs.") ||
			strings.HasPrefix(ks, "table_result.") || strings.HasPrefix(ks, "serious_error.without.") {
			continue
		}
		seen[ks] = true
		shown := "key " + strconv.Quote(ks)
		if t := md.Type(k...); t == "Hash" || t == "ArrayHash" {
			shown = "table [" + ks + "]"
		}
		line := c.pos.line(ks)
		for i := len(k) - 1; line == 0 && i > 0; i-- {
			line = c.pos.line(k[:i].String())
		}
		list = append(list, found{shown, line})
		if len(list) > 20 {
			break
		}
	}
	if len(list) == 0 {
		return nil
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].line < list[j].line })
	var more []string
	for _, f := range list[1:min(len(list), 6)] {
		more = append(more, fmt.Sprintf("%s (line %d)", strings.TrimPrefix(f.key, "key "), f.line))
	}
	msg := "unknown " + list[0].key
	if len(more) > 0 {
		msg += "; also " + strings.Join(more, ", ")
		if len(list) > 6 {
			msg += ", ..."
		}
	}
	return c.errorAt(list[0].line, "%s (a typo must not silently change a ruling; see examples/ for the keys)", msg)
}

// parser carries the case being read through the steps of ParseCaseData.
type parser struct {
	c     *Case
	fsys  fs.FS
	dir   string
	event *eventSource // what the case's event file gave (case_event.go); nil for none
}

func (p *parser) fail(key, format string, a ...any) error {
	return p.c.errorAt(p.c.pos.line(key), format, a...)
}

// board reads the board number, the deal, the dealer and the vulnerability.
func (p *parser) board(raw *rawCase) error {
	c := p.c
	c.Title = raw.Title
	if raw.Board != nil {
		if *raw.Board < 1 {
			return p.fail("board", "board %d: board numbers start at 1", *raw.Board)
		}
		c.Board = *raw.Board
	}
	switch {
	case raw.Deal != "" && raw.PBN != "":
		return p.fail("pbn", "give the deal or a PBN file, not both")
	case raw.Deal != "":
		d, err := dds.ParseFullDeal(raw.Deal)
		if err != nil {
			return p.fail("deal", "%v", err)
		}
		c.Deal = d
	case raw.PBN != "":
		if c.Board == 0 {
			return p.fail("pbn", "a PBN file needs the board number (board = N) to find the deal")
		}
		if ev := p.event; ev != nil && raw.USEBIO == "" && ev.board.HasDeal && ev.board.Form > 0 {
			// A fouled board (Law 87): the deal of the form the table played.
			c.Deal, c.Dealer, c.Vulnerability = ev.board.Deal, ev.board.Dealer, ev.board.Vulnerable
			break
		}
		name := raw.PBN
		if !path.IsAbs(name) {
			name = path.Join(p.dir, name)
		}
		c.Files = append(c.Files, name)
		d, dealer, vul, err := dealFromPBN(p.fsys, name, raw.PBN, c.Board)
		if err != nil {
			return p.fail("pbn", "pbn: %v", err)
		}
		c.Deal, c.Dealer, c.Vulnerability = d, dealer, vul
	default:
		return c.errorAt(1, "no deal: give deal = \"N:...\" (PBN Deal form) or pbn = \"FILE\" with board = N")
	}
	if raw.PBN == "" && c.Board > 0 {
		c.Dealer, c.Vulnerability = dds.BoardDealer(c.Board), dds.BoardVulnerability(c.Board)
	}
	if raw.Dealer != "" {
		s, err := dds.ParseSeat(raw.Dealer)
		if err != nil {
			return p.fail("dealer", "dealer: %v", err)
		}
		c.Dealer = s
	} else if c.Board == 0 {
		return c.errorAt(1, "no dealer: give dealer = \"N\" (or the board number)")
	}
	if raw.Vulnerability != "" {
		v, err := dds.ParseVulnerability(raw.Vulnerability)
		if err != nil {
			return p.fail("vulnerability", "vulnerability: %v", err)
		}
		c.Vulnerability = v
	} else if c.Board == 0 {
		return c.errorAt(1, "no vulnerability: give vulnerability = \"None\", \"NS\", \"EW\" or \"All\" (or the board number)")
	}
	return nil
}

// dealFromPBN finds board's deal in a PBN file; two games of that board
// with different deals are an error.
func dealFromPBN(fsys fs.FS, name, shown string, board int) (dds.Deal, dds.Seat, dds.Vulnerability, error) {
	data, err := ReadFile(fsys, name, MaxPBNBytes)
	if err != nil {
		return dds.Deal{}, 0, 0, errors.New(strings.Replace(err.Error(), name, shown, 1))
	}
	games, err := dds.ReadPBN(bytes.NewReader(data), shown)
	if err != nil {
		return dds.Deal{}, 0, 0, err
	}
	var found *dds.Game
	for i := range games {
		g := &games[i]
		if g.Board != board {
			continue
		}
		if err := g.Deal.CheckComplete(); err != nil {
			return dds.Deal{}, 0, 0, fmt.Errorf("%s:%d: board %d: %v", shown, g.Line, board, err)
		}
		if found == nil {
			found = g
		} else if found.Deal != g.Deal {
			return dds.Deal{}, 0, 0, fmt.Errorf("%s:%d: board %d again, with another deal than at line %d", shown, g.Line, board, found.Line)
		}
	}
	if found == nil {
		return dds.Deal{}, 0, 0, fmt.Errorf("%s has no board %d", shown, board)
	}
	return found.Deal, found.Dealer, found.Vulnerable, nil
}

// scoring reads the form of scoring, its options and the other tables.
func (p *parser) scoring(raw *rawCase) error {
	c := p.c
	if raw.Scoring == "" {
		return c.errorAt(1, "no scoring: give scoring = one of %s", strings.Join(weighting.ScoringNames(), ", "))
	}
	sc, err := weighting.ScoringByName(raw.Scoring)
	if err != nil || !strings.EqualFold(sc.Name(), strings.TrimSpace(raw.Scoring)) {
		return p.fail("scoring", "scoring %q: use one of %s", raw.Scoring, strings.Join(weighting.ScoringNames(), ", "))
	}
	name := sc.Name()
	if sc, err = p.options(sc, &raw.Options); err != nil {
		return err
	}
	c.Scoring = sc

	if raw.Field != nil {
		list, ok := raw.Field.([]any)
		if !ok {
			return p.fail("field", "field: give a list of results, e.g. field = [\"+620\", \"4S-1 N\"]")
		}
		for _, f := range list {
			r, err := rulingValue(f, c.Vulnerability)
			if err != nil {
				return p.fail("field", "field: %v", err)
			}
			c.Field = append(c.Field, r)
		}
	}
	// An empty field is no field where one is needed, and still a field
	// where none is used.
	withField, _ := Compares(name)
	var oe *OptionError
	if errors.As(CheckCompares(name, len(c.Field) > 0 || raw.Field != nil && !withField, raw.Vs != nil), &oe) {
		return p.fail(oe.Key, "%s", optionText(oe))
	}
	if raw.Vs != nil {
		r, err := rulingValue(raw.Vs, c.Vulnerability)
		if err != nil {
			return p.fail("vs", "vs: %v", err)
		}
		c.Vs = &r
	}
	c.warnArtificial()
	if c.Expected != 0 && c.Expected < len(c.Others())+1 {
		return p.fail("options.expected", "options.expected = %d: the board has %d results", c.Expected, len(c.Others())+1)
	}
	return nil
}

// options reads [options] into the form of scoring and the case.
func (p *parser) options(sc weighting.Scoring, o *rawOptions) (weighting.Scoring, error) {
	bo := BoardOptions{Units: o.Units, SmallGroups: o.SmallGroup, Divisor: o.Divisor, Trim: o.ButlerDrop,
		Datum: o.Datum, DatumWithTable: o.DatumWithTable, AveragePlus: o.AveragePlus, Knockout: o.Knockout,
		Normalize: o.Normalize, Expected: o.Expected, Round: o.Round, RoundFavour: o.RoundFavour}
	err := p.c.SetScoring(sc.Name(), bo)
	var oe *OptionError
	if errors.As(err, &oe) {
		return nil, p.fail("options."+oe.Key, "options.%s", optionText(oe))
	}
	return p.c.Scoring, err
}

// ContractBy reads a contract and its declarer given apart, as a case
// file's scenario (contract = "4S", declarer = "N") and the command line
// (--contract 4S --declarer N) give them; the contract may name its
// declarer ("4S N") when declarer is "" or agrees. An error is an
// *OptionError by its key, contract or declarer.
func ContractBy(contract, declarer string) (dds.Contract, error) {
	var decl *dds.Seat
	if declarer != "" {
		d, err := dds.ParseSeat(declarer)
		if err != nil {
			return dds.Contract{}, dds.OptionErr("declarer", ": %v", err)
		}
		decl = &d
	}
	cc, declared, err := weighting.ParseContract(contract)
	switch {
	case err != nil:
		return cc, dds.OptionErr("contract", " %v", err)
	case declared && decl != nil && *decl != cc.Declarer:
		return cc, dds.OptionErr("contract", " %q is declared by %s, but declarer is %s", contract, cc.Declarer, *decl).WithHint("", "declarer")
	case !declared && decl == nil:
		return cc, dds.OptionErr("declarer", " missing: give the declarer, N, E, S or W")
	case !declared:
		cc.Declarer = *decl
	}
	return cc, nil
}

// optionText is an option error as a case file says it: the message,
// then the hint, the keys as written in the file.
func optionText(oe *OptionError) string {
	if oe.Hint == "" {
		return oe.Msg
	}
	return oe.Msg + "; " + oe.Hint
}

// rulingValue reads a field entry, a vs or a table result: a result as
// Directors write it ("4S-1 N", "Pass", "All pass"), a North-South score
// (+620, -100, or a TOML number) or an artificial score ("A60/40").
func rulingValue(v any, vul dds.Vulnerability) (weighting.Ruling, error) {
	var text string
	switch x := v.(type) {
	case int64:
		text = fmt.Sprintf("%+d", x)
	case string:
		text = strings.TrimSpace(x)
	default:
		return weighting.Ruling{}, fmt.Errorf("%v: write a result (\"4S-1 N\"), a North-South score (\"+620\") or an average (\"A60/40\")", v)
	}
	r, _, err := weighting.ParseEntry(text, weighting.EntryOptions{})
	if err == nil && r.IsWeighted() {
		err = errors.New("give one result here, not a weighted score")
	}
	if err == nil {
		err = r.Check(vul)
	}
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), strconv.Quote(text)+": ")
		return r, fmt.Errorf("%q: %s", text, msg)
	}
	return r, nil
}

// resultValue reads a single result (no average): the table result, C.
func resultValue(v any, vul dds.Vulnerability) (weighting.Result, error) {
	r, err := rulingValue(v, vul)
	if err != nil {
		return weighting.Result{}, err
	}
	if r.Artificial != nil {
		return weighting.Result{}, fmt.Errorf("%v: give the result obtained, not an artificial score", v)
	}
	return r.NS[0].Result, nil
}

// table reads the non-offending side and the table result.
func (p *parser) table(raw *rawCase) error {
	c := p.c
	if raw.NonOffending == "" {
		return c.errorAt(1, "no non_offending side: give non_offending = \"NS\" or \"EW\"")
	}
	side, err := dds.ParseSide(raw.NonOffending)
	if err != nil {
		return p.fail("non_offending", "non_offending: %v", err)
	}
	c.NonOffending = side
	if raw.TableResult == nil && c.Artificial != nil {
		c.NoResult, c.TableResult = true, weighting.PassOut()
		return nil
	}
	if raw.TableResult == nil {
		return c.errorAt(1, "no table_result: give the result obtained at the table, e.g. table_result = \"4S-1 N\"")
	}
	if c.TableResult, err = resultValue(raw.TableResult, c.Vulnerability); err != nil {
		return p.fail("table_result", "table_result: %v", err)
	}
	return nil
}

// method reads samples, seed and precision.
func (p *parser) method(raw *rawCase) error {
	c := p.c
	if raw.Samples != nil {
		if pr := samplesProblem(*raw.Samples); pr != "" {
			return p.fail("samples", "samples = %d: %s", *raw.Samples, pr)
		}
		c.Samples = int(*raw.Samples)
	}
	if raw.Seed != nil {
		if *raw.Seed < 0 {
			return p.fail("seed", "seed = %d: want 0 or more", *raw.Seed)
		}
		s := uint64(*raw.Seed)
		c.Seed = &s
	}
	if raw.Precision != nil {
		if pr := precisionProblem(*raw.Precision); pr != "" {
			return p.fail("precision", "precision = %v: %s", *raw.Precision, pr)
		}
		c.Precision = *raw.Precision
	}
	return nil
}

// scenarios reads every [[scenario]] and checks the weights.
func (p *parser) scenarios(raw *rawCase) error {
	c := p.c
	if c.Artificial != nil {
		for i, rs := range raw.Scenarios {
			if rs.Weight != nil {
				return c.errorAt(c.pos.line(scenarioKey(i, "weight"), fmt.Sprintf("scenario#%d", i)), "scenario %d has a weight, but the case awards an artificial score (artificial = %q): give one or the other", i+1, raw.Artificial)
			}
		}
		if len(raw.Scenarios) == 0 {
			return nil
		}
	}
	if len(raw.Scenarios) == 0 {
		return c.errorAt(1, "no [[scenario]]: describe at least one potential result")
	}
	for i, rs := range raw.Scenarios {
		s, err := p.scenario(i, rs)
		if err != nil {
			return err
		}
		c.Scenarios = append(c.Scenarios, s)
	}
	if c.Artificial != nil {
		return nil // evidence only
	}
	return c.checkWeights()
}

// scenarioKey is the position key of the i-th [[scenario]]'s key.
func scenarioKey(i int, key string) string { return fmt.Sprintf("scenario#%d.%s", i, key) }

// scenarioLine is the line of key in c's i-th scenario (of either list),
// or of its header.
func (c *Case) scenarioLine(i int, key string) int {
	t := fmt.Sprintf("scenario#%d", i)
	if i < len(c.Scenarios) && c.Scenarios[i].table != "" {
		t = c.Scenarios[i].table
	}
	if key == "" {
		return c.pos.line(t)
	}
	return c.pos.line(t+"."+key, t)
}

// scenarioLabel names a scenario in messages.
func scenarioLabel(i int, s *Scenario, named bool) string {
	if named {
		return fmt.Sprintf("scenario %q", s.Name)
	}
	return fmt.Sprintf("scenario %d", i+1)
}

// scenario reads the i-th [[scenario]].
func (p *parser) scenario(i int, rs rawScenario) (Scenario, error) {
	return p.scenarioIn("scenario", i, rs)
}

// scenarioIn reads the i-th entry of the array of tables named array:
// [[scenario]] or [[serious_error.scenario]].
func (p *parser) scenarioIn(array string, i int, rs rawScenario) (Scenario, error) {
	c := p.c
	table := fmt.Sprintf("%s#%d", array, i)
	s := Scenario{Name: rs.Name, Description: rs.Description, Condition: rs.Condition, table: table, Without: array != "scenario"}
	if s.Name == "" {
		s.Name = fmt.Sprintf("Scenario %d", i+1)
		if s.Without {
			s.Name = fmt.Sprintf("Without the serious error %d", i+1)
		}
	}
	label := scenarioLabel(i, &s, rs.Name != "")
	if s.Without && rs.Name == "" {
		label = fmt.Sprintf("serious_error scenario %d", i+1)
	}
	fail := func(key, format string, a ...any) error {
		return c.errorAt(c.pos.line(table+"."+key, table), "%s: %s", label, fmt.Sprintf(format, a...))
	}

	// Contract and declarer, from contract/declarer or from a fixed result.
	var decl *dds.Seat
	if rs.Declarer != "" {
		d, err := dds.ParseSeat(rs.Declarer)
		if err != nil {
			return s, fail("declarer", "declarer: %v", err)
		}
		decl = &d
	}
	contract := strings.TrimSpace(rs.Contract)
	if rs.Result != "" {
		r, err := weighting.ParseResult(rs.Result)
		if err != nil && decl != nil {
			// the declarer given apart: result = "4S-1", declarer = "N"
			if r2, err2 := weighting.ParseResult(rs.Result + " " + decl.String()); err2 == nil {
				r, err = r2, nil
			}
		}
		if err != nil {
			err = errors.New(strings.TrimPrefix(err.Error(), strconv.Quote(strings.TrimSpace(rs.Result))+": "))
			return s, fail("result", "result %q: %v", rs.Result, err)
		}
		if r.Kind != weighting.Played {
			return s, fail("result", "result %q: give a passed-out board as contract = \"Pass\"", rs.Result)
		}
		if contract != "" {
			cc, _, err := weighting.ParseContract(contract)
			if err != nil || cc.Level != r.Contract.Level || cc.Strain != r.Contract.Strain || cc.Doubling != r.Contract.Doubling {
				return s, fail("result", "result %q is not a result of contract %q", rs.Result, rs.Contract)
			}
		}
		if decl != nil && *decl != r.Contract.Declarer {
			return s, fail("result", "result %q names declarer %s, but declarer = %q", rs.Result, r.Contract.Declarer, rs.Declarer)
		}
		s.Contract, s.Made, s.How = r.Contract, r.Tricks, Fixed
	} else {
		if contract == "" {
			return s, fail("contract", "no contract: give contract = \"4S\" and declarer = \"N\" (or a fixed result = \"4S-1\")")
		}
		if r, err := weighting.ParseResult(contract); err == nil && r.Kind == weighting.PassedOut {
			s.PassedOut = true
		} else {
			cc, err := ContractBy(contract, rs.Declarer)
			var oe *OptionError
			if errors.As(err, &oe) {
				return s, fail(oe.Key, "%s", optionText(oe))
			}
			s.Contract = cc
		}
	}

	// How the tricks are found.
	switch {
	case s.PassedOut:
		if rs.Tricks != "" || rs.Lead != "" || rs.Declarer != "" {
			return s, fail("contract", "a passed-out board has no declarer, tricks or lead")
		}
		s.How = Fixed
	case rs.Result != "":
		if rs.Tricks != "" || rs.Lead != "" {
			return s, fail("result", "a fixed result takes no tricks or lead: give one of result, tricks or lead")
		}
	case rs.Tricks == "" && rs.Lead == "":
		return s, fail("tricks", "say how its tricks are found: result = \"4S-1\", tricks = \"dd\", tricks = \"simulate\", tricks = \"leads\", or lead = \"SK\"")
	case rs.Tricks == "":
		s.How = Lead
	default:
		h := How(strings.ToLower(strings.TrimSpace(rs.Tricks)))
		if _, ok := kinds[h]; !ok || h == Fixed || h == Lead {
			return s, fail("tricks", "tricks %q: use %s (or give result = \"4S-1\")", rs.Tricks, trickNames())
		}
		s.How = h
	}
	if rs.Lead != "" {
		s.Lead.Text = rs.Lead
	}
	if err := readPlayKeys(&s, rs); err != nil {
		var e *keyError
		errors.As(err, &e)
		return s, fail(e.key, "%s", e.msg)
	}
	if err := readRules(c, &s, rs.Rules); err != nil {
		var e *keyError
		errors.As(err, &e)
		return s, fail(e.key, "%s", e.msg)
	}
	if err := kinds[s.How].check(c, &s); err != nil {
		var e *keyError
		if errors.As(err, &e) {
			return s, fail(e.key, "%s", e.msg)
		}
		return s, fail("tricks", "%v", err)
	}

	// The weight: none for an evidence-only scenario.
	if !kinds[s.How].weighted() {
		if rs.Weight != nil {
			return s, fail("weight", "a %s scenario is evidence for the weights of the other scenarios; it takes no weight", s.How)
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
				return s, fail("weight", "weight for %s: %v", side, strings.TrimPrefix(err.Error(), "weight "))
			}
			s.Weight[side] = cw
			got[side] = true
		}
		for _, side := range []dds.Side{dds.NS, dds.EW} {
			if !got[side] {
				return s, fail("weight", "a split weight needs both sides: no weight for %s", side)
			}
		}
	default:
		cw, err := readWeight(w)
		if err != nil {
			if strings.HasPrefix(err.Error(), "weight ") {
				return s, fail("weight", "%v", err)
			}
			return s, fail("weight", "weight: %v", err)
		}
		s.Weight = [2]Weight{cw, cw}
	}
	return s, nil
}

// keyError is a check's complaint about one key of a scenario.
type keyError struct{ key, msg string }

func (e *keyError) Error() string { return e.msg }

func keyErr(key, format string, a ...any) error {
	return &keyError{key: key, msg: fmt.Sprintf(format, a...)}
}

// trickNames lists the tricks = values, for messages.
func trickNames() string {
	var names []string
	for h := range kinds {
		if h != Fixed && h != Lead {
			names = append(names, string(h))
		}
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// readWeight reads a weight through weighting's grammar: "60%", "33.3%",
// "1/3", or a probability written with a decimal point (0.4 is 40 %, in a
// case file as in ruling weigh). A bare whole number is refused, as
// ruling weigh refuses it.
func readWeight(v any) (Weight, error) {
	var text string
	switch x := v.(type) {
	case string:
		text = strings.TrimSpace(x)
	case int64:
		text = strconv.FormatInt(x, 10)
	case float64:
		text = strconv.FormatFloat(x, 'f', -1, 64)
		if !strings.Contains(text, ".") {
			text += ".0"
		}
	default:
		return Weight{}, fmt.Errorf("%v: write a percentage (\"60%%\") or a fraction (\"1/3\")", v)
	}
	w, snapped, err := weighting.ParseWeight(text)
	if err != nil {
		return Weight{}, err
	}
	return Weight{Text: text, Value: w, Snapped: snapped}, nil
}

// checkWeights checks that each side's weights sum to exactly 100 %
// (one-decimal percentages read as the simple fractions they stand for
// when that makes the sum exact), or scales them when the case says
// normalize.
func (c *Case) checkWeights() error {
	sides := []dds.Side{dds.NS}
	if c.Split() {
		sides = []dds.Side{dds.NS, dds.EW}
	}
	line := c.pos.line("scenario#0")
	for _, side := range sides {
		ws, _, err := c.weights(side)
		if err != nil {
			whose := ""
			if c.Split() {
				whose = " for " + side.String()
			}
			return c.errorAt(line, "weights%s %v", whose, err)
		}
		if len(ws) == 0 {
			return c.errorAt(line, "no scenario has a weight: give each potential result a weight")
		}
	}
	return nil
}

// weights is each weighted scenario's weight for side as a share of 1, in
// the order of the scenarios (nil for those with no weight), with notes on
// how they were read. It fails when they do not sum to 100 % and the case
// does not normalize them; its message starts "sum to ...".
func (c *Case) weights(side dds.Side) (ws []*big.Rat, notes []string, err error) {
	return c.weightsOf(side, false)
}

// weightsOf is weights for the scenarios of the adjusted score (without
// false) or of the Law 12C1(e) result without the serious error (true);
// the others get nil.
func (c *Case) weightsOf(side dds.Side, without bool) (ws []*big.Rat, notes []string, err error) {
	one := big.NewRat(1, 1)
	sum, snappedSum := new(big.Rat), new(big.Rat)
	n := 0
	for _, s := range c.Scenarios {
		w := s.Weight[side]
		if w.Value == nil || s.Without != without {
			continue
		}
		n++
		sum.Add(sum, w.Value)
		if w.Snapped != nil {
			snappedSum.Add(snappedSum, w.Snapped)
		} else {
			snappedSum.Add(snappedSum, w.Value)
		}
	}
	if n == 0 {
		return nil, nil, nil
	}
	snap := sum.Cmp(one) != 0 && snappedSum.Cmp(one) == 0
	total := sum
	if snap {
		total = snappedSum
	}
	if total.Cmp(one) != 0 && !c.Normalize {
		return nil, nil, fmt.Errorf("sum to %s, not 100%%", weighting.FormatPercent(sum))
	}
	if total.Sign() <= 0 {
		return nil, nil, errors.New("sum to 0%")
	}
	out := make([]*big.Rat, len(c.Scenarios))
	for i, s := range c.Scenarios {
		w := s.Weight[side]
		if w.Value == nil || s.Without != without {
			continue
		}
		x := w.Value
		if snap && w.Snapped != nil {
			x = w.Snapped
			notes = append(notes, fmt.Sprintf("Scenario %q: weight %s read as %s.", s.Name, w.Text, w.Snapped.RatString()))
		}
		out[i] = new(big.Rat).Quo(x, total)
	}
	if total.Cmp(one) != 0 {
		notes = append(notes, fmt.Sprintf("Weights summed to %s; scaled to 100 %%.", weighting.FormatPercent(total)))
	}
	return out, notes, nil
}

// seriousError reads [serious_error] (Law 12C1(e)): the side, the error,
// C — without = one result or weighted results, or [[serious_error.scenario]]
// tables with their evidence — and offenders.
func (p *parser) seriousError(raw *rawCase) error {
	c := p.c
	rs := raw.SeriousError
	if rs == nil {
		return nil
	}
	line := c.pos.line("serious_error")
	if c.Law == Law1997 || c.Artificial != nil {
		return c.errorAt(line, "serious_error is Law 12C1(e) of the 2017 Laws, for a weighted score: not with law = \"1997\" or an artificial score")
	}
	se := &SeriousError{Side: c.NonOffending, Error: rs.Error}
	if rs.Side != "" {
		s, err := dds.ParseSide(rs.Side)
		if err != nil {
			return p.fail("serious_error.side", "serious_error.side: %v", err)
		}
		if s != c.NonOffending {
			return p.fail("serious_error.side", "serious_error.side is %s, but Law 12C1(e) concerns the non-offending side (%s)", s, c.NonOffending)
		}
	}
	var err error
	if se.Offenders, err = weighting.ParseOffenders(rs.Offenders); err != nil {
		return p.fail("serious_error.offenders", "serious_error.offenders %v", err)
	}
	switch {
	case rs.Without == nil && len(rs.Scenarios) == 0:
		return c.errorAt(line, "serious_error needs C, the result with the infraction but without the serious error: without = \"4S-1 N\" (or weighted, \"60%% 4S-1 N, 40%% 4S= N\"), or [[serious_error.scenario]] tables")
	case rs.Without != nil && len(rs.Scenarios) > 0:
		return p.fail("serious_error.without", "serious_error: give C either as without or as [[serious_error.scenario]] tables, not both")
	case rs.Without != nil:
		if se.Without, err = withoutValue(rs.Without, c.Vulnerability); err != nil {
			return p.fail("serious_error.without", "serious_error.without: %v", err)
		}
	default:
		for i, raw := range rs.Scenarios {
			s, err := p.scenarioIn("serious_error.scenario", i, raw)
			if err != nil {
				return err
			}
			if a, b := s.Weight[dds.NS].Value, s.Weight[dds.EW].Value; a != nil && b != nil && a.Cmp(b) != 0 {
				return c.errorAt(c.pos.line(s.table+".weight", s.table), "serious_error scenario %d: C is the non-offending side's: give one weight, not a split one", i+1)
			}
			c.Scenarios = append(c.Scenarios, s)
		}
		ws, _, err := c.weightsOf(dds.NS, true)
		if err != nil {
			return c.errorAt(c.pos.line("serious_error.scenario#0"), "serious_error scenarios' weights %v", err)
		}
		if ws == nil {
			return c.errorAt(c.pos.line("serious_error.scenario#0"), "serious_error: no scenario of C has a weight")
		}
	}
	c.SeriousError = se
	return nil
}

// withoutValue reads the serious error's C: one result ("4S-1 N", +620)
// or weighted results ("60% 4S-1 N, 40% 4S= N"), neither split nor
// artificial.
func withoutValue(v any, vul dds.Vulnerability) (weighting.Weighted, error) {
	text, ok := v.(string)
	if !ok {
		r, err := resultValue(v, vul)
		return weighting.Single(r), err
	}
	r, _, err := weighting.ParseEntry(text, weighting.EntryOptions{})
	switch {
	case err != nil:
		return nil, fmt.Errorf("%q: %s", text, strings.TrimPrefix(err.Error(), strconv.Quote(text)+": "))
	case r.Artificial != nil:
		return nil, fmt.Errorf("%q: give the result without the serious error, not an artificial score", text)
	case r.IsSplit():
		return nil, fmt.Errorf("%q: C is the non-offending side's: give one weighted result, not a split one", text)
	}
	if err := r.Check(vul); err != nil {
		return nil, fmt.Errorf("%q: %v", text, err)
	}
	return r.NS, nil
}

// ParseScores reads comma-separated North-South scores or results (a
// field as ruling score takes it) as North-South scores at vul; an
// artificial score has none and is an error naming its entry.
func ParseScores(text string, vul dds.Vulnerability) ([]float64, error) {
	list, err := ParseList(text, vul)
	if err != nil {
		return nil, err
	}
	return nsScores(list, vul)
}

// nsScores are rulings' North-South scores at vul (nil for none); an
// artificial score has none and is an error naming its entry.
func nsScores(list []weighting.Ruling, vul dds.Vulnerability) ([]float64, error) {
	if len(list) == 0 {
		return nil, nil
	}
	scores := make([]float64, len(list))
	for i, r := range list {
		if r.Artificial != nil {
			return nil, fmt.Errorf("entry %d: %s is an artificial score", i+1, r)
		}
		scores[i] = float64(r.NS[0].Result.Score(vul))
	}
	return scores, nil
}

// ParseList reads comma-separated results, North-South scores and averages
// as the command line gives a field ("+620,4S-1 N,A60/40"), each read as a
// case file's field entry is; the error names the entry by its place.
func ParseList(text string, vul dds.Vulnerability) ([]weighting.Ruling, error) {
	var out []weighting.Ruling
	for i, item := range strings.Split(text, ",") {
		if strings.TrimSpace(item) == "" {
			return nil, fmt.Errorf("entry %d is empty (separate results with single commas: +620,+620,-100)", i+1)
		}
		r, err := rulingValue(item, vul)
		if err != nil {
			return nil, fmt.Errorf("entry %d: %v", i+1, err)
		}
		out = append(out, r)
	}
	return out, nil
}
