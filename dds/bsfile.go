// bsfile.go: bridge-solver's files — its deal files (hard_deals/, long_deals/) and their tables (RESULTS).

package dds

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// BridgeSolverDeal is one deal file of bridge-solver (Hanhong Xue's
// double-dummy solver): the deal, and the strain and opening leader that
// some files name after the hands (bridge-solver then solves only those
// unless told to ignore them).
type BridgeSolverDeal struct {
	Deal      Deal
	Trump     Strain
	HasTrump  bool // the file names a strain
	Leader    Seat
	HasLeader bool // the file names an opening leader
}

// ParseBridgeSolverDeal reads a deal file of bridge-solver: North on the
// first line; West and East on the second, separated by at least four
// spaces or a tab (or East on a line of its own); South on the next. A
// hand is its four suits, spades first, separated by blanks, "-" for a
// void: "AJ962 KT74 - Q853". Anything else on a hand's line — seat
// letters, suit symbols ("N ♠ AJ962 ♥ KT74 ♦ - ♣ Q853") — is decoration
// and skipped. After the hands, a strain letter (S H D C N) on a line of
// its own may name the strain, and then a seat letter the opening leader.
// The deal must be complete.
func ParseBridgeSolverDeal(text string) (BridgeSolverDeal, error) {
	var out BridgeSolverDeal
	var lines []string
	for _, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		if strings.TrimSpace(l) != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) < 3 {
		return out, fmt.Errorf("%d lines, want North; West and East; South", len(lines))
	}
	west := strings.TrimLeftFunc(lines[1], unicode.IsSpace)
	var hands [4]string // N W E S, as the file gives them
	hands[0], hands[1] = lines[0], west
	rest := lines[2:]
	if i := bsGap(west); i > 0 {
		hands[1], hands[2] = west[:i], west[i:]
	} else {
		hands[2], rest = rest[0], rest[1:]
	}
	if len(rest) == 0 {
		return out, fmt.Errorf("no line for South")
	}
	hands[3], rest = rest[0], rest[1:]
	for i, seat := range [4]Seat{North, West, East, South} {
		h, err := parseBridgeSolverHand(hands[i])
		if err != nil {
			return out, fmt.Errorf("%s: %v", seat.Name(), err)
		}
		out.Deal[seat] = h
	}
	if err := out.Deal.CheckComplete(); err != nil {
		return out, err
	}
	if len(rest) > 2 {
		return out, fmt.Errorf("%d lines after the hands, want at most a strain and a leader", len(rest))
	}
	var err error
	if len(rest) > 0 {
		if out.Trump, err = ParseStrain(rest[0]); err != nil {
			return out, fmt.Errorf("strain %q is not S, H, D, C or N", strings.TrimSpace(rest[0]))
		}
		out.HasTrump = true
	}
	if len(rest) > 1 {
		if out.Leader, err = ParseSeat(rest[1]); err != nil {
			return out, fmt.Errorf("leader %q is not N, E, S or W", strings.TrimSpace(rest[1]))
		}
		out.HasLeader = true
	}
	return out, nil
}

// bsGap is where East's hand starts on West's line: at the first run of
// four spaces or a tab, or -1.
func bsGap(line string) int {
	i, j := strings.Index(line, "    "), strings.IndexByte(line, '\t')
	if i < 0 || (j >= 0 && j < i) {
		return j
	}
	return i
}

// parseBridgeSolverHand reads one hand of a bridge-solver deal file: four
// suits separated by blanks, other characters skipped.
func parseBridgeSolverHand(line string) (Cards, error) {
	kept := strings.Map(func(r rune) rune {
		switch {
		case unicode.IsSpace(r):
			return ' '
		case strings.ContainsRune("AKQJTakqjt1098765432-", r):
			return unicode.ToUpper(r)
		}
		return -1
	}, line)
	suits := strings.Fields(kept)
	if len(suits) != 4 {
		return 0, fmt.Errorf("%d suits in %q, want 4 separated by blanks (\"-\" for a void)", len(suits), strings.TrimSpace(line))
	}
	for i, s := range suits {
		if s == "-" {
			suits[i] = ""
		}
	}
	return parseHand(strings.Join(suits, "."))
}

// FormatBridgeSolverDeal is d in bridge-solver's input format: North;
// West and East on one line, four spaces apart; South; each hand as its
// four suits S H D C separated by spaces, "-" for a void.
func FormatBridgeSolverDeal(d Deal) string {
	hand := func(s Seat) string {
		suits := strings.Split(d[s].Holding(), ".")
		for i, x := range suits {
			if x == "" {
				suits[i] = "-"
			}
		}
		return strings.Join(suits, " ")
	}
	return hand(North) + "\n" + hand(West) + "    " + hand(East) + "\n" + hand(South) + "\n"
}

// bsDeclarers is the order of the four trick counts on a line of
// bridge-solver's tables: declarer South, North, West, East.
var bsDeclarers = [4]Seat{South, North, West, East}

// ParseBridgeSolverLine reads one line of a bridge-solver table — its
// output (`solver -m0`) or a RESULTS file: a strain letter (N S H D C)
// and the tricks of declarer South, North, West and East; further fields
// (the output's time and memory) are left to the caller. ok is false for
// a line that does not start with a strain letter and four numbers.
func ParseBridgeSolverLine(line string) (st Strain, tricks [4]int, ok bool, err error) {
	f := strings.Fields(line)
	if len(f) < 5 || len(f[0]) != 1 || !strings.Contains("CDHSN", f[0]) {
		return 0, tricks, false, nil
	}
	st = Strains[strings.Index("CDHSN", f[0])]
	for k, seat := range bsDeclarers {
		n, err := strconv.Atoi(f[1+k])
		if err != nil || n < 0 || n > 13 {
			return st, tricks, true, fmt.Errorf("bad tricks %q in %q", f[1+k], strings.TrimSpace(line))
		}
		tricks[seat] = n
	}
	return st, tricks, true, nil
}

// ReadBridgeSolverResults reads a RESULTS file of bridge-solver's deal
// sets: for each deal, its file's name on a line of its own, then its
// table as five lines of ParseBridgeSolverLine, every strain once. Errors
// name the line.
func ReadBridgeSolverResults(r io.Reader) (map[string]Table, error) {
	out := map[string]Table{}
	var (
		name string
		tab  Table
		seen [5]bool
		n    int
	)
	finish := func(line int) error {
		if name == "" {
			return nil
		}
		if n != 5 {
			return fmt.Errorf("line %d: %s has %d strains of 5", line, name, n)
		}
		out[name] = tab
		return nil
	}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		st, tricks, ok, err := ParseBridgeSolverLine(text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		if !ok {
			if strings.ContainsAny(text, " \t") {
				return nil, fmt.Errorf("line %d: %q is neither a deal's name nor a strain's tricks", line, text)
			}
			if err := finish(line); err != nil {
				return nil, err
			}
			if _, dup := out[text]; dup {
				return nil, fmt.Errorf("line %d: %s twice", line, text)
			}
			name, tab, seen, n = text, Table{}, [5]bool{}, 0
			continue
		}
		if name == "" {
			return nil, fmt.Errorf("line %d: tricks before the first deal's name", line)
		}
		if seen[st] {
			return nil, fmt.Errorf("line %d: %s: strain %s twice", line, name, st)
		}
		seen[st], tab[st], n = true, tricks, n+1
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return out, finish(line)
}

// BridgeSolverFile is one deal file of a folder of bridge-solver's,
// with its table when the folder's RESULTS has it.
type BridgeSolverFile struct {
	Name string // the file's name: deal.1, deal.01, champion
	BridgeSolverDeal
	Table    Table
	HasTable bool
}

// ReadBridgeSolverSet reads the deal files of a folder of bridge-solver's
// (hard_deals/, long_deals/): its deal.* files in the order of their
// numbers, each with its table from the folder's RESULTS if there is
// one. A folder without deal files is an error; errors name the file.
func ReadBridgeSolverSet(dir string) ([]BridgeSolverFile, error) {
	names, err := filepath.Glob(filepath.Join(dir, "deal.*"))
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: no deal files (deal.*)", dir)
	}
	// deal.1 … deal.19 (or deal.01 …): by length, then by name.
	slices.SortFunc(names, func(a, b string) int { return cmp.Or(cmp.Compare(len(a), len(b)), cmp.Compare(a, b)) })
	tables := map[string]Table{}
	if f, err := os.Open(filepath.Join(dir, "RESULTS")); err == nil {
		tables, err = ReadBridgeSolverResults(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", filepath.Join(dir, "RESULTS"), err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	var out []BridgeSolverFile
	for _, path := range names {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		d, err := ParseBridgeSolverDeal(string(data))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		f := BridgeSolverFile{Name: filepath.Base(path), BridgeSolverDeal: d}
		f.Table, f.HasTable = tables[f.Name]
		out = append(out, f)
	}
	return out, nil
}
