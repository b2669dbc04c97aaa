// option.go: OptionError — a bad option of a library call, named by its key so that each front end (a flag, a case file's key) names it its own way.

package dds

import "fmt"

// OptionError is a bad option: Key is the option's key as a case file
// writes it ("units", "dealer"), Msg the problem in plain words, starting
// with the key, and Hint, when set, what to give instead. Others are the
// other keys the message or hint names, as words. A command line shows
// each key as its flag, a case file as the key at its line.
type OptionError struct {
	Key    string
	Msg    string
	Hint   string
	Others []string
}

func (e *OptionError) Error() string { return e.Msg }

// OptionErr is an *OptionError for key: the message is key followed by
// the formatted text.
func OptionErr(key, format string, a ...any) *OptionError {
	return &OptionError{Key: key, Msg: key + fmt.Sprintf(format, a...)}
}

// WithHint sets the hint, and the other keys it or the message names,
// and returns e.
func (e *OptionError) WithHint(hint string, others ...string) *OptionError {
	e.Hint, e.Others = hint, others
	return e
}
