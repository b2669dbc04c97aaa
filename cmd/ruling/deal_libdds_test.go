//go:build !race

// deal_libdds_test.go: tricks() in a dealer script, solved by libdds.

package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds/libdds"
)

func TestDealTricksLibdds(t *testing.T) {
	if ok, err := libdds.Usable(); !ok {
		t.Skipf("libdds is not available: %v", err)
	}
	// North and South hold all the top cards: 13 tricks in notrump for
	// either, whatever the defenders hold.
	path := writeScript(t, `predeal north SAKQJ, HAKQJ, DAKQ, CAK
predeal south ST98, HT98, DJT9, CQJT
condition tricks(south, notrump) == 13
produce 5
action average "north NT" tricks(north, notrumps), average "score" score(vul, x7N, tricks(north, notrump))
`)
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"deal", "--seed", "3", "--solver", "libdds", path}, nil, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"north NT: 13\n", "score: 2220\n", "Produced 5 hands\n", "Generated 5 hands\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
}
