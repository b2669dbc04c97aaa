// library.go: a run over a library of solved deals (Pavlicek's 23-byte records) instead of random deals — DealerV2's library mode: tricks() and par() read the stored tables.

package sim

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// libraryPlan checks that the script can run on a library of records —
// a whole number of them, and no predeal (a library's deals are what they
// are) — and returns the plan that stands for it: no cards known, no
// seat dealt shape first.
func (s *Script) libraryPlan(lib []byte) (*plan, error) {
	if len(lib)%dds.ZRDSize != 0 {
		return nil, fmt.Errorf("the library is %d bytes, not a whole number of %d-byte records", len(lib), dds.ZRDSize)
	}
	if s.Predeal != (dds.Deal{}) || s.Condition.lengths != [4]*ShapeSet{} {
		return nil, fmt.Errorf("predeal does not apply to a library's deals: select them with the condition instead")
	}
	return newPlan(dds.Deal{}, [4]*ShapeSet{})
}

// fromLibrary makes record i+1 of the library the worker's deal, its
// table the deal's double-dummy results.
func (w *worker) fromLibrary(i uint64) error {
	lib := w.j.library
	if (i+1)*dds.ZRDSize > uint64(len(lib)) {
		return fmt.Errorf("deal %d: the library holds %d deals", i+1, len(lib)/dds.ZRDSize)
	}
	d, t, err := dds.ParseZRD(lib[i*dds.ZRDSize : (i+1)*dds.ZRDSize])
	if err != nil {
		return fmt.Errorf("library record %d: %v", i+1, err)
	}
	w.deal = d
	w.ctx.newDeal(&w.deal)
	w.ctx.setTable(&t)
	return nil
}
