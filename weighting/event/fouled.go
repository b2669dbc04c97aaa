// fouled.go: a fouled board's forms (Law 87) as the groups weighting scores.

package event

import "github.com/ruling-bridge/ruling/weighting"

// Groups is board n as weighting scores it: one group for each form the
// board was played in (one for a board that was not fouled), each with
// its form's vulnerability and its rows, repeated by their multiplicity;
// rows[i] are group i's rows in the order of its tables.
func (e *Event) Groups(n int) (groups []weighting.Group, rows [][]Row) {
	for _, f := range e.Forms(n) {
		var g weighting.Group
		var rs []Row
		g.Vul = f.Vulnerable
		for _, r := range f.Rows {
			if r.Unfinished != "" {
				continue // no result to score
			}
			one := r
			one.Multiplicity = 1
			for range r.Multiplicity {
				g.Tables = append(g.Tables, r.Result)
				rs = append(rs, one)
			}
		}
		groups = append(groups, g)
		rows = append(rows, rs)
	}
	return groups, rows
}
