// options.go: the options of the form of scoring — one table for the case file's [options] and ruling weigh's flags.

package engine

import (
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// BoardOptions are the options of a form of scoring and of the board, as
// the case file's [options] table gives them and ruling weigh's flags do
// (each key is named in its comment, with the flag). Nil pointers and
// empty texts mean the default.
type BoardOptions struct {
	Units          string // units, --units: matchpoints, ebu (default) or acbl
	SmallGroups    *bool  // small_group, --small-groups: matchpoints, the ACBL small-group rule
	Divisor        string // divisor, --divisor (or --divide-by-n): cross-imps, n-1 (default) or n
	Trim           string // butler_drop, --trim: butler, the share dropped at each end ("5%", "1/20")
	Datum          string // datum, --datum: butler, how a weighted table enters the datum: exclude, fractional or mean
	DatumWithTable *bool  // datum_with_table: butler, the same as datum = "fractional" (older case files)
	AveragePlus    *int64 // average_plus, --avplus: imps, cross-imps, butler; IMPs for average plus
	Knockout       *bool  // knockout, --knockout: imps, bam; non-balancing scores averaged (Law 86B)
	Normalize      *bool  // normalize, --normalize: weights that do not sum to 100 % scaled
	Expected       *int64 // expected, --expected: results expected on the board (Neuberg factoring)
	Round          *int64 // round, adjust --round: weights rounded to 5 or 10 %
	RoundFavour    string // round_favour, adjust --favour: "non-offending" or "neutral" (default)
}

// OptionError is a bad option: Key is the case file's key ("units"),
// Msg the problem, starting with the key, Hint what to give instead (it
// is dds.OptionError, which every library's option checks return).
type OptionError = dds.OptionError

func optionErr(key, format string, a ...any) error {
	return dds.OptionErr(key, format, a...)
}

// Compares says what a form of scoring (by its name) scores a table
// against: the field — the other tables' results — at matchpoints,
// cross-IMPs and Butler; the other room's result at IMPs and
// board-a-match; neither needed at total points.
func Compares(scoring string) (field, vs bool) {
	switch scoring {
	case "matchpoints", "cross-imps", "butler":
		return true, false
	case "imps", "bam":
		return false, true
	}
	return false, false
}

// CheckCompares is the one rule of what a board compares with, for a
// case file and ruling weigh alike: the field at matchpoints, cross-IMPs
// and Butler, the other room's result (vs) at IMPs and board-a-match,
// neither at total points. field and vs say which are given; a breach is
// an *OptionError by the key at fault, naming scoring by its name.
func CheckCompares(scoring string, field, vs bool) error {
	withField, withVs := Compares(scoring)
	switch {
	case withVs && field:
		return dds.OptionErr("field", " is not used with scoring %s, which compares with the other room's result", scoring).
			WithHint(`give it as vs, e.g. +500 or "4S-1 N"`, "scoring", "vs")
	case withVs && !vs:
		return dds.OptionErr("vs", ": scoring %s needs the other room's result", scoring).
			WithHint(`give it as vs, e.g. +500 or "4S-1 N"`, "scoring")
	case !withVs && vs && withField:
		return dds.OptionErr("vs", " is only for scoring imps or bam; %s compares with the other tables", scoring).
			WithHint("give the other tables' results as field", "scoring", "field")
	case !withVs && vs:
		return dds.OptionErr("vs", " is only for scoring imps or bam, not %s", scoring).WithHint("", "scoring")
	case withField && !field:
		return dds.OptionErr("field", ": scoring %s needs the other tables' results", scoring).
			WithHint(`give them as field, e.g. +620, +170, "4S-1 N"`, "scoring")
	}
	return nil
}

// SetOthers sets what c's board compares with from text as a command
// line gives it: field, comma-separated results, North-South scores and
// averages, and vs, the other room's one result ("" for none of either).
// CheckCompares says which c's form of scoring needs; an error is an
// *OptionError by its key.
func (c *Case) SetOthers(field, vs string) (err error) {
	if err := CheckCompares(c.Scoring.Name(), field != "", vs != ""); err != nil {
		return err
	}
	c.Field, c.Vs, err = ParseOthers(field, vs, c.Vulnerability)
	if err == nil {
		c.warnArtificial()
	}
	return err
}

// warnArtificial adds to the case's notes a warning for each artificial
// score of the field and vs that Law 12C2 makes implausible
// (weighting.Artificial.Check).
func (c *Case) warnArtificial() {
	others := c.Field
	if c.Vs != nil {
		others = append(others[:len(others):len(others)], *c.Vs)
	}
	for _, r := range others {
		if r.Artificial == nil {
			continue
		}
		warns, _ := r.Artificial.Check()
		for _, w := range warns {
			c.Sources = append(c.Sources, "warning: "+w)
		}
	}
}

// ParseOthers reads what a board compares with as a command line gives
// it: field, comma-separated results, North-South scores and averages,
// and vs, the other room's one result ("" for none of either). An error
// is an *OptionError by its key.
func ParseOthers(field, vs string, vul dds.Vulnerability) (f []weighting.Ruling, v *weighting.Ruling, err error) {
	hint := "give North-South scores (+620), results (4S= N) or averages (A60/40)"
	if field != "" {
		if f, err = ParseList(field, vul); err != nil {
			return nil, nil, dds.OptionErr("field", ": %v", err).WithHint(hint)
		}
	}
	if vs != "" {
		list, err := ParseList(vs, vul)
		switch {
		case err != nil:
			return nil, nil, dds.OptionErr("vs", ": %v", err).WithHint(hint)
		case len(list) != 1:
			return nil, nil, dds.OptionErr("vs", ": give one result, not %d", len(list)).WithHint("vs is the other room's result", "vs")
		}
		v = &list[0]
	}
	return f, v, nil
}

// ScoreOthers is ParseOthers as North-South scores at vul (a field and
// the other room's result as ruling score takes them): an artificial
// score has none and is an error naming its entry.
func ScoreOthers(field, vs string, vul dds.Vulnerability) (f []float64, v *float64, err error) {
	list, other, err := ParseOthers(field, vs, vul)
	if err != nil {
		return nil, nil, err
	}
	hint := "give North-South scores (+620, -100) or results (4S= N)"
	if f, err = nsScores(list, vul); err != nil {
		return nil, nil, dds.OptionErr("field", ": %v", err).WithHint(hint)
	}
	if other != nil {
		s, err := nsScores([]weighting.Ruling{*other}, vul)
		if err != nil {
			return nil, nil, dds.OptionErr("vs", ": %v", err).WithHint(hint)
		}
		v = &s[0]
	}
	return f, v, nil
}

// SetScoring sets c's form of scoring (by name: matchpoints, imps,
// cross-imps, butler, bam, total) with options o, and the board options
// (expected, knockout, normalize, round). An option that does not apply
// to the form of scoring is an error (an *OptionError).
func (c *Case) SetScoring(name string, o BoardOptions) error {
	sc, err := weighting.ScoringByName(name)
	if err != nil {
		return err
	}
	name = sc.Name()
	only := func(key string, set bool, forms ...string) error {
		if !set {
			return nil
		}
		for _, f := range forms {
			if f == name {
				return nil
			}
		}
		return optionErr(key, " applies only to scoring = %s", strings.Join(forms, " or "))
	}
	for _, err := range []error{
		only("units", o.Units != "", "matchpoints"),
		only("small_group", o.SmallGroups != nil, "matchpoints"),
		only("expected", o.Expected != nil, "matchpoints", "cross-imps", "butler"),
		only("divisor", o.Divisor != "", "cross-imps"),
		only("butler_drop", o.Trim != "", "butler"),
		only("datum", o.Datum != "", "butler"),
		only("datum_with_table", o.DatumWithTable != nil, "butler"),
		only("average_plus", o.AveragePlus != nil, "imps", "cross-imps", "butler"),
		only("knockout", o.Knockout != nil, "imps", "bam"),
	} {
		if err != nil {
			return err
		}
	}
	avplus := 0
	if o.AveragePlus != nil {
		if *o.AveragePlus < 0 || *o.AveragePlus > int64(dds.MaxIMPs) {
			return optionErr("average_plus", " = %d: give a number of IMPs from 0 to %d", *o.AveragePlus, dds.MaxIMPs)
		}
		avplus = int(*o.AveragePlus)
	}
	switch s := sc.(type) {
	case weighting.MatchpointScoring:
		if o.Units != "" {
			u, err := weighting.ParseUnits(o.Units)
			if err != nil {
				return optionErr("units", " %q: use ebu or acbl", o.Units)
			}
			s.Units = u
		}
		s.SmallGroups = o.SmallGroups != nil && *o.SmallGroups
		sc = s
	case weighting.CrossIMPScoring:
		switch o.Divisor {
		case "", "n-1":
		case "n":
			s.DivideByN = true
		default:
			return optionErr("divisor", " %q: use n-1 or n", o.Divisor)
		}
		s.AveragePlus = avplus
		sc = s
	case weighting.ButlerScoring:
		if o.Trim != "" {
			w, err := parseShare(o.Trim)
			if err != nil || w.Cmp(big.NewRat(1, 2)) >= 0 {
				return optionErr("butler_drop", " %q: want a share below 50 %%, e.g. \"5%%\" or \"1/20\"", o.Trim)
			}
			s.Trim = w
		}
		if o.Datum != "" {
			d, err := weighting.ParseDatumMode(o.Datum)
			if err != nil {
				return optionErr("datum", ": %v", err)
			}
			s.Datum = d
		}
		if o.DatumWithTable != nil {
			if o.Datum != "" {
				return optionErr("datum_with_table", ": give datum or datum_with_table, not both")
			}
			if *o.DatumWithTable {
				s.Datum = weighting.DatumFractional
			}
		}
		s.AveragePlus = avplus
		sc = s
	case weighting.IMPScoring:
		s.AveragePlus = avplus
		sc = s
	}
	c.Scoring = sc
	c.Expected = 0
	if o.Expected != nil {
		if *o.Expected < 2 || *o.Expected > 10000 {
			return optionErr("expected", " = %d: want the number of results expected on the board (2 or more)", *o.Expected)
		}
		c.Expected = int(*o.Expected)
	}
	c.Knockout = o.Knockout != nil && *o.Knockout
	c.Normalize = o.Normalize != nil && *o.Normalize
	if c.RoundFavour, err = ParseFavour(o.RoundFavour); err != nil {
		return err
	}
	c.Round = 0
	if o.Round != nil {
		if *o.Round != 5 && *o.Round != 10 && *o.Round != 0 {
			return dds.OptionErr("round", " = %d: use 5 or 10", *o.Round).WithHint(roundHint)
		}
		c.Round = int(*o.Round)
	}
	return nil
}

// The values of round_favour (adjust --favour).
const (
	FavourNonOffending = "non-offending" // spare units to the outcomes better for the non-offending side
	FavourNeutral      = "neutral"       // spare units to the largest remainders
)

// ParseFavour reads round_favour: "non-offending" (true) or "neutral" or
// "" (false); anything else is an *OptionError.
func ParseFavour(text string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "", FavourNeutral:
		return false, nil
	case FavourNonOffending, "nos":
		return true, nil
	}
	return false, dds.OptionErr("round_favour", " %q: use non-offending or neutral", text).
		WithHint("round_favour = \"non-offending\" gives rounding's spare units to the outcomes better for the non-offending side (Law 12C1(c))")
}

// roundHint says what round does, with any error about it.
const roundHint = "round 5 rounds the weights to multiples of 5 %"

// parseShare reads a share of the results: "5%", "1/20" or "0.05".
func parseShare(text string) (*big.Rat, error) {
	t := strings.TrimSpace(text)
	if t == "0" || t == "0%" {
		return new(big.Rat), nil
	}
	w, _, err := weighting.ParseWeight(t)
	return w, err
}

// OptionKeys are the keys of the case file's [options] table, in order.
func OptionKeys() []string {
	t := reflect.TypeOf(rawOptions{})
	keys := make([]string, t.NumField())
	for i := range keys {
		keys[i] = t.Field(i).Tag.Get("toml")
	}
	return keys
}

// FlagOptionKeys are the OptionKeys a command line offers as flags: all
// but datum_with_table, the older spelling of datum = "fractional".
func FlagOptionKeys() []string {
	return slices.DeleteFunc(OptionKeys(), func(k string) bool { return k == "datum_with_table" })
}

// Set sets the option key (a key of the case file's [options] table) from
// text as a command line or a form gives it: a word, a whole number, or
// true or false for the keys IsBoolOption names. The value is checked by
// SetScoring, as a case file's is.
func (o *BoardOptions) Set(key, text string) error {
	word := func(p *string) error {
		*p = text
		return nil
	}
	number := func(p **int64) error {
		n, err := strconv.ParseInt(text, 10, 64)
		if err != nil {
			return errors.New("want a whole number")
		}
		*p = &n
		return nil
	}
	truth := func(p **bool) error {
		b, err := strconv.ParseBool(text)
		if err != nil {
			return err
		}
		*p = &b
		return nil
	}
	switch key {
	case "units":
		return word(&o.Units)
	case "expected":
		return number(&o.Expected)
	case "small_group":
		return truth(&o.SmallGroups)
	case "divisor":
		return word(&o.Divisor)
	case "butler_drop":
		return word(&o.Trim)
	case "datum":
		return word(&o.Datum)
	case "datum_with_table":
		return truth(&o.DatumWithTable)
	case "average_plus":
		return number(&o.AveragePlus)
	case "knockout":
		return truth(&o.Knockout)
	case "normalize":
		return truth(&o.Normalize)
	case "round":
		return number(&o.Round)
	case "round_favour":
		return word(&o.RoundFavour)
	}
	return fmt.Errorf("no option %q", key)
}

// IsBoolOption reports whether an option's value is true or false (a
// flag that needs no value on a command line).
func IsBoolOption(key string) bool {
	t := reflect.TypeOf(rawOptions{})
	for i := range t.NumField() {
		if t.Field(i).Tag.Get("toml") == key {
			return t.Field(i).Type == reflect.TypeOf((*bool)(nil))
		}
	}
	return false
}

// optionFlags are the command-line names of the option keys that ruling
// weigh spells otherwise (BoardOptions names each key with its flag), and
// of a dealing run's produce (ruling deal -n).
var optionFlags = map[string]string{"small_group": "small-groups", "butler_drop": "trim", "average_plus": "avplus", "produce": "n", "round_favour": "favour"}

// OptionFlag is the command-line flag (without dashes) of an option key,
// or of another key a run takes (samples, threads): "small_group" is
// "small-groups", "datum" is "datum".
func OptionFlag(key string) string {
	if f, ok := optionFlags[key]; ok {
		return f
	}
	return strings.ReplaceAll(key, "_", "-")
}
