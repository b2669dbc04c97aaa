// cutcache.go: the cut-off card cache's writes and its clearing — only the cache lines written since the last clear are zeroed.

package solver

import "math/bits"

// cutCacheBits sizes the cut-off card cache (2^bits entries, 2 MB): a
// long search's cut-off cards overwrite each other in a smaller one
// (BIG CUT CACHE). From 16 bits (128 KB) to 20, nodes: the champion's
// notrump with West on lead at 64 MB 592,864,082 -> 327,414,117
// (-44.8 %; 18 bits -26 %, 22 bits -47.7 %), bridge-solver's hard deals
// 3, 6, 10, 13 -5.9 %, 1, 5, 7 -0.6 %, dd-tables.tsv's tables 1-40
// -0.85 %, 101-160 -1.3 %; thomas1 +1.7 %, thomas2 +0.45 %. Five random
// tables (callgrind, the product's build) 4,058 M -> 4,004 M
// instructions (-1.3 %), but level-1 data misses +8.6 % and misses of a
// simulated 512 KB level 2 +0.77 M (+69 %): the time is the quiet
// window's to decide.
const cutCacheBits = 20

// A Solver whose table cap is from cutBigMemoryMB to cutBigMaxMemoryMB
// has a cut-off card cache of 2^cutBigBits entries (8 MB; BIG CAP, BIG
// CUTS); every other the 2 MB cache, as the default 64 MB table and
// every small solve have (their nodes unchanged). Measured on the
// champion only (its notrump with West on lead, a fresh solver; the
// whole table on the idle machine, session 12's quiet window): at 256
// MB 236,715,452 -> 220,861,394 nodes (-6.7 %) and 100.1 s -> 86.4 s
// (91.9 s in the window's own run); at 1 GB 228,445,990 -> 218,190,787
// nodes (-4.5 %) but 69.6, 70.7 s -> 74.4, 74.4, 75.1 s: where the table
// holds the search, the big cache's misses cost more than its nodes
// save. The index's shift by the cache's size costs the five random
// tables +0.63 % instructions (callgrind, 4,078 M -> 4,104 M); the bits
// below the tag's as the big index's top two instead, constant shifts,
// took the champion at 256 MB +3.3 % nodes.
const (
	cutBigBits        = 22
	cutBigMemoryMB    = 256
	cutBigMaxMemoryMB = 1023
)

// A solve starts on the cache's first 2^cutSmallBits entries (128 KB,
// which stay in the core's level-2 cache from one small solve to the
// next) and takes all of it once cutGrowNodes nodes have been searched
// since the last clear (SMALL FIRST; the entries move, so the cards
// learnt in the small part are mostly lost then): the 10,000-deal
// ruling of misinformation-mp.toml, thousands of small solves, took
// 1.03-1.11 s on the 16-bit cache and 1.22-1.41 s on the whole 2 MB
// from the start (three interleaved pairs on the loaded machine, the
// same nodes within 0.1 %), each solve's lines missing in the level-2
// cache. With SMALL FIRST (nodes, against 16 bits): the champion at
// 64 MB 351,417,563 (-40.7 %), five random tables on one solver
// 6,266,570 (+0.15 %), thomas1 53,213,425 (+2.3 %), bridge-solver's
// hard deals 1, 5, 7 8,766,402 (+3.7 %); growing at 2^16 or 2^18 nodes
// moves these by -3.6 % to +5.7 % without a pattern.
const (
	cutSmallBits = 16
	cutGrowNodes = 1 << 20
)

// cutLine is the entries of the cut-off card cache in one 64-byte cache
// line; cutDirtyWords is the words of the bitmap of its lines, and
// cutDirtyTops the words of the bitmap of those words (DIRTY WORDS: a
// clear after a small solve visits the few words written, not all 2,048).
const (
	cutLine       = 32
	cutDirtyWords = 1 << cutBigBits / cutLine / 64
	cutDirtyTops  = (cutDirtyWords + 63) / 64
)

// setCut remembers card c as the one that refuted the situation hashed
// to slot (cutKey), and marks its line as written.
func (s *Solver) setCut(slot uint32, c uint16) {
	if s.nodes-s.cutSince > cutGrowNodes {
		s.cutMask = uint32(len(s.cutCache) - 1)
	}
	i := s.cutIndex(slot)
	s.cutCache[i] = uint16(slot)<<8 | c
	w := i / cutLine / 64 % cutDirtyWords
	s.cutDirty[w] |= 1 << (i / cutLine % 64)
	s.cutDirtyTop[w/64%cutDirtyTops] |= 1 << (w % 64)
}

// cutIndex is slot's entry in the cut-off card cache: its top bits,
// within the part in use (SMALL FIRST; the mask).
func (s *Solver) cutIndex(slot uint32) uint32 {
	return slot >> s.cutShift & s.cutMask
}

// newCutCache sizes s's cut-off card cache for a table of up to mb
// megabytes.
func (s *Solver) newCutCache(mb int) {
	bits := cutCacheBits
	if mb >= cutBigMemoryMB && mb <= cutBigMaxMemoryMB {
		bits = cutBigBits
	}
	s.cutCache = make([]uint16, 1<<bits)
	s.cutMask = 1<<cutSmallBits - 1
	s.cutShift = uint32(32 - bits)
}

// clearCuts empties the cut-off card cache: the lines written since the
// last clear (DIRTY LINES). Zeroing all of it (then 128 KB) at every Tricks
// took 165 M instructions and 20 M of the 28 M level-1 write misses of
// the 10,000 deals of misinformation-mp.toml (two workers, cachegrind),
// and pushed the table's hot lines out of the core's level-2 cache,
// where a solve of some thousand nodes writes a few hundred lines.
// The cache is the same after either: the nodes do not change.
func (s *Solver) clearCuts() {
	for k, top := range s.cutDirtyTop {
		for ; top != 0; top &= top - 1 {
			w := (k*64 + bits.TrailingZeros64(top)) % cutDirtyWords
			for x := s.cutDirty[w]; x != 0; x &= x - 1 {
				line := (w*64 + bits.TrailingZeros64(x)) * cutLine
				clear(s.cutCache[line : line+cutLine])
			}
			s.cutDirty[w] = 0
		}
		s.cutDirtyTop[k] = 0
	}
	s.cutMask, s.cutSince = 1<<cutSmallBits-1, s.nodes
}
