// shard_test.go: shard records marked and split back, range names, the cover check and the report's moments.

package main

import (
	"math"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestRecordsRoundTrip: results rendered as "ruling solve" renders them,
// marked with their deal numbers, split back to the same bytes; a shard
// whose numbers are not the range's, or is cut short, is refused.
func TestRecordsRoundTrip(t *testing.T) {
	deal, _ := dds.ParseDeal("N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94")
	for _, format := range []string{"tsv", "json", "pbn"} {
		w := dds.NewResultWriter(nil, format)
		w.Par = true
		r := dealRange{40, 43}
		var shard []byte
		var want [][]byte
		for i := r.Start; i < r.End; i++ {
			var tab dds.Table
			tab[0][0] = int(i % 14)
			rendered, err := w.Render(dds.SolveItem{Line: int(i + 1), Board: int(i + 1), Deal: deal}, dds.Solved{Table: tab})
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, rendered)
			shard = appendRecord(shard, format, i, rendered, i == r.Start)
		}
		got, err := splitRecords(shard, format, r, 1)
		if err != nil || len(got) != 3 {
			t.Fatalf("%s: %d records, %v\n%s", format, len(got), err, shard)
		}
		for k := range got {
			if string(got[k]) != string(want[k]) {
				t.Errorf("%s record %d: %q, want %q", format, k, got[k], want[k])
			}
		}
		if _, err := splitRecords(shard, format, dealRange{41, 44}, 1); err == nil {
			t.Errorf("%s: a shard of deals 40-42 read as 41-43", format)
		}
		if _, err := splitRecords(shard[:len(shard)*2/3], format, r, 1); err == nil {
			t.Errorf("%s: a shard cut short was read", format)
		}
	}
}

// TestRangeNames: names sort in deal order and read back; other files
// beside them are not ranges.
func TestRangeNames(t *testing.T) {
	r := dealRange{1000, 2000}
	name := "gs://bucket/run/shards/" + rangeName(r) + ".tsv"
	if got, ok := parseRangeName(name, ".tsv"); !ok || got != r {
		t.Errorf("%s read as %v %v", name, got, ok)
	}
	for _, other := range []string{rangeName(r) + ".summary.json", "deals-1-2.tsv", rangeName(dealRange{5, 5}) + ".tsv"} {
		if _, ok := parseRangeName(other, other[strings.LastIndexByte(other, '.'):]); ok {
			t.Errorf("%s read as a range", other)
		}
	}
	if rangeName(dealRange{999, 1000}) >= rangeName(r) {
		t.Error("names do not sort in deal order")
	}
	spec := runSpec{Deals: 10, Range: 4}
	if got := spec.ranges(); len(got) != 3 || got[2] != (dealRange{8, 10}) {
		t.Errorf("ranges %v", got)
	}
}

// TestCheckCover: the summed ranges must be the deals, each once.
func TestCheckCover(t *testing.T) {
	for _, c := range []struct {
		ranges []dealRange
		want   string
	}{
		{[]dealRange{{4, 8}, {0, 4}, {8, 10}}, ""},
		{[]dealRange{{0, 4}, {8, 10}}, "deals 4-7 not counted"},
		{[]dealRange{{0, 4}, {0, 4}, {4, 10}}, "deals 0-3 counted twice"},
		{[]dealRange{{0, 4}, {4, 8}}, "deals 8-9 not counted"},
	} {
		s := summary{Ranges: c.ranges}
		err := s.checkCover(10)
		if got := ""; err != nil {
			got = err.Error()
			if got != c.want {
				t.Errorf("%v: %q, want %q", c.ranges, got, c.want)
			}
		} else if c.want != "" {
			t.Errorf("%v: no error, want %q", c.ranges, c.want)
		}
	}
}

// TestMoments: two deals of 5 tricks and two of 7: mean 6, sample
// variance 4/3, standard error √(4/3 / 4) = 0.57735.
func TestMoments(t *testing.T) {
	var s summary
	for _, n := range []int{5, 7, 5, 7} {
		var tab dds.Table
		tab[dds.NoTrump][dds.North] = n
		s.add(tab, 10*n)
	}
	r := makeReport(&runSpec{Generate: true, Seed: 1}, &s)
	nt := r.Tricks["N"]["N"]
	if nt.N != 4 || nt.Mean != 6 || math.Abs(nt.SE-math.Sqrt(1.0/3)) > 1e-12 || nt.Counts[5] != 2 {
		t.Errorf("NT by North: %+v", nt)
	}
	if r.Par.Mean != 60 || len(r.Par.Counts) != 2 || r.Par.Counts[0] != (parCount{50, 2}) {
		t.Errorf("par %+v", r.Par)
	}
	var b strings.Builder
	r.writeMarkdown(&b)
	if !strings.Contains(b.String(), "| North | 0.000 ± 0.000 | 0.000 ± 0.000 | 0.000 ± 0.000 | 0.000 ± 0.000 | 6.000 ± 0.577 |") {
		t.Errorf("markdown:\n%s", b.String())
	}
}
