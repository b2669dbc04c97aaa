// bulk_test.go: ruling-bulk end to end — on Prism in this process and on Prism's job server with an external worker pool, merged output against "ruling solve" byte for byte, a failed attempt, runs resumed into the same DIR.

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/sim/singledummy"
)

// The commands the tests run: this test binary as ruling-bulk (so that
// the workers, the launcher and the pool are the same program), and
// "ruling" and the Beam SDK's Prism command, built once.
var rulingBin, prismBin string

func TestMain(m *testing.M) {
	if os.Getenv("RULING_BULK_AS_MAIN") == "1" {
		main()
		return
	}
	dir, err := os.MkdirTemp("", "ruling-bulk-test")
	if err != nil {
		panic(err)
	}
	rulingBin, prismBin = filepath.Join(dir, "ruling"), filepath.Join(dir, "prism")
	// The temporary files of the tests and of every process they start
	// go in dir, removed at the end: the Beam SDK leaves an empty
	// beamloopbackworker-* file in the temporary directory at each
	// loopback run (its runnerlib.Execute).
	os.Setenv("TMPDIR", dir)
	// Prism with the profile this test binary was built with (its
	// default.pgo under go test's default, none under test.sh's
	// -pgo=off): its Beam packages are then the test binary's, compiled
	// once — with another profile, a cold cache compiles the whole Beam
	// SDK a second time.
	for _, args := range [][]string{
		{"build", "-C", "../..", "-o", rulingBin, "./cmd/ruling"},
		{"build", "-pgo", testProfile(), "-o", prismBin, "github.com/apache/beam/sdks/v2/go/cmd/prism"},
	} {
		if out, err := exec.Command("go", args...).CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "go %s: %v\n%s", strings.Join(args, " "), err, out)
			os.RemoveAll(dir)
			os.Exit(1)
		}
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// testProfile is the -pgo this test binary was built with: its profile's
// path, or "off".
func testProfile() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "-pgo" && s.Value != "" {
				return s.Value
			}
		}
	}
	return "off"
}

// bulk runs ruling-bulk with args; it returns the exit status, standard
// output and standard error.
func bulk(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "RULING_BULK_AS_MAIN=1")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, out.String(), errb.String()
}

// mustBulk runs ruling-bulk and fails the test unless it succeeds.
func mustBulk(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errs := bulk(t, args...)
	if code != 0 {
		t.Fatalf("ruling-bulk %s: exit %d\n%s", strings.Join(args, " "), code, errs)
	}
	return out
}

// rulingSolve is "ruling solve args..." on the file in.
func rulingSolve(t *testing.T, in string, args ...string) string {
	t.Helper()
	cmd := exec.Command(rulingBin, append(append([]string{"solve"}, args...), in)...)
	out, err := cmd.Output()
	if err != nil && len(out) == 0 {
		t.Fatalf("ruling solve %v: %v", args, err)
	}
	return string(out)
}

// generated writes deals 0 … n-1 of seed (under condition) as lines, as
// sim.Dealer deals them, to a file.
func generated(t *testing.T, seed uint64, condition string, n int) string {
	t.Helper()
	var cond *sim.Condition
	if condition != "" {
		var err error
		if cond, err = sim.ParseCondition(condition); err != nil {
			t.Fatal(err)
		}
	}
	d, err := sim.NewDealer(sim.SampleSpec{Condition: cond, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var b strings.Builder
	for i := range n {
		deal, err := d.Deal(uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(deal.String() + "\n")
	}
	file := filepath.Join(t.TempDir(), "deals.txt")
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// TestGeneratedMatchesSolve: random deals solved on Prism in this process,
// in each format with par, merge to what "ruling solve" prints for the
// same deals byte for byte; the library reads back (through "ruling
// solve") as the same output; the report counts every deal once.
func TestGeneratedMatchesSolve(t *testing.T) {
	deals := generated(t, 11, "", 13)
	for _, format := range []string{"tsv", "json", "pbn"} {
		dir := filepath.Join(t.TempDir(), "run")
		mustBulk(t, "solve", "--out", dir, "--deals", "13", "--seed", "11", "--range", "4", "--format", format, "--par")
		got := mustBulk(t, "merge", dir)
		want := rulingSolve(t, deals, "--format", format, "--par")
		if got != want || len(want) < 13*80 {
			t.Fatalf("%s: merged\n%s\nruling solve\n%s", format, got, want)
		}
		if lib := rulingSolve(t, filepath.Join(dir, libraryName), "--format", format, "--par"); lib != want {
			t.Errorf("%s: the library reads as\n%s", format, lib)
		}
		var r report
		data, err := os.ReadFile(filepath.Join(dir, reportJSON))
		if err != nil || json.Unmarshal(data, &r) != nil {
			t.Fatalf("report.json: %v", err)
		}
		checkReport(t, r, want, format)
	}
}

// checkReport checks the report's counts against the tables of the
// merged tsv output (format tsv only), and that it counts every deal.
func checkReport(t *testing.T, r report, merged, format string) {
	t.Helper()
	var parDeals int64
	for _, c := range r.Par.Counts {
		parDeals += c.Deals
	}
	if r.Deals != 13 || r.Tricks["N"]["W"].N != 13 || parDeals != 13 {
		t.Errorf("report: %d deals, %d in NT by West, %d par scores", r.Deals, r.Tricks["N"]["W"].N, parDeals)
	}
	if format != "tsv" {
		return
	}
	var sum [5][4]int
	par := map[int]int64{}
	for _, line := range strings.Split(strings.TrimSpace(merged), "\n") {
		rec, err := dds.ParseTableRecord(line)
		if err != nil {
			t.Fatal(err)
		}
		for s := range 5 {
			for d := range 4 {
				sum[s][d] += rec.Table[s][d]
			}
		}
		var score int
		fmt.Sscan(strings.Split(line, "\t")[2], &score)
		par[score]++
	}
	for _, strain := range dds.Strains {
		for _, seat := range dds.Seats {
			got := r.Tricks[string(strain.Letter())][seat.String()].Mean
			if want := float64(sum[strain][seat]) / 13; got < want-1e-9 || got > want+1e-9 {
				t.Errorf("mean tricks %s by %s: %v, want %v", strain, seat, got, want)
			}
		}
	}
	for _, c := range r.Par.Counts {
		if par[c.Score] != c.Deals {
			t.Errorf("par %d: %d deals in the report, %d in the output", c.Score, c.Deals, par[c.Score])
		}
	}
}

// TestFileInputMatchesSolve: a PBN file with a bad game (--keep-going)
// and a file of lines with comments and blank lines give, merged, what
// "ruling solve" gives them: line numbers, board numbers and the games'
// own tags included. The bad game is reported and the exit status is 2,
// as ruling solve's.
func TestFileInputMatchesSolve(t *testing.T) {
	lines := filepath.Join(t.TempDir(), "lines.tsv")
	data, err := os.ReadFile("../../dds/testdata/dd-tables.tsv")
	if err != nil {
		t.Fatal(err)
	}
	some := strings.Split(string(data), "\n")[:5]
	os.WriteFile(lines, []byte("# five deals\n\n"+strings.Join(some[:2], "\n")+"\n\n"+strings.Join(some[2:], "\n")+"\n"), 0o644)
	for _, c := range []struct {
		file, format string
		bad          bool
	}{{"../../dds/testdata/pbn/several.pbn", "pbn", true}, {"../../dds/testdata/pbn/several.pbn", "json", true}, {lines, "json", false}} {
		dir := filepath.Join(t.TempDir(), "run")
		code, _, errs := bulk(t, "solve", "--out", dir, "--range", "2", "--format", c.format, "--par", "--keep-going", c.file)
		if c.bad && (code != exitUsage || !strings.Contains(errs, "bad input item(s) skipped") || !strings.Contains(errs, "several.pbn:40: board 4")) ||
			!c.bad && code != 0 {
			t.Fatalf("%s: exit %d\n%s", c.file, code, errs)
		}
		got := mustBulk(t, "merge", dir)
		if want := rulingSolve(t, c.file, "--format", c.format, "--par", "--keep-going"); got != want || want == "" {
			t.Errorf("%s %s: merged\n%s\nruling solve\n%s", c.file, c.format, got, want)
		}
	}
}

// TestCondition: deals under a condition meet it, and are sim.Dealer's
// deals of the seed (each recomputable alone).
func TestCondition(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run")
	mustBulk(t, "solve", "--out", dir, "--deals", "6", "--seed", "5", "--condition", "hcp(north) >= 20 && spades(south) >= 5", "--range", "4")
	got := mustBulk(t, "merge", dir)
	deals := generated(t, 5, "hcp(north) >= 20 && spades(south) >= 5", 6)
	if want := rulingSolve(t, deals); got != want {
		t.Errorf("merged\n%s\nwant\n%s", got, want)
	}
	for _, line := range strings.Split(strings.TrimSpace(got), "\n") {
		r, _ := dds.ParseTableRecord(line)
		if r.Deal[dds.North].HCP() < 20 || r.Deal[dds.South].SuitLen(dds.Spades) < 5 {
			t.Errorf("%s does not meet the condition", r.Deal)
		}
	}
	// tricks() in the condition, solved by the worker's solver.
	dir = filepath.Join(t.TempDir(), "tricks")
	mustBulk(t, "solve", "--out", dir, "--deals", "2", "--seed", "5", "--condition", "tricks(north, notrump) >= 9")
	for _, line := range strings.Split(strings.TrimSpace(mustBulk(t, "merge", dir)), "\n") {
		if r, _ := dds.ParseTableRecord(line); r.Table[dds.NoTrump][dds.North] < 9 {
			t.Errorf("%s: North makes %d in notrump, want 9 or more", r.Deal, r.Table[dds.NoTrump][dds.North])
		}
	}
	code, _, errs := bulk(t, "solve", "--out", t.TempDir(), "--deals", "3", "--condition", "hcp(north) >=")
	if code != exitUsage || !strings.Contains(errs, "ruling-bulk: error: --condition: ") {
		t.Errorf("a bad condition: exit %d, %s", code, errs)
	}
}

// TestJobServer: the run submitted through the portable job API to Prism
// started as its own process (the Beam SDK's prism command, a job server
// on loopback) with its workers in an external worker pool of their own
// (ruling-bulk worker-pool): the path a Flink or Spark cluster takes.
// The merged output is "ruling solve"'s.
func TestJobServer(t *testing.T) {
	prism := exec.Command(prismBin, "--job_port", "0", "--serve_http=false", "--log_kind", "text")
	endpoint := startServer(t, prism, regexp.MustCompile(`msg="Serving JobManagement" endpoint=(localhost:\d+)`))
	port := freePort(t)
	pool := exec.Command(os.Args[0], "worker-pool", "--port", port)
	pool.Env = append(os.Environ(), "RULING_BULK_AS_MAIN=1")
	poolAt := startServer(t, pool, regexp.MustCompile(`worker pool at (localhost:\d+)`))

	dir := filepath.Join(t.TempDir(), "run")
	mustBulk(t, "solve", "--runner", "universal", "--endpoint", endpoint,
		"--environment_type", "EXTERNAL", "--environment_config", poolAt,
		"--out", dir, "--deals", "9", "--seed", "21", "--range", "4", "--par")
	got := mustBulk(t, "merge", dir)
	if want := rulingSolve(t, generated(t, 21, "", 9), "--par"); got != want {
		t.Errorf("merged\n%s\nwant\n%s", got, want)
	}
}

// startServer starts cmd and waits for its standard error to show the
// address re finds; the process is stopped when the test ends.
func startServer(t *testing.T, cmd *exec.Cmd, re *regexp.Regexp) string {
	t.Helper()
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
				break
			}
		}
		io.Copy(io.Discard, stderr)
	}()
	select {
	case addr := <-found:
		return addr
	case <-time.After(2 * time.Minute):
		t.Fatalf("%s did not start", cmd.Path)
	}
	return ""
}

// freePort is a TCP port on loopback nobody listens on (now).
func freePort(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return fmt.Sprint(l.Addr().(*net.TCPAddr).Port)
}

// TestFailedAttemptThenRerun: a worker fails its first attempt at a
// range. Prism does not retry a failed bundle — the job fails, the exit
// status is 1 and the cause is named — and merge refuses the unfinished
// run; running the same command again finishes it: every deal once, in
// order, the output "ruling solve"'s.
func TestFailedAttemptThenRerun(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run")
	args := []string{"solve", "--out", dir, "--deals", "12", "--seed", "8", "--range", "3", "--fail-once", "6"}
	code, _, errs := bulk(t, args...)
	if code != exitFailure || !strings.Contains(errs, "ruling-bulk: error: the pipeline failed: deals 6-8: failing the first attempt") {
		t.Fatalf("the failing run: exit %d\n%s", code, errs)
	}
	if code, _, errs := bulk(t, "merge", dir); code != exitFailure || !strings.Contains(errs, "is not finished") {
		t.Errorf("merge of the failed run: exit %d, %s", code, errs)
	}
	mustBulk(t, args...)
	got := mustBulk(t, "merge", dir)
	if want := rulingSolve(t, generated(t, 8, "", 12)); got != want {
		t.Errorf("merged\n%s\nwant\n%s", got, want)
	}
	shards, _ := filepath.Glob(filepath.Join(dir, shardDir, "deals-*.tsv"))
	if len(shards) != 4 {
		t.Errorf("%d shards, want 4", len(shards))
	}
}

// TestRerunSameDir: running again into a finished DIR solves nothing
// (the shards are not rewritten) and merges the same; a lost shard (a
// crash between ranges) is solved again alone; a run of other settings
// into the DIR is refused.
func TestRerunSameDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run")
	args := []string{"solve", "--out", dir, "--deals", "10", "--seed", "4", "--range", "4", "--format", "json"}
	mustBulk(t, args...)
	first := mustBulk(t, "merge", dir)
	shards, _ := filepath.Glob(filepath.Join(dir, shardDir, "deals-*[0-9].json"))
	if len(shards) != 3 {
		t.Fatalf("%d shards", len(shards))
	}
	stamp := map[string]time.Time{}
	for _, s := range shards {
		info, _ := os.Stat(s)
		stamp[s] = info.ModTime()
	}
	os.Remove(shards[1])
	time.Sleep(10 * time.Millisecond)
	mustBulk(t, args...)
	for _, s := range shards {
		info, err := os.Stat(s)
		if err != nil {
			t.Fatalf("%s is missing after the rerun", s)
		}
		if changed := !info.ModTime().Equal(stamp[s]); changed != (s == shards[1]) {
			t.Errorf("%s rewritten %v", filepath.Base(s), changed)
		}
	}
	if again := mustBulk(t, "merge", dir); again != first {
		t.Errorf("merged after the rerun\n%s\nbefore\n%s", again, first)
	}
	var r report
	data, _ := os.ReadFile(filepath.Join(dir, reportJSON))
	if json.Unmarshal(data, &r); r.Deals != 10 {
		t.Errorf("the report after the rerun counts %d deals", r.Deals)
	}
	if code, _, errs := bulk(t, "merge", "--leads", dir); code != exitUsage || !strings.Contains(errs, "solved without --leads") {
		t.Errorf("merge --leads of a run without: exit %d, %s", code, errs)
	}
	code, _, errs := bulk(t, "solve", "--out", dir, "--deals", "10", "--seed", "5", "--range", "4", "--format", "json")
	if code != exitUsage || !strings.Contains(errs, "holds a run of other settings") {
		t.Errorf("another seed into the DIR: exit %d, %s", code, errs)
	}
	// Exact results: any version may resume the run (TestSingleDummy:
	// playouts only by the version that began them).
	if data, _ := os.ReadFile(filepath.Join(dir, manifestName)); bytes.Contains(data, []byte(`"program"`)) {
		t.Errorf("a double-dummy run's run.json names its program:\n%s", data)
	}
}

// TestUsage: bad usage is exit status 2 with a message, before anything
// is written.
func TestUsage(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--deals", "5"}, "--out DIR is missing"},
		{[]string{"solve", "--out", dir}, "give a FILE of deals, or --deals N"},
		{[]string{"solve", "--out", dir, "--deals", "5", "x.txt"}, "not both"},
		{[]string{"solve", "--out", dir, "--deals", "5", "--format", "csv"}, `--format "csv" is not tsv, pbn or json`},
		{[]string{"solve", "--out", dir, "--deals", "5", "--dealer", "N"}, "--dealer and --vul go with --par"},
		{[]string{"solve", "--out", dir, "--seed", "5", "x.txt"}, "--seed goes with --deals or --single-dummy"},
		{[]string{"solve", "--out", dir, "--condition", "hcp(north) > 5", "x.txt"}, "--condition goes with --deals"},
		{[]string{"solve", "--out", dir, "--deals", "5", "--single-dummy", "-1"}, "--single-dummy -1: want 1 to 1000"},
		{[]string{"solve", "--out", dir, "no-such-file"}, "no-such-file: no such file"},
		{[]string{"merge", dir}, "holds no run"},
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"version", "x"}, "version takes no arguments"},
	} {
		code, _, errs := bulk(t, c.args...)
		if code != exitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, code, errs, c.want)
		}
	}
	if _, err := os.Stat(dir); err == nil {
		t.Error("bad usage wrote the DIR")
	}
}

// TestDeals: the deals command prints a run's deals, any range alone:
// deals 3-5 are lines 4-6 of deals 0-5, and sim.Dealer's.
func TestDeals(t *testing.T) {
	all := mustBulk(t, "deals", "--deals", "6", "--seed", "5", "--condition", "hcp(north) >= 20")
	part := mustBulk(t, "deals", "--deals", "3", "--from", "3", "--seed", "5", "--condition", "hcp(north) >= 20")
	lines := strings.SplitAfter(all, "\n")
	want, _ := os.ReadFile(generated(t, 5, "hcp(north) >= 20", 6))
	if all != string(want) || part != strings.Join(lines[3:6], "") {
		t.Errorf("deals 0-5:\n%s\ndeals 3-5:\n%s\nwant\n%s", all, part, want)
	}
}

// TestLeads: --leads solves every opening lead of each deal; merged, they
// are what "ruling solve --positions" prints for the deals' 20 opening
// positions (strains C D H S N, leaders N E S W), JSON line numbers
// included; the tables are unchanged.
func TestLeads(t *testing.T) {
	deals := generated(t, 2, "", 2)
	data, _ := os.ReadFile(deals)
	var positions strings.Builder
	for _, deal := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		for _, strain := range "CDHSN" {
			for _, leader := range "NESW" {
				fmt.Fprintf(&positions, "%s\t%c\t%c\t\n", deal, strain, leader)
			}
		}
	}
	posFile := filepath.Join(t.TempDir(), "positions.tsv")
	os.WriteFile(posFile, []byte(positions.String()), 0o644)
	dir := filepath.Join(t.TempDir(), "run")
	mustBulk(t, "solve", "--out", dir, "--deals", "2", "--seed", "2", "--leads", "--format", "json")
	if got, want := mustBulk(t, "merge", "--leads", dir), rulingSolve(t, posFile, "--positions", "--format", "json"); got != want || strings.Count(want, "\n") != 40 {
		t.Errorf("leads merged\n%s\nruling solve --positions\n%s", got, want)
	}
	if got, want := mustBulk(t, "merge", dir), rulingSolve(t, deals, "--format", "json"); got != want {
		t.Errorf("tables merged\n%s\nwant\n%s", got, want)
	}
}

// TestSingleDummy: --single-dummy plays each deal out in its calibration
// contract: a line per playout, the contract and the double-dummy tricks
// those of the deal's table; the same seed gives the same playouts from
// the deals as a file; the report sums them by level.
func TestSingleDummy(t *testing.T) {
	dir, again := filepath.Join(t.TempDir(), "run"), filepath.Join(t.TempDir(), "again")
	mustBulk(t, "solve", "--out", dir, "--deals", "2", "--seed", "3", "--single-dummy", "2")
	deals := generated(t, 3, "", 2)
	mustBulk(t, "solve", "--out", again, "--seed", "3", "--single-dummy", "2", deals)
	got := mustBulk(t, "merge", "--single-dummy", dir)
	if other := mustBulk(t, "merge", "--single-dummy", again); other != got {
		t.Errorf("the deals as a file played\n%s\nrandom\n%s", other, got)
	}
	lines := strings.Split(strings.TrimSpace(got), "\n")
	if len(lines) != 5 || lines[0]+"\n" != sdHeader {
		t.Fatalf("playouts:\n%s", got)
	}
	tables := strings.Split(strings.TrimSpace(mustBulk(t, "merge", dir)), "\n")
	var sd, dd int
	for k, line := range lines[1:] {
		rec, err := dds.ParseTableRecord(tables[k/2])
		if err != nil {
			t.Fatal(err)
		}
		c, n := singledummy.CalibrationContract(rec.Deal, rec.Table)
		want := fmt.Sprintf("%d\t%d\t%d\t%c\t%s\t", k/2, k%2+1, c.Level, c.Strain.Letter(), c.Declarer)
		got, double := -1, -1
		if strings.HasPrefix(line, want) {
			fmt.Sscanf(line[len(want):], "%d\t%d", &got, &double)
		}
		if double != n || got < 0 || got > 13 {
			t.Errorf("playout %q, want %s… with %d double dummy", line, want, n)
		}
		sd, dd = sd+got, dd+double
	}
	var r report
	data, _ := os.ReadFile(filepath.Join(dir, reportJSON))
	json.Unmarshal(data, &r)
	var n int64
	var sumSD float64
	for _, x := range r.SingleDummy {
		n += x.Playouts
		sumSD += x.SingleMean * float64(x.Playouts)
	}
	if n != 4 || int(sumSD+0.5) != sd {
		t.Errorf("report: %d playouts, %v single-dummy tricks; want 4 and %d", n, sumSD, sd)
	}

	// The run names the version that plays it, and another version does
	// not resume it: its playouts would mix two players' cards.
	manifest := filepath.Join(dir, manifestName)
	data, err := os.ReadFile(manifest)
	if err != nil {
		t.Fatal(err)
	}
	version := strings.TrimSpace(mustBulk(t, "version"))
	if !strings.HasPrefix(version, "ruling-bulk ") || !bytes.Contains(data, []byte(`"program": "`+version+`"`)) {
		t.Fatalf("run.json of a single-dummy run does not name %q:\n%s", version, data)
	}
	other := bytes.Replace(data, []byte(version), []byte("ruling-bulk v0.0.1-other"), 1)
	if err := os.WriteFile(manifest, other, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := bulk(t, "solve", "--out", dir, "--deals", "2", "--seed", "3", "--single-dummy", "2")
	if code != exitUsage || !strings.Contains(errs, "playouts are ruling-bulk v0.0.1-other's, this is "+version) || !strings.Contains(errs, "hint: ") {
		t.Errorf("another version resuming a single-dummy run: exit %d, %s", code, errs)
	}
	if again, _ := os.ReadFile(manifest); !bytes.Equal(again, other) {
		t.Error("the refused run rewrote run.json")
	}
}

// TestRangeSharesSolvers: a range's deals are shared out among the worker
// process's solvers deal by deal (solveRange), so that one range — the
// last of a run, or one of a bundle of many that Prism no longer splits —
// keeps every solver busy: with --threads 2 and a single range of 10
// deals, generated or read from a file, the trace (RULING_BULK_TRACE)
// shows both solvers at work on it, and the merged output is still
// "ruling solve"'s. (A range used to be one solver's from start to end.)
func TestRangeSharesSolvers(t *testing.T) {
	deals := generated(t, 5, "", 10)
	want := rulingSolve(t, deals)
	for _, input := range [][]string{{"--deals", "10", "--seed", "5"}, {deals}} {
		trace := filepath.Join(t.TempDir(), "trace.jsonl")
		t.Setenv(traceEnv, trace)
		dir := filepath.Join(t.TempDir(), "run")
		mustBulk(t, append([]string{"solve", "--out", dir, "--range", "10", "--threads", "2"}, input...)...)
		if got := mustBulk(t, "merge", dir); got != want {
			t.Fatalf("%v: merged\n%s\nruling solve\n%s", input, got, want)
		}
		data, err := os.ReadFile(trace)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		var rec traceRecord
		if len(lines) != 1 || json.Unmarshal([]byte(lines[0]), &rec) != nil {
			t.Fatalf("%v: the trace holds\n%s\nwant one range's line", input, data)
		}
		if rec.Start != 0 || rec.End != 10 || len(rec.Solvers) != 2 || rec.Solvers[0]+rec.Solvers[1] != 10 ||
			rec.Solvers[0] == 0 || rec.Solvers[1] == 0 {
			t.Errorf("%v: the range's trace %+v: want deals 0-9 shared by solvers 0 and 1", input, rec)
		}
	}
}
