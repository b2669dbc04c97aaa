// Package weighting is ruling's scoring engine: results and their
// North-South scores (the Law 77 table and the IMP scale themselves are
// dds.Contract.Score and dds.IMPs), matchpoints and Neuberg factoring, and
// the Law 12C weighted, split and artificial adjusted scores at every form
// of scoring.
//
//	r, err := weighting.ParseResult("4S= N")                                     // a result as Directors write it
//	table, _, err := weighting.ParseEntry("35% 6S= N, 65% 4S+2 N", weighting.EntryOptions{})
//	tv, err := weighting.Adjust(weighting.IMPScoring{}, dds.VulNone, table, others) // each outcome valued, then weighted
//	tv.NS.Value                                                                   // exact: a *big.Rat
//
// The rule that governs the package: value each potential result first
// under the event's form of scoring, then weight the values — never score
// the weighted average of the total points (total-point scoring, where the
// two agree, is the only exception). Weights are kept exactly as
// math/big.Rat values and rounded only when printed.
//
// Files and their roles:
//
//	contract.go     Contract, Result and the canonical printed form
//	parse.go        ParseResult: "4S= N", "4SX+1 S", "3N+2 E", "Pass", "+420"
//	law77.go        Result.Score: a result's North-South score at a vulnerability (by dds.Contract.Score); Possible scores
//	weight.go       exact weights: Percent, Fraction, Probability, ParseWeight; Weighted
//	ruling.go       Ruling: a table's weighted, split or artificial score
//	entry.go        ParseEntry: "40% 4S= N, 60% 4S-1 N", "NS: …; EW: …", "A60/40"
//	board.go        Board, the Scoring interface, TableValue, Adjust
//	mpscoring.go    Units and MatchpointScoring, the one matchpoint count (exact; EBU/ACBL
//	                units, Neuberg, ACBL small groups; ruling score uses it too)
//	teams.go        IMPScoring (teams of four) and BAMScoring (board-a-match)
//	crossimps.go    CrossIMPScoring
//	butler.go       ButlerScoring: datum, trimming, ACBLscore rounding
//	total.go        TotalPointScoring
//	scorings.go     the forms of scoring by name (ScoringForms, ScoringNames, ScoringByName): the one list
//	decimals.go     Rounded, Trimmed: a figure to so many decimals, half away from zero — every report's and the export's
//	round.go        RoundWeights: weights as Directors write them, by largest remainder to 5 % or 10 %
//	fouled.go       a fouled board (Law 87): each form's results a group, the groups factored to the full top
//	revoke.go       revokes in a play record ruled as the Director's flowcharts do: established (Law 63), corrected (62), 64B, the 64A transfer
//	revoke_equity.go Law 64C: correct play from just before the revoke against the result after the transfer; 62D's replay of trick 12
//	irregular.go    play irregularities that leave the non-offending side a choice (Laws 50, 53–57) and their options
//	law12.go        SeriousError (12C1(e)), Knockout, SessionPercent (12C2(c)),
//	                Assigned1997 (1997 Law 12C2)
//
// A caller with simulated outcomes gives each weight as an exact fraction
// (Fraction(count, total)) or as a probability (Probability(0.3712)), puts
// the outcomes in a Weighted, and reads back each outcome's value and each
// side's weighted value from Adjust's TableValue.
package weighting
