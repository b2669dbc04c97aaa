// flags.go: the options several commands declare alike — --solver and --threads, --seed, --json — and flags given explicitly.

package main

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/libdds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// solveFlags are --solver and --threads, as every command that solves
// takes them.
type solveFlags struct {
	solver  string
	threads int
	memory  int // --memory, where the command takes it (0: the default)
}

// addSolveFlags declares --solver (the pure-Go solver by default) and
// --threads (threads by default).
func addSolveFlags(fs *flag.FlagSet, threads int) *solveFlags {
	s := &solveFlags{}
	fs.StringVar(&s.solver, "solver", libdds.DefaultBackend, "")
	fs.IntVar(&s.threads, "threads", threads, "")
	return s
}

// addMemory declares --memory MB: the Go solver's table per thread.
func (s *solveFlags) addMemory(fs *flag.FlagSet) {
	fs.IntVar(&s.memory, "memory", 0, "")
}

// check refuses a negative --threads (the engine's rule) and a --memory
// out of range.
func (s *solveFlags) check() error {
	if s.memory < 0 || s.memory > solver.MaxMemoryMB {
		return withHint(badInput("--memory %d: want megabytes from 1 to %d", s.memory, solver.MaxMemoryMB),
			fmt.Sprintf("leave it out for the default, %d MB a thread", solver.DefaultMemoryMB))
	}
	return optionError(engine.Options{Threads: s.threads}.Validate(nil), "", "")
}

// factory checks --threads and returns the --solver backend's Factory,
// set up for that many workers (0: one per core).
func (s *solveFlags) factory() (dds.Factory, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	return backend(s.solver, s.threads, solver.Options{MemoryMB: s.memory})
}

// backend is libdds.BackendOptions with its errors the command line's: a
// missing libdds a failure with the install hint, an unknown name or an
// option the backend does not take bad usage.
func backend(name string, threads int, opt solver.Options) (dds.Factory, error) {
	f, err := libdds.BackendOptions(name, threads, opt)
	var le *libdds.LoadError
	var ue *libdds.UnknownBackendError
	switch {
	case errors.As(err, &le):
		return nil, failure(fmt.Errorf("libdds is not available: %s", le.Reasons), libdds.InstallHint)
	case errors.As(err, &ue):
		return nil, withHint(badInput("%v", err), "use --solver "+libdds.BackendNames)
	case err != nil:
		return nil, optionError(err, "", "")
	}
	return f, err
}

// parseSeed reads --seed: a whole number from 0 to 2^bits-1 (given: 63
// for a case's seed, 64 for deal's), or for "" a fresh one below 2^63, to
// be printed so that the run can be repeated.
func parseSeed(text, hint string, bits int) (seed uint64, given bool, err error) {
	if text == "" {
		return rand.Uint64() >> 1, false, nil
	}
	if seed, err = strconv.ParseUint(text, 10, bits); err != nil {
		return 0, false, withHint(badInput("--seed %q: want a whole number from 0 to %d", text, uint64(1)<<bits-1), hint)
	}
	return seed, true, nil
}

// jsonFlag declares --json; format is then "json" with it, else "text".
func jsonFlag(fs *flag.FlagSet) (format func() string) {
	asJSON := fs.Bool("json", false, "")
	return func() string {
		if *asJSON {
			return "json"
		}
		return "text"
	}
}

// given reports whether flag name was set on the command line, so that
// "--samples 0" is refused rather than read as "the default".
func given(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// optionError makes an option a library refuses (a *dds.OptionError) a
// usage error, each key it names written as its flag ("--samples 0: want
// 1 to 10000000"); another error is the value of --flag that does not
// parse; nil stays nil. It is the one place where keys become flags.
func optionError(err error, flag, hint string) error {
	var oe *dds.OptionError
	if err == nil {
		return nil
	}
	if !errors.As(err, &oe) {
		return withHint(badInput("--%s: %v", flag, err), hint)
	}
	// The message starts with the key; the others may stand anywhere.
	msg := flagName(oe.Key) + asFlags(strings.TrimPrefix(oe.Msg, oe.Key), oe.Others)
	if oe.Hint != "" {
		hint = asFlags(oe.Hint, append([]string{oe.Key}, oe.Others...))
	}
	return withHint(badInput("%s", msg), hint)
}

// asFlags writes each of keys, where it stands as a word in text, as its
// flag.
func asFlags(text string, keys []string) string {
	for _, k := range keys {
		re := regexp.MustCompile(`(^|[^-\w])` + regexp.QuoteMeta(k) + `\b`)
		text = re.ReplaceAllString(text, "${1}"+flagName(k))
	}
	return text
}

// flagName is an option key's flag: "vul" is "--vul", "produce" "-n".
func flagName(key string) string {
	if f := engine.OptionFlag(key); len(f) > 1 {
		return "--" + f
	}
	return "-" + engine.OptionFlag(key)
}

// reportFormat settles a report's --format with --json (which must agree
// with a --format given) to one of text, md, json or html.
func reportFormat(fs *flag.FlagSet, format *string, asJSON func() string, hint string) error {
	if asJSON() == "json" {
		if given(fs, "format") && !strings.EqualFold(*format, "json") {
			return withHint(badInput("--json and --format %s disagree", *format), "give one of them")
		}
		*format = "json"
	}
	switch strings.ToLower(*format) {
	case "text", "txt", "md", "markdown", "json", "html", "htm":
		return nil
	}
	return withHint(badInput("--format %q: use text, md, json or html", *format), hint)
}

// singleDummyFlags checks --single-dummy N (what: the playouts counted,
// in words) and --layouts (only with it), and reads --seed.
func singleDummyFlags(fs *flag.FlagSet, sd, layouts int, seedText, what, hint string) (uint64, error) {
	if sd < 0 || sd > engine.MaxPlayouts {
		return 0, withHint(badInput("--single-dummy %d: give the number of %s, 1 to %d", sd, what, engine.MaxPlayouts), hint)
	}
	if layouts < 0 || layouts > engine.MaxLayouts || given(fs, "layouts") && sd == 0 {
		return 0, withHint(badInput("--layouts %d: the layouts each player solves a decision (1 to %d), with --single-dummy", layouts, engine.MaxLayouts), hint)
	}
	seed, _, err := parseSeed(seedText, hint, 63)
	return seed, err
}
