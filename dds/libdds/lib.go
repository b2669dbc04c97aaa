// lib.go: finding and loading libdds at run time, once per library path, with every call serialised.

package libdds

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
)

// EnvVar names the environment variable that, when set, gives the path of
// the libdds shared library to load instead of the system's.
const EnvVar = "RULING_LIBDDS"

// InstallHint says how to get the library.
const InstallHint = "install libdds: apt-get install -y libdds0 (Debian, Ubuntu), or set " + EnvVar + " to the library's path"

// systemNames are the sonames tried when EnvVar is not set.
var systemNames = []string{"libdds.so.0", "libdds.so"}

// ErrUnavailable is wrapped by every error saying the library cannot be used.
var ErrUnavailable = errors.New("libdds is not available")

// LoadError is Load's error: why each name failed to load. It prints with
// InstallHint; Reasons alone is for callers that print the hint apart.
type LoadError struct {
	Reasons string
}

func (e *LoadError) Error() string {
	return fmt.Sprintf("%v (%s); %s", ErrUnavailable, e.Reasons, InstallHint)
}

// Unwrap makes errors.Is(err, ErrUnavailable) true.
func (e *LoadError) Unwrap() error { return ErrUnavailable }

// callMu serialises every call into libdds: the library keeps global
// state (thread memory, the scheduler) and concurrent calls crash the
// process. DDS's batch calls use its own threads inside one call.
var callMu sync.Mutex

// Lib is the loaded library: its resolved entry points and version.
type Lib struct {
	path    string // the name it was loaded by
	version string

	// The entry points, bound by bind. All take pointers only: no C
	// struct is passed by value.
	calcAllTables      func(deals *cTableDeals, mode int32, filter *[ddsStrain]int32, res *cTablesRes, par *cAllParResults) int32
	solveAllChunksBin  func(bop *cBoards, solved *cSolvedBoards, chunkSize int32) int32
	analyseAllPlaysBin func(bop *cBoards, plays *cPlayTracesBin, solved *cSolvedPlays, chunkSize int32) int32
	setMaxThreads      func(n int32)
	getDDSInfo         func(info *cDDSInfo)
	errorMessage       func(code int32, line *[80]byte)

	// Scratch space for the batch calls, used under callMu.
	boards   *cBoards
	solved   *cSolvedBoards
	tables   *cTableDeals
	results  *cTablesRes
	par      *cAllParResults
	traces   *cPlayTracesBin
	solvedPl *cSolvedPlays
}

var (
	loadMu sync.Mutex
	loaded = map[string]*Lib{} // by the name that loaded it
)

// Load finds and loads libdds: the path in $RULING_LIBDDS when it is set,
// else libdds.so.0 then libdds.so from the system's library path. A
// library is loaded once per process and shared; a failure is not
// remembered, so a later call tries again. The error is a *LoadError,
// wraps ErrUnavailable and says how to install the library.
func Load() (*Lib, error) {
	names := systemNames
	if p := os.Getenv(EnvVar); p != "" {
		names = []string{p}
	}
	loadMu.Lock()
	defer loadMu.Unlock()
	var errs []string
	for _, name := range names {
		if l := loaded[name]; l != nil {
			return l, nil
		}
		l, err := open(name)
		if err == nil {
			loaded[name] = l
			return l, nil
		}
		errs = append(errs, err.Error())
	}
	return nil, &LoadError{Reasons: strings.Join(errs, "; ")}
}

// Usable reports whether libdds can be loaded, and if not, why.
func Usable() (bool, error) {
	_, err := Load()
	return err == nil, err
}

// Path is the name the library was loaded by.
func (l *Lib) Path() string { return l.path }

// Version is the library's version string, e.g. "2.9.0".
func (l *Lib) Version() string { return l.version }

// SetThreads sets the number of threads libdds uses inside a batch call;
// 0 lets it choose (one per core, memory permitting).
func (l *Lib) SetThreads(n int) {
	callMu.Lock()
	defer callMu.Unlock()
	l.setMaxThreads(int32(max(n, 0)))
}

// FreeMemory is deliberately not bound: in libdds 2.9.0 the next solving
// call after FreeMemory crashes the process (SIGSEGV). The memory libdds
// allocates for its threads stays with it until the process ends.

// fault turns a libdds return code into an error.
func (l *Lib) fault(call string, code int32) error {
	var line [80]byte
	l.errorMessage(code, &line)
	return fmt.Errorf("libdds: %s: %s (code %d)", call, cString(line[:]), code)
}

// finish reads the version and allocates the scratch space once the
// entry points are bound.
func (l *Lib) finish() error {
	var info cDDSInfo
	l.getDDSInfo(&info)
	if info.Major != 2 || info.Minor < 8 {
		return fmt.Errorf("%s is libdds %d.%d.%d; version 2.8 or later (2.9 tested) is needed", l.path, info.Major, info.Minor, info.Patch)
	}
	l.version = cString(info.VersionString[:])
	l.boards = new(cBoards)
	l.solved = new(cSolvedBoards)
	l.tables = new(cTableDeals)
	l.results = new(cTablesRes)
	l.par = new(cAllParResults)
	l.traces = new(cPlayTracesBin)
	l.solvedPl = new(cSolvedPlays)
	return nil
}
