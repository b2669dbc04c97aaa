// progress.go: the one progress bar every command shows — on standard error, only on a terminal.

package main

import (
	"time"

	"github.com/schollz/progressbar/v3"
)

// progressBar is a progress callback that draws a bar labelled desc on
// standard error when it is a terminal and quiet is false; nil otherwise.
// finish clears the bar (call it in every case).
func progressBar(e *env, quiet bool, desc string) (update func(done, total int), finish func()) {
	if quiet || !isTerminal(e.stderr) {
		return nil, func() {}
	}
	var bar *progressbar.ProgressBar
	update = func(done, total int) {
		if bar == nil {
			bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(e.stderr),
				progressbar.OptionSetDescription(desc), progressbar.OptionShowCount(),
				progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionClearOnFinish())
		}
		bar.Set(done)
	}
	finish = func() {
		if bar != nil {
			bar.Finish()
		}
	}
	return update, finish
}
