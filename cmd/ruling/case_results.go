// case_results.go: the case file's contracts, results and scores as Directors write them.

package main

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// resultOrScore reads a field entry, a vs or a table result: a result as
// Directors write it ("4S-1 N", "Pass") or a North-South score (+620, -100).
// The weighting engine checks that the score is possible.
func resultOrScore(v any) (string, error) {
	switch x := v.(type) {
	case int64:
		if x%10 != 0 {
			return "", fmt.Errorf("%d is not a bridge score", x)
		}
		return strconv.FormatInt(x, 10), nil
	case string:
		t := strings.TrimSpace(x)
		if nsScoreRE.MatchString(t) {
			return t, nil
		}
		r, err := parseResultText(t)
		if err != nil {
			return "", fmt.Errorf("%q: %v", x, err)
		}
		if !r.pass && r.declarer == "" {
			return "", fmt.Errorf("%q: give the declarer too (\"%s N\")", x, t)
		}
		return t, nil
	}
	return "", fmt.Errorf("%v: write a result (\"4S-1 N\") or a North-South score (+620)", v)
}

var nsScoreRE = regexp.MustCompile(`^[+-]?[0-9]+0$`)

// parsedResult is a result read as plain text (the weighting engine reads it for real).
type parsedResult struct {
	pass     bool
	contract string // "4S", "3NTX"
	declarer string // "" when not written
	tricks   int
}

// The forms of a contract and a result: level, strain, doubling, then the
// result (=, +N, -N), then an optional declarer ("N", "by North").
var (
	contractRE = regexp.MustCompile(`^([0-9])\s*(NT|N|C|D|H|S|♣|♦|♥|♠)\s*(XX|X|××|×)?$`)
	resultRE   = regexp.MustCompile(`^([0-9])\s*(NT|N|C|D|H|S|♣|♦|♥|♠)\s*(XX|X|××|×)?\s*(=|\+[0-9]+|-[0-9]+)\s*(?:(?:BY\s+)?(NORTH|EAST|SOUTH|WEST|N|E|S|W))?$`)
)

func parseContractText(text string) (level int, err error) {
	m := contractRE.FindStringSubmatch(strings.ToUpper(strings.TrimSpace(text)))
	if m == nil {
		return 0, errors.New("write level, strain and any double: 4S, 3NT, 4HX")
	}
	level = int(m[1][0] - '0')
	if level < 1 || level > 7 {
		return 0, fmt.Errorf("level %d: contracts go from 1 to 7", level)
	}
	return level, nil
}

func parseResultText(text string) (parsedResult, error) {
	t := strings.ToUpper(strings.TrimSpace(text))
	if t == "PASS" || t == "PASSED OUT" {
		return parsedResult{pass: true}, nil
	}
	m := resultRE.FindStringSubmatch(t)
	if m == nil {
		return parsedResult{}, errors.New("write a result as 4S= N, 4S-1 N, 3NT+1 S, 4HX-2 W or Pass")
	}
	contract := m[1] + m[2] + m[3]
	level, err := parseContractText(contract)
	if err != nil {
		return parsedResult{}, err
	}
	over := 0
	if m[4] != "=" {
		over, _ = strconv.Atoi(m[4])
	}
	tricks := level + 6 + over
	switch {
	case over > 0 && tricks > 13:
		return parsedResult{}, fmt.Errorf("%d overtricks are impossible in a %d-level contract", over, level)
	case tricks < 0:
		return parsedResult{}, fmt.Errorf("%d down is impossible: declarer needs %d tricks and can lose at most 13", -over, level+6)
	case over == 0 && m[4] != "=":
		return parsedResult{}, errors.New("write a contract made exactly as = (4S= N)")
	}
	return parsedResult{contract: contract, declarer: m[5], tricks: tricks}, nil
}

// sameContract compares two contracts as written ("4♠" and "4S" agree).
func sameContract(a, b string) bool {
	norm := func(s string) string {
		s = strings.ToUpper(strings.ReplaceAll(s, " ", ""))
		s = strings.NewReplacer("♣", "C", "♦", "D", "♥", "H", "♠", "S", "×", "X", "NT", "N").Replace(s)
		return s
	}
	return norm(a) == norm(b)
}

func sameSeat(a, b string) bool {
	x, err1 := dds.ParseSeat(a)
	y, err2 := dds.ParseSeat(b)
	return err1 == nil && err2 == nil && x == y
}
