// encoder.go: the Encoder interface and the choice of a format by name.

package reports

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/weighting/engine"
)

// Encoder writes a ruling in one format.
type Encoder interface {
	Encode(w io.Writer, r *engine.Ruling) error
}

// Formats lists the format names ByName accepts, in the order of --format's help.
var Formats = []string{"text", "md", "json", "html"}

// ByName is the encoder for a format name: text, md (or markdown), json or html.
func ByName(name string) (Encoder, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "text", "txt":
		return Text{}, nil
	case "md", "markdown":
		return Markdown{}, nil
	case "json":
		return JSON{}, nil
	case "html", "htm":
		return HTML{}, nil
	}
	return nil, fmt.Errorf("unknown report format %q (use %s)", name, strings.Join(Formats, ", "))
}

var errNoRuling = errors.New("reports: no ruling to encode")

// deliver writes a finished report in one call, so an encoder never leaves
// half a report behind after an error of its own.
func deliver(w io.Writer, b *bytes.Buffer) error {
	_, err := w.Write(b.Bytes())
	return err
}
