// Package remote is a double-dummy solver whose calls are answered
// elsewhere — in another Web Worker of ruling's WebAssembly build, or in
// any process that runs a Server — so that the engine's worker pool can
// spread its deals over instances that share no memory:
//
//	srv := remote.NewServer(solver.Factory(solver.Options{})) // where the solving happens
//	conn := myConn{srv}                                        // carries bytes to srv.Answer and back
//	f := remote.Factory(conn1, conn2)                          // a dds.Factory for engine.Options.Solver
//
// A Solver from Factory forwards every call (Table, Tricks, CardValues,
// CardValuesOf, Trace and, under play rules, ValueUnder, CardValuesUnder
// and TableUnder) as a short message to one Conn; the Server behind it
// keeps one solver of its own for each remote Solver, warm from call to
// call, and closes it when the remote Solver is closed. Each new Solver
// goes to the Conn with the fewest Solvers open, so the workers of a pool
// of n Solvers over n Conns each get one.
//
// The answers are those of the Server's solvers: double-dummy values do
// not depend on which solver finds them, so a run of the engine over
// remote Solvers gives the same result as over local ones (the engine
// hands its deals to free workers and takes the results in deal order).
//
// Files:
//
//	doc.go     this overview
//	wire.go    the messages: requests and answers as bytes
//	client.go  Conn, Factory and the Solver that forwards its calls
//	server.go  Server: the serving side's solvers and its answers
package remote
