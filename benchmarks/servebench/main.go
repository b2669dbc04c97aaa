// main.go: servebench — a ruling run through `ruling serve`'s API against the same run from the command line, interleaved.
//
// Usage (from the repository root):
//
//	go run ./benchmarks/servebench [--case examples/misinformation-mp.toml] [--samples 1000]
//	                               [--reps 5] [--threads 0] [--results DIR] [--no-record]
//
// It builds ruling once, starts `ruling serve` on a free loopback port,
// and then, for each repetition, times the same case both ways (the order
// rotating): `ruling adjust --format json CASE` as a new process, and a
// POST of the case file to /api/adjust on the running server. Both are
// whole runs — reading the case, the simulation, the report — timed by
// the wall clock from the caller's side; both must give the same JSON
// report. The figures: the median time of each, the ratio API / command
// line of the medians, and the ratio repetition by repetition with its
// median (the two runs of a repetition ran back to back). The target of
// the web page's issue: the API within 10 % of the command line.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ruling-bridge/ruling/benchmarks/internal/record"
	"github.com/ruling-bridge/ruling/benchmarks/internal/setup"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "servebench: error: %v\n", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("servebench", flag.ContinueOnError)
	casePath := fs.String("case", filepath.Join("examples", "misinformation-mp.toml"), "the case file to run")
	samples := fs.Int("samples", 1000, "deals per simulated scenario (written into the case for both runs)")
	reps := fs.Int("reps", 5, "repetitions of each way")
	threads := fs.Int("threads", 0, "worker threads (0: one per core), the same both ways")
	results := fs.String("results", "", "directory for the dated results file (default: a new temporary one, printed; benchmarks/results keeps the figures)")
	noRecord := fs.Bool("no-record", false, "do not write a results file")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if !*noRecord {
		var err error
		if *results, err = record.Dir(*results, "servebench", stdout); err != nil {
			return err
		}
	}
	load := record.LoadAverage()
	text, err := os.ReadFile(*casePath)
	if err != nil {
		return err
	}
	// The same case both ways: the samples set in the file itself.
	text = withSamples(text, *samples)
	dir, err := os.MkdirTemp("", "servebench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	caseFile := filepath.Join(dir, "case.toml")
	if err := os.WriteFile(caseFile, text, 0o644); err != nil {
		return err
	}
	bin, err := setup.Ruling(dir)
	if err != nil {
		return err
	}
	th := strconv.Itoa(*threads)

	// The server, on a free port; its first line says where.
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	srv := exec.CommandContext(ctx, bin, "serve", "--addr", "127.0.0.1:0", "--threads", th)
	srv.Cancel = func() error { return srv.Process.Signal(os.Interrupt) }
	pipe, err := srv.StdoutPipe()
	if err != nil {
		return err
	}
	if err := srv.Start(); err != nil {
		return err
	}
	defer srv.Wait()
	line, err := bufio.NewReader(pipe).ReadString('\n')
	if err != nil {
		return fmt.Errorf("ruling serve: %v", err)
	}
	url := strings.TrimSuffix(strings.Fields(line[strings.Index(line, "http://"):])[0], "/")

	cli := func() ([]byte, error) {
		var out, errOut bytes.Buffer
		cmd := exec.Command(bin, "adjust", "--format", "json", "--threads", th, caseFile)
		cmd.Stdout, cmd.Stderr = &out, &errOut
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("ruling adjust: %v: %s", err, errOut.String())
		}
		return out.Bytes(), nil
	}
	api := func() ([]byte, error) {
		res, err := http.Post(url+"/api/adjust", "application/toml", bytes.NewReader(text))
		if err != nil {
			return nil, err
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		if err == nil && res.StatusCode != 200 {
			err = errors.New(string(b))
		}
		return b, err
	}
	// page is the page's own call: the same POST asking for server-sent
	// events, read to the report (every format rendered).
	page := func() ([]byte, error) {
		req, err := http.NewRequest("POST", url+"/api/adjust", bytes.NewReader(text))
		if err != nil {
			return nil, err
		}
		req.Header.Set("Content-Type", "application/toml")
		req.Header.Set("Accept", "text/event-stream")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, err
		}
		defer res.Body.Close()
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(nil, 64<<20)
		event := ""
		for sc.Scan() {
			line := sc.Text()
			if e, ok := strings.CutPrefix(line, "event: "); ok {
				event = e
			} else if d, ok := strings.CutPrefix(line, "data: "); ok && (event == "report" || event == "error") {
				var rep struct {
					JSON  json.RawMessage `json:"json"`
					Error string          `json:"error"`
				}
				if err := json.Unmarshal([]byte(d), &rep); err != nil {
					return nil, err
				}
				if event == "error" {
					return nil, errors.New(rep.Error)
				}
				return rep.JSON, nil
			}
		}
		return nil, fmt.Errorf("the event stream ended without a report: %v", sc.Err())
	}
	ways := []struct {
		name string
		fn   func() ([]byte, error)
	}{{"command line", cli}, {"API", api}, {"page (events)", page}}
	times := make([][]time.Duration, len(ways))
	reports := make([][]byte, len(ways))
	for r := range *reps {
		for k := range ways {
			i := (k + r) % len(ways) // rotate the order
			start := time.Now()
			b, err := ways[i].fn()
			if err != nil {
				return fmt.Errorf("%s: %v", ways[i].name, err)
			}
			el := time.Since(start)
			times[i] = append(times[i], el)
			var c bytes.Buffer // the events carry the report compacted
			if err := json.Compact(&c, b); err != nil {
				return fmt.Errorf("%s: the report is not JSON: %v", ways[i].name, err)
			}
			reports[i] = c.Bytes()
			fmt.Fprintf(stdout, "rep %d  %-14s  %7.2f s\n", r+1, ways[i].name, el.Seconds())
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# servebench %s\n\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"))
	fmt.Fprintf(&b, "%s with samples = %d: `ruling adjust --format json` (a new process) against POST /api/adjust on a running `ruling serve`,\n",
		*casePath, *samples)
	fmt.Fprintf(&b, "answered as JSON (API) and as the page asks, server-sent events with every format (page);\n")
	fmt.Fprintf(&b, "threads %d, %d CPUs, %d repetitions interleaved (the order rotating); load average before: %s.\n\n", *threads, runtime.NumCPU(), *reps, load)
	fmt.Fprintf(&b, "Command: `go run ./benchmarks/servebench %s`\n\n", strings.Join(args, " "))
	fmt.Fprintf(&b, "| way | median wall time | runs (s) |\n|---|---|---|\n")
	med := make([]float64, len(ways))
	for i, w := range ways {
		ts := slices.Clone(times[i])
		slices.Sort(ts)
		med[i] = ts[len(ts)/2].Seconds()
		var runs []string
		for _, t := range times[i] {
			runs = append(runs, fmt.Sprintf("%.2f", t.Seconds()))
		}
		fmt.Fprintf(&b, "| %s | %.2f s | %s |\n", w.name, med[i], strings.Join(runs, ", "))
	}
	b.WriteString("\n")
	for i := 1; i < len(ways); i++ {
		var pair []float64
		for r := range *reps {
			pair = append(pair, times[i][r].Seconds()/times[0][r].Seconds())
		}
		var ps []string
		for _, p := range pair {
			ps = append(ps, fmt.Sprintf("%.3f", p))
		}
		slices.Sort(pair)
		fmt.Fprintf(&b, "%s / command line: %.3f× (medians); by repetition %s, median %.3f×.\n", ways[i].name, med[i]/med[0], strings.Join(ps, ", "), pair[len(pair)/2])
	}
	same := true
	for i := 1; i < len(ways); i++ {
		same = same && bytes.Equal(reports[0], reports[i])
	}
	if same {
		fmt.Fprintf(&b, "\nEvery way gave the same JSON report.\n")
	} else {
		fmt.Fprintf(&b, "\n**The reports differ** between the ways.\n")
	}
	fmt.Fprint(stdout, "\n"+b.String())
	stop()
	if *noRecord {
		return nil
	}
	return record.Write(*results, time.Now().UTC().Format("2006-01-02-serve-1504")+".md", b.String(), stdout)
}

// withSamples sets samples = n in a case file's text (the top-level key,
// replaced where it is or added at the top).
func withSamples(text []byte, n int) []byte {
	lines := strings.Split(string(text), "\n")
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "[") {
			break
		}
		if f := strings.Fields(l); len(f) > 0 && (f[0] == "samples" || strings.HasPrefix(f[0], "samples=")) {
			lines[i] = fmt.Sprintf("samples = %d", n)
			return []byte(strings.Join(lines, "\n"))
		}
	}
	return []byte(fmt.Sprintf("samples = %d\n", n) + string(text))
}
