// slots.go: a fixed number of places for CPU-heavy work; beyond that, requests are refused in plain words.

package web

import (
	"fmt"
	"net/http"
)

// slots bounds how many jobs of one kind run at once.
type slots struct {
	ch   chan struct{}
	what string // "rulings": for the refusal message
}

func newSlots(n int, what string) *slots {
	return &slots{ch: make(chan struct{}, n), what: what}
}

// take claims a place, or answers 503 with a message and returns false.
// The caller calls release when take returned true.
func (s *slots) take(w http.ResponseWriter) bool {
	select {
	case s.ch <- struct{}{}:
		return true
	default:
		w.Header().Set("Retry-After", "5")
		fail(w, http.StatusServiceUnavailable, "busy: %s", s.busy())
		return false
	}
}

func (s *slots) release() { <-s.ch }

// busy says why a job was refused.
func (s *slots) busy() string {
	n := cap(s.ch)
	if n == 1 {
		return fmt.Sprintf("one of the %s this server allows at a time is already running; wait for it to finish, or cancel it, and try again", s.what)
	}
	return fmt.Sprintf("%d %s are already running (the most this server allows at a time); wait for one to finish, or cancel it, and try again", n, s.what)
}
