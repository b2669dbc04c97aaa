// studyleads_test.go: StudyLeads — the leader's view as ruling leads shows it.

package engine

import (
	"context"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/weighting"
)

// TestStudyLeads: every lead of the leader's hand is a row, the best
// first with score 0, the study records its deals, seed and unit, and the
// same seed gives the same study.
func TestStudyLeads(t *testing.T) {
	hand, err := dds.ParseHand("KQJ9.A.T986.7532")
	if err != nil {
		t.Fatal(err)
	}
	var deal dds.Deal
	deal[dds.West] = hand // South declares: West leads
	c, _, err := weighting.ParseContract("3NT")
	if err != nil {
		t.Fatal(err)
	}
	c.Declarer = dds.South
	v := sim.LeaderView{Deal: deal, Declarer: dds.South, Strain: c.Strain}
	opts := sim.Options{Seed: 5, Samples: 4, Threads: 1, Solver: solver.Factory(solver.Options{})}
	study, err := StudyLeads(context.Background(), v, c, "imps", dds.VulNone, opts)
	if err != nil {
		t.Fatal(err)
	}
	if study.Deals != 4 || study.Seed != 5 || study.Scoring != "imps" || len(study.Leads) == 0 {
		t.Fatalf("study %+v", study)
	}
	if !study.Leads[0].Best || study.Leads[0].Score != 0 {
		t.Errorf("first row %+v is not the best lead", study.Leads[0])
	}
	again, err := StudyLeads(context.Background(), v, c, "imps", dds.VulNone, opts)
	if err != nil || len(again.Leads) != len(study.Leads) {
		t.Fatalf("again: %v", err)
	}
	for i := range again.Leads {
		if again.Leads[i] != study.Leads[i] {
			t.Errorf("row %d differs with the same seed: %+v vs %+v", i, again.Leads[i], study.Leads[i])
		}
	}
}
