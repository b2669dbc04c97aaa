// structs.go: Go mirrors of the C structs of libdds 2.9's include/dll.h, field for field.

package libdds

// Limits of one batch call, from dll.h.
const (
	maxBoards = 200 // MAXNOOFBOARDS: boards of one SolveAllChunksBin or AnalyseAllPlaysBin call
	maxTables = 40  // MAXNOOFTABLES: tables of one CalcAllTables call with all 5 strains
	ddsHands  = 4
	ddsSuits  = 4
	ddsStrain = 5
)

// Return codes used here (dll.h); every other code is an error whose text
// ErrorMessage gives.
const returnNoFault = 1

// DDS's numbers for SolveBoard's target/solutions/mode arguments.
const (
	targetMax     = -1 // find the maximum number of tricks
	solutionsOne  = 1  // one optimal card
	solutionsAll  = 3  // every legal card with its score
	modeAlwaysRun = 1  // search even when only one card is playable
	parNone       = -1 // CalcAllTables mode: no par calculation
)

// cDeal mirrors struct deal: a position to solve.
type cDeal struct {
	Trump            int32
	First            int32 // the hand on lead to the current trick
	CurrentTrickSuit [3]int32
	CurrentTrickRank [3]int32
	RemainCards      [ddsHands][ddsSuits]uint32 // bit r set for rank r
}

// cFutureTricks mirrors struct futureTricks: SolveBoard's answer.
type cFutureTricks struct {
	Nodes  int32
	Cards  int32
	Suit   [13]int32
	Rank   [13]int32
	Equals [13]int32 // bit mask of lower equivalent ranks
	Score  [13]int32
}

// cBoards mirrors struct boards: the input of SolveAllChunksBin and AnalyseAllPlaysBin.
type cBoards struct {
	NoOfBoards int32
	Deals      [maxBoards]cDeal
	Target     [maxBoards]int32
	Solutions  [maxBoards]int32
	Mode       [maxBoards]int32
}

// cSolvedBoards mirrors struct solvedBoards.
type cSolvedBoards struct {
	NoOfBoards  int32
	SolvedBoard [maxBoards]cFutureTricks
}

// cTableDeal mirrors struct ddTableDeal.
type cTableDeal struct {
	Cards [ddsHands][ddsSuits]uint32
}

// cTableDeals mirrors struct ddTableDeals.
type cTableDeals struct {
	NoOfTables int32
	Deals      [maxTables * ddsStrain]cTableDeal
}

// cTableResults mirrors struct ddTableResults: resTable[strain][hand].
type cTableResults struct {
	ResTable [ddsStrain][ddsHands]int32
}

// cTablesRes mirrors struct ddTablesRes.
type cTablesRes struct {
	NoOfBoards int32
	Results    [maxTables * ddsStrain]cTableResults
}

// cParResults mirrors struct parResults.
type cParResults struct {
	ParScore           [2][16]byte
	ParContractsString [2][128]byte
}

// cAllParResults mirrors struct allParResults.
type cAllParResults struct {
	Presults [maxTables]cParResults
}

// cPlayTraceBin mirrors struct playTraceBin.
type cPlayTraceBin struct {
	Number int32
	Suit   [52]int32
	Rank   [52]int32
}

// cPlayTracesBin mirrors struct playTracesBin.
type cPlayTracesBin struct {
	NoOfBoards int32
	Plays      [maxBoards]cPlayTraceBin
}

// cSolvedPlay mirrors struct solvedPlay.
type cSolvedPlay struct {
	Number int32
	Tricks [53]int32
}

// cSolvedPlays mirrors struct solvedPlays.
type cSolvedPlays struct {
	NoOfBoards int32
	Solved     [maxBoards]cSolvedPlay
}

// cDDSInfo mirrors struct DDSInfo. C pads versionString[10] to the next
// int boundary; the padding is explicit here.
type cDDSInfo struct {
	Major, Minor, Patch int32
	VersionString       [10]byte
	_                   [2]byte
	System              int32
	NumBits             int32
	Compiler            int32
	Constructor         int32
	NumCores            int32
	Threading           int32
	NoOfThreads         int32
	ThreadSizes         [128]byte
	SystemString        [1024]byte
}

// cString is the text of a NUL-terminated C char array.
func cString(b []byte) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}
