// main.go: ruling-bulk's entry point — a worker started by a runner, or a command (solve, merge, worker-pool, help).

package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
)

func main() {
	// A runner that starts workers itself (Dataflow, a container, a
	// process environment) runs this binary with --worker and the
	// harness's flags: beam.Init then runs the worker and exits.
	if len(os.Args) > 1 && strings.HasPrefix(os.Args[1], "-") && !isHelp(os.Args[1]) {
		flag.Parse()
		beam.Init()
		fmt.Fprint(os.Stderr, usage)
		os.Exit(exitUsage)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
