// irregularinput.go: ReadIrregularity — an irregularity in the play as ruling options' flags and the page's options panel give it, as text, checked field by field.

package engine

import (
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// IrregularityInput is an irregularity in the play as typed: Kind is its
// name ("lead-out-of-turn", "exposed", "premature"), At the offender and
// his card ("E:D7"), Deal in PBN, Contract ("4S", "3NTX") and Declarer,
// Played the cards played before it from the opening lead ("HQ HK H2
// H3"), Deliberate an exposed card exposed through deliberate play.
type IrregularityInput struct {
	Kind, At                         string
	Deal, Contract, Declarer, Played string
	Deliberate                       bool
}

// ReadIrregularity reads in and checks that the Laws give options after
// it. A bad field is a *dds.OptionError keyed by the field's name (the
// kind's name for At; "deal", "contract", "declarer", "played",
// "deliberate"), so that each front end names it its own way.
func ReadIrregularity(in IrregularityInput) (weighting.Irregularity, error) {
	var ir weighting.Irregularity
	var err error
	if ir.Kind, err = weighting.ParseIrregularityKind(in.Kind); err != nil {
		return ir, dds.OptionErr("irregularity", " %v", err)
	}
	key := in.Kind
	seat, card, ok := strings.Cut(in.At, ":")
	if ir.Offender, err = dds.ParseSeat(seat); !ok || err != nil {
		return ir, dds.OptionErr(key, " %q: write the offender and his card, e.g. E:D7", in.At)
	}
	if ir.Card, err = dds.ParseCard(card); err != nil {
		return ir, dds.OptionErr(key, " %q: %v", in.At, err)
	}
	if in.Deliberate && ir.Kind != weighting.ExposedCard {
		return ir, dds.OptionErr("deliberate", " goes with exposed").WithHint("", "exposed")
	}
	ir.Deliberate = in.Deliberate
	if in.Deal == "" || in.Contract == "" {
		return ir, dds.OptionErr("deal", " and contract: give both, and the declarer").
			WithHint(`deal "N:AQJ93.K876.T.AJ8 ..." contract 4S declarer S`, "contract", "declarer")
	}
	if ir.Deal, err = dds.ParseDeal(in.Deal); err == nil {
		err = ir.Deal.CheckComplete()
	}
	if err != nil {
		return ir, dds.OptionErr("deal", ": %v", err).WithHint(`give the four hands in PBN form: "N:AQJ93.K876.T.AJ8 ..."`)
	}
	if ir.Contract, err = ContractBy(in.Contract, in.Declarer); err != nil {
		return ir, err
	}
	if ir.Contract.PassedOut() {
		return ir, dds.OptionErr("contract", ": a passed-out board has no play")
	}
	if ir.Played, err = dds.ParsePlay(in.Played); err != nil {
		return ir, dds.OptionErr("played", ": %v", err).WithHint(`give the cards played before the irregularity, e.g. "HK H5 S2 H2 C9"`)
	}
	if _, err := dds.Replay(ir.Deal, ir.Contract.Strain, ir.Contract.Leader(), ir.Played); err != nil {
		return ir, dds.OptionErr("played", ": %v", err)
	}
	if _, err := ir.PlayOptions(); err != nil {
		return ir, dds.OptionErr(key, " %s: %v", in.At, err)
	}
	return ir, nil
}
