package main

import (
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/weighting/engine"
)

// The JSON form carries each outcome's value and each side's weighted
// value, exactly.
func TestWeighJSON(t *testing.T) {
	// Field +620 +170 -100 (NS vulnerable), top 6. Split: NS 100% +620
	// (ties 1, beats 2: 5); EW 1/3 +620 (EW: beats nothing, ties 620: 1),
	// 2/3 -100 (EW: beats 620 and 170: 4, ties -100: 1 → 5): 1/3 + 10/3 = 11/3.
	code, out, errs := ruling(t, "weigh", "--json", "--vul", "NS", "--field", "+620,+170,-100", "NS: 4S= N; EW: 1/3 4S= N, 2/3 4S-1 N")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var doc struct {
		Schema  string
		Scoring string
		Top     struct{ Exact string }
		NS, EW  struct {
			Value    struct{ Exact string }
			Percent  struct{ Float float64 }
			Outcomes []struct {
				Result string
				Weight struct{ Exact string }
				Score  int
				Value  struct{ Exact string }
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if doc.Schema != "ruling-weigh/2" || doc.Scoring != "matchpoints" || doc.Top.Exact != "6" {
		t.Errorf("header %+v", doc)
	}
	if doc.NS.Value.Exact != "5" || len(doc.NS.Outcomes) != 1 {
		t.Errorf("NS %+v", doc.NS)
	}
	if doc.EW.Value.Exact != "11/3" || len(doc.EW.Outcomes) != 2 {
		t.Errorf("EW %+v", doc.EW)
	}
	o := doc.EW.Outcomes[1]
	if o.Result != "4♠-1 by N" || o.Weight.Exact != "2/3" || o.Score != -100 || o.Value.Exact != "5" {
		t.Errorf("EW outcome %+v", o)
	}
	if p := doc.EW.Percent.Float; p < 61.11 || p > 61.12 { // 11/3 of 6
		t.Errorf("EW percent %v", p)
	}
}

// Every [options] key of a case file is a flag of ruling weigh, under its
// own name or the one engine.OptionFlag gives it, and its help names the
// flag and the key
// (round and round_favour and datum_with_table excepted: weigh takes weights as written;
// datum_with_table is the older spelling of datum = "fractional").
func TestWeighOptionsMatchCaseKeys(t *testing.T) {
	help := helpFile("weigh")
	for _, key := range engine.OptionKeys() {
		if key == "round" || key == "round_favour" || key == "datum_with_table" {
			continue
		}
		flag := engine.OptionFlag(key)
		if !strings.Contains(help, "--"+flag+" ") {
			t.Errorf("weigh's help does not name --%s", flag)
		}
		var stderr strings.Builder
		run(context.Background(), []string{"weigh", "--" + flag + "=1", "4S= N"}, strings.NewReader(""), io.Discard, &stderr)
		if strings.Contains(stderr.String(), "not defined") || !strings.Contains(help, "["+key+"]") {
			t.Errorf("case option %s: weigh has no --%s (or its help does not name [%s]): %s", key, flag, key, stderr.String())
		}
	}
}
