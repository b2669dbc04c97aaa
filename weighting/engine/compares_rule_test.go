package engine

import (
	"errors"
	"testing"

	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// CheckCompares names the key at fault for each form of scoring.
func TestCheckCompares(t *testing.T) {
	for _, tc := range []struct {
		scoring   string
		field, vs bool
		key       string // "" for no error
	}{
		{"matchpoints", true, false, ""},
		{"matchpoints", false, false, "field"},
		{"butler", true, true, "vs"},
		{"imps", false, true, ""},
		{"imps", true, true, "field"},
		{"bam", false, false, "vs"},
		{"total", false, false, ""},
		{"total", false, true, "vs"},
	} {
		err := CheckCompares(tc.scoring, tc.field, tc.vs)
		var oe *OptionError
		switch {
		case tc.key == "" && err != nil:
			t.Errorf("%+v: %v, want none", tc, err)
		case tc.key != "" && (!errors.As(err, &oe) || oe.Key != tc.key):
			t.Errorf("%+v: %v, want an *OptionError for %s", tc, err, tc.key)
		}
	}
}

// SetOthers reads a field and a vs as weigh's flags give them.
func TestSetOthers(t *testing.T) {
	c := &Case{}
	if err := c.SetScoring("imps", BoardOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := c.SetOthers("", "+500"); err != nil || c.Vs == nil || c.Vs.NS[0].Result.Score(c.Vulnerability) != 500 {
		t.Errorf("SetOthers(vs +500) = %v, vs %+v", err, c.Vs)
	}
	var oe *OptionError
	if err := c.SetOthers("", "+500,+620"); !errors.As(err, &oe) || oe.Key != "vs" {
		t.Errorf("two results as vs: %v, want an *OptionError for vs", err)
	}
	c = &Case{Scoring: weighting.MatchpointScoring{}}
	if err := c.SetOthers("+420,4S-1 N", ""); err != nil || len(c.Field) != 2 {
		t.Errorf("SetOthers(field) = %v, field %v", err, c.Field)
	}
	if err := c.SetOthers("+620,,", ""); !errors.As(err, &oe) || oe.Key != "field" {
		t.Errorf("an empty entry: %v, want an *OptionError for field", err)
	}
}

// CheckEventFile names the key at fault: the event file without pairs,
// pairs with LIN, a hand record without USEBIO.
func TestCheckEventFile(t *testing.T) {
	for _, tc := range []struct {
		format         event.Format
		dealPBN, pairs bool
		key            string // "" for no error
	}{
		{event.PBN, false, true, ""},
		{event.USEBIO, true, true, ""},
		{event.LIN, false, false, ""},
		{event.PBN, false, false, "pbn"},
		{event.USEBIO, false, false, "usebio"},
		{event.LIN, false, true, "table_pairs"},
		{event.PBN, true, true, "deal_pbn"},
	} {
		err := CheckEventFile(tc.format, tc.dealPBN, tc.pairs)
		var oe *OptionError
		if (tc.key == "") != (err == nil) || err != nil && (!errors.As(err, &oe) || oe.Key != tc.key) {
			t.Errorf("%+v: %v", tc, err)
		}
	}
}
