// language_test.go: dealer's shipped examples parse; malformed scripts give messages that name the place.

package sim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

func TestDealerExamplesParse(t *testing.T) {
	files, err := filepath.Glob("testdata/examples/Descr.*")
	if err != nil || len(files) < 15 {
		t.Fatalf("examples: %v, %d files", err, len(files))
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ParseScript(filepath.Base(f), string(src)); err != nil {
			t.Errorf("%v", err)
		}
	}
}

func TestExampleDetails(t *testing.T) {
	src, _ := os.ReadFile("testdata/examples/Descr.you_hold")
	s, err := ParseScript("you_hold", string(src))
	if err != nil {
		t.Fatal(err)
	}
	south, _ := dds.ParseHand("AQ542.KJ87.32.AK")
	if s.Generate != 20000 || s.Produce != 25 || !s.VulnerableSet || s.Vulnerable != dds.VulEW ||
		!s.DealerSet || s.Dealer != dds.West || s.Predeal[dds.South] != south {
		t.Errorf("you_hold parsed as %+v", s)
	}
	if len(s.actions) != 1 || s.actions[0].kind != actPrintAll {
		t.Errorf("actions: %+v", s.actions)
	}
	src, _ = os.ReadFile("testdata/examples/Descr.yarb")
	s, err = ParseScript("yarb", string(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.actions) != 2 || s.actions[0].kind != actPrint || s.actions[1].kind != actFrequency {
		t.Errorf("yarb actions: %+v", s.actions)
	}
}

func TestMalformedScripts(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"condition hcp(north) > 10 &&\n  hcpx(south) > 3\n", `nt.dl:2:3: unknown function "hcpx"`},
		{"produce 10\ncondition spades(north) >= 5 && hcp(nrth) > 10\n", `nt.dl:2:37: hcp: expected north, east, south or west, found "nrth"`},
		{"condition hcp(north) > 10\naction printall, avrage hcp(north)\n", `nt.dl:2:18: unknown action "avrage" (actions: printall, printew, printpbn, printcompact, printoneline, print, printes, average, frequency)`},
		{"condition x > 3\n", `nt.dl:1:11: unknown variable "x" (define it before use: x = …)`},
		{"condition (hcp(north) > 10\n", `nt.dl:2:1: expected ")" to close "(", found end of file`},
		{"condition shape(north, 4442)\n", `nt.dl:1:24: shape "4442" has 14 cards, not 13`},
		{"condition shape(north, 54x)\n", `nt.dl:1:24: shape "54x" must have four characters (digits or x), spades first`},
		{"condition hascard(north, 1S)\n", `nt.dl:1:26: hascard: "1S" is not a card (write it as AS, TC, 9H)`},
		{"generate many\n", `nt.dl:1:10: generate: expected a number, found "many"`},
		{"vulnerable red\n", `nt.dl:1:12: vulnerable: expected none, NS, EW or all, found "red"`},
		{"dealer northwest\n", `nt.dl:1:8: dealer: expected north, east, south or west, found "northwest"`},
		{"predeal north SAK, HZ2\n", `nt.dl:1:20: predeal north: expected a suit letter and cards (e.g. SAQ542), found "HZ2"`},
		{"action frequency (hcp(north), 10, 5)\n", `nt.dl:1:35: frequency: the high bound 5 is below the low bound 10`},
		{"action average score(nv, x3Nx, 9)\n", `nt.dl:1:26: score: doubled contracts (x3Nx) are not supported: dealer's score() takes undoubled contracts`},
		{"action average score(vul, x8N, 9)\n", `nt.dl:1:27: score: x8N: the level must be 1 to 7`},
		{"condition tricks(north, sans)\n", `nt.dl:1:25: tricks: expected a strain (spades, hearts, diamonds, clubs, notrump), found "sans"`},
		{"action evalcontract(NS, x4H, vul)\n", `nt.dl:1:8: the evalcontract action is not supported; use score() with average`},
		{"condition dds(north, sans) > 9\n", `nt.dl:1:22: tricks: expected a strain (spades, hearts, diamonds, clubs, notrump), found "sans"`},
		{"condition ltc(north) < 7\n", `nt.dl:1:11: DealerV2's ltc() (the modern Losing Trick Count, half losers in hundredths) is not supported; losers(seat) is dealer's Losing Trick Count in whole losers`},
		{"condition trix(north) > 0\n", `nt.dl:1:11: DealerV2's trix() is not supported; use tricks(seat, strain) (or dds(seat, strain)) for each strain`},
		{"condition opc(NS) > 26\n", `nt.dl:1:11: DealerV2's opc() (Optimal Point Count) is not supported; use hcp, pt0…pt9 or a pointcount table`},
		{"seed 42\ncondition hcp(north) > 10\n", `nt.dl:1:1: DealerV2's seed command is not supported in a script; give the seed on the command line, ruling deal --seed N (a case file's seed = N)`},
		{"opener north\n", `nt.dl:1:1: DealerV2's opener command is not supported (it names the opener for DealerV2's own evaluations)`},
		{"startboard 5\n", `nt.dl:1:1: DealerV2's startboard command is not supported; ruling deal numbers the boards it prints from 1`},
		{"title \"Weak twos\"\n", `nt.dl:1:1: DealerV2's title command is not supported; a case file's title = "..." names a ruling`},
		{"condition hcp(north) >= 11.5\n", `nt.dl:1:27: unexpected ".": decimal numbers (DealerV2's 11.5) are not supported; dealer's language counts in whole numbers (hcp(north) >= 12)`},
		{"action csvrpt(hcp(north))\n", `nt.dl:1:8: DealerV2's csvrpt action is not supported; use printpbn, average or frequency`},
		{"condition shape{north, 5+M}\n", `nt.dl:1:16: unexpected "{": DealerV2's shape{...} notation is not supported; use shape(seat, ...)`},
		{"condition hcp(north) > $1\n", `nt.dl:1:24: unexpected "$": DealerV2's script variables $0…$9 are not supported`},
		{"/* open comment\ncondition 1\n", `nt.dl:1:1: comment /* is never closed`},
		{"action average \"label hcp(north)\n", `nt.dl:1:16: string is never closed (missing ")`},
		{"hcp = 3\n", `nt.dl:1:1: "hcp" is a reserved word and cannot name a variable`},
		{"condition hcp(north) > 10 produce\n", `nt.dl:2:1: produce: expected a number, found end of file`},
		{"condition 1 ? 2\n", `nt.dl:2:1: expected ":" in ?: (cond ? a : b), found end of file`},
		{"pointcount 4 3 2 1 0 0 0 0 0 0 0 0 0 0\n", `nt.dl:1:38: pointcount: more than 13 numbers`},
		{"altcount 12 1\n", `nt.dl:1:10: altcount: expected the count's number (0 to 9), found "12"`},
		{"condition abs(hcp(north) - hcp(south)) < 3\n", `nt.dl:1:11: abs() (suokko's dealer) is not supported; write x < 0 ? -x : x`},
		{"printall\n", `nt.dl:1:1: printall is an action: write it after "action"`},
		{"condition hcp(north) > 10 @\n", `nt.dl:1:27: unexpected character '@'`},
		{"action frequency (hcp(north), 0, 10, hcp(south), 0, 10, 1)\n", `nt.dl:1:57: frequency: at most two expressions`},
	} {
		_, err := ParseScript("nt.dl", tc.src)
		if err == nil {
			t.Errorf("%q: no error, want %s", tc.src, tc.want)
			continue
		}
		if err.Error() != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.src, err, tc.want)
		}
		var se *SyntaxError
		if !asSyntax(err, &se) || !strings.HasPrefix(err.Error(), "nt.dl:") {
			t.Errorf("%q: error %T does not give its place", tc.src, err)
		}
	}
}

func TestLanguageForms(t *testing.T) {
	// Comments of all three kinds, plural and singular keywords, bare
	// conditions, a comma after the last action, printes without
	// parentheses, several shapes without signs.
	src := `# a comment
generate 1000 // and another
/* and a
   block */ produce 5
nt = shape(north, any 4333 any 4432, any 5332 - 5xxx) and hcps(north) >= 15
nt and not (spade(north) > 4) or 0
action printes "n: ", hcp(north), \n, average "h" heart(north), frequency (club(north), 0, 13),
`
	s, err := ParseScript("forms.dl", src)
	if err != nil {
		t.Fatal(err)
	}
	if s.Generate != 1000 || s.Produce != 5 || len(s.actions) != 3 {
		t.Errorf("parsed %+v", s)
	}
	c, err := ParseCondition("hcp(north) >= 15 && shape(north, any 4333 + any 4432 + any 5332)")
	if err != nil {
		t.Fatal(err)
	}
	if c.shapes[dds.North] == nil || c.shapes[dds.North].Len() != 4+12+12 {
		t.Errorf("the balanced shapes should be found for North: %v", c.shapes[dds.North])
	}
	if _, err := ParseCondition("hcp(north) >= 15 produce 3"); err == nil {
		t.Error("ParseCondition accepted a script")
	}
}
