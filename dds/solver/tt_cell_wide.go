//go:build ttwide

// tt_cell_wide.go: the table's entry unpacked, 32 bytes (the build tag ttwide; tt_cell.go packs it in 16).

package solver

// ttCell is an entry as the arena stores it: here unpacked, as before
// PACKED ENTRY (tt_cell.go), to time the two layouts against each other.
type ttCell struct {
	odd, high, mask uint64
	lb, ub          int8
}

// packCell is entry e in the arena's form.
func packCell(e *ttEntry) ttCell {
	return ttCell{odd: e.odd & e.mask, high: e.high & e.mask, mask: e.mask, lb: e.lb, ub: e.ub}
}

// settlesCell reports whether cell c matches k (the owners agree where it
// fixes them) and its bounds settle theta (ok), with the cell's
// relevance mask and bounds.
func settlesCell(c *ttCell, k *ttKey, theta int) (mask uint64, lb, ub int, ok bool) {
	mask, lb, ub = c.mask, int(c.lb), int(c.ub)
	return mask, lb, ub, ((c.odd^k.odd)|(c.high^k.high))&mask == 0 && (lb >= theta || ub < theta)
}

// bounds is the cell's bounds.
func (c *ttCell) bounds() (lb, ub int) { return int(c.lb), int(c.ub) }

// fixedMask is the cell's relevance mask.
func (c *ttCell) fixedMask() uint64 { return c.mask }

// link and setLink are a free list's link, kept in a list's first cell.
func (c *ttCell) link() int32       { return int32(c.odd) }
func (c *ttCell) setLink(off int32) { c.odd = uint64(off) }

// entry is the cell unpacked (full: each lane's low bits, as many as the
// suit has cards).
func (c *ttCell) entry(full uint64) ttEntry {
	return ttEntry{odd: c.odd, high: c.high, mask: c.mask & full, lb: c.lb, ub: c.ub}
}
