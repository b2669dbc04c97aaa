// Package libdds is ruling's backend on libdds (DDS 2.9, Bo Haglund and
// Soren Hein's double-dummy solver), the C library every bridge program
// uses. It is the reference the pure-Go solver is tested and timed against.
//
//	if ok, err := libdds.Usable(); !ok { ... }   // not installed: err says how to install it
//	s, err := libdds.NewSolver()                  // a dds.Solver
//	table, err := s.Table(deal)
//	f, err := libdds.Backend("libdds", threads)   // a dds.Factory by name, "go" or "libdds"
//
// The library is loaded at run time with purego, so ruling builds without
// cgo and runs without libdds when it is not asked for. Load tries the path
// in $RULING_LIBDDS, else libdds.so.0 and libdds.so; when none loads, the
// error says to run `apt-get install -y libdds0`.
//
// Facts about libdds this package is built around:
//
//   - its calls share global state and concurrent calls crash the process,
//     so one process-wide lock serialises every call;
//   - it prints a message and exits the process on some inconsistent
//     inputs, so every deal, position and play is checked first;
//   - its batch calls take at most 40 tables (CalcAllTables) or 200
//     boards (SolveAllChunksBin, AnalyseAllPlaysBin) and solve them on its
//     own threads: the Batch methods cut larger batches to size;
//   - only pointer-taking entry points are used, so no C struct is passed
//     by value; the Go mirrors of the structs have a layout test.
//
// Files:
//
//	lib.go         Load, Usable, the lock, versions and errors
//	bind_unix.go   dlopen and symbol binding (purego); bind_other.go is the stub
//	structs.go     the Go mirrors of dll.h's structs
//	convert.go     deals and positions to and from those structs, input checks
//	batch.go       TableBatch, TricksBatch, CardValuesBatch, TraceBatch
//	solver.go      Solver: the dds.Solver interface, and Factory for dds.Pool
//	backend.go     Backend: a double-dummy backend by name (go or libdds), for every program that offers the choice
//	par.go         DealerPar, SidesPar and Par through libdds (the cross-check of dds's par);
//	               par_bind_unix.go binds their symbols on first use, par_bind_other.go is the stub
//
// Tests that load the library carry the build tag !race (the race runtime
// crashes at exit once libdds is loaded) and skip when it is missing.
package libdds
