// entry.go: weighted-entry strings as Directors write them ("40% 4S= N, 60% 4S-1 N", "NS: …; EW: …", "A60/40").

package weighting

import (
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"
)

// EntryOptions changes how ParseEntry treats weights.
type EntryOptions struct {
	// Normalize scales weights that do not sum to 100 % instead of
	// rejecting them.
	Normalize bool
}

// sidePrefix finds the NS: and EW: markers of a split entry.
var sidePrefix = regexp.MustCompile(`(?i)\b(NS|EW|N-S|E-W)\s*:`)

// artificialToken matches A60/40, A6040, A60 (both sides), Av+, Av, Av-.
var artificialToken = regexp.MustCompile(`(?i)^(?:A(\d{2,3})\s*/\s*(\d{2,3})|A(\d{2})(\d{2})|A(\d{2,3})|AVE?\s*([+=-]?))$`)

// negativeArtificial matches an artificial score with a negative
// percentage: A-10/50, A60/-5.
var negativeArtificial = regexp.MustCompile(`^A\s*(?:\d*\s*/\s*)?-\s*\d`)

// ParseEntry reads a ruling as a Director writes it:
//
//	4S= N                              one result
//	40% 4S= N, 60% 4S-1 N              weighted (also 1/3 or 0.4 as weights)
//	NS: 60% 4S= N, 40% 4S-1 N; EW: 4S= N   split: a weighted result per side
//	A60/40                             artificial: NS 60 %, EW 40 % (also A6040, A50, Av+)
//
// Weights must sum to 100 % for each side (unless opt.Normalize).
// Warnings report what was accepted with a reading the Director should
// check, such as 33.3 % taken as 1/3.
func ParseEntry(text string, opt EntryOptions) (r Ruling, warnings []string, err error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return Ruling{}, nil, errors.New("empty ruling")
	}
	locs := sidePrefix.FindAllStringSubmatchIndex(t, -1)
	if len(locs) == 0 {
		t = strings.ReplaceAll(t, ";", ",") // "60% 4S= N; 40% 4S-1 N"
		if a, ok, err := parseArtificial(t); (ok || err != nil) && !strings.Contains(t, ",") {
			if err != nil {
				return Ruling{}, nil, err
			}
			warns, _ := a.Check()
			return Ruling{Artificial: &a}, warns, nil
		}
		w, warns, err := parseWeighted(t, opt)
		if err != nil {
			return Ruling{}, nil, err
		}
		return Balanced(w), warns, nil
	}
	if locs[0][0] != 0 && strings.Trim(t[:locs[0][0]], " ,;") != "" {
		return Ruling{}, nil, fmt.Errorf("%q comes before the NS:/EW: parts; give every result under NS: or EW:", strings.TrimSpace(t[:locs[0][0]]))
	}
	parts := map[string]string{}
	for i, loc := range locs {
		side := strings.ReplaceAll(strings.ToUpper(t[loc[2]:loc[3]]), "-", "")
		end := len(t)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		if _, dup := parts[side]; dup {
			return Ruling{}, nil, fmt.Errorf("%s: is given twice", side)
		}
		parts[side] = strings.Trim(strings.TrimSpace(t[loc[1]:end]), " ,;")
	}
	for _, side := range []string{"NS", "EW"} {
		if _, ok := parts[side]; !ok {
			other := "EW"
			if side == "EW" {
				other = "NS"
			}
			return Ruling{}, nil, fmt.Errorf("split score: %s: is given but %s: is missing", other, side)
		}
	}
	var side [2]Weighted
	for i, name := range []string{"NS", "EW"} {
		p := parts[name]
		if p == "" {
			return Ruling{}, nil, fmt.Errorf("%s: has no results", name)
		}
		if _, ok, _ := parseArtificial(p); ok {
			return Ruling{}, nil, fmt.Errorf("%s: %q is an artificial score; write split averages as one token, A60/40", name, p)
		}
		w, warns, err := parseWeighted(p, opt)
		if err != nil {
			return Ruling{}, nil, fmt.Errorf("%s: %v", name, err)
		}
		for _, wn := range warns {
			warnings = append(warnings, name+": "+wn)
		}
		side[i] = w
	}
	return Split(side[0], side[1]), warnings, nil
}

// parseArtificial reads an artificial-score token; ok is false when t is
// not one.
func parseArtificial(t string) (a Artificial, ok bool, err error) {
	m := artificialToken.FindStringSubmatch(strings.TrimSpace(t))
	if m == nil {
		if strings.HasPrefix(strings.ToUpper(strings.TrimSpace(t)), "A") && !strings.ContainsAny(t, "0123456789") {
			return a, false, nil
		}
		up := strings.ToUpper(strings.TrimSpace(t))
		if negativeArtificial.MatchString(up) {
			return a, true, fmt.Errorf("%q: an artificial score's percentages cannot be negative (write A60/40, A50/50 or A40/40)", t)
		}
		if len(up) > 1 && up[0] == 'A' && up[1] >= '0' && up[1] <= '9' {
			return a, true, fmt.Errorf("%q is not an artificial score (write A60/40, A50/50 or A40/40)", t)
		}
		return a, false, nil
	}
	pct := func(s string) int { n, _ := strconv.Atoi(s); return n }
	avg := func(s string) int {
		switch s {
		case "+":
			return AveragePlus
		case "-":
			return AverageMinus
		}
		return Average
	}
	switch {
	case m[1] != "":
		a = Artificial{NS: pct(m[1]), EW: pct(m[2])}
	case m[3] != "":
		a = Artificial{NS: pct(m[3]), EW: pct(m[4])}
	case m[5] != "":
		a = Artificial{NS: pct(m[5]), EW: pct(m[5])}
	default:
		a = Artificial{NS: avg(m[6]), EW: avg(m[6])}
	}
	if _, err := a.Check(); err != nil {
		return a, true, fmt.Errorf("%q: %v", t, err)
	}
	return a, true, nil
}

// parseWeighted reads "40% 4S= N, 60% 4S-1 N" for one side.
func parseWeighted(t string, opt EntryOptions) (Weighted, []string, error) {
	var (
		w       Weighted
		snaps   []*big.Rat
		unknown []int // items with no weight
	)
	items := strings.Split(t, ",")
	for _, item := range items {
		item = strings.TrimSpace(item)
		if item == "" {
			return nil, nil, errors.New("an empty item between commas")
		}
		if _, ok, err := parseArtificial(item); ok || err != nil {
			return nil, nil, fmt.Errorf("%q: an artificial score cannot be mixed with results", item)
		}
		words := strings.Fields(item)
		var weightText string
		switch {
		case isWeightWord(words[0]):
			weightText, words = words[0], words[1:]
		case len(words) > 1 && isWeightWord(words[len(words)-1]):
			weightText, words = words[len(words)-1], words[:len(words)-1]
		case len(words) > 1 && isInteger(words[0]):
			if _, err := ParseResult(strings.Join(words[1:], " ")); err == nil {
				n, _ := strconv.Atoi(words[0])
				return nil, nil, fmt.Errorf("%q: %v", item, BareNumberError(n))
			}
		}
		// "40 %": a percent sign on its own.
		if weightText == "" && len(words) > 1 && words[1] == "%" && isNumber(words[0]) {
			weightText, words = words[0]+"%", words[2:]
		}
		if len(words) == 0 {
			return nil, nil, fmt.Errorf("%q: a weight with no result", item)
		}
		res, err := ParseResult(strings.Join(words, " "))
		if err != nil {
			return nil, nil, err
		}
		o := Outcome{Result: res}
		var snapped *big.Rat
		if weightText == "" {
			unknown = append(unknown, len(w))
		} else if o.Weight, snapped, err = ParseWeight(weightText); err != nil {
			return nil, nil, fmt.Errorf("%q: %v", item, err)
		}
		w = append(w, o)
		snaps = append(snaps, snapped)
	}
	switch {
	case len(unknown) == 1 && len(w) == 1:
		w[0].Weight = big.NewRat(1, 1)
		return w, nil, nil
	case len(unknown) > 0:
		return nil, nil, fmt.Errorf("%s has no weight (give every result one: 40%% 4S= N, 60%% 4S-1 N)", w[unknown[0]].Result)
	}
	one := big.NewRat(1, 1)
	var warnings []string
	// Rounded percentages: 33.3% and 66.7% are read as 1/3 and 2/3 when
	// that makes the weights sum to exactly 100%.
	if hasSnap(snaps) {
		trial := make(Weighted, len(w))
		copy(trial, w)
		var notes []string
		for i, s := range snaps {
			if s != nil {
				notes = append(notes, fmt.Sprintf("%s as %s", FormatPercent(w[i].Weight), s.RatString()))
				trial[i].Weight = s
			}
		}
		if trial.Sum().Cmp(one) == 0 {
			w = trial
			warnings = append(warnings, "read "+strings.Join(notes, ", ")+" (write fractions such as 1/3 to be exact)")
		}
	}
	if s := w.Sum(); s.Cmp(one) != 0 {
		if !opt.Normalize {
			return nil, nil, fmt.Errorf("weights sum to %s, not 100%%", FormatPercent(s))
		}
		var err error
		if w, err = w.Normalize(); err != nil {
			return nil, nil, err
		}
		warnings = append(warnings, fmt.Sprintf("weights summed to %s; scaled to 100%%", FormatPercent(s)))
	}
	return w, warnings, w.Check()
}

func hasSnap(s []*big.Rat) bool {
	for _, x := range s {
		if x != nil {
			return true
		}
	}
	return false
}

// isWeightWord reports whether a word is written as a weight: 60%, 1/3, 0.4.
func isWeightWord(w string) bool {
	if strings.HasSuffix(w, "%") || strings.Contains(w, "/") {
		return true
	}
	return strings.Contains(w, ".") && isNumber(w)
}

func isNumber(w string) bool {
	_, err := strconv.ParseFloat(w, 64)
	return err == nil && !strings.ContainsAny(w, "+-eE")
}

func isInteger(w string) bool {
	_, err := strconv.Atoi(w)
	return err == nil && !strings.ContainsAny(w, "+-")
}
