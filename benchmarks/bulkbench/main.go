// main.go: bulkbench — ruling-bulk (a Beam pipeline on Prism) against "ruling solve" on the same random deals with the same number of solvers, interleaved: deals per second and peak memory.
//
// Usage (from the repository root):
//
//	go run ./benchmarks/bulkbench [--deals 2000] [--seed 1] [--threads 2] [--reps 3]
//	                              [--range 100] [--pool] [--results DIR] [--no-record]
//
// It builds ruling, ruling-bulk (its own module, cmd/ruling-bulk; both
// with the solver's PGO profile) and, with --pool, the Beam SDK's Prism
// command, then prints the run's deals once (ruling-bulk deals) and, for
// each repetition, times the same deals each way, the order rotating:
//
//	solve  ruling solve --threads T DEALS
//	bulk   ruling-bulk solve --threads T --range R --out NEW_DIR DEALS  (Prism in the
//	       process, its workers in the same process: loopback)
//	pool   with --pool: Prism as a job server process, the workers in a
//	       ruling-bulk worker-pool process (--environment_type EXTERNAL),
//	       the launcher submitting through the job API
//
// Each is a whole run timed by the wall clock from the caller: for bulk,
// reading and staging the input, the pipeline, the shards, the report and
// the library. Every bulk run's merged output must equal solve's byte for
// byte. The figures: the median time of each, deals per second, the ratio
// bulk / solve in deals per second (the target: within 15 %), and
// the peak resident memory (the child's maximum RSS): solve's process,
// bulk's process (runner and workers together) and the worker pool's
// process alone (the solvers' share, to compare with solve's). Each bulk
// run is traced (RULING_BULK_TRACE) and the results give how the runner
// spread it: its bundles, the largest one's ranges, the deals each solver
// solved, and the ranges that only one solver worked on.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/ruling-bridge/ruling/benchmarks/internal/record"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "bulkbench: error: %v\n", err)
		os.Exit(1)
	}
}

// measure is one timed run: its wall time and its peak RSS (KiB).
type measure struct {
	wall  time.Duration
	maxKB int64
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bulkbench", flag.ContinueOnError)
	deals := fs.Int("deals", 2000, "random deals (ruling-bulk deals --seed)")
	seed := fs.Int("seed", 1, "their seed")
	threads := fs.Int("threads", 2, "solvers each way: ruling solve --threads, ruling-bulk solve --threads")
	reps := fs.Int("reps", 3, "repetitions of each way")
	rangeSize := fs.Int("range", 100, "ruling-bulk's deals per range (--range): small enough that the ranges keep every solver busy to the end")
	pool := fs.Bool("pool", false, "also run on Prism's job server with an external worker pool")
	results := fs.String("results", "", "directory for the dated results file (default: a new temporary one; benchmarks/results keeps the figures)")
	noRecord := fs.Bool("no-record", false, "do not write a results file")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if !*noRecord {
		var err error
		if *results, err = record.Dir(*results, "bulkbench", stdout); err != nil {
			return err
		}
	}
	loadBefore := record.LoadAverage()
	dir, err := os.MkdirTemp("", "bulkbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	ruling, bulk, prism := filepath.Join(dir, "ruling"), filepath.Join(dir, "ruling-bulk"), filepath.Join(dir, "prism")
	builds := [][]string{
		{"build", "-o", ruling, "./cmd/ruling"},
		{"build", "-C", "cmd/ruling-bulk", "-o", bulk, "."},
	}
	if *pool {
		builds = append(builds, []string{"build", "-C", "cmd/ruling-bulk", "-o", prism, "github.com/apache/beam/sdks/v2/go/cmd/prism"})
	}
	for _, b := range builds {
		if out, err := exec.Command("go", b...).CombinedOutput(); err != nil {
			return fmt.Errorf("go %s: %v\n%s", strings.Join(b, " "), err, out)
		}
	}
	dealFile := filepath.Join(dir, "deals.txt")
	text, err := exec.Command(bulk, "deals", "--deals", strconv.Itoa(*deals), "--seed", strconv.Itoa(*seed)).Output()
	if err != nil {
		return fmt.Errorf("ruling-bulk deals: %v", err)
	}
	if err := os.WriteFile(dealFile, text, 0o644); err != nil {
		return err
	}
	th := strconv.Itoa(*threads)

	var want []byte // solve's output: every bulk run must merge to it
	ways := []string{"solve", "bulk"}
	if *pool {
		ways = append(ways, "pool")
	}
	times := map[string][]measure{}
	workerKB := []int64{}
	var spread []string // the traces' summaries, run by run
	for rep := range *reps {
		for k := range ways {
			way := ways[(k+rep)%len(ways)]
			var m measure
			var out []byte
			switch way {
			case "solve":
				m, out, err = timed(nil, ruling, "solve", "--threads", th, dealFile)
				if want == nil {
					want = out
				} else if !bytes.Equal(out, want) {
					err = fmt.Errorf("ruling solve gave another output in repetition %d", rep+1)
				}
			case "bulk", "pool":
				runDir := filepath.Join(dir, fmt.Sprintf("%s-%d", way, rep))
				traceFile := runDir + ".trace"
				os.Setenv(traceEnv, traceFile) // the launcher and the worker pool inherit it
				args := []string{"solve", "--threads", th, "--range", strconv.Itoa(*rangeSize), "--out", runDir}
				var stopPool func() (int64, error)
				if way == "pool" {
					var extra []string
					extra, stopPool, err = startPool(prism, bulk)
					if err != nil {
						return err
					}
					args = append(args, extra...)
				}
				m, _, err = timed(nil, bulk, append(args, dealFile)...)
				if stopPool != nil {
					kb, perr := stopPool()
					workerKB = append(workerKB, kb)
					if err == nil {
						err = perr
					}
				}
				if err == nil {
					out, err = exec.Command(bulk, "merge", runDir).Output()
				}
				if err == nil && want != nil && !bytes.Equal(out, want) {
					err = fmt.Errorf("%s: the merged output is not ruling solve's", way)
				}
				os.Unsetenv(traceEnv)
				if err == nil {
					var data []byte
					if data, err = os.ReadFile(traceFile); err == nil {
						var sum string
						sum, err = summarizeTrace(data)
						spread = append(spread, fmt.Sprintf("%s, repetition %d: %s", way, rep+1, sum))
					}
				}
				os.RemoveAll(runDir)
			}
			if err != nil {
				return fmt.Errorf("%s, repetition %d: %v", way, rep+1, err)
			}
			fmt.Fprintf(stdout, "rep %d %-5s %8.2f s  %7.1f deals/s  max RSS %6.1f MiB\n", rep+1, way, m.wall.Seconds(),
				float64(*deals)/m.wall.Seconds(), float64(m.maxKB)/1024)
			times[way] = append(times[way], m)
		}
	}

	var b strings.Builder
	fmt.Fprintf(&b, "# bulkbench %s\n\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"))
	fmt.Fprintf(&b, "%d random deals (ruling-bulk deals --seed %d), %d solvers each way, ranges of %d deals, %d repetitions interleaved; %d CPUs; "+
		"ruling and ruling-bulk built by go build with %s; load average before %s, after %s.\n\n",
		*deals, *seed, *threads, *rangeSize, *reps, runtime.NumCPU(), record.Profile, loadBefore, record.LoadAverage())
	b.WriteString("| way | median s | deals/s | ratio to solve (deals/s) | peak RSS MiB of the command run (median) |\n|---|---:|---:|---:|---:|\n")
	base := median(times["solve"], func(m measure) float64 { return m.wall.Seconds() })
	for _, way := range ways {
		t := median(times[way], func(m measure) float64 { return m.wall.Seconds() })
		kb := median(times[way], func(m measure) float64 { return float64(m.maxKB) })
		fmt.Fprintf(&b, "| %s | %.2f | %.1f | %.3f | %.1f |\n", way, t, float64(*deals)/t, base/t, kb/1024)
	}
	if len(workerKB) > 0 {
		slices.Sort(workerKB)
		fmt.Fprintf(&b, "\nThe pool row's RSS is the launcher's; the worker pool's process alone (its %d solvers): peak RSS %.1f MiB (median).\n",
			*threads, float64(workerKB[len(workerKB)/2])/1024)
	}
	b.WriteString("\nHow Prism spread the ranges (RULING_BULK_TRACE):\n\n")
	for _, line := range spread {
		fmt.Fprintf(&b, "- %s\n", line)
	}
	b.WriteString("\nRatio repetition by repetition (solve time / bulk time):")
	for i := range times["bulk"] {
		fmt.Fprintf(&b, " %.3f", times["solve"][i].wall.Seconds()/times["bulk"][i].wall.Seconds())
	}
	b.WriteString("\n")
	fmt.Fprint(stdout, "\n"+b.String())
	if *noRecord {
		return nil
	}
	return record.Write(*results, time.Now().UTC().Format("2006-01-02-bulk-1504")+".md", b.String(), stdout)
}

// timed runs a command, its standard output kept, and measures it.
func timed(stdin io.Reader, name string, args ...string) (measure, []byte, error) {
	var out, errb bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, &out, &errb
	start := time.Now()
	err := cmd.Run()
	m := measure{wall: time.Since(start)}
	if err != nil {
		return m, nil, fmt.Errorf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, errb.String())
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		m.maxKB = ru.Maxrss
	}
	return m, out.Bytes(), nil
}

// startPool starts Prism's job server and a worker pool, and returns the
// launcher's flags for them and a function that stops both and gives the
// pool's peak RSS (KiB).
func startPool(prism, bulk string) ([]string, func() (int64, error), error) {
	server := exec.Command(prism, "--job_port", "0", "--serve_http=false", "--log_kind", "text")
	endpoint, err := started(server, regexp.MustCompile(`endpoint=(localhost:\d+)`))
	if err != nil {
		return nil, nil, err
	}
	pool := exec.Command(bulk, "worker-pool", "--port", "0")
	at, err := started(pool, regexp.MustCompile(`worker pool at (localhost:\d+)`))
	if err != nil {
		server.Process.Kill()
		return nil, nil, err
	}
	stop := func() (int64, error) {
		pool.Process.Signal(os.Interrupt)
		pool.Wait()
		server.Process.Kill()
		server.Wait()
		if ru, ok := pool.ProcessState.SysUsage().(*syscall.Rusage); ok {
			return ru.Maxrss, nil
		}
		return 0, fmt.Errorf("no resource usage of the worker pool")
	}
	return []string{"--runner", "universal", "--endpoint", endpoint, "--environment_type", "EXTERNAL", "--environment_config", at}, stop, nil
}

// started starts a server and reads its standard error up to the line
// that gives its address.
func started(cmd *exec.Cmd, re *regexp.Regexp) (string, error) {
	pipe, err := cmd.StderrPipe()
	if err != nil {
		return "", err
	}
	if err := cmd.Start(); err != nil {
		return "", err
	}
	sc := bufio.NewScanner(pipe)
	for sc.Scan() {
		if m := re.FindStringSubmatch(sc.Text()); m != nil {
			go io.Copy(io.Discard, pipe)
			return m[1], nil
		}
	}
	cmd.Process.Kill()
	return "", fmt.Errorf("%s did not say where it listens", filepath.Base(cmd.Path))
}

// median is record.Median of f over ms.
func median(ms []measure, f func(measure) float64) float64 {
	v := make([]float64, len(ms))
	for i, m := range ms {
		v[i] = f(m)
	}
	return record.Median(v)
}
