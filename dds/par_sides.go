// par_sides.go: SidesPar — the par with each side bidding first (DDS's Par semantics, after Matthew Kidd's ACBLmerge).

package dds

// SidesPar is the par of a deal with North-South bidding first and with
// East-West bidding first, from its double-dummy table, exactly as DDS's
// Par gives it ("NS -110", "EW 110", "NS:EW 2S", "EW:EW 2S"). In bridge
// terms, for each side starting:
//
//   - The two sides bid in turn, the one to start first. At its turn a
//     side tries its strains in the order of what they are worth to it
//     (a contract it makes outranking the one standing is worth its score,
//     bid to the level it makes; otherwise a doubled sacrifice one level
//     higher — at the same level in a higher-ranking strain — is worth
//     minus its penalty; equal values in the order notrump, spades,
//     hearts, diamonds, clubs), and bids the first that improves on the
//     result standing. The auction ends when a side that has had its turn
//     cannot improve: that result is the par score.
//   - Other par strains: the auction is run again with the par contract's
//     strain barred to both sides, then with the next found barred too,
//     for as long as it ends in the same score. Each run adds its final
//     contract.
//   - A made par contract is shown with every lower level that still
//     scores the same (the overtricks): lower while the opponents'
//     sacrifice in their best strain still costs them more than the par
//     score, while it keeps the game or slam bonus, and — when the
//     opponents of the par side bid first — while they could not
//     sacrifice at that level in the par strain itself.
//   - When each side's par is its own contract (a hot deal), a par
//     contract lower than the other side's highest par contract is
//     dropped.
//
// Sacrificing contracts are listed strain by strain from notrump down,
// made ones in the order the auctions found them.
func SidesPar(t Table, v Vulnerability) SidesParResult {
	type found struct{ den, tricks int } // den: 0-4 = NT, S, H, D, C
	var (
		bestScore [2]int
		bestUnder [2]int
		pars      [2][5]found
		nPars     [2]int
	)
	// sideTricks is side's best tricks in den.
	sideTricks := func(side Side, den int) int {
		s := denStrain(den)
		return max(t[s][side], t[s][side+2])
	}

	for first := range 2 {
		var barred [5]bool
		nBarred := 0
		// The standing contract: den (-1 none), tricks, the score from
		// the first side's view, and undertricks when it is a sacrifice.
		den, tricks, score, under := -1, 6, 0, 0
		turn, bothActed := 0, false
	auction:
		for {
			actor := Side((first + turn) % 2)
			vul := v.Vulnerable(actor)
			prevDen, prevTricks := den, tricks
			improved := false

			// The actor's strains, most valuable first (stable).
			type option struct{ den, tricks, value int }
			var opts [5]option
			n := 0
			for d := range 5 {
				if barred[d] {
					continue
				}
				tt := sideTricks(actor, d)
				o := option{den: d, tricks: tt, value: -penalty(prevTricks-tt, vul)}
				if tt > tricks || tt == tricks && d < den {
					o.value = madeScore(tt-6, denStrain(d), vul)
				}
				j := n
				for ; j > 0 && o.value > opts[j-1].value; j-- {
					opts[j] = opts[j-1]
				}
				opts[j] = o
				n++
			}

			for _, o := range opts[:n] {
				var sc, ut int
				if o.tricks > tricks || o.tricks == tricks && o.den < den {
					sc = madeScore(o.tricks-6, denStrain(o.den), vul)
				} else {
					ut = prevTricks - o.tricks
					if o.den >= prevDen { // same or lower strain: one level higher
						if prevTricks == 13 {
							continue // nothing above 7NT
						}
						ut++
					}
					if ut <= 0 {
						continue
					}
					sc = -penalty(ut, vul)
				}
				if turn == 1 {
					sc = -sc
				}
				if turn == 0 && sc > score || turn == 1 && sc < score {
					improved = true
					score, den = sc, o.den
					if turn == 0 && sc > 0 || turn == 1 && sc < 0 {
						tricks, under = o.tricks, 0 // a make
					} else {
						tricks, under = o.tricks+ut, ut // a sacrifice
					}
				}
			}

			if improved || !bothActed {
				bothActed = true
				turn = 1 - turn
				continue
			}
			// The auction is over.
			if nBarred == 0 {
				bestScore[first] = score
				if score == 0 {
					break auction
				}
				bestUnder[first] = under
			} else if score != bestScore[first] {
				break auction
			}
			if nBarred >= 5 {
				break auction
			}
			barred[den] = true
			nBarred++
			pars[first][nPars[first]] = found{den, tricks}
			nPars[first]++
			den, tricks, score, under = -1, 6, 0, 0
			turn, bothActed = 0, false
		}
	}

	var res SidesParResult
	if bestScore[NS] == 0 {
		return res // passed out
	}
	for first := range 2 {
		fs := Side(first)
		ps := pars[first][:nPars[first]]
		res[first].Score = bestScore[first]
		if bestUnder[first] > 0 {
			// A sacrifice, by the side that does not get the plus score.
			decl := fs
			if bestScore[first] > 0 {
				decl = fs.Other()
			}
			for i := 1; i < len(ps); i++ {
				for j := i; j > 0 && ps[j].den < ps[j-1].den; j-- {
					ps[j], ps[j-1] = ps[j-1], ps[j]
				}
			}
			for _, p := range ps {
				res[first].Contracts = append(res[first].Contracts,
					sideContract(t, decl, p.tricks-6, denStrain(p.den), 0, bestUnder[first]))
			}
			continue
		}

		// A make, by the side that gets the plus score.
		decl := fs
		if bestScore[first] < 0 {
			decl = fs.Other()
		}
		defs := decl.Other()
		oppMax, oppDen := 0, 0 // the defenders' best strain (the highest-ranking on ties)
		for d := range 5 {
			if tt := sideTricks(defs, d); tt > oppMax {
				oppMax, oppDen = tt, d
			}
		}
		// The vulnerability DDS uses for the defenders' penalties: that of
		// the side opposite North-South's par when North-South bid first.
		defVul := v.Vulnerable(NS)
		if bestScore[NS] > 0 {
			defVul = v.Vulnerable(EW)
		}
		parValue := bestScore[first]
		if parValue < 0 {
			parValue = -parValue
		}
		for _, p := range ps {
			outrank := 0 // one trick more when the defenders' best strain ranks lower
			if oppDen >= p.den {
				outrank = 1
			}
			lower := p.tricks - oppMax - 1 + outrank
			for lower > 0 && parValue >= penalty(p.tricks-lower-oppMax+outrank, defVul) {
				lower--
			}
			oppSame := sideTricks(defs, p.den)
			for lower > 0 && parValue > penalty(p.tricks-lower-oppSame, defVul) && bestScore[first] < 0 {
				lower--
			}
			level := p.tricks - 6
			s := denStrain(p.den)
			over := max(min(lower, level-bonusFloor(level, s)), 0)
			res[first].Contracts = append(res[first].Contracts, sideContract(t, decl, level-over, s, over, 0))
		}
	}

	// A hot deal: drop the contracts the other side outbids.
	var domLevel, domDen [2]int
	for x := range 2 {
		domLevel[x], domDen[x] = -1, -1
		for _, c := range res[x].Contracts {
			if c.Side() != Side(x) {
				continue
			}
			l, d := c.Level+c.Overtricks, strainDen(c.Strain)
			if l > domLevel[x] || l == domLevel[x] && d < domDen[x] {
				domLevel[x], domDen[x] = l, d
			}
		}
	}
	if domDen[NS] != -1 && domDen[EW] != -1 {
		for x := range 2 {
			o := 1 - x
			kept := res[x].Contracts[:0]
			for _, c := range res[x].Contracts {
				l, d := c.Level+c.Overtricks, strainDen(c.Strain)
				if l < domLevel[o] || l == domLevel[o] && domDen[o] < d {
					continue
				}
				kept = append(kept, c)
			}
			res[x].Contracts = kept
		}
	}
	return res
}

// denStrain maps DDS's par order of strains (0-4 = NT, S, H, D, C) to a Strain.
func denStrain(d int) Strain { return Strain(4 - d) }

// strainDen is the inverse of denStrain.
func strainDen(s Strain) int { return 4 - int(s) }

// bonusFloor is the lowest level in strain s that scores the same kind
// of bonus as level: the level itself for a slam, the game level for a
// game, 1 for a part score.
func bonusFloor(level int, s Strain) int {
	game := 5
	switch s {
	case NoTrump:
		game = 3
	case Strain(Hearts), Strain(Spades):
		game = 4
	}
	switch {
	case level >= 6:
		return level
	case level >= game:
		return game
	}
	return 1
}
