// cases.go: a case through the engine — read, written back, taken from the page's form or into it, and run to every report format.

package calls

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// CaseName is the name a case from the page has in messages.
const CaseName = "case.toml"

// ParseCase reads a case through the engine; files are the only files
// it may read. A bad case is an *Error with its line.
func ParseCase(text []byte, files fs.FS) (*engine.Case, error) {
	c, err := engine.ParseCaseData(CaseName, text, files, ".")
	return c, positioned(err)
}

// positioned makes the engine's bad-input errors *Errors with their line;
// other errors pass unchanged.
func positioned(err error) error {
	var ee *engine.Error
	if errors.As(err, &ee) {
		return &Error{Msg: ee.Msg, Line: ee.Line}
	}
	return err
}

// encodeCase is the case as a case file, through the engine's encoder.
func encodeCase(c *engine.Case) (string, error) {
	var b bytes.Buffer
	if err := engine.EncodeCase(&b, c); err != nil {
		return "", positioned(err)
	}
	return b.String(), nil
}

// CaseFromForm is the page's form as a case file, checked and written by
// the engine. A bad form is an *Error naming the key (without a line: the
// line would be of the text written from the form).
func CaseFromForm(form CaseForm) (string, error) {
	text, err := form.TOML()
	if err != nil {
		return "", bad("%v", err)
	}
	c, err := ParseCase(text, nil)
	if err == nil {
		var canonical string
		if canonical, err = encodeCase(c); err == nil {
			return canonical, nil
		}
	}
	var pe *Error
	if errors.As(err, &pe) {
		return "", bad("%s", pe.Msg)
	}
	return "", err
}

// loadedCase is a case file read back into the form's keys.
type loadedCase struct {
	CaseForm
	Scenario []tomlScenario `toml:"scenario"`
}

// Loaded is a saved case file in the page's form, and a note naming the
// keys the page does not edit.
type Loaded struct {
	Form CaseForm `json:"form"`
	Note string   `json:"note,omitempty"`
}

// LoadCase reads a saved case file (with the event files it names, among
// files) into the page's form, after the engine has checked it. The form
// has everything written out (the deal, the field, ... as read from the
// event files). A bad case is an *Error with its line.
func LoadCase(text []byte, files fs.FS) (*Loaded, error) {
	c, err := ParseCase(text, files)
	var canonical string
	if err == nil {
		canonical, err = encodeCase(c)
	}
	if err != nil {
		return nil, err
	}
	var lc loadedCase
	md, err := toml.Decode(canonical, &lc)
	if err != nil {
		return nil, fmt.Errorf("the case file written again does not read back: %v", err)
	}
	ans := &Loaded{Form: lc.CaseForm}
	for _, t := range lc.Scenario {
		ans.Form.Scenarios = append(ans.Form.Scenarios, t.formScenario())
	}
	var left []string
	for _, k := range md.Undecoded() {
		left = append(left, k.String())
	}
	if len(left) > 0 {
		sort.Strings(left)
		ans.Note = "The page does not edit these keys, and leaves them out when it runs the case: " + strings.Join(left, ", ") + "."
	}
	return ans, nil
}

// Formats are the report formats a run can render.
var Formats = []string{"json", "html", "md", "text", "toml"}

// Adjust reads a case (TOML, with the files it names among files), runs
// it with the Engine's solver and workers, and renders the result in the
// formats asked for (every one when formats is nil: a run for the
// command line's JSON does no more work than the command line). A case
// without a seed gets the run's, so that the case file written gives the
// same report again. progress, when not nil, is told the deals solved
// after each batch, from any goroutine. A bad case is an *Error with its
// line; a cancelled ctx gives ctx's error.
func (e *Engine) Adjust(ctx context.Context, text []byte, files fs.FS, formats []string, progress func(Progress)) (*Reports, error) {
	c, err := ParseCase(text, files)
	if err != nil {
		return nil, err
	}
	o := engine.Options{Threads: e.Threads, Solver: e.solver(), SolverName: e.SolverName, Version: e.Version}
	if progress != nil {
		o.Progress = func(done, total int) { progress(Progress{Done: done, Total: total}) }
	}
	res, err := engine.Adjust(ctx, c, o)
	if err != nil {
		return nil, positioned(err)
	}
	if c.Seed == nil && c.Simulates() {
		seed := res.Method.Seed
		c.Seed = &seed
	}
	return render(res, c, formats)
}

// render writes a result in the formats asked for (all when nil).
func render(res *engine.Ruling, c *engine.Case, formats []string) (*Reports, error) {
	out := &Reports{}
	for _, f := range []struct {
		name string
		enc  reports.Encoder
		dest *string
	}{{"html", reports.HTML{}, &out.HTML}, {"md", reports.Markdown{}, &out.Markdown}, {"text", reports.Text{}, &out.Text}} {
		if formats != nil && !slices.Contains(formats, f.name) {
			continue
		}
		var b bytes.Buffer
		if err := f.enc.Encode(&b, res); err != nil {
			return nil, err
		}
		*f.dest = b.String()
	}
	if formats == nil || slices.Contains(formats, "json") {
		var b bytes.Buffer
		if err := (reports.JSON{}).Encode(&b, res); err != nil {
			return nil, err
		}
		out.JSON = json.RawMessage(bytes.TrimSpace(b.Bytes()))
	}
	if formats == nil || slices.Contains(formats, "toml") {
		var err error
		if out.Case, err = encodeCase(c); err != nil {
			return nil, err
		}
	}
	return out, nil
}
