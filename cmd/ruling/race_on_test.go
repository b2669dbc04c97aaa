//go:build race

package main

// raceEnabled: tests that would load libdds stay away from it under -race.
const raceEnabled = true
