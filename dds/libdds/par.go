// par.go: libdds's par functions (DealerPar, SidesParBin, Par) on a double-dummy table, as ruling's par types.

package libdds

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/ruling-bridge/ruling/dds"
)

// cContractType mirrors struct contractType.
type cContractType struct {
	UnderTricks, OverTricks, Level, Denom, Seats int32
}

// cParResultsMaster mirrors struct parResultsMaster.
type cParResultsMaster struct {
	Score, Number int32
	Contracts     [10]cContractType
}

// cParResultsDealer mirrors struct parResultsDealer.
type cParResultsDealer struct {
	Number, Score int32
	Contracts     [10][10]byte
}

// parFuncs are libdds's par entry points, bound on first use.
type parFuncs struct {
	dealerPar   func(t *cTableResults, res *cParResultsDealer, dealer, vul int32) int32
	sidesParBin func(t *cTableResults, res *[2]cParResultsMaster, vul int32) int32
	par         func(t *cTableResults, res *cParResults, vul int32) int32
}

var (
	parMu    sync.Mutex
	parBound = map[*Lib]*parFuncs{}
)

// parCalls binds the par entry points of l once.
func (l *Lib) parCalls() (*parFuncs, error) {
	parMu.Lock()
	defer parMu.Unlock()
	if f := parBound[l]; f != nil {
		return f, nil
	}
	f, err := bindPar(l.path)
	if err != nil {
		return nil, err
	}
	parBound[l] = f
	return f, nil
}

// checkParInput is what libdds needs of a par call: every entry of the
// table a number of tricks, a seat and a vulnerability in range.
func checkParInput(t *dds.Table, dealer dds.Seat, v dds.Vulnerability) error {
	for s := range t {
		for h, n := range t[s] {
			if n < 0 || n > 13 {
				return fmt.Errorf("table entry %s by %s is %d tricks, not 0-13", dds.Strain(s), dds.Seat(h), n)
			}
		}
	}
	if dealer > dds.West {
		return fmt.Errorf("dealer %d is not a seat", dealer)
	}
	if v > dds.VulEW {
		return fmt.Errorf("vulnerability %d is out of range", v)
	}
	return nil
}

// toResults is t as libdds's resTable[DDS strain][hand].
func toResults(t *dds.Table) (r cTableResults) {
	for _, s := range dds.Strains {
		for h := range ddsHands {
			r.ResTable[s.DDSIndex()][h] = int32(t[s][h])
		}
	}
	return r
}

// DealerPar is libdds's DealerPar: the par of the board with the given
// dealer, North-South's score and DDS's contracts.
func (l *Lib) DealerPar(t dds.Table, dealer dds.Seat, v dds.Vulnerability) (dds.DealerParResult, error) {
	if err := checkParInput(&t, dealer, v); err != nil {
		return dds.DealerParResult{}, err
	}
	f, err := l.parCalls()
	if err != nil {
		return dds.DealerParResult{}, err
	}
	r := toResults(&t)
	var out cParResultsDealer
	callMu.Lock()
	code := f.dealerPar(&r, &out, int32(dealer), int32(v))
	callMu.Unlock()
	if code != returnNoFault {
		return dds.DealerParResult{}, l.fault("DealerPar", code)
	}
	if out.Number < 0 || out.Number > 10 {
		return dds.DealerParResult{}, fmt.Errorf("libdds: DealerPar returned %d contracts", out.Number)
	}
	res := dds.DealerParResult{Score: int(out.Score)}
	for i := range out.Number {
		text := cString(out.Contracts[i][:])
		if text == "pass" {
			return dds.DealerParResult{}, nil
		}
		c, err := parseDealerContract(text)
		if err != nil {
			return dds.DealerParResult{}, fmt.Errorf("libdds: DealerPar: %v", err)
		}
		res.Contracts = append(res.Contracts, c)
	}
	return res, nil
}

// SidesPar is libdds's SidesParBin (the engine of its Par): the par with
// each side bidding first.
func (l *Lib) SidesPar(t dds.Table, v dds.Vulnerability) (dds.SidesParResult, error) {
	var res dds.SidesParResult
	if err := checkParInput(&t, dds.North, v); err != nil {
		return res, err
	}
	f, err := l.parCalls()
	if err != nil {
		return res, err
	}
	r := toResults(&t)
	var out [2]cParResultsMaster
	callMu.Lock()
	code := f.sidesParBin(&r, &out, int32(v))
	callMu.Unlock()
	if code != returnNoFault {
		return res, l.fault("SidesParBin", code)
	}
	if out[0].Score == 0 {
		return res, nil // passed out
	}
	for i := range 2 {
		res[i].Score = int(out[i].Score)
		if out[i].Number < 0 || out[i].Number > 10 {
			return res, fmt.Errorf("libdds: SidesParBin returned %d contracts", out[i].Number)
		}
		for _, c := range out[i].Contracts[:out[i].Number] {
			pc, err := fromContractType(c)
			if err != nil {
				return res, fmt.Errorf("libdds: SidesParBin: %v", err)
			}
			res[i].Contracts = append(res[i].Contracts, pc)
		}
	}
	return res, nil
}

// ParText is libdds's Par as text: the two scores ("NS -110", "EW 110")
// and the two contract strings ("NS:EW 2S", "EW:EW 2S").
func (l *Lib) ParText(t dds.Table, v dds.Vulnerability) (scores, contracts [2]string, err error) {
	if err = checkParInput(&t, dds.North, v); err != nil {
		return
	}
	f, err := l.parCalls()
	if err != nil {
		return
	}
	r := toResults(&t)
	var out cParResults
	callMu.Lock()
	code := f.par(&r, &out, int32(v))
	callMu.Unlock()
	if code != returnNoFault {
		err = l.fault("Par", code)
		return
	}
	for i := range 2 {
		scores[i] = cString(out.ParScore[i][:])
		contracts[i] = cString(out.ParContractsString[i][:])
	}
	return
}

// fromContractType converts libdds's binary contract.
func fromContractType(c cContractType) (dds.ParContract, error) {
	if c.Level < 1 || c.Level > 7 || c.Denom < 0 || c.Denom > 4 || c.Seats < 0 || c.Seats > 5 {
		return dds.ParContract{}, fmt.Errorf("contract %+v out of range", c)
	}
	pc := dds.ParContract{
		Level:       int(c.Level),
		Strain:      dds.Strain(4 - c.Denom), // NT, S, H, D, C
		Overtricks:  int(c.OverTricks),
		Undertricks: int(c.UnderTricks),
	}
	if c.Seats >= 4 {
		pc.Declarer, pc.Either = dds.Seat(c.Seats-4), true
	} else {
		pc.Declarer = dds.Seat(c.Seats)
	}
	return pc, nil
}

// parseDealerContract reads a contract of DealerPar's text: "4S-EW",
// "3S*-EW-1", "4H*-W-2", "1S-NS+2", and the sole sacrificer's "4N-N-1".
func parseDealerContract(text string) (dds.ParContract, error) {
	bad := fmt.Errorf("contract %q is not in DealerPar's notation", text)
	if len(text) < 4 || text[0] < '1' || text[0] > '7' {
		return dds.ParContract{}, bad
	}
	strain, err := dds.ParseStrain(text[1:2])
	if err != nil {
		return dds.ParContract{}, bad
	}
	pc := dds.ParContract{Level: int(text[0] - '0'), Strain: strain}
	rest := text[2:]
	doubled := strings.HasPrefix(rest, "*")
	rest = strings.TrimPrefix(rest, "*")
	if !strings.HasPrefix(rest, "-") {
		return dds.ParContract{}, bad
	}
	rest = rest[1:]
	seats, extra := rest, ""
	if i := strings.IndexAny(rest, "+-"); i >= 0 {
		seats, extra = rest[:i], rest[i:]
	}
	switch seats {
	case "NS", "EW":
		side, _ := dds.ParseSide(seats)
		pc.Declarer, pc.Either = dds.Seat(side), true
	default:
		s, err := dds.ParseSeat(seats)
		if err != nil {
			return dds.ParContract{}, bad
		}
		pc.Declarer = s
	}
	if extra != "" {
		n, err := strconv.Atoi(extra[1:])
		if err != nil || n < 1 {
			return dds.ParContract{}, bad
		}
		switch {
		case extra[0] == '-':
			pc.Undertricks, pc.Sole = n, !doubled
		case extra[0] == '+' && !doubled:
			pc.Overtricks = n
		default:
			return dds.ParContract{}, bad
		}
	}
	return pc, nil
}
