package dds

// The scores par uses, for the Law 77 check in par_law77_test.go.
var (
	ParMadeScore = madeScore
	ParPenalty   = penalty
)
