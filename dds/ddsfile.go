// ddsfile.go: reading the test files of DDS (dtest's PBN, FUT, TABLE, PAR, PAR2, PLAY and TRACE lines).

package dds

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
)

// DDSHand is one deal of a DDS test file (hands/list100.txt and its
// siblings) with the answers stored for it. The DDS encodings of the file
// (seats N E S W = 0-3, strains S H D C NT = 0-4, suits S H D C = 0-3) are
// converted to ruling's types; a field whose line is absent is left at its
// zero value and its Has flag false.
type DDSHand struct {
	Line   int // the line of the PBN tag, for messages
	Deal   Deal
	Dealer Seat
	Vul    Vulnerability
	Trump  Strain
	Leader Seat // "first": the opening leader of FUT, PLAY and TRACE

	// FUT: every legal opening lead of Leader with its value, the tricks
	// Leader's side takes (SolveBoard, target -1, solutions 3). The equals
	// masks are expanded, so every card appears with its own value. Sorted
	// as Solver.CardValues sorts: spades first, high to low.
	FUT    []CardValue
	HasFUT bool

	Table    Table // TABLE, in ruling's strain order
	HasTable bool

	Par  [4]string // PAR: NS score, EW score, NS contracts, EW contracts
	Par2 []string  // PAR2: the dealer's par score, then one or more par contracts

	Play  []Card // PLAY: the cards played, in order
	Trace []int  // TRACE: declaring side's tricks before the play and after each card
}

// Declarer is the declarer of the stored play: the opening leader's RHO.
func (h *DDSHand) Declarer() Seat { return h.Leader.RHO() }

// ReadDDSHandsFile reads the DDS test file at path (ReadDDSHands); its
// errors name the file.
func ReadDDSHandsFile(path string) ([]DDSHand, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	hands, err := ReadDDSHands(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return hands, nil
}

// ReadDDSHands reads a DDS test file: blocks of tagged lines, each block
// starting with a PBN line. NUMBER lines and blank lines are skipped.
// Errors name the line.
func ReadDDSHands(r io.Reader) ([]DDSHand, error) {
	var (
		out  []DDSHand
		cur  *DDSHand
		line int
	)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		tag, rest, _ := strings.Cut(text, " ")
		rest = strings.TrimSpace(rest)
		if tag == "NUMBER" {
			continue
		}
		if tag == "PBN" {
			out = append(out, DDSHand{Line: line})
			cur = &out[len(out)-1]
			if err := cur.parsePBN(rest); err != nil {
				return nil, fmt.Errorf("line %d: PBN: %v", line, err)
			}
			continue
		}
		if cur == nil {
			return nil, fmt.Errorf("line %d: %s line before the first PBN line", line, tag)
		}
		var err error
		switch tag {
		case "FUT":
			err = cur.parseFUT(rest)
		case "TABLE":
			err = cur.parseTable(rest)
		case "PAR":
			err = parseQuoted(rest, cur.Par[:])
		case "PAR2":
			cur.Par2, err = quotedStrings(rest)
			if err == nil && len(cur.Par2) < 2 {
				err = fmt.Errorf("want a score and at least one contract")
			}
		case "PLAY":
			err = cur.parsePlay(rest)
		case "TRACE":
			err = cur.parseTrace(rest)
		default:
			err = fmt.Errorf("unknown tag")
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %s: %v", line, tag, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("line %d: %v", line+1, err)
	}
	return out, nil
}

// parsePBN reads `<dealer> <vul> <trump> <first> "<deal>"`.
func (h *DDSHand) parsePBN(rest string) error {
	q := strings.IndexByte(rest, '"')
	if q < 0 || !strings.HasSuffix(rest, `"`) || q == len(rest)-1 {
		return fmt.Errorf("no quoted deal")
	}
	nums, err := ints(rest[:q], 4)
	if err != nil {
		return err
	}
	for i, max := range [4]int{3, 3, 4, 3} {
		if nums[i] < 0 || nums[i] > max {
			return fmt.Errorf("field %d is %d, want 0-%d", i+1, nums[i], max)
		}
	}
	h.Dealer = Seat(nums[0])
	h.Vul = Vulnerability(nums[1])
	h.Trump = strainFromDDS(nums[2])
	h.Leader = Seat(nums[3])
	h.Deal, err = ParseDeal(rest[q+1 : len(rest)-1])
	if err != nil {
		return err
	}
	return h.Deal.CheckComplete()
}

// strainFromDDS converts DDS's strain number (S H D C NT = 0-4).
func strainFromDDS(n int) Strain {
	if n == 4 {
		return NoTrump
	}
	return Strain(3 - n)
}

// parseFUT reads `<n> <suit x n> <rank x n> <equals x n> <score x n>` and
// expands each equals mask to the equivalent lower cards.
func (h *DDSHand) parseFUT(rest string) error {
	f := strings.Fields(rest)
	if len(f) == 0 {
		return fmt.Errorf("empty")
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 0 || n > 13 {
		return fmt.Errorf("count %q is not 0-13", f[0])
	}
	v, err := ints(strings.Join(f[1:], " "), 4*n)
	if err != nil {
		return err
	}
	h.FUT = h.FUT[:0]
	for i := range n {
		suit, rank, equals, score := v[i], v[n+i], v[2*n+i], v[3*n+i]
		if suit < 0 || suit > 3 || rank < 2 || rank > 14 || score < -2 || score > 13 {
			return fmt.Errorf("entry %d (suit %d, rank %d, score %d) is out of range", i+1, suit, rank, score)
		}
		s := Suit(3 - suit)
		h.FUT = append(h.FUT, CardValue{Card: NewCard(s, Rank(rank)), Tricks: score})
		for r := Two; r < Rank(rank); r++ {
			if equals&(1<<r) != 0 {
				h.FUT = append(h.FUT, CardValue{Card: NewCard(s, r), Tricks: score})
			}
		}
	}
	SortCardValues(h.FUT)
	h.HasFUT = true
	return nil
}

// SortCardValues sorts card values as Solver.CardValues returns them:
// spades first, high to low.
func SortCardValues(v []CardValue) {
	sort.Slice(v, func(i, j int) bool { return v[i].Card > v[j].Card })
}

// parseTable reads 20 numbers in DDS order, resTable[S H D C NT][N E S W].
func (h *DDSHand) parseTable(rest string) error {
	v, err := ints(rest, 20)
	if err != nil {
		return err
	}
	for i, n := range v {
		if n < 0 || n > 13 {
			return fmt.Errorf("entry %d is %d, not 0-13", i+1, n)
		}
		h.Table[strainFromDDS(i/4)][i%4] = n
	}
	h.HasTable = true
	return nil
}

// parsePlay reads `<k> "<k cards>"`.
func (h *DDSHand) parsePlay(rest string) error {
	num, quoted, _ := strings.Cut(rest, " ")
	k, err := strconv.Atoi(num)
	if err != nil {
		return fmt.Errorf("count %q is not a number", num)
	}
	quoted = strings.TrimSpace(quoted)
	if len(quoted) < 2 || quoted[0] != '"' || quoted[len(quoted)-1] != '"' {
		return fmt.Errorf("no quoted play")
	}
	play, err := ParsePlay(quoted[1 : len(quoted)-1])
	if err != nil {
		return err
	}
	if len(play) != k {
		return fmt.Errorf("%d cards, the count says %d", len(play), k)
	}
	h.Play = play
	return nil
}

// parseTrace reads `<n> <n numbers>`.
func (h *DDSHand) parseTrace(rest string) error {
	f := strings.Fields(rest)
	if len(f) == 0 {
		return fmt.Errorf("empty")
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 0 || n > 53 {
		return fmt.Errorf("count %q is not 0-53", f[0])
	}
	h.Trace, err = ints(strings.Join(f[1:], " "), n)
	return err
}

// parseQuoted reads exactly len(dst) double-quoted strings.
func parseQuoted(rest string, dst []string) error {
	q, err := quotedStrings(rest)
	if err != nil {
		return err
	}
	if len(q) != len(dst) {
		return fmt.Errorf("want %d quoted strings", len(dst))
	}
	copy(dst, q)
	return nil
}

// quotedStrings reads double-quoted strings separated by spaces.
func quotedStrings(rest string) ([]string, error) {
	parts := strings.Split(rest, `"`)
	// `"a" "b"` splits into "", a, " ", b, "".
	if len(parts)%2 == 0 {
		return nil, fmt.Errorf("unbalanced quotes")
	}
	var out []string
	for i := 0; i+1 < len(parts); i += 2 {
		if strings.TrimSpace(parts[i]) != "" {
			return nil, fmt.Errorf("text %q between quoted strings", parts[i])
		}
		out = append(out, parts[i+1])
	}
	if strings.TrimSpace(parts[len(parts)-1]) != "" {
		return nil, fmt.Errorf("text %q after the quoted strings", parts[len(parts)-1])
	}
	return out, nil
}

// ints reads exactly n integers separated by spaces.
func ints(text string, n int) ([]int, error) {
	f := strings.Fields(text)
	if len(f) != n {
		return nil, fmt.Errorf("%d numbers, want %d", len(f), n)
	}
	out := make([]int, n)
	for i, s := range f {
		v, err := strconv.Atoi(s)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", s)
		}
		out[i] = v
	}
	return out, nil
}
