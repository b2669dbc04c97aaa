package engine

import (
	"bytes"
	"context"
	"math"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// exportCase runs a case on the event test files and exports its board.
func exportCase(t *testing.T, text string) (*Case, *Ruling, *event.Traveller) {
	t.Helper()
	c := parseEventCase(t, text)
	r, err := Adjust(context.Background(), c, Options{})
	if err != nil {
		t.Fatal(err)
	}
	tr, err := Traveller(c, r)
	if err != nil {
		t.Fatal(err)
	}
	return c, r, tr
}

// TestExportRoundTrip: the board exported as PBN and as USEBIO reads
// back with ruling's own readers to the same rows — the adjusted table's
// weighted score included — and the same scores: each row's scores as
// written are weighting's for the rows read back (the others' values
// move with a weighted table), and the adjusted row's are the report's.
func TestExportRoundTrip(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		formats    []string
	}{
		{"matchpoints", `pbn = "club.pbn"
board = 7
table_pairs = [4, 11]
scoring = "matchpoints"
non_offending = "EW"
[[scenario]]
result = "4S+1 S"
weight = "1/3"
[[scenario]]
result = "4S= S"
weight = "2/3"
`, []string{"pbn", "usebio"}},
		{"split cross-imps", `usebio = "club-usebio.xml"
board = 7
table_pairs = [4, 11]
scoring = "cross-imps"
non_offending = "EW"
[[scenario]]
result = "4S+1 S"
weight = { NS = "30%", EW = "60%" }
[[scenario]]
result = "4S-1 S"
weight = { NS = "70%", EW = "40%" }
`, []string{"pbn", "usebio"}},
		{"teams", `pbn = "teams.pbn"
board = 7
table_pairs = [3, 4]
scoring = "imps"
non_offending = "EW"
[[scenario]]
result = "4S= N"
weight = "60%"
[[scenario]]
result = "4S-1 N"
weight = "40%"
`, []string{"pbn"}},
	} {
		c, r, tr := exportCase(t, tt.text)
		if r.Award == nil || tr.Rows[0].Result.Entry() != r.Award.Entry() || len(tr.Rows) != 1+len(c.Others()) {
			t.Fatalf("%s: ruling %v, rows %d", tt.name, r.Award, len(tr.Rows))
		}
		for _, format := range tt.formats {
			var b bytes.Buffer
			var ev *event.Event
			var err error
			if format == "pbn" {
				if err = event.WritePBNTraveller(&b, tr); err == nil {
					ev, err = event.ReadPBN(bytes.NewReader(b.Bytes()), "x.pbn")
				}
			} else {
				if err = event.WriteUSEBIOTraveller(&b, tr); err == nil {
					ev, err = event.ReadUSEBIO(bytes.NewReader(b.Bytes()), "x.xml")
				}
			}
			if err != nil {
				t.Fatalf("%s %s: %v\n%s", tt.name, format, err, b.String())
			}
			bd, err := ev.Board(c.Board)
			if err != nil || len(bd.Rows) != len(tr.Rows) || bd.Deal != c.Deal {
				t.Fatalf("%s %s: %v, %d rows", tt.name, format, err, len(bd.Rows))
			}
			if got := bd.Rows[0].Result.Entry(); got != r.Award.Entry() {
				t.Errorf("%s %s: the adjusted row reads back as %q, not %q", tt.name, format, got, r.Award.Entry())
			}
			vals, err := c.Scoring.Score(&weighting.Board{Vul: c.Vulnerability, Tables: event.Rulings(bd.Rows)})
			if err != nil {
				t.Fatal(err)
			}
			unit := event.IMPs
			if c.Scoring.Name() == "matchpoints" {
				unit = event.Matchpoints
			}
			for i, row := range bd.Rows {
				a, ok := row.AwardedIn(unit)
				ns, _ := vals[i].NS.Value.Float64()
				ew, _ := vals[i].EW.Value.Float64()
				if i == 0 {
					ns, ew = sideValue(r.Scores, 0), sideValue(r.Scores, 1)
				}
				if !ok || math.Abs(a.NS-ns) > 0.005+1e-9 || math.Abs(a.EW-ew) > 0.005+1e-9 {
					t.Errorf("%s %s: row %d (%s): %v/%v written, %v/%v from the rows read back", tt.name, format, i+1, row.Where(), a.NS, a.EW, ns, ew)
				}
			}
		}
	}
}

// TestExportRefused: what no traveller row can carry is refused with the
// reason.
func TestExportRefused(t *testing.T) {
	_, _, tr := exportCase(t, `pbn = "teams.pbn"
board = 7
table_pairs = [3, 4]
scoring = "imps"
non_offending = "EW"
[[scenario]]
result = "4S= N"
weight = "100%"
`)
	if err := event.WriteUSEBIOTraveller(&bytes.Buffer{}, tr); err == nil || !strings.Contains(err.Error(), "scoring imps: a USEBIO traveller line carries matchpoints, cross-IMPs or Butler IMPs; export the board as PBN") {
		t.Errorf("teams as USEBIO: %v", err)
	}
	tr.Scoring = "total"
	if err := event.WritePBNTraveller(&bytes.Buffer{}, tr); err == nil || !strings.Contains(err.Error(), "scoring total: a PBN score table carries matchpoints or IMPs") {
		t.Errorf("total as PBN: %v", err)
	}
}

// TestExportNoteRounding: the export's note writes a value as the ruling
// form does, a tie rounded away from zero (fmt's %.2f wrote 53.12 of
// 53.125, the form 53.13).
func TestExportNoteRounding(t *testing.T) {
	for x, want := range map[float64]string{53.125: "53.13", -3.125: "-3.13", 2.5: "2.5", -0.001: "0"} {
		if got := formatValue(x); got != want {
			t.Errorf("formatValue(%v) = %q, want %q", x, got, want)
		}
	}
}
