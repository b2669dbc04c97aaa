// open.go: opening the page in the system's browser (ruling serve --open).

package web

import (
	"os/exec"
	"runtime"
)

// BrowserCommand is the command that opens url in the browser of the
// system goos names (runtime.GOOS): rundll32 on Windows, open on macOS,
// xdg-open elsewhere.
func BrowserCommand(goos, url string) []string {
	switch goos {
	case "windows":
		return []string{"rundll32", "url.dll,FileProtocolHandler", url}
	case "darwin":
		return []string{"open", url}
	}
	return []string{"xdg-open", url}
}

// OpenBrowser opens url in this system's browser, without waiting for it.
func OpenBrowser(url string) error {
	c := BrowserCommand(runtime.GOOS, url)
	cmd := exec.Command(c[0], c[1:]...)
	if err := cmd.Start(); err != nil {
		return err
	}
	go cmd.Wait()
	return nil
}
