// solve_test.go: Solve gives ruling solve --par's line — the 20 numbers in its order and the par — for deals, boards and given dealers.

package calls

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// solveLine is ruling solve --par's tsv line for a deal as board n (the
// path the command takes: ReadSolveInput, Solve, ResultWriter).
func solveLine(t *testing.T, deal string, n int, dealer, vul string) string {
	t.Helper()
	input := ""
	for range n - 1 {
		input += "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\n"
	}
	input += deal + "\n"
	var out bytes.Buffer
	w := dds.NewResultWriter(&out, "tsv")
	w.Par = true
	if err := w.Configure(dealer, vul); err != nil {
		t.Fatal(err)
	}
	in, err := dds.ReadSolveInput([]byte(input), "deals.tsv", false, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := in.Solve(context.Background(), dds.Stream{Factory: solver.Factory(solver.Options{}), Threads: 1}, w); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	return lines[len(lines)-1]
}

// line is an answer as ruling solve's tsv line.
func line(a *SolveAnswer) string {
	nums := strings.Trim(fmt.Sprint(a.Tricks), "[]")
	return a.Deal + "\t" + nums + "\t" + fmt.Sprint(a.Par.Score) + "\t" + strings.Join(a.Par.Contracts, ",")
}

func TestSolveAsRulingSolve(t *testing.T) {
	e := &Engine{}
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 4 {
		var d dds.Deal
		for k, c := range rng.Perm(52) {
			d[k%4] = d[k%4].With(dds.NewCard(dds.Suit(c/13), dds.Rank(c%13)+dds.Two))
		}
		deal := d.PBN(dds.North)
		board := 1 + i*5 // boards 1, 6, 11, 16: each dealer, each vulnerability
		var dealer, vul string
		if i == 3 {
			dealer, vul = "W", "All"
		}
		got, err := e.Solve(SolveRequest{Deal: deal, Board: board, Dealer: dealer, Vulnerability: vul})
		if err != nil {
			t.Fatal(err)
		}
		if want := solveLine(t, deal, board, dealer, vul); line(got) != want {
			t.Errorf("board %d:\n got %s\nwant %s", board, line(got), want)
		}
		if len(got.Tricks) != 20 || got.Hands["N"].Cards != 13 || !got.Complete {
			t.Errorf("answer %+v", got)
		}
	}
	// The bundled example's deal, worked: 4♠ by North or South makes ten.
	got, err := e.Solve(SolveRequest{Deal: "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"})
	if err != nil || fmt.Sprint(got.Tricks[12:16]) != "[10 3 10 3]" || got.Par.PBN != "NS 4S" || got.Par.Score != 420 || got.Dealer != "N" || got.Vulnerability != "None" {
		t.Errorf("the example's deal: %+v %v", got, err)
	}
	for _, c := range []struct {
		req  SolveRequest
		want string
	}{
		{SolveRequest{Deal: "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT"}, "deal: "},
		{SolveRequest{Deal: "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765", Dealer: "X"}, "dealer: "},
		{SolveRequest{Deal: "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765", Vulnerability: "sideways"}, "vulnerability: "},
		{SolveRequest{Deal: "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765", Board: -2}, "board -2"},
	} {
		_, err := e.Solve(c.req)
		var ce *Error
		if !errAs(err, &ce) || !strings.HasPrefix(ce.Msg, c.want) {
			t.Errorf("%+v: %v, want an *Error starting %q", c.req, err, c.want)
		}
	}
}
