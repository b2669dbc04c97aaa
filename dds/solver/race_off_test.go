//go:build !race

package solver

// raceEnabled: the brute-force checks, which start no goroutine, skip under -race.
const raceEnabled = false
