// ruling.go: the data model a report renders — the engine's Result and its parts, under the names the encoders use.

package reports

import "github.com/ruling-bridge/ruling/weighting/engine"

// The model is the engine's: engine.Adjust fills in a Result, and every
// encoder renders one. The names below are aliases, not copies.
type (
	Ruling       = engine.Result
	Scoring      = engine.ScoringInfo
	Result       = engine.Played
	How          = engine.How
	Interval     = engine.Interval
	Scenario     = engine.ScenarioReport
	TrickCount   = engine.TrickCount
	LeadRow      = engine.LeadRow
	Adjustment   = engine.Adjustment
	Outcome      = engine.Outcome
	SideScore    = engine.SideScore
	SeriousError = engine.SeriousErrorReport
	Method       = engine.Method
	Damage       = engine.Damage
	Datum        = engine.Datum
)

// The ways of finding a scenario's tricks.
const (
	Fixed       = engine.Fixed
	DoubleDummy = engine.DoubleDummy
	Lead        = engine.Lead
	Simulate    = engine.Simulate
	Leads       = engine.Leads
	Damaged     = engine.Damaged
	NoDamage    = engine.NoDamage
)
