// format.go: number formatting shared by the outputs.

package sim

import "strconv"

// formatG prints a float as C's %g does for ordinary values (six
// significant digits), the way dealer prints averages.
func formatG(v float64) string { return strconv.FormatFloat(v, 'g', 6, 64) }
