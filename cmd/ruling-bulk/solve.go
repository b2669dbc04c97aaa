// solve.go: the solve command — the run's settings checked, the input read, checked and staged, DIR claimed, the pipeline run on the chosen runner.

package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"os"
	"regexp"
	"runtime"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/options/jobopts"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/internal/version"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// maxInputBytes caps the input a launcher reads and checks (about 14 M
// deal lines); a larger library is solved in parts.
const maxInputBytes = 1 << 30

func runSolve(ctx context.Context, args []string, stderr io.Writer) error {
	fs := newFlags("solve")
	spec := runSpec{Version: manifestVersion}
	fs.StringVar(&spec.Dir, "out", "", "")
	fs.StringVar(&spec.Format, "format", "tsv", "")
	fs.BoolVar(&spec.Par, "par", false, "")
	fs.BoolVar(&spec.Leads, "leads", false, "")
	fs.IntVar(&spec.SingleDummy, "single-dummy", 0, "")
	fs.StringVar(&spec.Dealer, "dealer", "", "")
	fs.StringVar(&spec.Vul, "vul", "", "")
	deals := fs.Int64("deals", 0, "")
	seedText := fs.String("seed", "", "")
	fs.StringVar(&spec.Condition, "condition", "", "")
	fs.Int64Var(&spec.Range, "range", defaultRange, "")
	keepGoing := fs.Bool("keep-going", false, "")
	verbose := fs.Bool("verbose", false, "")
	fn := &solveFn{FailOnce: -1}
	fs.IntVar(&fn.Threads, "threads", 0, "")
	fs.IntVar(&fn.MemoryMB, "memory", 0, "")
	fs.Int64Var(&fn.FailOnce, "fail-once", -1, "") // a test hook, not in the usage
	// The runner's flags (--runner, --endpoint, --environment_type, ...)
	// are Beam's own, on the global flag set.
	flag.CommandLine.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	beam.Init()
	if *jobopts.WorkerBinary == "" && runtime.GOOS == "linux" && runtime.GOARCH == "amd64" {
		// Workers Beam starts (a worker pool, a container, Dataflow) run
		// this very binary, rather than one compiled from source.
		if exe, err := os.Executable(); err == nil {
			*jobopts.WorkerBinary = exe
		}
	}
	if !*verbose {
		// Beam's and Prism's log (slog) only with --verbose: a failure is
		// reported once, below, by its cause.
		slog.SetDefault(slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelError + 1})))
	}

	// The settings, each checked before anything is read or written.
	switch {
	case spec.Dir == "":
		return badInput("solve: --out DIR is missing").withHint("name the folder (or gs:// URL) the run writes to")
	case fs.NArg() > 1:
		return badInput("solve: %d files given, want one", fs.NArg())
	case fs.NArg() == 1 && *deals != 0:
		return badInput("solve: give a FILE or --deals N, not both")
	case fs.NArg() == 0 && *deals <= 0:
		return badInput("solve: give a FILE of deals, or --deals N to deal N random ones").withHint(`run "ruling-bulk help" for the options`)
	case *deals >= sim.MaxIndexedDeals:
		return badInput("--deals %d: want at most %d", *deals, int64(sim.MaxIndexedDeals)-1)
	case *deals == 0 && spec.Condition != "":
		return badInput("--condition goes with --deals").withHint("a FILE's deals are its own")
	case *deals == 0 && *seedText != "" && spec.SingleDummy == 0:
		return badInput("--seed goes with --deals or --single-dummy").withHint("a FILE's deals are its own")
	case spec.SingleDummy < 0 || spec.SingleDummy > maxPlayouts:
		return badInput("--single-dummy %d: want 1 to %d playouts a deal", spec.SingleDummy, maxPlayouts)
	case spec.Range <= 0:
		return badInput("--range %d: want a positive number of deals", spec.Range)
	case fn.Threads < 0 || fn.MemoryMB < 0:
		return badInput("--threads and --memory cannot be negative")
	}
	w, err := spec.resultWriter(io.Discard)
	if err != nil {
		return optionError(err)
	}
	if spec.SingleDummy > 0 {
		spec.Program = "ruling-bulk " + version.String()
	}
	if spec.Generate = *deals > 0; spec.Generate || spec.SingleDummy > 0 {
		if err := spec.setSeed(*seedText, stderr); err != nil {
			return err
		}
	}
	if spec.Generate {
		spec.Deals = *deals
		// The condition parses, and its first deal can be dealt.
		g, err := newGenerator(&spec, solver.Factory(solver.Options{MemoryMB: fn.MemoryMB}))
		if err != nil {
			return badInput("--condition: %v", err)
		}
		_, err = g.dealer.Deal(0)
		g.close()
		var rare *sim.TooRareError
		if errors.As(err, &rare) {
			return badInput("--condition: %v", err)
		}
		if err != nil {
			return err
		}
	}

	fsys, err := filesystem.New(ctx, spec.Dir)
	if err != nil {
		return badInput("--out %s: %v", spec.Dir, err)
	}
	defer fsys.Close()
	if err := checkDir(spec.Dir); err != nil {
		return err
	}
	var in *dds.SolveInput
	if !spec.Generate {
		if in, err = readInput(fs.Arg(0), w, *keepGoing, &spec, stderr); err != nil {
			return err
		}
	}
	if err := spec.claim(ctx, fsys); err != nil {
		if errors.Is(err, errOtherRun) {
			return badInput("--out %v", err).withHint("give another --out, or the settings of the run it holds, to resume it")
		}
		if errors.Is(err, errOtherProgram) {
			return badInput("--out %v", err).withHint("give another --out, or finish the run with the version that began it")
		}
		return err
	}
	if in != nil {
		if err := stage(ctx, fsys, &spec, in); err != nil {
			return err
		}
	}

	fn.Spec = spec
	if err := beamx.Run(ctx, pipeline(&spec, fn)); err != nil {
		if ctx.Err() != nil {
			return failure(errors.New("interrupted"), "run the same command again: the ranges finished are kept")
		}
		if !*verbose {
			err = rootCause(err)
		}
		return failure(fmt.Errorf("the pipeline failed: %v", err),
			"run the same command again: the ranges finished are kept, the others are solved")
	}
	fmt.Fprintf(stderr, "ruling-bulk: %d deals solved into %s (%s, %s, %s); \"ruling-bulk merge %s\" prints them in order\n",
		spec.Deals, spec.Dir, reportMD, reportJSON, libraryName, spec.Dir)
	if in != nil && in.Bad > 0 {
		return badInput("%s: %d bad input item(s) skipped", spec.Input, in.Bad)
	}
	return nil
}

// setSeed reads --seed, or picks one and says so (a run resumed must
// give it again).
func (s *runSpec) setSeed(text string, stderr io.Writer) error {
	if text == "" {
		s.Seed = rand.Uint64() >> 1
		fmt.Fprintf(stderr, "ruling-bulk: seed %d (give --seed %d to run or resume the same deals)\n", s.Seed, s.Seed)
		return nil
	}
	var extra string
	if n, err := fmt.Sscanf(text, "%d%s", &s.Seed, &extra); n != 1 || err != io.EOF {
		return badInput("--seed %q: want a whole number from 0 to %d", text, uint64(1<<64-1))
	}
	return nil
}

// readInput reads, checks and counts the deals of FILE ("-": standard
// input) as "ruling solve" does: every item checked before anything is
// solved, a bad one stopping the run unless keepGoing.
func readInput(name string, w *dds.ResultWriter, keepGoing bool, spec *runSpec, stderr io.Writer) (*dds.SolveInput, error) {
	var data []byte
	var err error
	shown := name
	if name == "-" {
		shown = "<stdin>"
		data, err = io.ReadAll(io.LimitReader(os.Stdin, maxInputBytes+1))
		if err == nil && len(data) > maxInputBytes {
			err = badInput("<stdin> is larger than %d MiB", maxInputBytes>>20)
		}
	} else {
		data, err = engine.ReadFile(engine.Disk{}, name, maxInputBytes)
		var ee *engine.Error
		if errors.As(err, &ee) {
			err = badInput("%v", err)
		}
	}
	if err != nil {
		return nil, err
	}
	if err := w.CheckInput(data, shown); err != nil {
		return nil, optionError(err)
	}
	in, err := dds.ReadSolveInput(data, shown, false, func(err error) error {
		if !keepGoing {
			return err
		}
		fmt.Fprintf(stderr, "ruling-bulk: error: %v\n", err)
		return nil
	})
	if err != nil {
		return nil, badInput("%v", err)
	}
	sum := sha256.Sum256(data)
	spec.Input, spec.InputHash, spec.Deals = name, hex.EncodeToString(sum[:]), int64(in.Total)
	return in, nil
}

// checkDir refuses a local DIR that is not a folder, or whose files this
// run would replace are not ordinary files (a link, a pipe).
func checkDir(dir string) error {
	if strings.Contains(dir, "://") {
		return nil
	}
	info, err := os.Lstat(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil || !info.IsDir() {
		return badInput("--out %s is not a folder", dir)
	}
	for _, name := range []string{manifestName, reportMD, reportJSON, libraryName, shardDir, inputDir} {
		info, err := os.Lstat(dir + "/" + name)
		if err != nil {
			continue
		}
		isDir := name == shardDir || name == inputDir
		if isDir && !info.IsDir() || !isDir && !info.Mode().IsRegular() {
			return badInput("--out %s: %s is not an ordinary %s; ruling-bulk will not replace it", dir, name, map[bool]string{true: "folder", false: "file"}[isDir])
		}
	}
	return nil
}

// optionError makes an option dds refuses (a *dds.OptionError, by its
// key) bad usage naming flags.
func optionError(err error) error {
	var oe *dds.OptionError
	if !errors.As(err, &oe) {
		return badInput("%v", err)
	}
	flags := func(text string) string {
		for _, k := range append([]string{oe.Key}, oe.Others...) {
			text = regexp.MustCompile(`(^|[^-\w])`+regexp.QuoteMeta(k)+`\b`).ReplaceAllString(text, "${1}--"+k)
		}
		return text
	}
	return badInput("%s", flags(oe.Msg)).withHint(flags(oe.Hint))
}

// rootCause is the last cause of a Beam job's error: Beam chains the
// runner's, the bundle's and the DoFn's messages ("caused by:"), the plan
// of the failed stage among them; ours is the last line.
func rootCause(err error) error {
	text := strings.TrimSpace(err.Error())
	if _, last, ok := cutLast(text, "caused by:"); ok {
		lines := strings.Split(strings.TrimSpace(last), "\n")
		return errors.New(strings.TrimSpace(lines[len(lines)-1]))
	}
	return err
}

// cutLast cuts s around the last instance of sep.
func cutLast(s, sep string) (before, after string, found bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}
