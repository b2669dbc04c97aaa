package engine

import (
	"errors"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// ContractBy reads a contract and its declarer given apart, and names the
// key at fault.
func TestContractBy(t *testing.T) {
	for _, tc := range []struct {
		contract, declarer string
		want               dds.Seat
	}{{"4S", "N", dds.North}, {"3NTX", "w", dds.West}, {"4H E", "", dds.East}, {"4H E", "E", dds.East}} {
		c, err := ContractBy(tc.contract, tc.declarer)
		if err != nil || c.Declarer != tc.want || c.Level < 3 {
			t.Errorf("ContractBy(%q, %q) = %+v, %v", tc.contract, tc.declarer, c, err)
		}
	}
	for _, tc := range []struct{ contract, declarer, key string }{
		{"8H", "S", "contract"}, {"Pass", "S", "contract"}, {"4H", "Q", "declarer"},
		{"4H", "", "declarer"}, {"4H N", "S", "contract"},
	} {
		_, err := ContractBy(tc.contract, tc.declarer)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Key != tc.key {
			t.Errorf("ContractBy(%q, %q): %v, want an *OptionError for %s", tc.contract, tc.declarer, err, tc.key)
		}
	}
}
