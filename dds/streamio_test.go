// streamio_test.go: a solve stream's input (lines, PBN games) and its ResultWriter formats.

package dds

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestEachSolveItem: blank and # lines are skipped, items carry their
// line and board numbers, and a bad line's error names name:LINE.
func TestEachSolveItem(t *testing.T) {
	deal := "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"
	in := "# comment\n\n" + deal + "\r\nN:AK.. ... ... ...\n" + deal
	var got []string
	err := EachSolveItem([]byte(in), "in.tsv", nil, false, func(it SolveItem, err error) error {
		if err != nil {
			got = append(got, err.Error()[:9])
		} else {
			got = append(got, fmt.Sprintf("%d/%d %v", it.Line, it.Board, it.Deal.String() == deal))
		}
		return nil
	})
	if want := "[3/1 true in.tsv:4: 5/2 true]"; err != nil || fmt.Sprint(got) != want {
		t.Errorf("items %v (err %v), want %s", got, err, want)
	}
	if IsPBN([]byte(in)) || !IsPBN([]byte("\n  [Event \"\"]\n")) || !IsPBN([]byte("% PBN 2.1\n")) {
		t.Error("IsPBN is wrong")
	}
	// Positions keep their first four fields as given.
	err = EachSolveItem([]byte(deal+"\tN\tW\t\n"), "p.tsv", nil, true, func(it SolveItem, err error) error {
		if err != nil || it.Fields != deal+"\tN\tW\t" || it.Position.OnTurn() != West {
			t.Errorf("position %+v, err %v", it, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestResultWriter: tsv lines are dd-tables.tsv's own (the reference
// line comes back), par adds the score and contracts, JSON carries the
// table and par, and a PBN output with no games is the header alone.
func TestResultWriter(t *testing.T) {
	data, err := os.ReadFile("testdata/dd-tables.tsv")
	if err != nil {
		t.Fatal(err)
	}
	ref := strings.SplitN(string(data), "\n", 2)[0]
	rec, err := ParseTableRecord(ref)
	if err != nil {
		t.Fatal(err)
	}
	it, r := SolveItem{Line: 1, Board: 1, Deal: rec.Deal}, Solved{Table: rec.Table}

	var b bytes.Buffer
	w := NewResultWriter(&b, "tsv")
	if err := w.Write(it, r); err != nil || b.String() != ref+"\n" {
		t.Errorf("tsv %q (%v), want %q", b.String(), err, ref)
	}
	b.Reset()
	w.Par, w.Dealer = true, new(Seat)
	*w.Dealer = West
	w.Write(it, r)
	par := DealerPar(rec.Table, West, BoardVulnerability(1))
	if want := fmt.Sprintf("%s\t%d\t%s\n", ref, par.Score, strings.Join(par.Strings(), ",")); b.String() != want {
		t.Errorf("tsv with par %q, want %q", b.String(), want)
	}

	b.Reset()
	w = NewResultWriter(&b, "json")
	w.Par = true
	w.Write(it, r)
	var v struct {
		Line   int
		Board  *int
		Tricks struct{ NT struct{ N, E int } }
		Par    struct{ Dealer, Vulnerable string }
	}
	if err := json.Unmarshal(b.Bytes(), &v); err != nil {
		t.Fatal(err)
	}
	if v.Line != 1 || v.Board != nil || v.Tricks.NT.N != rec.Table[NoTrump][North] || v.Tricks.NT.E != rec.Table[NoTrump][East] || v.Par.Dealer != "N" || v.Par.Vulnerable != "None" {
		t.Errorf("json %s", b.String())
	}

	b.Reset()
	w = NewResultWriter(&b, "pbn")
	if err := w.Close(); err != nil || b.String() != "% PBN 2.1\n% EXPORT\n" {
		t.Errorf("empty pbn %q", b.String())
	}
	b.Reset()
	w = NewResultWriter(&b, "pbn")
	w.Write(it, r)
	w.Write(SolveItem{Line: 2, Board: 2, Deal: rec.Deal}, r)
	w.Close()
	games, err := ReadPBN(&b, "out.pbn")
	if err != nil || len(games) != 2 || games[1].Board != 2 || games[1].Dealer != East {
		t.Fatalf("pbn: %d games, %v", len(games), err)
	}
	if ddt, _ := games[0].Get("DoubleDummyTricks"); len(ddt) != 20 {
		t.Errorf("DoubleDummyTricks %q", ddt)
	}
}

// TestRenderWritesAsWrite: items rendered one by one (as on other
// machines) and written in order with WriteRendered give Write's output
// byte for byte, in every format, from line input and from a PBN file,
// with and without par.
func TestRenderWritesAsWrite(t *testing.T) {
	lines, err := os.ReadFile("testdata/dd-tables.tsv")
	if err != nil {
		t.Fatal(err)
	}
	lines = []byte(strings.Join(strings.SplitN(string(lines), "\n", 4)[:3], "\n"))
	pbn, err := os.ReadFile("testdata/pbn/several.pbn")
	if err != nil {
		t.Fatal(err)
	}
	for _, input := range [][]byte{lines, pbn} {
		in, err := ReadSolveInput(input, "in", false, func(error) error { return nil })
		if err != nil {
			t.Fatal(err)
		}
		var items []SolveItem
		EachSolveItem(input, "in", in.games, false, func(it SolveItem, err error) error {
			if err == nil {
				items = append(items, it)
			}
			return nil
		})
		for _, format := range []string{"tsv", "json", "pbn"} {
			for _, par := range []bool{false, true} {
				var want, got bytes.Buffer
				w, r := NewResultWriter(&want, format), NewResultWriter(&got, format)
				w.Par, r.Par = par, par
				for k, it := range items {
					var tab Table
					tab[k%5][k%4] = k % 14 // any table will do
					if err := w.Write(it, Solved{Table: tab}); err != nil {
						t.Fatal(err)
					}
					b, err := r.Render(it, Solved{Table: tab})
					if err != nil {
						t.Fatal(err)
					}
					r.WriteRendered(b)
				}
				w.Close()
				r.Close()
				if got.String() != want.String() || want.Len() == 0 {
					t.Errorf("%s par %v: rendered\n%s\nwant\n%s", format, par, got.String(), want.String())
				}
			}
		}
	}
}
