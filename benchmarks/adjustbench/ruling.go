// ruling.go: adjustbench's ruling job — the whole of `ruling adjust` on examples/misinformation-mp.toml (the case read, every scenario, the scores, the text report), end to end.

package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/ruling-bridge/ruling/benchmarks/internal/record"
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// rulingCaseFile is the case the ruling job rules on: issue 36's main
// job is its declarer's view at 10,000 deals.
const rulingCaseFile = "examples/misinformation-mp.toml"

// rulingOnce rules on the case file in dir with samples deals, seed
// benchSeed, on threads workers: the time of the ruling (the deals
// dealt and solved, the outcomes weighted and scored) and of the text
// report, and the report.
func rulingOnce(dir string, f dds.Factory, samples, threads int) (ruling, report time.Duration, text []byte, err error) {
	start := time.Now()
	c, err := engine.ParseCase(os.DirFS(dir), rulingCaseFile)
	if err != nil {
		return 0, 0, nil, err
	}
	seed := uint64(benchSeed)
	r, err := engine.Adjust(context.Background(), c, engine.Options{Samples: samples, Seed: &seed, Threads: threads, Solver: f})
	if err != nil {
		return 0, 0, nil, err
	}
	ruling = time.Since(start)
	start = time.Now()
	var b bytes.Buffer
	if err := (reports.Text{}).Encode(&b, r); err != nil {
		return 0, 0, nil, err
	}
	return ruling, time.Since(start), b.Bytes(), nil
}

// rulingJob times the ruling with each backend at 1 and at threads
// workers, interleaved with a rotating order; every run must write the
// same report.
func rulingJob(b *strings.Builder, stdout io.Writer, names []string, factories map[string]dds.Factory, samples, reps, threads int) error {
	workers := workerCounts(threads)
	type key struct {
		name string
		w    int
	}
	total, rep := map[key][]time.Duration{}, map[key][]time.Duration{}
	var first []byte
	for r := range reps {
		for _, w := range workers {
			for k := range names {
				n := names[(k+r)%len(names)]
				rt, et, text, err := rulingOnce(".", factories[n], samples, w)
				if err != nil {
					return fmt.Errorf("ruling %s: %v", n, err)
				}
				if first == nil {
					first = text
				} else if !bytes.Equal(text, first) {
					return fmt.Errorf("ruling %s at %d threads: the report differs from the first run's", n, w)
				}
				total[key{n, w}] = append(total[key{n, w}], rt+et)
				rep[key{n, w}] = append(rep[key{n, w}], et)
				fmt.Fprintf(stdout, "ruling rep %d  %-6s  %d threads  %8.2f s%s\n", r+1, n, w, (rt + et).Seconds(), takeNodes())
			}
		}
	}
	fmt.Fprintf(b, "\n## Ruling\n\n`ruling adjust %s` without the process: the case read, %d deals in its simulated scenario, seed %d, every outcome scored, the text report (%d repetitions interleaved).\n\n",
		rulingCaseFile, samples, benchSeed, reps)
	fmt.Fprintf(b, "| solver | threads | median wall time | of which the report | speed-up |\n|---|---|---|---|---|\n")
	for _, n := range names {
		for _, w := range workers {
			fmt.Fprintf(b, "| %s | %d | %.3f s | %.4f s | %.2f× |\n", n, w, record.Median(total[key{n, w}]).Seconds(),
				record.Median(rep[key{n, w}]).Seconds(), ratio(record.Median(total[key{n, 1}]), record.Median(total[key{n, w}])))
		}
	}
	fmt.Fprintf(b, "\nEvery run wrote the same report, byte for byte.\n")
	return nil
}
