// sets.go: the deal sets ddbench times — random deals, deals from real play, slow deals.

package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ruling-bridge/ruling/dds"
)

// dealSet is a named list of deals, each with a strain and an opening
// leader for the single-result and opening-lead solves.
type dealSet struct {
	name  string
	about string
	leads []dds.Lead
}

// setSpec says where a set comes from and how many deals it takes.
type setSpec struct {
	name, file, about string
	full, quick       int // deals taken in a full and a --quick run
	// more are further files of the set, read after file.
	more []string
}

var setSpecs = []setSpec{
	{"random", "dd-tables.tsv", "first deals of dd-tables.tsv (uniform random deals)", 100, 20, nil},
	{"list100", "dds-hands/list100.txt", "DDS's list100.txt (deals from top-level play)", 100, 20, nil},
	{"largest", "dds-hands/largest.txt", "DDS's largest.txt (the slowest deals of its master list)", 21, 3, nil},
	{"hard", "dds-hands/thomas1.txt", "DDS's thomas1.txt and thomas2.txt (constructed worst cases; tables take seconds to minutes)", 2, 1, []string{"dds-hands/thomas2.txt"}},
}

// loadSet reads a set's first n deals from dir. dd-tables.tsv has no
// strain or leader, so deal i gets strain C D H S N in turn and leader
// N E S W in turn; the DDS files give their own.
func loadSet(dir string, spec setSpec, n int) (dealSet, error) {
	set := dealSet{name: spec.name, about: spec.about}
	path := filepath.Join(dir, spec.file)
	f, err := os.Open(path)
	if err != nil {
		return set, err
	}
	defer f.Close()
	if filepath.Ext(spec.file) == ".tsv" {
		sc := bufio.NewScanner(f)
		for line := 1; sc.Scan() && len(set.leads) < n; line++ {
			r, err := dds.ParseTableRecord(sc.Text())
			if err != nil {
				return set, fmt.Errorf("%s:%d: %v", path, line, err)
			}
			i := len(set.leads)
			set.leads = append(set.leads, dds.Lead{Deal: r.Deal, Trump: dds.Strains[i%5], Leader: dds.Seats[i%4]})
		}
		return set, sc.Err()
	}
	for k, file := range append([]string{spec.file}, spec.more...) {
		if k > 0 {
			f.Close()
			path = filepath.Join(dir, file)
			if f, err = os.Open(path); err != nil {
				return set, err
			}
		}
		hands, err := dds.ReadDDSHands(f)
		if err != nil {
			return set, fmt.Errorf("%s: %v", path, err)
		}
		for _, h := range hands[:min(n-len(set.leads), len(hands))] {
			set.leads = append(set.leads, dds.Lead{Deal: h.Deal, Trump: h.Trump, Leader: h.Leader})
		}
	}
	return set, nil
}

func (s *dealSet) deals() []dds.Deal {
	out := make([]dds.Deal, len(s.leads))
	for i, l := range s.leads {
		out[i] = l.Deal
	}
	return out
}

func (s *dealSet) starts() []dds.Position {
	out := make([]dds.Position, len(s.leads))
	for i, l := range s.leads {
		out[i] = dds.Position{Hands: l.Deal, Trump: l.Trump, Leader: l.Leader}
	}
	return out
}
