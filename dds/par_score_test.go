package dds

import "testing"

// TestParPenalty: par's doubled undertricks are Law 77's (100, 300, 500,
// 800 not vulnerable; 200, 500, 800 vulnerable), and below one trick the
// first step extends linearly (DDS's ranking of strains).
func TestParPenalty(t *testing.T) {
	for _, c := range []struct {
		n    int
		vul  bool
		want int
	}{
		{1, false, 100}, {2, false, 300}, {3, false, 500}, {4, false, 800}, {5, false, 1100},
		{1, true, 200}, {2, true, 500}, {3, true, 800}, {13, true, 3800},
		{0, false, -100}, {-1, false, -300}, {0, true, -100}, {-1, true, -400},
	} {
		if got := penalty(c.n, c.vul); got != c.want {
			t.Errorf("penalty(%d, vul=%v) = %d, want %d", c.n, c.vul, got, c.want)
		}
	}
	// Made exactly, undoubled: 2♣ 90, 4♠ 420/620, 3NT 400/600, 6♦ 920/1370, 7NT 1520/2220.
	for _, c := range []struct {
		level int
		s     Strain
		vul   bool
		want  int
	}{
		{2, Strain(Clubs), false, 90}, {4, Strain(Spades), false, 420}, {4, Strain(Spades), true, 620},
		{3, NoTrump, false, 400}, {3, NoTrump, true, 600}, {6, Strain(Diamonds), false, 920},
		{6, Strain(Diamonds), true, 1370}, {7, NoTrump, false, 1520}, {7, NoTrump, true, 2220},
	} {
		if got := madeScore(c.level, c.s, c.vul); got != c.want {
			t.Errorf("madeScore(%d%v, vul=%v) = %d, want %d", c.level, c.s, c.vul, got, c.want)
		}
	}
}
