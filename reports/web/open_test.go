package web

import (
	"slices"
	"testing"
)

func TestBrowserCommand(t *testing.T) {
	url := "http://127.0.0.1:8080/"
	for goos, want := range map[string][]string{
		"linux":   {"xdg-open", url},
		"freebsd": {"xdg-open", url},
		"darwin":  {"open", url},
		"windows": {"rundll32", "url.dll,FileProtocolHandler", url},
	} {
		if got := BrowserCommand(goos, url); !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", goos, got, want)
		}
	}
}
