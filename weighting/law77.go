// law77.go: a result's North-South score at a vulnerability (the Law 77 table itself is dds.Contract.Score), and the scores any result can produce.

package weighting

import (
	"github.com/ruling-bridge/ruling/dds"
)

// Score is r's North-South score at vulnerability v: positive when
// North-South gain. r must be valid (see Check).
func (r Result) Score(v dds.Vulnerability) int {
	switch r.Kind {
	case PassedOut:
		return 0
	case Points:
		return r.NS
	}
	side := r.Contract.Declarer.Side()
	s := r.Contract.Score(r.Tricks, v.Vulnerable(side))
	if side == dds.EW {
		return -s
	}
	return s
}

// Possible reports whether some result scores ns for North-South at
// vulnerability v.
func Possible(ns int, v dds.Vulnerability) bool {
	return possible[v&3][ns]
}

// possibleAnywhere reports whether ns is a score at some vulnerability.
func possibleAnywhere(ns int) bool {
	for v := range possible {
		if possible[v][ns] {
			return true
		}
	}
	return false
}

// possible holds, per vulnerability, every North-South score some result
// produces, found by enumerating every contract, doubling, declarer and
// trick count.
var possible = func() (sets [4]map[int]bool) {
	for v := range sets {
		sets[v] = map[int]bool{0: true}
		for level := 1; level <= 7; level++ {
			for _, t := range dds.Strains {
				for d := dds.Undoubled; d <= dds.Redoubled; d++ {
					for _, decl := range []dds.Seat{dds.North, dds.East} {
						c := dds.Contract{Level: level, Strain: t, Doubling: d, Declarer: decl}
						for tricks := 0; tricks <= 13; tricks++ {
							r := Result{Kind: Played, Contract: c, Tricks: tricks}
							sets[v][r.Score(dds.Vulnerability(v))] = true
						}
					}
				}
			}
		}
	}
	return sets
}()
