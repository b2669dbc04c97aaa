// remote_test.go: remote Solvers answer as local ones, call by call and under play rules; errors come back; the engine over remote Solvers on several connections gives the local report byte for byte.

package remote_test

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/internal/ruleref"
	"github.com/ruling-bridge/ruling/dds/remote"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// conn carries requests to a Server in this process, copying the bytes
// as a message between workers would, and counts the calls.
type conn struct {
	srv   *remote.Server
	calls atomic.Int64
}

func (c *conn) Call(req []byte) ([]byte, error) {
	c.calls.Add(1)
	return bytes.Clone(c.srv.Answer(bytes.Clone(req))), nil
}

func newConn() *conn { return &conn{srv: remote.NewServer(solver.Factory(solver.Options{}))} }

func randomDeal(rng *rand.Rand) dds.Deal {
	var d dds.Deal
	for i, k := range rng.Perm(52) {
		d[i%4] = d[i%4].With(dds.NewCard(dds.Suit(k/13), dds.Rank(k%13)+dds.Two))
	}
	return d
}

// TestAnswersAsLocal: every call of a remote Solver answers as a local
// Go solver does on random deals, positions and rule sets.
func TestAnswersAsLocal(t *testing.T) {
	c := newConn()
	rs, err := remote.Factory(c)()
	if err != nil {
		t.Fatal(err)
	}
	defer rs.(*remote.Solver).Close()
	local := solver.New(solver.Options{})
	r := rs.(*remote.Solver)
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3 {
		d := randomDeal(rng)
		want, err1 := local.Table(d)
		got, err2 := r.Table(d)
		if got != want || err1 != nil || err2 != nil {
			t.Fatalf("Table %s: %v %v, local %v %v", d.PBN(dds.North), got, err2, want, err1)
		}
		for _, leader := range dds.Seats {
			st := dds.Strain(rng.IntN(5))
			w, _ := local.Tricks(d, st, leader)
			if g, err := r.Tricks(d, st, leader); g != w || err != nil {
				t.Fatalf("Tricks: %d %v, local %d", g, err, w)
			}
		}
		play := []dds.Card{d[dds.East].List()[0]}
		w, _ := local.Trace(d, dds.Strain(dds.Spades), dds.East, play)
		if g, err := r.Trace(d, dds.Strain(dds.Spades), dds.East, play); !reflect.DeepEqual(g, w) || err != nil {
			t.Fatalf("Trace: %v %v, local %v", g, err, w)
		}
	}
	if err := ruleref.States(rng, 8, func() int { return 3 + rng.IntN(3) }, func(k ruleref.Kind, p dds.Position, rules []dds.PlayRule, st dds.PlayState) {
		wv, _ := local.CardValues(p)
		if gv, err := r.CardValues(p); !reflect.DeepEqual(gv, wv) || err != nil {
			t.Fatalf("CardValues: %v %v, local %v", gv, err, wv)
		}
		want := p.Legal() & p.Legal().List()[0].Bit()
		wv, _ = local.CardValuesOf(p, want)
		if gv, err := r.CardValuesOf(p, want); !reflect.DeepEqual(gv, wv) || err != nil {
			t.Fatalf("CardValuesOf: %v %v, local %v", gv, err, wv)
		}
		side := dds.Side(rng.IntN(2))
		wn, _ := local.ValueUnder(p, st, side)
		if gn, err := r.ValueUnder(p, st, side); gn != wn || err != nil {
			t.Fatalf("ValueUnder %s: %d %v, local %d", st.String(), gn, err, wn)
		}
		wv, wo, _ := local.CardValuesUnder(p, st)
		if gv, gotOpts, err := r.CardValuesUnder(p, st); !reflect.DeepEqual(gv, wv) || !reflect.DeepEqual(gotOpts, wo) || err != nil {
			t.Fatalf("CardValuesUnder %s: %v %v %v, local %v %v", st.String(), gv, gotOpts, err, wv, wo)
		}
	}); err != nil {
		t.Fatal(err)
	}
	d := randomDeal(rng)
	for _, k := range []ruleref.Kind{ruleref.KindPenalty, ruleref.Kind26B} {
		p := dds.Position{Hands: d}
		rules := ruleref.Rules(rng, &p, k)
		want, _ := local.TableUnder(d, rules)
		if got, err := r.TableUnder(d, rules); got != want || err != nil {
			t.Fatalf("TableUnder %v: %v %v, local %v", rules, got, err, want)
		}
	}
	if c.srv.Open() != 1 {
		t.Errorf("the server holds %d solvers for one remote Solver", c.srv.Open())
	}
	r.Close()
	if c.srv.Open() != 0 {
		t.Errorf("the server holds %d solvers after Close", c.srv.Open())
	}
	if _, err := r.Table(d); err == nil {
		t.Error("a closed Solver answered")
	}
}

// TestErrorsComeBack: the local solver's error is the remote one's, word
// for word; a malformed request is refused, not solved.
func TestErrorsComeBack(t *testing.T) {
	c := newConn()
	s, _ := remote.Factory(c)()
	defer s.(*remote.Solver).Close()
	local := solver.New(solver.Options{})
	d, _ := dds.ParseDeal("N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.9876")
	_, want := local.Table(d)
	_, got := s.Table(d)
	if want == nil || got == nil || got.Error() != want.Error() {
		t.Errorf("an incomplete deal: remote %v, local %v", got, want)
	}
	// The last: a play state whose length runs one byte past the request's
	// end (it panicked the server before the one wire reader).
	for _, req := range [][]byte{nil, {1}, {99, 1}, {1, 1, 0}, append([]byte{2, 1}, make([]byte, 40)...),
		{6, 1, 0, 0, 0, 0, 0, 0, 0, 1}} {
		ans := c.srv.Answer(req)
		if len(ans) == 0 || ans[0] != 1 {
			t.Errorf("request % x answered % x", req, ans)
		}
	}
}

// FuzzAnswer: a Server answers any request (hostile bytes included) with
// an answer or an error, never a panic.
func FuzzAnswer(f *testing.F) {
	f.Add([]byte{6, 1, 0, 0, 0, 0, 0, 0, 0, 1})
	f.Add([]byte{7, 1, 0, 0, 0, 0, 4, 0, 0, 3, 1, 2, 3})
	f.Add([]byte{8, 1, 0, 0, 0, 0, 1, 1, 0, 1, 0})
	f.Add([]byte{2, 1, 0x80, 0x80, 0x80})
	f.Fuzz(func(t *testing.T, req []byte) {
		srv := remote.NewServer(func() (dds.Solver, error) { return solver.New(solver.Options{}), nil })
		defer srv.Close()
		if ans := srv.Answer(req); len(ans) == 0 || ans[0] > 1 {
			t.Errorf("request % x answered % x", req, ans)
		}
	})
}

// TestFactorySpreads: n Solvers over n connections get one each; a
// closed Solver's place is taken first.
func TestFactorySpreads(t *testing.T) {
	cs := []*conn{newConn(), newConn(), newConn()}
	f := remote.Factory(cs[0], cs[1], cs[2])
	d, _ := dds.ParseDeal("N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765")
	var open []dds.Solver
	for range 3 {
		s, _ := f()
		s.Tricks(d, dds.Strain(dds.Spades), dds.East)
		open = append(open, s)
	}
	for i, c := range cs {
		if c.srv.Open() != 1 {
			t.Errorf("connection %d serves %d solvers", i, c.srv.Open())
		}
	}
	open[1].(*remote.Solver).Close()
	s, _ := f()
	s.Tricks(d, dds.Strain(dds.Spades), dds.East)
	if cs[1].srv.Open() != 1 || cs[0].srv.Open() != 1 || cs[2].srv.Open() != 1 {
		t.Errorf("after closing the second: %d %d %d", cs[0].srv.Open(), cs[1].srv.Open(), cs[2].srv.Open())
	}
}

// engineCases are rulings that use every kind of solver call: declarer's
// view with a breakdown, double dummy under a penalty card (declarer's
// options valued), after a lead out of turn, simulated under the rules,
// opening leads, single dummy.
var engineCases = map[string]string{
	"misinformation": readExample("misinformation-mp.toml", "samples = 1000", "samples = 150"),
	"rules": "samples = 12\nseed = 5\n" + readExample("lead-out-of-turn.toml", `weight = "80%"`, `weight = "50%"`) + `
[[scenario]]
name = "simulated under the penalty card"
contract = "4S"
declarer = "S"
tricks = "simulate"
rules = ["penalty E D7"]
weight = "30%"

[[scenario]]
name = "leads"
contract = "4S"
declarer = "S"
tricks = "leads"
`,
	"single dummy": strings.Replace(readExample("single-dummy/board3.toml", "samples = 200", "samples = 10"),
		"samples = 40 ", "samples = 2\nlayouts = 4 ", 1),
}

func readExample(name, old, new string) string {
	b, err := os.ReadFile("../../examples/" + name)
	if err != nil {
		panic(err)
	}
	return strings.Replace(string(b), old, new, 1)
}

// TestEngineAsLocal: Adjust over remote Solvers on three connections
// (and one, for the quickest case) gives the report of Adjust over local solvers, byte for
// byte, and every connection solved some deals.
func TestEngineAsLocal(t *testing.T) {
	if testing.Short() {
		t.Skip("the engine's runs are left out of -short")
	}
	for name, text := range engineCases {
		c, err := engine.ParseCaseData(name+".toml", []byte(text), nil, "../../examples")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		seed := uint64(11)
		want := adjustJSON(t, c, engine.Options{Seed: &seed, Threads: 2})
		counts := []int{3}
		if name == "misinformation" {
			counts = []int{1, 3}
		}
		for _, n := range counts {
			var conns []remote.Conn
			var cs []*conn
			for range n {
				c := newConn()
				cs = append(cs, c)
				conns = append(conns, c)
			}
			got := adjustJSON(t, c, engine.Options{Seed: &seed, Threads: n, Solver: remote.Factory(conns...)})
			if got != want {
				t.Errorf("%s over %d connections: the report differs from the local one:\n%s\nwant\n%s", name, n, got, want)
			}
			for i, c := range cs {
				if c.calls.Load() == 0 {
					t.Errorf("%s: connection %d of %d solved nothing", name, i, n)
				}
				if c.srv.Open() != 0 {
					t.Errorf("%s: connection %d holds %d solvers after the run", name, i, c.srv.Open())
				}
			}
		}
	}
}

func adjustJSON(t *testing.T, c *engine.Case, o engine.Options) string {
	t.Helper()
	res, err := engine.Adjust(context.Background(), c, o)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := (reports.JSON{}).Encode(&b, res); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
