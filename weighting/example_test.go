package weighting_test

import (
	"fmt"
	"math/big"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

func ExampleParseResult() {
	for _, s := range []string{"4♠= N", "3N+2 E", "4HXX-3 by W", "passed out", "420"} {
		r, _ := weighting.ParseResult(s)
		fmt.Printf("%-12s %-9s %+d\n", s, r, r.Score(dds.VulAll))
	}
	_, err := weighting.ParseResult("4S+4 N")
	fmt.Println(err)
	// Output:
	// 4♠= N        4S= N     +620
	// 3N+2 E       3NT+2 E   -660
	// 4HXX-3 by W  4HXX-3 W  +1600
	// passed out   Pass      +0
	// 420          +420      +420
	// "4S+4 N": 4S+4 needs 14 tricks; there are only 13
}

func ExampleIMPs() {
	fmt.Println(dds.IMPs(620-170), dds.IMPs(-20), dds.IMPs(15), dds.IMPs(514.55-500))
	// Output: 10 -1 0 0
}

// Neuberg factoring: ten results on a board where eleven were expected.
// The top score beat nine, 18 matchpoints, factored to a top of 20:
// (18 + 1) × 11/10 − 1 = 19.9.
func ExampleMatchpointScoring_neuberg() {
	var tables []weighting.Ruling
	for _, s := range []string{"+520", "+500", "+490", "+480", "+460", "+450", "+430", "+420", "+400", "-50"} {
		r, _ := weighting.ParseResult(s)
		tables = append(tables, weighting.Plain(r))
	}
	vals, _ := weighting.MatchpointScoring{}.Score(&weighting.Board{Vul: dds.VulNone, Tables: tables, Expected: 11})
	fmt.Println(weighting.FormatRat(vals[0].NS.Value, 2), "of", vals[0].Top, vals[0].Notes)
	// Output: 19.9 of 20/1 [Neuberg factoring]
}

// A weighted ruling at teams: each outcome is IMPed against the other
// room, then weighted.
func ExampleAdjust() {
	table, _, _ := weighting.ParseEntry("35% 6S= N, 65% 4S+2 N", weighting.EntryOptions{})
	other, _, _ := weighting.ParseEntry("+500", weighting.EntryOptions{})
	tv, _ := weighting.Adjust(weighting.IMPScoring{}, dds.VulNone, table, []weighting.Ruling{other})
	for _, o := range tv.NS.Outcomes {
		fmt.Printf("%s %s: %+d, %s IMPs\n", weighting.FormatPercent(o.Weight), o.Result, o.Score, o.Value.RatString())
	}
	fmt.Println("NS:", weighting.FormatRat(tv.NS.Value, 2), "IMPs; EW:", weighting.FormatRat(tv.EW.Value, 2))
	// Output:
	// 35% 6S= N: +980, 10 IMPs
	// 65% 4S+2 N: +480, -1 IMPs
	// NS: 2.85 IMPs; EW: -2.85
}

// Outcomes from a simulation, weighted by exact counts.
func ExampleFraction() {
	make4, _ := weighting.ParseResult("4S= N")
	down1, _ := weighting.ParseResult("4S-1 N")
	w := weighting.Weighted{
		{Result: make4, Weight: weighting.Fraction(371, 1000)},
		{Result: down1, Weight: weighting.Fraction(629, 1000)},
	}
	field := []weighting.Ruling{}
	for _, s := range []string{"+620", "+170", "-100", "+620"} {
		r, _ := weighting.ParseResult(s)
		field = append(field, weighting.Plain(r))
	}
	tv, _ := weighting.Adjust(weighting.MatchpointScoring{}, dds.VulNS, weighting.Balanced(w), field)
	fmt.Println("NS", weighting.FormatRat(tv.NS.Value, 3), "of", weighting.FormatRat(tv.Top, 2), "=", weighting.FormatRat(tv.NS.Percent(tv.Top), 2)+"%")
	// Output: NS 2.855 of 8 = 35.69%
}

func ExampleSeriousError() {
	// A = 2, B = 9, C = 5: part of the damage was self-inflicted.
	v, c := weighting.SeriousError(big.NewRat(2, 1), big.NewRat(9, 1), big.NewRat(5, 1))
	fmt.Println(v, "—", c)
	// Output: 6/1 — part of the damage is self-inflicted (A < C < B): non-offenders get A + B − C
}
