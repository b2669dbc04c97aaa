// ruleplay_test.go: the play rules' semantics — the hand-made endings against the reference, declarer's options, when rules expire, Prune.

package dds_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/internal/ruleref"
)

// TestWorkedEndings checks the hand-made endings (worked by hand in
// ruleref's comments) against the brute-force reference.
func TestWorkedEndings(t *testing.T) {
	for _, w := range ruleref.Endings {
		p, st, err := w.Position()
		if err != nil {
			t.Fatalf("%s: %v", w.Name, err)
		}
		if got := ruleref.Value(p, st, dds.NS); got != w.Ruled {
			t.Errorf("%s: NS take %d under %s, worked %d", w.Name, got, st.String(), w.Ruled)
		}
		if got := ruleref.Value(p, dds.PlayState{}, dds.NS); got != w.Free {
			t.Errorf("%s: NS take %d free, worked %d", w.Name, got, w.Free)
		}
	}
}

func worked(t *testing.T, name string) (dds.Position, dds.PlayState) {
	t.Helper()
	for _, w := range ruleref.Endings {
		if w.Name == name {
			p, st, err := w.Position()
			if err != nil {
				t.Fatal(err)
			}
			return p, st
		}
	}
	t.Fatalf("no ending %q", name)
	return dds.Position{}, dds.PlayState{}
}

func card(t *testing.T, s string) dds.Card {
	t.Helper()
	c, err := dds.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func cards(t *testing.T, s string) dds.Cards {
	t.Helper()
	var h dds.Cards
	for _, f := range strings.Fields(s) {
		h = h.With(card(t, f))
	}
	return h
}

// play plays the cards under the rules, failing the test on an illegal one.
func play(t *testing.T, p *dds.Position, st *dds.PlayState, cs string) {
	t.Helper()
	for _, f := range strings.Fields(cs) {
		if err := st.PlayCard(p, card(t, f)); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
}

// option takes the option of the kind given from those due.
func option(t *testing.T, p *dds.Position, st *dds.PlayState, k dds.OptionKind) dds.Option {
	t.Helper()
	for _, o := range st.Options(p, nil) {
		if o.Kind == k {
			st.Choose(o)
			return o
		}
	}
	t.Fatalf("no option of kind %d among %v", k, st.Options(p, nil))
	return dds.Option{}
}

func TestPenaltyCardOnPartnersWinner(t *testing.T) {
	p, st := worked(t, "penalty card on partner's winner")
	opts := st.Options(&p, nil)
	if len(opts) != 3 || opts[0].String() != "require ♦ (Law 50D2(a); ♦K picked up)" ||
		opts[1].String() != "prohibit ♦ (Law 50D2(a); ♦K picked up)" ||
		opts[2].String() != "neither require nor prohibit (Law 50D2(b); the penalty card stays)" {
		t.Fatalf("options %v", opts)
	}
	if err := st.PlayCard(&p, card(t, "HA")); err == nil {
		t.Fatal("West led before declarer's options were taken")
	}
	option(t, &p, &st, dds.Neither)
	play(t, &p, &st, "HA HQ")
	if legal, picks := st.Legal(&p); legal != cards(t, "DK") || picks {
		t.Fatalf("East may play %v (declarer picks %v), want the ♦K alone", legal, picks)
	}
	if err := st.PlayCard(&p, card(t, "S2")); err == nil {
		t.Fatal("East kept his penalty card on a trick he could play it to")
	}
	play(t, &p, &st, "DK HJ")
	if !st.Empty() {
		t.Errorf("rules left after the penalty card was played: %s", st.String())
	}
}

func TestProhibitionEndsWithTheLead(t *testing.T) {
	// West barred from spades; he keeps the lead for a trick, then loses it.
	d, _ := dds.ParseDeal("N:2.5.K2. 3.6.54. 4.7.63. AK.A.A.")
	p := dds.Position{Hands: d, Trump: dds.NoTrump, Leader: dds.West}
	rules, _ := dds.ParseRules([]string{"lead W not S"})
	st, err := dds.NewPlayState(rules, &p)
	if err != nil {
		t.Fatal(err)
	}
	if legal, _ := st.Legal(&p); legal != cards(t, "HA DA") {
		t.Fatalf("West may lead %v, want ♥A ♦A", legal)
	}
	play(t, &p, &st, "HA H5 H6 H7") // West keeps the lead: still barred
	if legal, _ := st.Legal(&p); legal != cards(t, "DA") {
		t.Fatalf("West, still on lead, may lead %v, want ♦A", legal)
	}
	play(t, &p, &st, "DA D2 D4 D3")
	if legal, _ := st.Legal(&p); legal != cards(t, "SA SK") {
		t.Fatalf("West with spades only: %v", legal)
	}
	// Now West loses a trick: a fresh deal where North wins West's lead.
	d, _ = dds.ParseDeal("N:2.A.K2. 3.6.54. 4.7.63. AK.5.A.")
	p = dds.Position{Hands: d, Trump: dds.NoTrump, Leader: dds.West}
	st, _ = dds.NewPlayState(rules, &p)
	play(t, &p, &st, "H5 HA H6 H7")
	if !st.Empty() {
		t.Fatalf("West lost the lead; rules left: %s", st.String())
	}
}

func TestRequiredLeadOnAVoid(t *testing.T) {
	p, st := worked(t, "required lead on a void")
	if legal, _ := st.Legal(&p); legal != p.Hands[dds.West] {
		t.Fatalf("West void in hearts may lead %v, want any card (Law 59)", legal)
	}
	if st.Prune(&p) {
		t.Errorf("a required lead in a suit the leader lacks is left by Prune: %s", st.String())
	}
}

func TestFootnote8(t *testing.T) {
	p, st := worked(t, "footnote 8: the options again")
	option(t, &p, &st, dds.Neither)
	play(t, &p, &st, "HA H2 H3 H4")
	opts := st.Options(&p, nil)
	if len(opts) != 3 {
		t.Fatalf("West kept the lead with the ♦K on the table: options %v, want three again (footnote 8)", opts)
	}
	if got := ruleref.Value(p, st, dds.NS); got != 2 {
		t.Fatalf("NS take %d after the first trick, worked 2", got)
	}
	for k, want := range []int{2, 1, 1} { // require, prohibit, neither
		s2 := st
		s2.Choose(opts[k])
		if got := ruleref.Value(p, s2, dds.NS); got != want {
			t.Errorf("second options, %v: NS %d, worked %d", opts[k], got, want)
		}
	}
	// Once the penalty card is picked up the options are over.
	s2 := st
	s2.Choose(opts[0])
	play(t, &p, &s2, "D2")
	if !s2.Empty() {
		t.Errorf("rules left: %s", s2.String())
	}
}

func TestMinorPenaltyCard(t *testing.T) {
	d, _ := dds.ParseDeal("N:..AK2. ..Q73. ..54.2 ..T9.3")
	p := dds.Position{Hands: d, Trump: dds.NoTrump, Leader: dds.North}
	rules, _ := dds.ParseRules([]string{"penalty E D3 minor"})
	st, _ := dds.NewPlayState(rules, &p)
	if len(st.Options(&dds.Position{Hands: d, Leader: dds.West}, nil)) != 0 {
		t.Error("a minor penalty card gives declarer options (Law 50C: partner is not restricted)")
	}
	play(t, &p, &st, "D2")
	if legal, _ := st.Legal(&p); legal != cards(t, "DQ D3") {
		t.Fatalf("East may play %v, want ♦Q or ♦3 (not ♦7)", legal)
	}
	play(t, &p, &st, "D3 D4 DT")
	if !st.Empty() {
		t.Errorf("rules left after the minor card was played: %s", st.String())
	}
}

func TestSeveralPenaltyCards(t *testing.T) {
	// Law 50B: a second penalty card makes the minor one major.
	d, _ := dds.ParseDeal("N:..AK2.2 ..Q73.3 ..54.4 ..T9.5")
	p := dds.Position{Hands: d, Trump: dds.NoTrump, Leader: dds.West}
	rules, _ := dds.ParseRules([]string{"penalty E D3 minor", "penalty E C3"})
	st, _ := dds.NewPlayState(rules, &p)
	if got := st.String(); got != "penalty E D3, penalty E C3" {
		t.Fatalf("state %q, want both major", got)
	}
	opts := st.Options(&p, nil)
	var laws []string
	for _, o := range opts {
		laws = append(laws, o.String())
	}
	want := []string{"require ♦ (Law 51B2(a); ♦3 picked up)", "require ♣ (Law 51B2(a); ♣3 picked up)",
		"prohibit ♦♣ (Law 51B2(b); ♦3 ♣3 picked up)", "prohibit ♦ (Law 51B2(b); ♦3 picked up)",
		"prohibit ♣ (Law 51B2(b); ♣3 picked up)", "neither require nor prohibit (Law 51B2(c); the penalty cards stay)"}
	if strings.Join(laws, "|") != strings.Join(want, "|") {
		t.Fatalf("options\n%s\nwant\n%s", strings.Join(laws, "\n"), strings.Join(want, "\n"))
	}
	st.Choose(opts[5])
	play(t, &p, &st, "C5 C2")
	if legal, picks := st.Legal(&p); legal != cards(t, "C3") || picks {
		t.Fatalf("East must follow with ♣3: %v %v", legal, picks)
	}
	// Void in the suit led with two penalty cards: declarer designates (51A).
	p = dds.Position{Hands: d, Trump: dds.NoTrump, Leader: dds.North}
	d2, _ := dds.ParseDeal("N:.2.AK.2 ..Q73.3 .5.54. .4.T9.5")
	p.Hands = d2
	st, _ = dds.NewPlayState(rules, &p)
	play(t, &p, &st, "H2")
	if legal, picks := st.Legal(&p); legal != cards(t, "D3 C3") || !picks {
		t.Fatalf("East void in hearts: %v, declarer picks %v; want ♦3 ♣3 by declarer's choice", legal, picks)
	}
}

func TestOptions26B(t *testing.T) {
	p, st := worked(t, "26B choice")
	opts := st.Options(&p, nil)
	var s []string
	for _, o := range opts {
		s = append(s, o.String())
	}
	if got := strings.Join(s, "|"); got != "require ♠ (Law 26B1)|require ♥ (Law 26B1)|require ♦ (Law 26B1)|prohibit ♠ (Law 26B2)|prohibit ♥ (Law 26B2)|prohibit ♦ (Law 26B2)|neither require nor prohibit (Law 26B)" {
		t.Fatalf("options %s", got)
	}
	st.Choose(opts[5])
	if len(st.Options(&p, nil)) != 0 {
		t.Fatal("the 26B choice offered twice")
	}
	if legal, _ := st.Legal(&p); legal != cards(t, "C4") {
		t.Fatalf("West barred from diamonds may lead %v", legal)
	}
}

func TestNewPlayStateErrors(t *testing.T) {
	d, _ := dds.ParseDeal("N:..AK2. ..Q73. ..54.2 ..T9.3")
	p := dds.Position{Hands: d, Trump: dds.NoTrump, Leader: dds.North}
	rules, _ := dds.ParseRules([]string{"lead W not S", "penalty E DK"})
	if _, err := dds.NewPlayState(rules, &p); err == nil || err.Error() != `rule 2: "penalty E DK": East does not hold ♦K` {
		t.Errorf("error %v", err)
	}
	bad := []dds.PlayRule{{Kind: dds.LeadNot, Seat: dds.West, Suits: 1}, {Kind: dds.LeadNot, Seat: dds.North, Suits: 1}}
	if _, err := dds.NewPlayState(bad, &p); err == nil || !strings.Contains(err.Error(), "opposite sides") {
		t.Errorf("error %v", err)
	}
}

// TestPruneKeepsValues checks Prune against the reference: a state and
// its pruned form have the same value, and a state pruned to nothing has
// the value of no rule at all.
func TestPruneKeepsValues(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	n := 150
	if testing.Short() {
		n = 40
	}
	if err := ruleref.States(rng, n, func() int { return 1 + rng.IntN(3) }, func(k ruleref.Kind, p dds.Position, rules []dds.PlayRule, st dds.PlayState) {
		side := dds.Side(rng.IntN(2))
		want := ruleref.Value(p, st, side)
		pruned := st
		left := pruned.Prune(&p)
		if got := ruleref.Value(p, pruned, side); got != want {
			t.Fatalf("%v: %s trump %v leader %v trick %v, %s: %d pruned to %s, %d", k, p.Hands.PBN(dds.North), p.Trump, p.Leader, p.Trick, st.String(), want, pruned.String(), got)
		}
		if !left {
			if got := ruleref.Value(p, dds.PlayState{}, side); got != want {
				t.Fatalf("%v: %s trump %v leader %v trick %v, %s: pruned to nothing but %d, %d free", k, p.Hands.PBN(dds.North), p.Trump, p.Leader, p.Trick, st.String(), want, got)
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
}

func TestRelative(t *testing.T) {
	// East holds ♦K Q 5 and ♣A T 3, the ♦5 and the ♣3 penalty cards (both
	// major: 50B), each the third card of his suit: Relative names them
	// ♦Q and ♣Q.
	d, _ := dds.ParseDeal("N:..AJ.KQ ..KQ5.AT3 ..T9.J2 ..43.54")
	p := dds.Position{Hands: d, Trump: dds.NoTrump, Leader: dds.North}
	rules, _ := dds.ParseRules([]string{"penalty E D5", "penalty E C3"})
	st, err := dds.NewPlayState(rules, &p)
	if err != nil {
		t.Fatal(err)
	}
	rel := st.Relative(&p.Hands)
	if got := rel.PenaltyCards(dds.East); got != cards(t, "DQ CQ") {
		t.Errorf("Relative: %v, want ♦Q ♣Q", got)
	}
	// The same places in other holdings map alike.
	d2, _ := dds.ParseDeal("N:..AJ.KQ ..QJ4.KT2 ..T9.J3 ..83.54")
	p2 := dds.Position{Hands: d2, Trump: dds.NoTrump, Leader: dds.North}
	rules2, _ := dds.ParseRules([]string{"penalty E D4", "penalty E C2"})
	st2, _ := dds.NewPlayState(rules2, &p2)
	if rel2 := st2.Relative(&p2.Hands); rel2 != rel {
		t.Errorf("Relative differs for the same places: %s, %s", rel2.String(), rel.String())
	}
}
