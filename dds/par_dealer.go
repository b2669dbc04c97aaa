// par_dealer.go: DealerPar — the par of a board as dealt, the dealer opening the bidding (DDS's DealerPar semantics).

package dds

// DealerPar is the par of the board with the given dealer and
// vulnerability, from its double-dummy table, exactly as DDS's DealerPar
// gives it. In bridge terms:
//
//   - Each side's highest makeable contract is its longest-trick strain
//     bid to the level it makes. The side whose highest contract outranks
//     the other's has the primacy (it is entitled to the plus score); when
//     both make the same contract, the side whose player able to make it
//     comes first from the dealer has it (that player can bid it first).
//     When neither side makes anything, the deal is passed out.
//   - The primacy side's candidates are its strains whose highest
//     makeable contract is at least as high as its most valuable contract
//     (the lowest such contract when two score the same, e.g. 3NT and 5♣).
//   - Against each candidate, from the highest, the opponents look for
//     their cheapest doubled sacrifice: in another strain, enough levels
//     over what they make there to outrank it; in the same strain, at the
//     same level if one of them can bid it before a player of the primacy
//     side who makes it (counting from the dealer), else one level higher.
//     A sacrifice pays when it costs less than the candidate scores.
//   - If the primacy side has a candidate with no paying sacrifice that
//     scores more than the dearest paying sacrifice (taken against the
//     highest candidate that has one), it bids: the par score is its best
//     such score and the par contracts are every such candidate scoring
//     it, each at the lowest level that keeps its game or slam bonus and
//     still leaves the opponents no paying sacrifice (the spare tricks
//     shown as "+n"). Otherwise the opponents sacrifice: the par score is
//     the penalty, and the par contracts are every strain where they go
//     down that many (in the candidate's own strain, by the player who can
//     bid it at the lowest level).
//
// Contracts come in DDS's order: highest first for makes, strain by
// strain for sacrifices.
func DealerPar(t Table, dealer Seat, v Vulnerability) DealerParResult {
	var (
		top      [2][5]int // contract number of each side's highest contract per strain (≤ 0: none)
		tricks   [2][5]int // each side's best tricks per strain
		made     [2][5]int // the score of bidding and making top
		highest  [2]int    // each side's highest makeable contract number
		dearest  [2]int    // each side's best score …
		cheapest [2]int    // … and the lowest contract number scoring it
	)
	for side := range 2 {
		vul := v.Vulnerable(Side(side))
		for s := range 5 {
			n := max(t[s][side], t[s][side+2])
			tricks[side][s] = n
			top[side][s] = contractNo(n-6, Strain(s))
			if n < 7 {
				continue
			}
			sc := madeScore(n-6, Strain(s), vul)
			made[side][s] = sc
			if sc > dearest[side] || sc == dearest[side] && top[side][s] < cheapest[side] {
				dearest[side], cheapest[side] = sc, top[side][s]
			}
			highest[side] = max(highest[side], top[side][s])
		}
	}

	var side Side
	switch {
	case highest[NS] > highest[EW]:
		side = NS
	case highest[NS] < highest[EW]:
		side = EW
	case highest[NS] == 0:
		return DealerParResult{}
	default:
		// Both make the same contract: the first from the dealer who makes it bids it.
		s := (highest[NS] - 1) % 5
		for i, p := 0, dealer; i < 4; i, p = i+1, p.Next() {
			if t[s][p] == tricks[NS][s] {
				side = p.Side()
				break
			}
		}
	}
	opp := side.Other()
	defVul := v.Vulnerable(opp)

	// The candidates: strains of the primacy side, highest contract first.
	var cand [5]Strain
	nc := 0
	for s := range 5 {
		if top[side][s] >= cheapest[side] {
			cand[nc] = Strain(s)
			nc++
		}
	}
	for i := 1; i < nc; i++ {
		for j := i; j > 0 && top[side][cand[j]] > top[side][cand[j-1]]; j-- {
			cand[j], cand[j-1] = cand[j-1], cand[j]
		}
	}

	// sacrificeDown is the undertricks of the opponents' cheapest
	// sacrifice in strain e over contract number no in strain s, with
	// the seats that reach it in s itself and the contract number they
	// bid; noSacrifice when they would have to bid beyond 7NT.
	const noSacrifice = 9999
	sacrificeDown := func(no int, s, e Strain) (down int) {
		if e != s {
			down = (no - top[opp][e] + 4) / 5
		} else {
			need := (no + 34) / 5 // the tricks contract no needs
			down = noSacrifice
			bump := 0
			for i, p := 0, dealer; i < 4; i, p = i+1, p.Next() {
				short := need - t[s][p]
				if p.Side() == side {
					if short == 0 {
						bump = 1 // a player of the primacy side bids it first
					}
				} else {
					down = min(down, short+bump)
				}
			}
		}
		if top[opp][e]+5*down > 35 {
			return noSacrifice
		}
		return down
	}

	const (
		kindIgnored = -1 // a paying sacrifice, but a higher candidate had one
		kindSacked  = 0  // the highest candidate with a paying sacrifice
		kindSafe    = 1  // no paying sacrifice
	)
	var (
		kind      [5]int
		gap       [5]int    // target - down for safe candidates (≤ -1)
		downs     [5][5]int // [candidate][sacrifice strain]
		sackDown  int       // the sacked candidate's cheapest down
		bestDown  int
		bestPlus  int
		sacFound  bool
		sackIndex int
	)
	for i := range nc {
		s := cand[i]
		no := top[side][s]
		target := downTarget(made[side][s], defVul)
		down := noSacrifice
		for e := range 5 {
			downs[i][e] = sacrificeDown(no, s, Strain(e))
			down = min(down, downs[i][e])
		}
		if down <= target {
			bestDown = max(bestDown, down)
			if sacFound {
				kind[i] = kindIgnored
			} else {
				sacFound, kind[i], sackDown, sackIndex = true, kindSacked, down, i
			}
			continue
		}
		bestPlus = max(bestPlus, made[side][s])
		kind[i] = kindSafe
		gap[i] = target - down
	}

	sign := 1
	if side == EW {
		sign = -1
	}
	var res DealerParResult
	if !sacFound || bestPlus > sacrificeCost(bestDown, defVul) {
		// The primacy side bids and makes.
		res.Score = sign * bestPlus
		for i := range nc {
			s := cand[i]
			if kind[i] != kindSafe || made[side][s] != bestPlus {
				continue
			}
			level, plus := lowestLevel(top[side][s], s, gap[i])
			res.Contracts = append(res.Contracts, sideContract(t, side, level, s, plus, 0))
		}
		return res
	}

	// The opponents sacrifice.
	res.Score = sign * sacrificeCost(bestDown, defVul)
	if sackDown != bestDown {
		return res // DDS lists no contract here
	}
	s := cand[sackIndex]
	no := top[side][s]
	for e := range 5 {
		if downs[sackIndex][e] != bestDown {
			continue
		}
		if Strain(e) != s {
			level := (top[opp][e]+5*bestDown-1)/5 + 1
			res.Contracts = append(res.Contracts, sideContract(t, opp, level, Strain(e), 0, bestDown))
			continue
		}
		// In the candidate's strain: the opponents who go down bestDown,
		// each at the level they can bid it.
		need := (no + 34) / 5
		bump := 0
		var seats [2]Seat
		var levels [2]int
		hits := 0
		for i, p := 0, dealer; i < 4; i, p = i+1, p.Next() {
			short := need - t[s][p]
			if p.Side() == side {
				if short == 0 {
					bump = 1
				}
				continue
			}
			if short+bump != bestDown {
				continue
			}
			seats[hits], levels[hits] = p, need-6+bump
			hits++
		}
		pc := ParContract{Level: levels[0], Strain: s, Declarer: seats[0], Undertricks: bestDown, Sole: true}
		switch {
		case hits == 2 && levels[0] == levels[1]:
			pc = sideContract(t, opp, levels[0], s, 0, bestDown)
		case hits == 2 && levels[1] < levels[0]:
			pc.Level, pc.Declarer = levels[1], seats[1]
		}
		res.Contracts = append(res.Contracts, pc)
	}
	return res
}

// contractNo numbers the contracts from 1 (1♣) to 35 (7NT); levels below
// 1 give numbers ≤ 0.
func contractNo(level int, s Strain) int { return 5*(level-1) + int(s) + 1 }

// downTarget is the most undertricks, doubled, that cost less than score.
func downTarget(score int, vul bool) int {
	n := 0
	for penalty(n+1, vul) < score {
		n++
	}
	return n
}

// sacrificeCost is the penalty for n undertricks doubled, 0 for none.
func sacrificeCost(n int, vul bool) int {
	if n <= 0 {
		return 0
	}
	return penalty(n, vul)
}

// lowestLevel lowers contract number no (strain s) by the levels to spare
// — gap+1 when the opponents' best sacrifice is gap (< -1) tricks short of
// paying — but never below the lowest level with the same game or slam
// bonus; it returns the level and the overtricks.
func lowestLevel(no int, s Strain, gap int) (level, over int) {
	level = (no-1)/5 + 1
	if gap >= -1 {
		return level, 0
	}
	lowered := max(level+gap+1, bonusFloor(level, s))
	return lowered, level - lowered
}

// sideContract is a contract of side at level in s, declared by whichever
// partners take the side's most tricks in s.
func sideContract(t Table, side Side, level int, s Strain, over, under int) ParContract {
	a, b := Seat(side), Seat(side)+2
	c := ParContract{Level: level, Strain: s, Declarer: a, Overtricks: over, Undertricks: under}
	switch {
	case t[s][a] == t[s][b]:
		c.Either = true
	case t[s][b] > t[s][a]:
		c.Declarer = b
	}
	return c
}
