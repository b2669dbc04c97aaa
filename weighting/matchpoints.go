// matchpoints.go: matchpoints in EBU/WBF and ACBL units, and Neuberg factoring.

package weighting

import (
	"fmt"
	"strings"
)

// Units is a matchpoint scale (Law 78A allows either).
type Units uint8

// The two scales.
const (
	// EBU is the EBU/WBF scale: 2 for each score beaten, 1 for each tie,
	// top 2(n−1) on a board of n results.
	EBU Units = iota
	// ACBL is the ACBL scale: 1 for each score beaten, ½ for each tie,
	// top n−1.
	ACBL
)

// String is "ebu" or "acbl", the names the command line uses.
func (u Units) String() string { return [2]string{"ebu", "acbl"}[u&1] }

// ParseUnits reads "ebu" (also "wbf") or "acbl".
func ParseUnits(text string) (Units, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "ebu", "wbf", "ebu/wbf":
		return EBU, nil
	case "acbl":
		return ACBL, nil
	}
	return 0, fmt.Errorf("%q is not a matchpoint scale (use ebu or acbl)", text)
}

// beat and tie are a scale's points for a score beaten and tied.
func (u Units) beat() float64 {
	if u == ACBL {
		return 1
	}
	return 2
}

func (u Units) tie() float64 { return u.beat() / 2 }

// Top is the top on a board of n results (n may be fractional when a
// weighted result counts by its weights).
func (u Units) Top(n float64) float64 { return u.beat() * (n - 1) }

// Matchpoints is the matchpoint score of score against the other results
// on the board, field, in units u. Weights, when not nil, give each field
// entry's frequency (a weighted table enters as several entries whose
// weights sum to 1); nil weights count each entry once, in the manner of
// gonum's stat.Mean.
func Matchpoints(score float64, field, weights []float64, u Units) float64 {
	mp := 0.0
	for i, o := range field {
		w := 1.0
		if weights != nil {
			w = weights[i]
		}
		switch {
		case score > o:
			mp += w * u.beat()
		case score == o:
			mp += w * u.tie()
		}
	}
	return mp
}

// Neuberg factors a matchpoint score mp, earned on a board where n results
// were compared (the score's own included), up to the expected number of
// results: MP′ = (MP+1)·N/n − 1 in EBU units, (MP+½)·N/n − ½ in ACBL
// units. It is the identity when n equals expected.
func Neuberg(mp, n, expected float64, u Units) float64 {
	h := u.tie()
	return (mp+h)*expected/n - h
}
