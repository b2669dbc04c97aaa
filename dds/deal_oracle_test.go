package dds

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// TestDealRoundTripReference parses every deal of the reference tables and
// prints it back unchanged.
func TestDealRoundTripReference(t *testing.T) {
	f, err := os.Open("testdata/dd-tables.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		text, _, _ := strings.Cut(sc.Text(), "\t")
		d, err := ParseDeal(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if !d.Complete() {
			t.Fatalf("%s: not complete", text)
		}
		if got := d.String(); got != text {
			t.Fatalf("round trip: got %s, want %s", got, text)
		}
		n++
	}
	if n != 1000 {
		t.Fatalf("read %d deals, want 1000", n)
	}
}
