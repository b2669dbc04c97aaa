// roundtrip_test.go: EncodeCase then ParseCase gives the same Case, on every example and every test case.

package engine

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// sameCase compares two cases field by field through their encodings
// (which write every field) and the fields an encoding derives.
func sameCase(t *testing.T, a, b *Case) {
	t.Helper()
	var ea, eb bytes.Buffer
	if err := EncodeCase(&ea, a); err != nil {
		t.Fatal(err)
	}
	if err := EncodeCase(&eb, b); err != nil {
		t.Fatal(err)
	}
	if ea.String() != eb.String() {
		t.Errorf("encodings differ:\n%s\n---\n%s", ea.String(), eb.String())
	}
	if a.Deal != b.Deal || a.Dealer != b.Dealer || a.Vulnerability != b.Vulnerability || a.TableResult != b.TableResult ||
		!reflect.DeepEqual(a.Field, b.Field) || a.Split() != b.Split() || len(a.Scenarios) != len(b.Scenarios) {
		t.Errorf("cases differ:\n%+v\n%+v", a, b)
	}
	for i := range a.Scenarios {
		sa, sb := a.Scenarios[i], b.Scenarios[i]
		if sa.How != sb.How || sa.Contract != sb.Contract || sa.Made != sb.Made || sa.PassedOut != sb.PassedOut ||
			(sa.Lead.Card == nil) != (sb.Lead.Card == nil) || (sa.Lead.Suit == nil) != (sb.Lead.Suit == nil) {
			t.Errorf("scenario %d differs:\n%+v\n%+v", i, sa, sb)
		}
		for side := range 2 {
			wa, wb := sa.Weight[side].Value, sb.Weight[side].Value
			if (wa == nil) != (wb == nil) || wa != nil && wa.Cmp(wb) != 0 {
				t.Errorf("scenario %d weight %d: %v, %v", i, side, wa, wb)
			}
		}
	}
}

// roundTrip encodes c, parses the encoding, and checks the two agree.
func roundTrip(t *testing.T, c *Case) {
	t.Helper()
	var b bytes.Buffer
	if err := EncodeCase(&b, c); err != nil {
		t.Fatal(err)
	}
	back, err := ParseCaseData(c.Name, b.Bytes(), nil, ".")
	if err != nil {
		t.Fatalf("the encoding does not parse: %v\n%s", err, b.String())
	}
	sameCase(t, c, back)
}

func TestRoundTripExamples(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "examples", "*.toml"))
	more, _ := filepath.Glob(filepath.Join("..", "..", "cmd", "ruling", "testdata", "*", "*.toml"))
	files = append(files, more...)
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(string(data), "# want:") {
			continue // a malformed case
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			c, err := ParseCaseData(filepath.Base(f), data, nil, ".")
			if err != nil {
				t.Fatal(err)
			}
			roundTrip(t, c)
		})
		n++
	}
	if n < 6 {
		t.Errorf("only %d cases round-tripped", n)
	}
}

// A case built in code, not parsed: Adjust checks and runs it, and
// EncodeCase writes it as a case file that parses back to it.
func TestCaseBuiltInCode(t *testing.T) {
	deal, _ := dds.ParseDeal("N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765")
	made, _ := weighting.ParseResult("4S= N")
	down, _ := weighting.ParseResult("4S-1 N")
	pass := weighting.PassOut()
	club := dds.Clubs
	c := &Case{Title: "Built in code", Deal: deal, Dealer: dds.North, Vulnerability: dds.VulNone,
		NonOffending: dds.NS, TableResult: pass,
		Scenarios: []Scenario{
			{Name: "made", Contract: made.Contract, How: Fixed, Made: made.Tricks,
				Weight: [2]Weight{{Value: weighting.Percent(60)}, {Value: weighting.Percent(60)}}},
			{Name: "club lead", Contract: down.Contract, How: Lead, Lead: OpeningLead{Suit: &club},
				Weight: [2]Weight{{Value: weighting.Percent(40)}, {Value: weighting.Percent(40)}}},
		}}
	if err := c.SetScoring("total", BoardOptions{}); err != nil {
		t.Fatal(err)
	}
	r, err := Adjust(context.Background(), c, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Damage == "" || len(r.Scenarios) != 2 || r.Scenarios[1].Lead.Suit == nil || *r.Scenarios[1].Lead.Suit != dds.Clubs {
		t.Errorf("result %+v", r)
	}
	roundTrip(t, c)
	bad := *c
	bad.Deal = dds.Deal{}
	if _, err := Adjust(context.Background(), &bad, Options{}); err == nil {
		t.Error("an empty deal accepted")
	}
	c.Scenarios[0].Weight[0].Value = weighting.Percent(50)
	if _, err := Adjust(context.Background(), c, Options{}); err == nil || !strings.Contains(err.Error(), "weights for NS sum to 90%") {
		t.Errorf("weights 50 + 40 for NS: %v", err)
	}
}
