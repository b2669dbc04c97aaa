// par_test.go: par against DDS's stored answers (PAR and PAR2 of list100 and list1000) and hand-made tables.

package dds

import (
	"strings"
	"testing"
)

// TestParReference checks SidesPar and DealerPar against every PAR and
// PAR2 line of DDS's list100.txt and list1000.txt.
func TestParReference(t *testing.T) {
	for _, name := range []string{"list100.txt", "list1000.txt"} {
		hands := readHands(t, name)
		checked := 0
		for _, h := range hands {
			if !h.HasTable || h.Par[0] == "" || len(h.Par2) == 0 {
				continue
			}
			checked++
			sp := SidesPar(h.Table, h.Vul)
			got := [4]string{sp.ScoreText(NS), sp.ScoreText(EW), sp.ContractsText(NS), sp.ContractsText(EW)}
			if got != h.Par {
				t.Errorf("%s:%d: Par %q, want %q (table %v, vul %v)", name, h.Line, got, h.Par, h.Table, h.Vul)
			}
			dp := DealerPar(h.Table, h.Dealer, h.Vul)
			if g, w := dp.String(), strings.Join(h.Par2, " "); g != w {
				t.Errorf("%s:%d: DealerPar %q, want %q (table %v, dealer %v, vul %v)", name, h.Line, g, w, h.Table, h.Dealer, h.Vul)
			}
		}
		if checked < 90 {
			t.Fatalf("%s: only %d deals with TABLE, PAR and PAR2", name, checked)
		}
		t.Logf("%s: %d deals", name, checked)
	}
}
