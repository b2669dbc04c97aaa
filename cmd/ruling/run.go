// run.go: subcommand dispatch, the usage texts (help/), and how errors become exit statuses.

package main

import (
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime/debug"

	"github.com/ruling-bridge/ruling/internal/version"
)

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1 // the run failed: a missing library, an I/O error, ...
	exitUsage   = 2 // bad usage or bad input
)

// env is what a subcommand runs with: its arguments and the standard streams.
type env struct {
	ctx    context.Context
	args   []string
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
}

// commands are the subcommands by name, each in a file of its own. The
// top-level usage, help/ruling.txt, lists them (hand-written).
var commands map[string]func(e *env) error

func init() {
	commands = map[string]func(e *env) error{
		"case":    runCase,
		"adjust":  runAdjust,
		"score":   runScore,
		"leads":   runLeads,
		"play":    runPlay,
		"revoke":  runRevoke,
		"options": runOptions,
		"solve":   runSolve,
		"deal":    runDeal,
		"serve":   runServe,
		"weigh":   runWeigh,
		"help":    runHelp,
		"version": runVersion,
	}
}

// run executes one invocation of ruling and returns its exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "ruling: internal error: %v\n%s", r, debug.Stack())
			code = exitFailure
		}
	}()
	if len(args) == 0 {
		fmt.Fprint(stderr, helpFile("ruling"))
		return exitUsage
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help":
		fmt.Fprint(stdout, helpFile("ruling"))
		return exitOK
	case "-version", "--version":
		name = "version"
	}
	cmd, ok := commands[name]
	if !ok {
		return report(stderr, withHint(badInput("unknown command %q", name), "run \"ruling help\" for the list of commands"))
	}
	err := cmd(&env{ctx: ctx, args: args[1:], stdin: stdin, stdout: stdout, stderr: stderr})
	var ie *interruptedError
	if err != nil && ctx.Err() != nil && !errors.As(err, &ie) {
		err = interrupted("", "") // whatever stopped, Ctrl-C stopped it
	}
	return report(stderr, err)
}

// interruptedError ends a command stopped by Ctrl-C (its context
// cancelled): "ruling: interrupted", with what was kept when the command
// says, exit status 1 — never "context canceled".
type interruptedError struct {
	what string // "the statistics cover the first 3 deals"; "" for nothing more
	hint string
}

func (e *interruptedError) Error() string {
	if e.what == "" {
		return "interrupted"
	}
	return "interrupted: " + e.what
}

// interrupted makes the error of a command stopped by Ctrl-C.
func interrupted(what, hint string) error { return &interruptedError{what: what, hint: hint} }

// cliError is an error with the exit status it ends ruling with and, when
// set, a hint printed on a line of its own.
type cliError struct {
	err  error
	code int // exitUsage or exitFailure
	hint string
}

func (e *cliError) Error() string { return e.err.Error() }
func (e *cliError) Unwrap() error { return e.err }

// badInput makes a usage error (exit status 2).
func badInput(format string, a ...any) error {
	return &cliError{err: errors.New(fmt.Sprintf(format, a...)), code: exitUsage}
}

// withHint makes err a usage error with a hint.
func withHint(err error, hint string) error {
	return &cliError{err: errors.New(err.Error()), code: exitUsage, hint: hint}
}

// failure is err, a failure (exit status 1), with a hint.
func failure(err error, hint string) error {
	return &cliError{err: err, code: exitFailure, hint: hint}
}

// errHelpShown ends a command after it printed its usage on request.
var errHelpShown = errors.New("help shown")

// report prints err the ruling way and returns the exit status.
func report(stderr io.Writer, err error) int {
	if err == nil || errors.Is(err, errHelpShown) {
		return exitOK
	}
	var ie *interruptedError
	if errors.As(err, &ie) {
		fmt.Fprintf(stderr, "ruling: %v\n", ie)
		if ie.hint != "" {
			fmt.Fprintf(stderr, "ruling: hint: %s\n", ie.hint)
		}
		return exitFailure
	}
	fmt.Fprintf(stderr, "ruling: error: %v\n", err)
	var c *cliError
	if !errors.As(err, &c) {
		return exitFailure
	}
	if c.hint != "" {
		fmt.Fprintf(stderr, "ruling: hint: %s\n", c.hint)
	}
	return c.code
}

// newFlags makes a subcommand's flag set. Its usage text is the
// subcommand's hand-written help (help/NAME.txt, printed by parseFlags);
// parse errors become usage errors.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("ruling "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parseFlags parses args, printing the command's help for -h.
func parseFlags(e *env, fs *flag.FlagSet, name string) error {
	err := fs.Parse(e.args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(e.stdout, helpFile(name))
		return errHelpShown
	}
	if err != nil {
		return withHint(err, fmt.Sprintf("run \"ruling help %s\" for its options", name))
	}
	return nil
}

// runHelp prints the top-level usage, or a command's help: its
// help/NAME.txt, which the command also prints for -h.
func runHelp(e *env) error {
	if len(e.args) == 0 {
		fmt.Fprint(e.stdout, helpFile("ruling"))
		return nil
	}
	if _, ok := commands[e.args[0]]; !ok {
		return withHint(badInput("unknown command %q", e.args[0]), "run \"ruling help\" for the list of commands")
	}
	fmt.Fprint(e.stdout, helpFile(e.args[0]))
	return nil
}

func runVersion(e *env) error {
	fmt.Fprintf(e.stdout, "ruling %s\n", version.String())
	return nil
}

// The usage texts, hand-written: ruling.txt the top-level usage, and one
// file for each command.
//
//go:embed help/*.txt
var helpFiles embed.FS

// helpFile is a command's usage text.
func helpFile(name string) string {
	b, err := helpFiles.ReadFile("help/" + name + ".txt")
	if err != nil {
		panic("no help/" + name + ".txt") // a build mistake, caught by every test
	}
	return string(b)
}
