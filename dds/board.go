// board.go: board numbers, dealers and vulnerability — the standard 16-board cycle.

package dds

import (
	"fmt"
	"strings"
)

// Vulnerability is which sides are vulnerable on a board.
type Vulnerability uint8

// The four vulnerabilities, numbered as libdds numbers them.
const (
	VulNone Vulnerability = iota
	VulAll
	VulNS
	VulEW
)

// String is the PBN name: None, All, NS or EW.
func (v Vulnerability) String() string { return [4]string{"None", "All", "NS", "EW"}[v&3] }

// Vulnerable reports whether side s is vulnerable.
func (v Vulnerability) Vulnerable(s Side) bool {
	switch v {
	case VulAll:
		return true
	case VulNS:
		return s == NS
	case VulEW:
		return s == EW
	}
	return false
}

// ParseVulnerability reads None/NS/EW/All and the accepted synonyms Love,
// "-", Both (and, leniently, N-S, E-W, Nil).
func ParseVulnerability(text string) (Vulnerability, error) {
	t := strings.TrimSpace(text)
	if t == "-" {
		return VulNone, nil
	}
	switch strings.ToUpper(strings.NewReplacer("-", "", "/", "", " ", "").Replace(t)) {
	case "NONE", "LOVE", "NIL":
		return VulNone, nil
	case "ALL", "BOTH":
		return VulAll, nil
	case "NS", "NORTHSOUTH":
		return VulNS, nil
	case "EW", "EASTWEST":
		return VulEW, nil
	}
	return 0, fmt.Errorf("%q is not a vulnerability (use None, NS, EW or All)", text)
}

// BoardDealer is the dealer of board n in the standard cycle: board 1
// North, 2 East, 3 South, 4 West, 5 North, ….
func BoardDealer(n int) Seat { return Seat((n - 1) % 4 & 3) }

// BoardVulnerability is the vulnerability of board n in the standard
// 16-board cycle.
func BoardVulnerability(n int) Vulnerability {
	cycle := [16]Vulnerability{
		VulNone, VulNS, VulEW, VulAll,
		VulNS, VulEW, VulAll, VulNone,
		VulEW, VulAll, VulNone, VulNS,
		VulAll, VulNone, VulNS, VulEW,
	}
	return cycle[(n-1)%16&15]
}
