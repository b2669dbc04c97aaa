// Command ruling-bulk solves deal libraries double dummy as an Apache Beam
// pipeline: on Beam's Prism runner in its own process by default, or on a
// Flink or Spark cluster or Google Cloud Dataflow unchanged.
//
//	ruling-bulk solve --out run --deals 100000 --seed 7 --par
//	ruling-bulk merge run > tables.tsv   # what "ruling solve --par" prints for those deals
//
// It is its own Go module, so that Beam's dependencies never reach
// cmd/ruling. See docs/bulk.md.
//
// Files and their roles:
//
//	main.go       the entry point: a worker a runner started, or a command
//	run.go        command dispatch, usage.txt, errors and exit statuses
//	solve.go      the solve command: settings checked, the input read and staged, DIR claimed, the pipeline run
//	pipeline.go   the Beam pipeline: ranges, Reshuffle, solve, the report and the library at the end
//	solvefn.go    the work: a range's deals shared out among the worker's warm solvers, its files written whole
//	source.go     the deals of a range: dealt by sim.Dealer, or read from the staged input
//	spec.go       a run's settings (DIR/run.json), its ranges, the files under DIR
//	shard.go      shard records marked with deal numbers, and read back; files written atomically
//	summary.go    the aggregates (tricks, par, single dummy by level) and the report in Markdown and JSON
//	leads.go      --leads: the 20 opening positions of a deal, as ruling solve --positions solves them
//	sd.go         --single-dummy: the playouts of each deal's calibration contract
//	merge.go      the merge command: a finished run in deal order, as ruling solve prints it
//	deals.go      the deals command: a generated run's deals, any range recomputed alone
//	workerpool.go the worker-pool command: an external pool of Beam workers
//	trace.go      RULING_BULK_TRACE: a line per range, when, in which process, bundle and solvers
package main
