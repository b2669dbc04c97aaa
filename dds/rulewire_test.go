// rulewire_test.go: PlayState and Option bytes read back equal, along random plays under every kind of rule; malformed bytes refused.

package dds_test

import (
	"math/rand/v2"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/internal/ruleref"
)

// TestRuleWireRoundTrip: every state met along random plays (options
// chosen, cards played, rules expiring) and every option offered read
// back from its bytes equal.
func TestRuleWireRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	states, options := 0, 0
	if err := ruleref.States(rng, 40, func() int { return 2 + rng.IntN(3) }, func(k ruleref.Kind, p dds.Position, rules []dds.PlayRule, st dds.PlayState) {
		for p.Hands.Known() != 0 {
			roundTrip(t, st)
			states++
			if opts := st.Options(&p, nil); len(opts) > 0 {
				for _, o := range opts {
					b, err := o.MarshalBinary()
					if err != nil {
						t.Fatal(err)
					}
					var back dds.Option
					if err := back.UnmarshalBinary(b); err != nil || back != o {
						t.Fatalf("option %s: read back %s, %v", o, back, err)
					}
					options++
				}
				st.Choose(opts[rng.IntN(len(opts))])
			}
			legal, _ := st.Legal(&p)
			list := legal.List()
			if err := st.PlayCard(&p, list[rng.IntN(len(list))]); err != nil {
				t.Fatal(err)
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	if states < 500 || options < 50 {
		t.Errorf("only %d states and %d options tried", states, options)
	}
}

func roundTrip(t *testing.T, st dds.PlayState) {
	t.Helper()
	b, err := st.AppendBinary([]byte{0xff})
	if err != nil {
		t.Fatal(err)
	}
	var back dds.PlayState
	if err := back.UnmarshalBinary(b[1:]); err != nil || back != st {
		t.Fatalf("state %s read back as %s, %v", st.String(), back.String(), err)
	}
}

// TestRuleWireMalformed: short, long and out-of-range bytes are refused
// and leave the value as it was.
func TestRuleWireMalformed(t *testing.T) {
	d, _ := dds.ParseDeal("N:..AK2. ..Q73. ..54.2 ..T9.3")
	p := dds.Position{Hands: d, Trump: dds.NoTrump, Leader: dds.North}
	rules, _ := dds.ParseRules([]string{"lead W not S", "penalty E D7"})
	st, err := dds.NewPlayState(rules, &p)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := st.MarshalBinary()
	for _, bad := range [][]byte{nil, b[:len(b)-1], append(b, 0)} {
		back := st
		if err := back.UnmarshalBinary(bad); err == nil || back != st {
			t.Errorf("% x read as a state: %v", bad, err)
		}
	}
	o := dds.Option{Kind: dds.Require, Seat: dds.West, Suits: dds.SuitsOf(dds.Diamonds), Law: "50D2(a)"}
	ob, _ := o.MarshalBinary()
	for _, bad := range [][]byte{ob[:len(ob)-1], append(ob, 0), append([]byte{9}, ob[1:]...)} {
		var back dds.Option
		if err := back.UnmarshalBinary(bad); err == nil {
			t.Errorf("% x read as an option: %v", bad, back)
		}
	}
}
