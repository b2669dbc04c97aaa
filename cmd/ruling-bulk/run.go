// run.go: command dispatch, the usage text (usage.txt), and how errors become exit statuses.

package main

import (
	"context"
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime/debug"

	"github.com/ruling-bridge/ruling/internal/version"
)

// Exit statuses, as ruling's.
const (
	exitOK      = 0
	exitFailure = 1 // the run failed: a worker's error, an I/O error, ...
	exitUsage   = 2 // bad usage or bad input
)

//go:embed usage.txt
var usage string

// userError is an error with its exit status and a hint.
type userError struct {
	err  error
	code int
	hint string
}

func (e *userError) Error() string { return e.err.Error() }
func (e *userError) Unwrap() error { return e.err }

// badInput is bad usage or bad input (exit status 2).
func badInput(format string, a ...any) *userError {
	return &userError{err: fmt.Errorf(format, a...), code: exitUsage}
}

// failure is a run that failed (exit status 1), with a hint.
func failure(err error, hint string) *userError {
	return &userError{err: err, code: exitFailure, hint: hint}
}

func (e *userError) withHint(hint string) *userError { e.hint = hint; return e }

// run executes one invocation and returns its exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "ruling-bulk: internal error: %v\n%s", r, debug.Stack())
			code = exitFailure
		}
	}()
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	var err error
	switch cmd, rest := args[0], args[1:]; {
	case isHelp(cmd):
		fmt.Fprint(stdout, usage)
		return exitOK
	case cmd == "solve":
		err = runSolve(ctx, rest, stderr)
	case cmd == "deals":
		err = runDeals(ctx, rest, stdout, stderr)
	case cmd == "merge":
		err = runMerge(ctx, rest, stdout)
	case cmd == "worker-pool":
		err = runWorkerPool(ctx, rest, stderr)
	case cmd == "version" && len(rest) > 0:
		err = badInput("version takes no arguments")
	case cmd == "version":
		fmt.Fprintf(stdout, "ruling-bulk %s\n", version.String())
	default:
		err = badInput("unknown command %q", cmd).withHint(`run "ruling-bulk help" for the commands`)
	}
	if err == nil {
		return exitOK
	}
	fmt.Fprintf(stderr, "ruling-bulk: error: %v\n", err)
	var ue *userError
	if errors.As(err, &ue) {
		if ue.hint != "" {
			fmt.Fprintf(stderr, "ruling-bulk: hint: %s\n", ue.hint)
		}
		return ue.code
	}
	return exitFailure
}

func isHelp(arg string) bool {
	switch arg {
	case "help", "-h", "-help", "--help":
		return true
	}
	return false
}

// newFlags is a flag set for a command that reports its own errors.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses a command's flags; a bad one is bad usage.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return badInput("%s: %v", fs.Name(), err).withHint(`run "ruling-bulk help" for the options`)
	}
	return nil
}
