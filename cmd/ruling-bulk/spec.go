// spec.go: a run's settings (the manifest DIR/run.json), its deal ranges, and the names of the files under DIR.

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
)

// manifestVersion is the layout of DIR this program writes and reads.
const manifestVersion = 1

// runSpec is what a run solves and how it writes it: every worker gets a
// copy, and DIR/run.json keeps it, so that a run into the same DIR again
// resumes the same work (and a run of other settings is refused).
type runSpec struct {
	Version int    `json:"version"`
	Format  string `json:"format"` // tsv, pbn or json
	Par     bool   `json:"par"`
	// Leads: the value of every opening lead of every deal, as "ruling
	// solve --positions" gives it, in the leads shards.
	Leads bool `json:"leads,omitempty"`
	// SingleDummy is the single-dummy playouts of each deal's calibration
	// contract (sd.go), seeded from Seed and the deal's number.
	SingleDummy int `json:"single_dummy,omitempty"`
	// Program is the program that plays them ("ruling-bulk" and its
	// version), for single-dummy runs only: a playout's cards follow the
	// player's rules, which change between versions, so a run is resumed
	// only by the version that began it. Double-dummy results are exact
	// and any version may resume them.
	Program string `json:"program,omitempty"`
	Dealer  string `json:"dealer,omitempty"` // --dealer, --vul: line input's par
	Vul     string `json:"vul,omitempty"`
	// The deals: a generator (seed and condition), or an input staged
	// under DIR/input (its name as given and its SHA-256).
	Generate  bool   `json:"generate"`
	Seed      uint64 `json:"seed,omitempty"`
	Condition string `json:"condition,omitempty"`
	Input     string `json:"input,omitempty"`
	InputHash string `json:"input_sha256,omitempty"`
	// Deals are numbered 0 … Deals-1 and cut into ranges of Range.
	Deals int64 `json:"deals"`
	Range int64 `json:"range"`
	// Dir is where the run writes (not part of the manifest: a run can
	// be moved).
	Dir string `json:"dir,omitempty"`
}

// dealRange is the deals Start … End-1: the unit of work, of output and
// of resumption.
type dealRange struct {
	Start, End int64
}

func (r dealRange) String() string { return fmt.Sprintf("deals %d-%d", r.Start, r.End-1) }

// ranges cuts the run's deals into ranges of spec.Range.
func (s *runSpec) ranges() []dealRange {
	var out []dealRange
	for start := int64(0); start < s.Deals; start += s.Range {
		out = append(out, dealRange{start, min(start+s.Range, s.Deals)})
	}
	return out
}

// The files under DIR.
const (
	manifestName = "run.json"
	shardDir     = "shards"
	inputDir     = "input"
	reportMD     = "report.md"
	reportJSON   = "report.json"
	libraryName  = "library.zrd"
)

// path joins DIR and names with slashes (DIR may be a gs:// URL).
func (s *runSpec) path(names ...string) string {
	return strings.TrimSuffix(s.Dir, "/") + "/" + strings.Join(names, "/")
}

// rangeName is a range's file name stem: the deal numbers, zero-padded
// so that names sort in deal order.
func rangeName(r dealRange) string { return fmt.Sprintf("deals-%012d-%012d", r.Start, r.End) }

// parseRangeName reads a file name written by rangeName + ext.
func parseRangeName(name, ext string) (dealRange, bool) {
	name = name[strings.LastIndexByte(name, '/')+1:]
	stem, ok := strings.CutSuffix(name, ext)
	if !ok {
		return dealRange{}, false
	}
	f := strings.Split(stem, "-")
	if len(f) != 3 || f[0] != "deals" || len(f[1]) != 12 || len(f[2]) != 12 {
		return dealRange{}, false
	}
	a, err1 := strconv.ParseInt(f[1], 10, 64)
	b, err2 := strconv.ParseInt(f[2], 10, 64)
	if err1 != nil || err2 != nil || a >= b {
		return dealRange{}, false
	}
	return dealRange{a, b}, true
}

// The files of one range: the output shard (written last: it marks the
// range done), its summary, its solved-deal records, its leads (with
// --leads), its playouts (with --single-dummy), and (for a file input)
// its staged items.
func (s *runSpec) shardPath(r dealRange) string {
	return s.path(shardDir, rangeName(r)+"."+s.Format)
}
func (s *runSpec) summaryPath(r dealRange) string {
	return s.path(shardDir, rangeName(r)+".summary.json")
}
func (s *runSpec) zrdPath(r dealRange) string { return s.path(shardDir, rangeName(r)+".zrd") }
func (s *runSpec) leadsPath(r dealRange) string {
	return s.path(shardDir, rangeName(r)+".leads."+s.leadsFormat())
}
func (s *runSpec) sdPath(r dealRange) string {
	return s.path(shardDir, rangeName(r)+".sd.tsv")
}
func (s *runSpec) stagedPath(r dealRange) string { return s.path(inputDir, rangeName(r)+".gob") }

// errOtherRun is a DIR that holds a run of other settings;
// errOtherProgram one of the same settings begun by another version
// (runSpec.Program).
var (
	errOtherRun     = errors.New("holds a run of other settings")
	errOtherProgram = errors.New("holds a run begun by another version")
)

// programOf is the program of the manifest have when it differs from
// want, m's, in that alone ("" otherwise).
func programOf(have, want []byte, m runSpec) string {
	var old runSpec
	if json.Unmarshal(have, &old) != nil || old.Program == m.Program {
		return ""
	}
	other := old.Program
	old.Program = m.Program
	again, err := json.MarshalIndent(&old, "", "  ")
	if err != nil || !bytes.Equal(append(again, '\n'), want) {
		return ""
	}
	if other == "" {
		other = "an earlier version"
	}
	return other
}

// claim writes DIR/run.json for a new run, or checks that the run
// already in DIR has the same settings (so that running again resumes
// it).
func (s *runSpec) claim(ctx context.Context, fs filesystem.Interface) error {
	m := *s
	m.Dir = ""
	want, err := json.MarshalIndent(&m, "", "  ")
	if err != nil {
		return err
	}
	want = append(want, '\n')
	have, err := filesystem.Read(ctx, fs, s.path(manifestName))
	switch {
	case err == nil && bytes.Equal(have, want):
		return nil
	case err == nil:
		if other := programOf(have, want, m); other != "" {
			return fmt.Errorf("%s %w: its single-dummy playouts are %s's, this is %s", s.Dir, errOtherProgram, other, m.Program)
		}
		return fmt.Errorf("%s %w:\n%s", s.Dir, errOtherRun, have)
	case !errors.Is(err, os.ErrNotExist) && !isNotFound(err):
		return err
	}
	return writeAtomic(ctx, fs, s.path(manifestName), want)
}

// readSpec reads the manifest of the run in dir.
func readSpec(ctx context.Context, fs filesystem.Interface, dir string) (*runSpec, error) {
	s := &runSpec{Dir: dir}
	data, err := filesystem.Read(ctx, fs, s.path(manifestName))
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, fmt.Errorf("%s: %v", s.path(manifestName), err)
	}
	s.Dir = dir
	if s.Version != manifestVersion || s.Range <= 0 || s.Deals < 0 {
		return nil, fmt.Errorf("%s: not a run this ruling-bulk wrote (version %d)", s.path(manifestName), s.Version)
	}
	return s, nil
}

// isNotFound reports a missing file on file systems whose errors are not
// os.ErrNotExist (gs://).
func isNotFound(err error) bool {
	return strings.Contains(err.Error(), "not exist") || strings.Contains(err.Error(), "not found")
}

// leadsFormat is the format of the leads shards: "ruling solve
// --positions" writes tsv or json (json for a json run).
func (s *runSpec) leadsFormat() string {
	if s.Format == "json" {
		return "json"
	}
	return "tsv"
}
