// workerpool.go: the worker-pool command — an external pool of Beam workers on this machine, which a runner (a Flink or Spark job server, Prism) starts workers in when a job asks for --environment_type EXTERNAL.

package main

import (
	"context"
	"fmt"
	"io"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/universal/extworker"
)

func runWorkerPool(ctx context.Context, args []string, stderr io.Writer) error {
	fs := newFlags("worker-pool")
	port := fs.Int("port", 50000, "")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *port < 0 || *port > 65535 {
		return badInput("--port %d is not a port", *port)
	}
	beam.Init()
	pool, err := extworker.StartLoopback(ctx, *port)
	if err != nil {
		return failure(fmt.Errorf("worker-pool: %v", err), "choose a free --port")
	}
	fmt.Fprintf(stderr, "ruling-bulk: worker pool at %s (give --environment_type EXTERNAL --environment_config %[1]s); Ctrl-C stops it\n",
		pool.EnvironmentConfig(ctx))
	<-ctx.Done()
	return pool.Stop(context.Background())
}
