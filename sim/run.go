// run.go: running a whole dealer script — generate/produce limits, the action list, end-of-run statistics.

package sim

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/ruling-bridge/ruling/dds"
)

// Dealer's defaults: the generate limit of the 1.x code, and the number of
// deals produced when deals are printed.
const (
	DefaultGenerate      = 10_000_000
	DefaultProducePrints = 40
)

// RunOptions are the settings of a script run that do not come from the
// script.
type RunOptions struct {
	Seed    uint64
	Threads int // 0: one per CPU
	// Produce and Generate, when positive, override the script's.
	Produce  int
	Generate int
	// Format, when "pbn" or "line", prints every accepted deal in that
	// form instead of the script's print actions.
	Format string
	// Solver makes each worker's double-dummy solver, for tricks().
	Solver dds.Factory
	// NoExact turns off shape-first dealing.
	NoExact bool
	// Library, when set, is solved deals in Pavlicek's 23-byte records (a
	// .zrd file, dds.ParseZRD): the run's deals are these, in order,
	// instead of random ones — try i is record i+1 — and tricks() and
	// par() read their stored tables, solving nothing. A script with a
	// predeal cannot run on a library.
	Library []byte
	// Progress, when set, is called now and then with how far the run is:
	// the deals accepted out of those to produce when it produces, else
	// the deals tried out of those to generate.
	Progress func(done, total int)
}

// Check refuses options no run can use, as a *dds.OptionError by its key
// (format, threads, produce, generate).
func (o RunOptions) Check() error {
	switch {
	case o.Format != "" && o.Format != "pbn" && o.Format != "line":
		return dds.OptionErr("format", " %q: use pbn or line", o.Format)
	case o.Threads < 0:
		return dds.OptionErr("threads", " %d is negative", o.Threads).WithHint("use threads 0 for one per core")
	case o.Produce < 0:
		return dds.OptionErr("produce", " %d is negative", o.Produce).WithHint("0 means the script's")
	case o.Generate < 0:
		return dds.OptionErr("generate", " %d is negative", o.Generate).WithHint("0 means the script's")
	}
	return nil
}

// RunStats describes a finished script run.
type RunStats struct {
	Stats
	Generate, Produce int // the limits that applied (Produce 0: none)
}

// Shortfall is a *TooRareError when the run produced fewer deals than it
// was to (none at all: the condition is impossible or too rare), else nil.
func (st RunStats) Shortfall() error {
	if st.Produce > 0 && st.Accepted < st.Produce {
		return &TooRareError{Stats: st.Stats, Want: st.Produce}
	}
	return nil
}

// ScriptFault is the error of a failed run (err, from Run) when the
// script is at fault — an evaluation error other than a solver's failure
// (a division by zero), at name:line:col, or a run that could not deal
// once — and so bad input; nil when the failure is not the script's.
func (st RunStats) ScriptFault(name string, err error) error {
	var ev *EvalError
	if errors.As(err, &ev) {
		if ev.SolverFailure() {
			return nil
		}
		return fmt.Errorf("%s:%d:%d: %s", name, ev.Line, ev.Col, ev.Msg)
	}
	if st.Tries == 0 {
		return fmt.Errorf("%s: %v", name, err)
	}
	return nil
}

// Run deals the script and writes its output to w: the print actions as
// deals are accepted, then the statistics of average and frequency. An
// interrupted run (ctx cancelled) still writes the statistics of the deals
// examined, and returns ctx's error with them.
func (s *Script) Run(ctx context.Context, w io.Writer, opt RunOptions) (RunStats, error) {
	out := bufio.NewWriter(w)
	defer out.Flush()
	actions := s.actions
	switch opt.Format {
	case "":
	case "pbn", "line":
		kind := actPrintPBN
		if opt.Format == "line" {
			kind = actPrintOneLine
		}
		actions = []*action{{kind: kind}}
		for _, a := range s.actions {
			if a.kind == actAverage || a.kind == actFrequency {
				actions = append(actions, a)
			}
		}
	default:
		return RunStats{}, fmt.Errorf("unknown format %q (use pbn or line)", opt.Format)
	}
	st := RunStats{Generate: s.Generate, Produce: s.Produce}
	if opt.Generate > 0 {
		st.Generate = opt.Generate
	}
	if st.Generate == 0 {
		st.Generate = DefaultGenerate
	}
	if opt.Produce > 0 {
		st.Produce = opt.Produce
	}
	r := &runner{s: s, opt: opt, out: out, actions: actions}
	if st.Produce == 0 && r.printsDeals() {
		st.Produce = DefaultProducePrints
	}
	var p *plan
	var err error
	if opt.Library != nil {
		if p, err = s.libraryPlan(opt.Library); err != nil {
			return st, err
		}
		st.Generate = min(st.Generate, len(opt.Library)/dds.ZRDSize)
	} else if p, err = s.Condition.plan(s.Predeal, opt.NoExact); err != nil {
		return st, err
	}
	// The action expressions are evaluated by the workers, in a flat list.
	var flat []expr
	for _, a := range actions {
		r.offsets = append(r.offsets, len(flat))
		flat = append(flat, a.exprs...)
	}
	usesTricks := s.Condition.usesTricks
	for _, a := range actions {
		usesTricks = usesTricks || a.usesTricks
	}
	cond := *s.Condition
	cond.usesTricks = usesTricks
	j := &job{plan: p, cond: &cond, seed: opt.Seed, factory: opt.Solver, threads: opt.Threads,
		limit: uint64(st.Generate), want: st.Produce, library: opt.Library}
	if len(flat) > 0 {
		j.values = func(c *evalCtx) []int {
			v := make([]int, len(flat))
			for i, e := range flat {
				v[i] = e.eval(c)
			}
			return v
		}
	}
	if opt.Progress != nil {
		j.progress = func(tried uint64, acc int) {
			if st.Produce > 0 {
				opt.Progress(acc, st.Produce)
			} else {
				opt.Progress(int(tried), st.Generate)
			}
		}
	}
	r.init()
	o, runErr := j.run(ctx, r.deal)
	st.Stats = p.stats(o)
	r.finish()
	if runErr == nil && ctx.Err() != nil {
		runErr = ctx.Err()
	}
	return st, runErr
}

// runner carries out the actions.
type runner struct {
	s       *Script
	opt     RunOptions
	out     *bufio.Writer
	actions []*action
	offsets []int // index of each action's first value

	produced int
	sums     []float64 // per average action
	counts   []int
	freq     [][]int // per frequency action: counts, (hi-lo+3) or the 2-D grid
	pages    map[dds.Seat][]dds.Cards
}

func (r *runner) printsDeals() bool {
	for _, a := range r.actions {
		if a.kind != actAverage && a.kind != actFrequency {
			return true
		}
	}
	return false
}

func (r *runner) init() {
	r.sums = make([]float64, len(r.actions))
	r.counts = make([]int, len(r.actions))
	r.freq = make([][]int, len(r.actions))
	r.pages = map[dds.Seat][]dds.Cards{}
	for i, a := range r.actions {
		if a.kind == actFrequency {
			n := a.hi[0] - a.lo[0] + 3
			if len(a.exprs) == 2 {
				n *= a.hi[1] - a.lo[1] + 3
			}
			r.freq[i] = make([]int, n)
		}
	}
}

// bin is the row of v in a frequency table: 0 for Low, then lo … hi, then High.
func bin(v, lo, hi int) int {
	switch {
	case v < lo:
		return 0
	case v > hi:
		return hi - lo + 2
	}
	return v - lo + 1
}

// deal carries out the actions for one accepted deal.
func (r *runner) deal(a *accepted) error {
	r.produced++
	d := &a.deal
	for i, act := range r.actions {
		vals := a.values[r.offsets[i] : r.offsets[i]+len(act.exprs)]
		switch act.kind {
		case actPrintAll:
			fmt.Fprintf(r.out, "%4d.\n", r.produced)
			writeColumns(r.out, []dds.Cards{d[dds.North], d[dds.East], d[dds.South], d[dds.West]})
			r.out.WriteByte('\n')
		case actPrintEW:
			writeColumns(r.out, []dds.Cards{d[dds.West], d[dds.East]})
			r.out.WriteByte('\n')
		case actPrintCompact:
			for _, s := range dds.Seats {
				fmt.Fprintf(r.out, "%c %s\n", s.Letter()|0x20, d[s].Holding())
			}
			if len(vals) > 0 {
				fmt.Fprintf(r.out, "%d\n", vals[0])
			}
		case actPrintOneLine:
			for _, s := range dds.Seats {
				fmt.Fprintf(r.out, "%c %s ", s.Letter()|0x20, d[s].Holding())
			}
			if len(vals) > 0 {
				fmt.Fprintf(r.out, "%d", vals[0])
			}
			r.out.WriteByte('\n')
		case actPrintPBN:
			r.pbn(d)
		case actPrint:
			for _, s := range act.seats {
				r.pages[s] = append(r.pages[s], d[s])
			}
		case actPrintES:
			for _, it := range act.items {
				switch {
				case it.newline:
					r.out.WriteByte('\n')
				case it.expr >= 0:
					fmt.Fprintf(r.out, "%d", vals[it.expr])
				default:
					r.out.WriteString(it.text)
				}
			}
		case actAverage:
			r.sums[i] += float64(vals[0])
			r.counts[i]++
		case actFrequency:
			k := bin(vals[0], act.lo[0], act.hi[0])
			if len(vals) == 2 {
				k = k*(act.hi[1]-act.lo[1]+3) + bin(vals[1], act.lo[1], act.hi[1])
			}
			r.freq[i][k]++
		}
	}
	return nil
}

// pbn writes one deal as a PBN game, as dealer's printpbn does.
func (r *runner) pbn(d *dds.Deal) {
	board := r.produced
	dealer := dds.BoardDealer(board)
	if r.s.DealerSet {
		dealer = r.s.Dealer
	}
	vul := dds.BoardVulnerability(board)
	if r.s.VulnerableSet {
		vul = r.s.Vulnerable
	}
	fmt.Fprintf(r.out, "[Event \"Hand simulated by ruling with file %s, seed %d\"]\n", r.s.Name, r.opt.Seed)
	fmt.Fprintf(r.out, "[Site \"-\"]\n[Date \"-\"]\n[Board \"%d\"]\n", board)
	fmt.Fprintf(r.out, "[West \"-\"]\n[North \"-\"]\n[East \"-\"]\n[South \"-\"]\n")
	fmt.Fprintf(r.out, "[Dealer \"%s\"]\n[Vulnerable \"%s\"]\n[Deal \"%s\"]\n", dealer, vul, d.PBN(dealer))
	fmt.Fprintf(r.out, "[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n\n")
}

// finish writes the end-of-run output: print() pages, averages and
// frequency tables, in the order of the action list.
func (r *runner) finish() {
	for i, act := range r.actions {
		switch act.kind {
		case actPrint:
			if i > 0 && r.actions[i-1].kind == actPrint && slices.Equal(r.actions[i-1].seats, act.seats) {
				continue
			}
			for _, s := range act.seats {
				r.page(s)
			}
		case actAverage:
			if act.label != "" {
				fmt.Fprintf(r.out, "%s: ", act.label)
			}
			if r.counts[i] == 0 {
				fmt.Fprintln(r.out, "nan (no deals)")
			} else {
				fmt.Fprintln(r.out, formatG(r.sums[i]/float64(r.counts[i])))
			}
		case actFrequency:
			if len(act.exprs) == 1 {
				r.freq1(act, r.freq[i])
			} else {
				r.freq2(act, r.freq[i])
			}
		}
	}
}

// page writes the hands of one seat, four across, as dealer's print() does.
func (r *runner) page(s dds.Seat) {
	hands := r.pages[s]
	fmt.Fprintf(r.out, "\n\n%s hands:\n\n\n\n", s.Name())
	for k := 0; k < len(hands); k += 4 {
		row := hands[k:min(k+4, len(hands))]
		for c := range row {
			fmt.Fprintf(r.out, "%4d.%15s", k+c+1, "")
		}
		r.out.WriteByte('\n')
		writeColumns(r.out, row)
		r.out.WriteByte('\n')
	}
}

func (r *runner) freq1(act *action, counts []int) {
	fmt.Fprintf(r.out, "Frequency %s:\n", act.label)
	lo, hi := act.lo[0], act.hi[0]
	if counts[0] > 0 {
		fmt.Fprintf(r.out, "Low\t%8d\n", counts[0])
	}
	for v := lo; v <= hi; v++ {
		fmt.Fprintf(r.out, "%5d\t%8d\n", v, counts[v-lo+1])
	}
	if n := counts[hi-lo+2]; n > 0 {
		fmt.Fprintf(r.out, "High\t%8d\n", n)
	}
}

func (r *runner) freq2(act *action, grid []int) {
	fmt.Fprintf(r.out, "Frequency %s:\n", act.label)
	rows, cols := act.hi[0]-act.lo[0]+3, act.hi[1]-act.lo[1]+3
	label := func(k, lo, n int) string {
		switch k {
		case 0:
			return "Low"
		case n - 1:
			return "High"
		}
		return fmt.Sprint(lo + k - 1)
	}
	r.out.WriteString("    ")
	for c := 0; c < cols; c++ {
		fmt.Fprintf(r.out, "%7s", label(c, act.lo[1], cols))
	}
	fmt.Fprintf(r.out, "%7s\n", "Sum")
	colSum := make([]int, cols)
	total := 0
	for row := 0; row < rows; row++ {
		switch row {
		case 0, rows - 1:
			fmt.Fprintf(r.out, "%-4s", label(row, act.lo[0], rows))
		default:
			fmt.Fprintf(r.out, "%4s", label(row, act.lo[0], rows))
		}
		sum := 0
		for c := 0; c < cols; c++ {
			n := grid[row*cols+c]
			fmt.Fprintf(r.out, "%7d", n)
			sum += n
			colSum[c] += n
		}
		total += sum
		fmt.Fprintf(r.out, "%7d\n", sum)
	}
	fmt.Fprintf(r.out, "%-4s", "Sum")
	for _, n := range colSum {
		fmt.Fprintf(r.out, "%7d", n)
	}
	fmt.Fprintf(r.out, "%7d\n\n", total)
}

// writeColumns writes hands side by side, 20 characters a column, one
// line per suit (spades first), ranks spaced as dealer prints them.
func writeColumns(w *bufio.Writer, hands []dds.Cards) {
	for _, s := range dds.SuitsPBN {
		for i, h := range hands {
			text := spacedSuit(h, s)
			if i < len(hands)-1 {
				fmt.Fprintf(w, "%-20s", text)
			} else {
				w.WriteString(text)
			}
		}
		w.WriteByte('\n')
	}
}

// spacedSuit is "A K 7 " or "- " for a void.
func spacedSuit(h dds.Cards, s dds.Suit) string {
	lane := h.SuitBits(s)
	if lane == 0 {
		return "- "
	}
	b := make([]byte, 0, 26)
	for r := dds.Ace; r >= dds.Two; r-- {
		if lane&(1<<r) != 0 {
			b = append(b, r.Letter(), ' ')
		}
	}
	return string(b)
}

// WriteSummary writes dealer's end-of-run lines: the deals generated and
// produced, the acceptance rate, the seats dealt shape first (with the
// share of deals their shapes cover and the rate among wholly random
// deals), and the initial random seed.
func (st RunStats) WriteSummary(w io.Writer, seed uint64) {
	fmt.Fprintf(w, "Generated %d hands\nProduced %d hands\n", st.Tries, st.Accepted)
	if st.Tries > 0 {
		fmt.Fprintf(w, "Acceptance rate %s\n", summaryPercent(st.Rate()))
	}
	if len(st.ExactSeats) > 0 {
		names := ""
		for i, s := range st.ExactSeats {
			if i > 0 {
				names += " and "
			}
			names += s.Name()
		}
		fmt.Fprintf(w, "Dealt shape first: %s (shapes covering %s of all deals); rate among wholly random deals %s\n",
			names, summaryPercent(st.ExactShare), summaryPercent(st.RandomRate()))
	}
	fmt.Fprintf(w, "Initial random seed %d\n", seed)
}

// summaryPercent writes a rate as a percentage: two decimals from 1 %,
// else three significant digits.
func summaryPercent(x float64) string {
	switch {
	case x == 0:
		return "0%"
	case x >= 0.01:
		return fmt.Sprintf("%.2f%%", 100*x)
	}
	return fmt.Sprintf("%.3g%%", 100*x)
}
