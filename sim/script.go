// script.go: a parsed dealer script — its commands, condition and actions.

package sim

import "github.com/ruling-bridge/ruling/dds"

// Script is a parsed dealer input file.
type Script struct {
	Name string // the file name used in messages

	Generate int // deals to try at most; 0 when not given
	Produce  int // accepted deals wanted; 0 when not given

	Dealer        dds.Seat
	DealerSet     bool
	Vulnerable    dds.Vulnerability
	VulnerableSet bool

	// Predeal is the cards predealt to each seat.
	Predeal dds.Deal

	// Condition is the script's condition (always true when it has none),
	// with the suit-length predeals folded in.
	Condition *Condition

	actions []*action
}

// Condition is a compiled condition: an expression and the count tables it
// uses, and the shape constraints that can be dealt exactly.
type Condition struct {
	root   expr
	counts *countTables
	// lengths[s], when not nil, is a shape set seat s must be in that
	// came from a suit-length predeal: honoured even if the expression
	// does not say it.
	lengths [4]*ShapeSet
	// shapes[s] is the shape set implied by the expression and lengths.
	shapes     [4]*ShapeSet
	usesTricks bool
}

// HasActions reports whether the script prints deals (any print action).
func (s *Script) printsDeals() bool {
	for _, a := range s.actions {
		switch a.kind {
		case actPrintAll, actPrintEW, actPrintPBN, actPrintCompact, actPrintOneLine, actPrint, actPrintES:
			return true
		}
	}
	return false
}

// UsesTricks reports whether the condition or an action calls tricks().
func (s *Script) UsesTricks() bool {
	if s.Condition.usesTricks {
		return true
	}
	for _, a := range s.actions {
		if a.usesTricks {
			return true
		}
	}
	return false
}

// actionKind is the kind of an action.
type actionKind uint8

const (
	actPrintAll actionKind = iota
	actPrintEW
	actPrintPBN
	actPrintCompact
	actPrintOneLine
	actPrint
	actPrintES
	actAverage
	actFrequency
)

// action is one entry of the action list.
type action struct {
	kind       actionKind
	label      string
	exprs      []expr // printcompact/printoneline: 0 or 1; average: 1; frequency: 1 or 2; printes: its expressions
	lo         [2]int // frequency bounds
	hi         [2]int
	seats      []dds.Seat  // print(…)
	items      []printItem // printes
	usesTricks bool
}

// printItem is one item of printes: a string, an expression (index into
// exprs), or a newline.
type printItem struct {
	text    string
	expr    int // -1 for text
	newline bool
}
