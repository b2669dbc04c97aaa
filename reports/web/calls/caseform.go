// caseform.go: the page's form of a case — the case file's own keys, as JSON — and its TOML.

package calls

import (
	"bytes"
	"fmt"

	"github.com/BurntSushi/toml"
)

// CaseForm is what the page edits: the keys of a case file (docs/case-files.md), named as there. The engine reads and checks the TOML it
// becomes; nothing here judges a value.
type CaseForm struct {
	Title         string   `json:"title" toml:"title,omitempty"`
	Board         int      `json:"board,omitempty" toml:"board,omitzero"`
	Deal          string   `json:"deal" toml:"deal,omitempty"`
	Dealer        string   `json:"dealer,omitempty" toml:"dealer,omitempty"`
	Vulnerability string   `json:"vulnerability,omitempty" toml:"vulnerability,omitempty"`
	Scoring       string   `json:"scoring" toml:"scoring,omitempty"`
	Field         []string `json:"field,omitempty" toml:"field,omitempty"`
	Vs            string   `json:"vs,omitempty" toml:"vs,omitempty"`
	NonOffending  string   `json:"non_offending" toml:"non_offending,omitempty"`
	TableResult   string   `json:"table_result" toml:"table_result,omitempty"`
	Samples       int      `json:"samples,omitempty" toml:"samples,omitzero"`
	Seed          *int64   `json:"seed,omitempty" toml:"seed,omitempty"`
	Precision     float64  `json:"precision,omitempty" toml:"precision,omitzero"`
	Auction       string   `json:"auction,omitempty" toml:"auction,omitempty"`
	// The ruling form's keys.
	Event    string   `json:"event,omitempty" toml:"event,omitempty"`
	Session  string   `json:"session,omitempty" toml:"session,omitempty"`
	Table    string   `json:"table,omitempty" toml:"table,omitempty"`
	Director string   `json:"director,omitempty" toml:"director,omitempty"`
	Facts    string   `json:"facts,omitempty" toml:"facts,omitempty"`
	Laws     []string `json:"laws,omitempty" toml:"laws,omitempty"`
	Poll     []string `json:"poll,omitempty" toml:"poll,omitempty"`
	Appeal   string   `json:"appeal,omitempty" toml:"appeal,omitempty"`

	Options   FormOptions    `json:"options" toml:"options,omitempty"`
	Scenarios []FormScenario `json:"scenarios" toml:"-"`
}

// FormOptions are the scoring options the page offers.
type FormOptions struct {
	ButlerDrop string `json:"butler_drop,omitempty" toml:"butler_drop,omitempty"`
	Datum      string `json:"datum,omitempty" toml:"datum,omitempty"`
	Units      string `json:"units,omitempty" toml:"units,omitempty"`
	Knockout   bool   `json:"knockout,omitempty" toml:"knockout,omitempty"`
	Round      int    `json:"round,omitempty" toml:"round,omitzero"`
}

// FormScenario is a scenario; WeightEW, when set, splits the weight
// (Weight is then North–South's). Its toml tags are the case file's keys
// (docs/case-files.md): the one description of a scenario's fields for the
// page's JSON and the TOML it becomes or is loaded from (tomlScenario adds
// the weight as the case file writes it).
type FormScenario struct {
	Name        string `json:"name" toml:"name,omitempty"`
	Description string `json:"description,omitempty" toml:"description,omitempty"`
	Contract    string `json:"contract" toml:"contract,omitempty"`
	Declarer    string `json:"declarer" toml:"declarer,omitempty"`
	Tricks      string `json:"tricks" toml:"tricks,omitempty"` // fixed, dd, lead, simulate, leads, single-dummy
	Result      string `json:"result,omitempty" toml:"result,omitempty"`
	Lead        string `json:"lead,omitempty" toml:"lead,omitempty"`
	Condition   string `json:"condition,omitempty" toml:"condition,omitempty"`
	Weight      string `json:"weight,omitempty" toml:"-"`
	WeightEW    string `json:"weight_ew,omitempty" toml:"-"`
	// single-dummy (and, for the breakdown, simulate) scenarios
	Samples   int      `json:"samples,omitempty" toml:"samples,omitzero"`
	Layouts   int      `json:"layouts,omitempty" toml:"layouts,omitzero"`
	View      string   `json:"view,omitempty" toml:"view,omitempty"`
	Breakdown []string `json:"breakdown,omitempty" toml:"breakdown,omitempty"`
	// play rules (dd, lead, simulate, single-dummy): docs/play-irregularities.md
	Rules []string `json:"rules,omitempty" toml:"rules,omitempty"`
}

// tomlScenario is a scenario as the case file writes it: the form's keys,
// and the weight as one string or a table of NS and EW.
type tomlScenario struct {
	FormScenario
	Weight any `toml:"weight,omitempty"`
}

// tomlWeight is the form's weight as the case file writes it.
func (s *FormScenario) tomlWeight() any {
	switch {
	case s.WeightEW != "":
		return map[string]string{"NS": s.Weight, "EW": s.WeightEW}
	case s.Weight != "":
		return s.Weight
	}
	return nil
}

// formScenario is a scenario of a case file in the page's form: how its
// tricks are found named, a split weight in Weight and WeightEW.
func (t *tomlScenario) formScenario() FormScenario {
	fs := t.FormScenario
	switch {
	case t.Result != "":
		fs.Tricks = "fixed"
	case t.Tricks == "" && t.Lead != "":
		fs.Tricks = "lead"
	case t.Tricks == "":
		fs.Tricks = "dd"
	}
	switch wt := t.Weight.(type) {
	case string:
		fs.Weight = wt
	case map[string]any:
		fs.Weight, _ = wt["NS"].(string)
		fs.WeightEW, _ = wt["EW"].(string)
	}
	return fs
}

// TOML writes the form as a case file, for the engine to read.
func (f *CaseForm) TOML() ([]byte, error) {
	var b bytes.Buffer
	enc := toml.NewEncoder(&b)
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	for i, s := range f.Scenarios {
		t := tomlScenario{FormScenario: s, Weight: s.tomlWeight()}
		switch s.Tricks {
		case "fixed":
			// The result names the contract and declarer.
			t.Tricks, t.Contract, t.Declarer = "", "", ""
		case "lead":
			// The lead key alone says how: double dummy after it.
			t.Tricks, t.Result = "", ""
		case "", "dd", "simulate", "leads", "single-dummy":
			t.Result = ""
		default:
			return nil, fmt.Errorf("scenario %d: tricks %q: choose fixed, dd, lead, simulate, leads or single-dummy", i+1, s.Tricks)
		}
		b.WriteString("\n")
		enc := toml.NewEncoder(&b)
		if err := enc.Encode(map[string][]tomlScenario{"scenario": {t}}); err != nil {
			return nil, err
		}
	}
	return b.Bytes(), nil
}
