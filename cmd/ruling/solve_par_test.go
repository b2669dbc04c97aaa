// solve_par_test.go: ruling solve --par in every format against DDS's
// stored par (list100's PAR2 lines), and a whole output when interrupted
// (the streaming itself is tested in dds/stream_test.go).

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// parHands are the first n deals of DDS's list100.txt, with their
// dealers, vulnerabilities and stored DealerPar answers (PAR2).
func parHands(t *testing.T, n int) []dds.DDSHand {
	t.Helper()
	hands, err := dds.ReadDDSHandsFile("../../dds/testdata/dds-hands/list100.txt")
	if err != nil {
		t.Fatal(err)
	}
	return hands[:n]
}

// parPBN is a PBN file of the hands, boards 1, 2, ... with their own
// dealers and vulnerabilities (not the board numbers').
func parPBN(hands []dds.DDSHand) string {
	var b strings.Builder
	for i, h := range hands {
		fmt.Fprintf(&b, "[Board \"%d\"]\n[Dealer \"%s\"]\n[Vulnerable \"%s\"]\n[Deal \"%s\"]\n\n", i+1, h.Dealer, h.Vul, h.Deal.PBN(h.Dealer))
	}
	return b.String()
}

// skipSolvingUnderRace skips a test that only checks results of the Go
// solver under -race -short: it is ten times slower there, and the
// concurrency of ruling solve is checked by the streaming tests.
func skipSolvingUnderRace(t *testing.T) {
	if raceEnabled && testing.Short() {
		t.Skip("solving tests skipped under -race -short")
	}
}

func runSolveCmd(t *testing.T, ctx context.Context, stdin string, stdout *bytes.Buffer, args ...string) (int, string) {
	t.Helper()
	var stderr bytes.Buffer
	code := run(ctx, append([]string{"solve", "--solver", "go", "--threads", "2"}, args...), strings.NewReader(stdin), stdout, &stderr)
	return code, stderr.String()
}

// TestSolveParFormats: the par of list100's first deals, in tsv, json and
// pbn, matches DDS's PAR2 lines — one a sacrifice (4S*-EW-1 with East
// dealing, North-South vulnerable), one a sacrifice by North-South.
func TestSolveParFormats(t *testing.T) {
	skipSolvingUnderRace(t)
	hands := parHands(t, 3)
	pbn := parPBN(hands)

	var out bytes.Buffer
	code, stderr := runSolveCmd(t, context.Background(), pbn, &out, "--par", "-")
	if code != exitOK {
		t.Fatalf("tsv: exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != len(hands) {
		t.Fatalf("tsv: %d lines, want %d:\n%s", len(lines), len(hands), out.String())
	}
	for i, h := range hands {
		f := strings.Split(lines[i], "\t")
		want := []string{h.Deal.String(), dds.FormatTable(h.Table), h.Par2[0], strings.Join(h.Par2[1:], ",")}
		if strings.Join(f, "|") != strings.Join(want, "|") {
			t.Errorf("tsv line %d: %q, want %q", i+1, f, want)
		}
	}

	out.Reset()
	if code, stderr = runSolveCmd(t, context.Background(), pbn, &out, "--par", "--format", "json", "-"); code != exitOK {
		t.Fatalf("json: exit %d: %s", code, stderr)
	}
	dec := json.NewDecoder(&out)
	for i, h := range hands {
		var v struct {
			Board int
			Par   struct {
				Score      int
				Contracts  []string
				Dealer     string
				Vulnerable string
			}
		}
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("json line %d: %v", i+1, err)
		}
		got := fmt.Sprintf("%d %d %q %s %s", v.Board, v.Par.Score, v.Par.Contracts, v.Par.Dealer, v.Par.Vulnerable)
		want := fmt.Sprintf("%d %s %q %v %v", i+1, h.Par2[0], h.Par2[1:], h.Dealer, h.Vul)
		if got != want {
			t.Errorf("json line %d: %s, want %s", i+1, got, want)
		}
	}

	out.Reset()
	if code, stderr = runSolveCmd(t, context.Background(), pbn, &out, "--par", "--format", "pbn", "-"); code != exitOK {
		t.Fatalf("pbn: exit %d: %s", code, stderr)
	}
	games, err := dds.ReadPBN(&out, "out.pbn")
	if err != nil || len(games) != len(hands) {
		t.Fatalf("pbn: %d games, %v", len(games), err)
	}
	for i, h := range hands {
		score, _ := games[i].Get("OptimumScore")
		contract, _ := games[i].Get("ParContract")
		par := dds.DealerPar(h.Table, h.Dealer, h.Vul)
		if score != "NS "+h.Par2[0] || contract != par.PBNContracts() || games[i].Dealer != h.Dealer || games[i].Vulnerable != h.Vul {
			t.Errorf("pbn game %d: OptimumScore %q, ParContract %q (want NS %s, %s)", i+1, score, contract, h.Par2[0], par.PBNContracts())
		}
	}
	// The ParContract of the sacrifice 4S*-EW-1: East-West in 4S doubled.
	if c, _ := games[1].Get("ParContract"); c != "EW 4SX" {
		t.Errorf("ParContract of 4S*-EW-1 is %q, want \"EW 4SX\"", c)
	}
}

// TestSolveParLineInput: for line input the dealer and vulnerability are
// the board number's (the deal's place: 1, 2, ...) unless --dealer and
// --vul give them.
func TestSolveParLineInput(t *testing.T) {
	skipSolvingUnderRace(t)
	hands := parHands(t, 2)
	in := hands[0].Deal.String() + "\n# a comment\n" + hands[1].Deal.String() + "\n"
	type par struct{ Dealer, Vulnerable string }
	decode := func(out *bytes.Buffer) (ps []par) {
		dec := json.NewDecoder(out)
		for dec.More() {
			var v struct{ Par par }
			if err := dec.Decode(&v); err != nil {
				t.Fatal(err)
			}
			ps = append(ps, v.Par)
		}
		return ps
	}
	var out bytes.Buffer
	if code, stderr := runSolveCmd(t, context.Background(), in, &out, "--par", "--format", "json", "-"); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if got := fmt.Sprint(decode(&out)); got != "[{N None} {E NS}]" {
		t.Errorf("by board number: %s, want [{N None} {E NS}]", got)
	}
	out.Reset()
	if code, stderr := runSolveCmd(t, context.Background(), in, &out, "--par", "--dealer", "W", "--vul", "All", "--format", "json", "-"); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if got := fmt.Sprint(decode(&out)); got != "[{W All} {W All}]" {
		t.Errorf("--dealer W --vul All: %s", got)
	}
	// The par with dealer W, all vulnerable, is DealerPar's on the table.
	out.Reset()
	runSolveCmd(t, context.Background(), hands[0].Deal.String()+"\n", &out, "--par", "--dealer", "W", "--vul", "All", "-")
	want := dds.DealerPar(hands[0].Table, dds.West, dds.VulAll)
	if f := strings.Split(strings.TrimSpace(out.String()), "\t"); len(f) != 4 || f[2] != fmt.Sprint(want.Score) || f[3] != strings.Join(want.Strings(), ",") {
		t.Errorf("tsv %q, want score %d contracts %v", out.String(), want.Score, want.Strings())
	}
}

// TestSolveParUsage: flags that do not go together are refused (exit 2).
func TestSolveParUsage(t *testing.T) {
	pbn := parPBN(parHands(t, 1))
	deal := "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94\n"
	for _, c := range []struct {
		in   string
		args []string
		msg  string
	}{
		{deal, []string{"--dealer", "N", "-"}, "--dealer and --vul go with --par"},
		{deal, []string{"--par", "--dealer", "X", "-"}, `--dealer "X" is not a seat`},
		{deal, []string{"--par", "--vul", "Some", "-"}, `--vul: "Some" is not a vulnerability`},
		{deal + "\tN\tW\t\n", []string{"--par", "--positions", "-"}, "--par does not apply to --positions"},
		{pbn, []string{"--par", "--vul", "NS", "-"}, "--dealer and --vul apply to line input"},
	} {
		var out bytes.Buffer
		code, stderr := runSolveCmd(t, context.Background(), c.in, &out, c.args...)
		if code != exitUsage || !strings.Contains(stderr, c.msg) || out.Len() != 0 {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want exit 2 and %q", c.args, code, stderr, out.String(), c.msg)
		}
	}
}

// cancelWriter cancels a context once it has been written to n times.
type cancelWriter struct {
	bytes.Buffer
	n      int
	cancel context.CancelFunc
}

func (w *cancelWriter) Write(p []byte) (int, error) {
	w.n--
	if w.n == 0 {
		w.cancel()
	}
	return w.Buffer.Write(p)
}

// TestSolveInterrupted: Ctrl-C (a cancelled context) stops ruling solve
// with the results finished so far written whole, in order, and exit
// status 1 saying how many.
func TestSolveInterrupted(t *testing.T) {
	data, err := os.ReadFile("../../dds/testdata/dd-tables.tsv")
	if err != nil {
		t.Fatal(err)
	}
	ref := strings.Split(string(data), "\n")[:40]
	file := filepath.Join(t.TempDir(), "deals.tsv")
	if err := os.WriteFile(file, []byte(strings.Join(ref, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A file is counted before it is solved; a pipe is read as it comes.
	for _, tc := range []struct {
		name, arg, want string
		stdin           io.Reader
	}{
		{"file", file, "interrupted: the first %d of 40 results written", nil},
		{"pipe", "-", "interrupted: the first %d results written", strings.NewReader(strings.Join(ref, "\n") + "\n")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			out := &cancelWriter{n: 2, cancel: cancel}
			var stderr bytes.Buffer
			code := run(ctx, []string{"solve", "--solver", "go", "--threads", "2", tc.arg}, tc.stdin, out, &stderr)
			if code != exitFailure || !strings.Contains(stderr.String(), "ruling: interrupted: the first ") {
				t.Fatalf("exit %d, stderr %q", code, stderr.String())
			}
			got := strings.Split(out.String(), "\n")
			if got[len(got)-1] != "" {
				t.Fatalf("the output ends in a half-written line: %q", got[len(got)-1])
			}
			got = got[:len(got)-1]
			if len(got) < 2 || len(got) >= len(ref) {
				t.Fatalf("%d lines written of %d", len(got), len(ref))
			}
			for i, line := range got {
				if line != ref[i] {
					t.Errorf("line %d: %q, want the reference %q", i+1, line, ref[i])
				}
			}
			if want := fmt.Sprintf(tc.want, len(got)); !strings.Contains(stderr.String(), want) {
				t.Errorf("stderr %q lacks %q", stderr.String(), want)
			}
		})
	}
}
