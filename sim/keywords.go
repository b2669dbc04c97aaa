// keywords.go: the reserved words of dealer's language, singular and plural, and the dealer features left out.

package sim

import (
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// kwKind classifies a reserved word.
type kwKind uint8

const (
	kwNone    kwKind = iota
	kwCommand        // generate, produce, …
	kwAction         // printall, average, …
	kwSeat           // north …
	kwSuit           // spades … (also the suit-length functions)
	kwNoTrump        // notrump(s)
	kwCount          // hcp, ptN, controls, losers (arg: countHCP …)
	kwFunc           // cccc, quality, shape, hascard, tricks, score, imps, rnd, par
	kwAny            // any (in shapes)
	kwLogic          // and, or, not
	kwVul            // nv, vul (in score)
)

type keyword struct {
	kind kwKind
	arg  int    // seat, suit, count number
	name string // canonical name
}

var keywords = func() map[string]keyword {
	m := map[string]keyword{}
	for _, w := range []string{"generate", "produce", "vulnerable", "dealer", "predeal", "pointcount", "altcount", "condition", "action"} {
		m[w] = keyword{kind: kwCommand, name: w}
	}
	for _, w := range []string{"printall", "printew", "printpbn", "printcompact", "printoneline", "print", "printes", "average", "frequency"} {
		m[w] = keyword{kind: kwAction, name: w}
	}
	for _, s := range dds.Seats {
		n := strings.ToLower(s.Name())
		m[n] = keyword{kind: kwSeat, arg: int(s), name: n}
	}
	for _, s := range dds.Suits {
		n := s.Name()
		m[n] = keyword{kind: kwSuit, arg: int(s), name: n}
		m[n[:len(n)-1]] = keyword{kind: kwSuit, arg: int(s), name: n}
	}
	m["notrump"] = keyword{kind: kwNoTrump, name: "notrump"}
	m["notrumps"] = keyword{kind: kwNoTrump, name: "notrump"}
	counts := map[string]int{
		"hcp": countHCP, "hcps": countHCP,
		"control": countControls, "controls": countControls,
		"loser": countLosers, "losers": countLosers,
	}
	for i, names := range [10][]string{{"tens", "ten"}, {"jacks", "jack"}, {"queens", "queen"}, {"kings", "king"},
		{"aces", "ace"}, {"top2"}, {"top3"}, {"top4"}, {"top5"}, {"c13"}} {
		counts["pt"+string(rune('0'+i))] = countAlt + i
		for _, n := range names {
			counts[n] = countAlt + i
		}
	}
	for w, c := range counts {
		m[w] = keyword{kind: kwCount, arg: c, name: w}
	}
	for _, w := range []string{"cccc", "quality", "shape", "hascard", "score", "rnd", "par"} {
		m[w] = keyword{kind: kwFunc, name: w}
	}
	// dds(seat, strain) is DealerV2's spelling of tricks(seat, strain).
	for _, w := range []string{"trick", "tricks", "dds"} {
		m[w] = keyword{kind: kwFunc, name: "tricks"}
	}
	for _, w := range []string{"imp", "imps"} {
		m[w] = keyword{kind: kwFunc, name: "imps"}
	}
	m["any"] = keyword{kind: kwAny, name: "any"}
	for _, w := range []string{"and", "or", "not"} {
		m[w] = keyword{kind: kwLogic, name: w}
	}
	m["nv"] = keyword{kind: kwVul, arg: 0, name: "nv"}
	m["vul"] = keyword{kind: kwVul, arg: 1, name: "vul"}
	return m
}()

// dealerV2Commands are DealerV2's script commands that set what ruling
// takes elsewhere; a statement starting with one is refused with the
// ruling equivalent (the words stay free as variable names).
var dealerV2Commands = map[string]string{
	"seed":       "DealerV2's seed command is not supported in a script; give the seed on the command line, ruling deal --seed N (a case file's seed = N)",
	"opener":     "DealerV2's opener command is not supported (it names the opener for DealerV2's own evaluations)",
	"startboard": "DealerV2's startboard command is not supported; ruling deal numbers the boards it prints from 1",
}

// lookupKeyword classifies a word; keywords are matched without regard to case.
func lookupKeyword(w string) keyword { return keywords[strings.ToLower(w)] }

// unsupported names dealer features (of dealer 1.x, or of its forks
// DealerV2 and suokko's dealer) that ruling leaves out, with the reason
// given when a script uses one. They are rejected by name, never misread.
var unsupported = map[string]string{
	"evalcontract": "the evalcontract action is not supported; use score() with average",
	"printside":    "DealerV2's printside action is not supported; use printew, printall or printpbn",
	"printns":      "DealerV2's printns action is not supported; use printall or printpbn",
	"bktfreq":      "DealerV2's bktfreq action is not supported; use frequency",
	"csvrpt":       "DealerV2's csvrpt action is not supported; use printpbn, average or frequency",
	"printrpt":     "DealerV2's printrpt action is not supported; use print, average or frequency",
	"export":       "DealerV2's export action is not supported; use printpbn",
	"title":        "DealerV2's title command is not supported; a case file's title = \"...\" names a ruling",
	"parcontract":  "DealerV2's parcontract is not supported; par(side) gives the par score",
	"trix":         "DealerV2's trix() is not supported; use tricks(seat, strain) (or dds(seat, strain)) for each strain",
	"ltc":          "DealerV2's ltc() (the modern Losing Trick Count, half losers in hundredths) is not supported; losers(seat) is dealer's Losing Trick Count in whole losers",
	"opc":          "DealerV2's opc() (Optimal Point Count) is not supported; use hcp, pt0…pt9 or a pointcount table",
	"usereval":     "DealerV2's usereval() (an external evaluation program) is not supported",
	"leadtricks":   "leadtricks() (suokko's dealer) is not supported",
	"abs":          "abs() (suokko's dealer) is not supported; write x < 0 ? -x : x",
	"avg":          "avg (suokko's dealer) is not supported",
	"library":      "dealer's library mode (-l) is not supported",
	"exhaust":      "dealer's exhaust mode (-e) is not supported",
}
