// fuzz_test.go: fuzz targets for the PBN deal parser and the PBN file reader, seeded from the test data.
//
// Run them with, for example:
//
//	go test ./dds -run XXX -fuzz FuzzParseDeal -fuzztime 60s
//	go test ./dds -run XXX -fuzz FuzzReadPBN -fuzztime 60s
//
// A failing input is saved under testdata/fuzz/<target>/ and becomes a
// permanent case of the ordinary `go test`.

package dds

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// fuzzSeedDeals is how many deals of dd-tables.tsv seed FuzzParseDeal.
const fuzzSeedDeals = 20

func FuzzParseDeal(f *testing.F) {
	data, err := os.ReadFile("testdata/dd-tables.tsv")
	if err != nil {
		f.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	for _, line := range lines[:fuzzSeedDeals] {
		text, _, _ := strings.Cut(line, "\t")
		f.Add(text)
	}
	for _, r := range rotations {
		f.Add(r.text)
	}
	for _, seed := range []string{
		"N:AQJ93.K876.T.AJ8 - - -",
		"W:- - - -",
		"e:a1098..k. - - K...",
		"N:AKxx.... - - -",
		"N:AQJ93.K876.T.AJ8 - -",
		"S:AKQJT98765432.A.. - - -",
		"North:♠AK.... - - -",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		d, err := ParseDeal(text)
		if err != nil {
			return
		}
		if err := d.Check(); err != nil {
			t.Fatalf("ParseDeal(%q) accepted an inconsistent deal: %v", text, err)
		}
		for _, s := range Seats {
			printed := d.PBN(s)
			again, err := ParseDeal(printed)
			if err != nil {
				t.Fatalf("ParseDeal(%q) printed as %q, which does not parse: %v", text, printed, err)
			}
			if again != d {
				t.Fatalf("ParseDeal(%q) printed as %q, which reads as %v", text, printed, again)
			}
		}
	})
}

func FuzzReadPBN(f *testing.F) {
	files, err := filepath.Glob("testdata/pbn/*.pbn")
	if err != nil || len(files) == 0 {
		f.Fatalf("no PBN seeds: %v", err)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, seed := range []string{
		"[Board \"1\"]\n[Deal \"N:- - - -\"]\n",
		"[Board \"#\"]\n[Deal \"#\"]\n\n[Board \"#\"]\n[Deal \"#\"]\n",
		"[Board \"5\"]\n{ never\nclosed\n",
		"[Board \"5\"]\n[Deal \"N:AKQ.. - -]\n",
		"[Note \"a\\\"b\\\\c\"] data ; comment\n%escape\n[Deal \"S:- - - -\"] [Dealer \"?\"] [Vulnerable \"Both\"]\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := ReadPBN(bytes.NewReader(data), "fuzz.pbn")
		if err != nil {
			var pe *PBNError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *PBNError", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := WritePBN(&buf, games); err != nil {
			t.Fatalf("games read could not be written: %v", err)
		}
		again, err := ReadPBN(bytes.NewReader(buf.Bytes()), "again.pbn")
		if err != nil {
			t.Fatalf("written games do not read back: %v\n%s", err, buf.Bytes())
		}
		if len(again) != len(games) {
			t.Fatalf("%d games read back, want %d\n%s", len(again), len(games), buf.Bytes())
		}
		for i := range games {
			g, h := games[i], again[i]
			if g.Board != h.Board || g.Dealer != h.Dealer || g.Vulnerable != h.Vulnerable || g.Deal != h.Deal {
				t.Fatalf("game %d read back as board %d %v %v %v, want %d %v %v %v\n%s", i+1,
					h.Board, h.Dealer, h.Vulnerable, h.Deal, g.Board, g.Dealer, g.Vulnerable, g.Deal, buf.Bytes())
			}
			if a, b := values(g), values(h); !reflect.DeepEqual(a, b) {
				t.Fatalf("game %d tags read back as %q, want %q\n%s", i+1, b, a, buf.Bytes())
			}
		}
	})
}
