// caseform_test.go: the page's form written as a case file and loaded back gives the same scenarios, every way of finding tricks and a split weight included.

package calls

import (
	"reflect"
	"strings"
	"testing"
)

func TestFormRoundTrip(t *testing.T) {
	seed := int64(3)
	form := CaseForm{Title: "Board 7", Board: 7, Deal: "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765",
		Scoring: "imps", Vs: "+620", NonOffending: "NS", TableResult: "3H= E", Samples: 20, Seed: &seed,
		Scenarios: []FormScenario{
			{Name: "made", Contract: "4S", Declarer: "N", Tricks: "fixed", Result: "4S= N", Weight: "20%", WeightEW: "30%"},
			{Name: "dd", Description: "double dummy", Contract: "4S", Declarer: "N", Tricks: "dd", Weight: "20%", WeightEW: "10%",
				Rules: []string{"penalty E D2"}},
			{Name: "lead", Contract: "4S", Declarer: "N", Tricks: "lead", Lead: "HQ", Weight: "20%"},
			{Name: "sim", Contract: "4S", Declarer: "N", Tricks: "simulate", Condition: "hearts(east) >= 5", Weight: "40%",
				Breakdown: []string{"hearts(east)"}},
		}}
	text, err := CaseFromForm(form)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text, "weight_ew") || !strings.Contains(text, `result = "4S= N"`) {
		t.Errorf("the case file:\n%s", text)
	}
	back, err := LoadCase([]byte(text), nil)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	for i, want := range form.Scenarios {
		if i >= len(back.Form.Scenarios) {
			t.Fatalf("%d scenarios back of %d", len(back.Form.Scenarios), len(form.Scenarios))
		}
		got := back.Form.Scenarios[i]
		if want.Tricks == "fixed" { // the result says the contract and declarer
			got.Contract, got.Declarer = want.Contract, want.Declarer
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("scenario %d back as\n%+v, want\n%+v", i+1, got, want)
		}
	}
	if _, err := (&CaseForm{Scenarios: []FormScenario{{Tricks: "guess"}}}).TOML(); err == nil {
		t.Error("tricks \"guess\" written")
	}
}
