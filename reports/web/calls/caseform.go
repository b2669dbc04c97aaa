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
// (Weight is then North–South's).
type FormScenario struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	Contract    string `json:"contract"`
	Declarer    string `json:"declarer"`
	Tricks      string `json:"tricks"` // fixed, dd, lead, simulate, leads, single-dummy
	Result      string `json:"result,omitempty"`
	Lead        string `json:"lead,omitempty"`
	Condition   string `json:"condition,omitempty"`
	Weight      string `json:"weight,omitempty"`
	WeightEW    string `json:"weight_ew,omitempty"`
	// single-dummy (and, for the breakdown, simulate) scenarios
	Samples   int      `json:"samples,omitempty"`
	Layouts   int      `json:"layouts,omitempty"`
	View      string   `json:"view,omitempty"`
	Breakdown []string `json:"breakdown,omitempty"`
	// play rules (dd, lead, simulate, single-dummy): docs/play-irregularities.md
	Rules []string `json:"rules,omitempty"`
}

// tomlScenario is a scenario as the case file writes it.
type tomlScenario struct {
	Name        string   `toml:"name,omitempty"`
	Description string   `toml:"description,omitempty"`
	Contract    string   `toml:"contract,omitempty"`
	Declarer    string   `toml:"declarer,omitempty"`
	Result      string   `toml:"result,omitempty"`
	Tricks      string   `toml:"tricks,omitempty"`
	Lead        string   `toml:"lead,omitempty"`
	Condition   string   `toml:"condition,omitempty"`
	Weight      any      `toml:"weight,omitempty"`
	Samples     int      `toml:"samples,omitzero"`
	Layouts     int      `toml:"layouts,omitzero"`
	View        string   `toml:"view,omitempty"`
	Breakdown   []string `toml:"breakdown,omitempty"`
	Rules       []string `toml:"rules,omitempty"`
}

// TOML writes the form as a case file, for the engine to read.
func (f *CaseForm) TOML() ([]byte, error) {
	var b bytes.Buffer
	enc := toml.NewEncoder(&b)
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	for i, s := range f.Scenarios {
		t := tomlScenario{Name: s.Name, Description: s.Description, Contract: s.Contract, Declarer: s.Declarer, Lead: s.Lead, Condition: s.Condition,
			Samples: s.Samples, Layouts: s.Layouts, View: s.View, Breakdown: s.Breakdown, Rules: s.Rules}
		switch s.Tricks {
		case "fixed":
			// The result names the contract and declarer.
			t.Result, t.Contract, t.Declarer = s.Result, "", ""
		case "lead":
			// The lead key alone says how: double dummy after it.
		case "", "dd", "simulate", "leads", "single-dummy":
			t.Tricks = s.Tricks
		default:
			return nil, fmt.Errorf("scenario %d: tricks %q: choose fixed, dd, lead, simulate, leads or single-dummy", i+1, s.Tricks)
		}
		switch {
		case s.WeightEW != "":
			t.Weight = map[string]string{"NS": s.Weight, "EW": s.WeightEW}
		case s.Weight != "":
			t.Weight = s.Weight
		}
		b.WriteString("\n")
		enc := toml.NewEncoder(&b)
		if err := enc.Encode(map[string][]tomlScenario{"scenario": {t}}); err != nil {
			return nil, err
		}
	}
	return b.Bytes(), nil
}
