// library_test.go: a script run over a library of solved deals — its deals in order, tricks() and par() from the stored tables with no solver, predeal refused.

package sim

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// referenceLibrary is the first n deals of dds's reference tables as
// 23-byte records, with their tables.
func referenceLibrary(t *testing.T, n int) ([]byte, []dds.TableRecord) {
	t.Helper()
	recs, err := dds.ReadTableRecordsFile("../dds/testdata/dd-tables.tsv", n)
	if err != nil {
		t.Fatal(err)
	}
	var lib []byte
	for _, r := range recs {
		if lib, err = dds.AppendZRD(lib, r.Deal, r.Table); err != nil {
			t.Fatal(err)
		}
	}
	return lib, recs
}

// TestRunLibrary: every deal of the library is examined once, in order;
// the condition and the actions read tricks() and par() from the stored
// tables (no solver is given, so nothing is solved): the average and the
// count come out as the reference tables give them.
func TestRunLibrary(t *testing.T) {
	lib, recs := referenceLibrary(t, 30)
	s, err := ParseScript("lib.dl", `condition tricks(north, notrump) >= 7
action average "spades by south" tricks(south, spades), average "par" par(ns, none), printoneline`)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	st, err := s.Run(context.Background(), &out, RunOptions{Seed: 1, Threads: 3, Library: lib, Produce: 1000})
	if err != nil {
		t.Fatal(err)
	}
	var sum, parSum float64
	var want []string
	for _, r := range recs {
		if r.Table[dds.NoTrump][dds.North] >= 7 {
			sum += float64(r.Table[dds.Strain(dds.Spades)][dds.South])
			parSum += float64(dds.DealerPar(r.Table, dds.North, dds.VulNone).Score)
			want = append(want, "n "+r.Deal[dds.North].Holding())
		}
	}
	if st.Tries != 30 || st.Accepted != len(want) || len(want) < 5 || len(want) == 30 {
		t.Fatalf("stats %+v, want 30 tried and %d accepted", st.Stats, len(want))
	}
	text := out.String()
	if got := "spades by south: " + formatG(sum/float64(len(want))); !strings.Contains(text, got+"\n") {
		t.Errorf("output lacks %q:\n%s", got, text)
	}
	lines := strings.Split(text, "\n")
	for k, w := range want {
		if !strings.HasPrefix(lines[k], w+" ") {
			t.Fatalf("deal %d printed %q, want it to start %q", k+1, lines[k], w)
		}
	}
	if !strings.Contains(text, "par: "+strconv.FormatFloat(parSum/float64(len(want)), 'g', 6, 64)+"\n") {
		t.Errorf("par average, want %v:\n%s", parSum/float64(len(want)), text)
	}
}

// TestRunLibraryRefused: a predeal, or a library that is not a whole
// number of records, cannot run.
func TestRunLibraryRefused(t *testing.T) {
	lib, _ := referenceLibrary(t, 2)
	for _, c := range []struct {
		script string
		lib    []byte
		want   string
	}{
		{"predeal north SA\ncondition hcp(north) > 10\n", lib, "predeal does not apply"},
		{"spades(north) == 5 && hcp(north) > 10\n", lib[:40], "not a whole number"},
	} {
		s, err := ParseScript("x.dl", c.script)
		if err != nil {
			t.Fatal(err)
		}
		_, err = s.Run(context.Background(), &bytes.Buffer{}, RunOptions{Library: c.lib})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: err %v, want %q", c.script, err, c.want)
		}
	}
}
