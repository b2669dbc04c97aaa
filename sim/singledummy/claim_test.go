package singledummy

import (
	"context"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// topTricks: South holds the top three or four of every suit; 7NT by
// South has thirteen top tricks.
var topTricks = "N:5432.5432.5432.2 T987.T98.T98.T98 AKQJ.AKQ.AKQ.AKQ 6.J76.J76.J76543"

// TestClaimTopTricks: declarer claims as soon as he is on lead with
// nothing but winners, and the claim gives the thirteen tricks.
func TestClaimTopTricks(t *testing.T) {
	opts := goOpts(7)
	ps, err := Play(context.Background(), repeat(mustDeal(t, topTricks), 2), grand, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if p.Claim == nil {
			t.Fatalf("no claim with thirteen top tricks (%d cards played)", len(p.Steps))
		}
		if p.Claim.After != 4 || p.Claim.By != dds.South || p.Claim.Tricks != 12 || p.Tricks != 13 || len(p.Steps) != 4 {
			t.Errorf("claim %+v after %d steps, %d tricks; want South to claim the last 12 after trick 1, 13 in all", *p.Claim, len(p.Steps), p.Tricks)
		}
	}
}

// TestClaimNotOnGuess: in the two-way finesse no claim is made while the
// spade queen is out: declarer's spades are not all winners.
func TestClaimNotOnGuess(t *testing.T) {
	q := dds.NewCard(dds.Spades, dds.Queen)
	for _, text := range []string{finesseWest, finesseEast} {
		ps, err := Play(context.Background(), repeat(mustDeal(t, text), 2), grand, goOpts(3), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			if p.Claim == nil {
				continue
			}
			t.Logf("%s: claim %+v", text[:6], *p.Claim)
			seen := false
			for _, st := range p.Steps {
				seen = seen || st.Card == q
			}
			if !seen {
				t.Errorf("%s: claim %+v made with the spade queen still out", text, *p.Claim)
			}
		}
	}
}

// TestClaimKeepsResult: a claim ends the play with the tricks full play
// takes, and the cards before it are those of full play.
func TestClaimKeepsResult(t *testing.T) {
	deals := []dds.Deal{mustDeal(t, topTricks), mustDeal(t, finesseWest), mustDeal(t, countDeal)}
	full, claims := goOpts(21), goOpts(21)
	full.Full, claims.noSeq = true, true
	a, err := Play(context.Background(), deals, grand, full, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Play(context.Background(), deals, grand, claims, nil)
	if err != nil {
		t.Fatal(err)
	}
	claimed := 0
	for k := range deals {
		if a[k].Claim != nil {
			t.Fatalf("deal %d: a claim with Full", k)
		}
		if b[k].Claim != nil {
			claimed++
		}
		if a[k].Tricks != b[k].Tricks {
			t.Errorf("deal %d: %d tricks with claims, %d without", k, b[k].Tricks, a[k].Tricks)
		}
		for i, st := range b[k].Steps {
			if st.Card != a[k].Steps[i].Card {
				t.Fatalf("deal %d: card %d differs", k, i+1)
			}
		}
	}
	if claimed == 0 {
		t.Error("no playout claimed")
	}
}
