// roundtrip_test.go: EncodeCase then ParseCase gives the same Case, on every example and every test case.

package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
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
