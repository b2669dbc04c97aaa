// faults_unix.go: the process's page faults so far, from getrusage (minor and major).

//go:build unix

package main

import "syscall"

// pageFaults is the page faults the process has taken so far (0 where
// the kernel does not say).
func pageFaults() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return int64(ru.Minflt) + int64(ru.Majflt)
}
