// carry.go: carried layouts — the layouts of a chooser's pool or verdict kept for his next one where they still fit what he has seen, so that the solver's table still holds their positions.

package singledummy

import (
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// Carried layouts.
//
// Technique: reuse of samples under new evidence. A situation's pool or
// verdict deals its layouts from the run's seed (pool.go, verdict.go);
// the chooser's next pool or verdict in the same line of play starts
// with those of them that fit what he has seen since (the cards played,
// the show-outs) and deals only the rest. A layout dealt uniformly from
// the deals that fit the earlier facts (and the condition) and that
// fits the later facts is a uniform draw from the deals that fit the
// later ones, so the number of layouts and their law are unchanged, only
// which ones. The solver's transposition table, kept warm from one call
// to the next, then still holds the positions the earlier judging
// searched on those layouts, from which the new searches start: on
// sdbench's 4♠ the verdicts of declarer's card to the first trick and
// his lead to the second solve the layouts of his dummy's card to the
// first trick again, after one and four more cards (−48 % and −83 % of
// their nodes).
//
// Only the layouts of pools and verdicts, which every playout in a
// situation shares and which every playout reaching the next situation
// reached on the same path, are carried, so the play stays the same at
// any number of workers; a playout's own layouts are dealt afresh at
// each decision, so that two playouts still share no layouts of their
// own. What carrying does bring: the layouts of a line of play depend on
// the choices made on them earlier (a verdict was clear on them), a
// dependence the intervals do not count, as they do not count the
// pools' sharing.

// fits reports whether layout d meets facts f: every card known at its
// seat, every pinned length.
func fits(d *dds.Deal, f *sim.Facts) bool {
	for s := range d {
		if f.Known[s]&^d[s] != 0 {
			return false
		}
		for t, n := range f.Length[s] {
			if n >= 0 && d[s].SuitLen(dds.Suit(t)) != n {
				return false
			}
		}
	}
	return true
}
