// frame_test.go: the study reports' choice of format — every alias, any case, the whole report or nothing, and the message naming the formats a report has.

package reports

import (
	"bytes"
	"errors"
	"testing"
)

func TestWritersEncode(t *testing.T) {
	w := writers{
		text: func(b *bytes.Buffer) error { b.WriteString("T"); return nil },
		md:   func(b *bytes.Buffer) error { b.WriteString("M"); return nil },
		json: func(b *bytes.Buffer) error { b.WriteString("half"); return errors.New("broken") },
	}
	for format, want := range map[string]string{"text": "T", "TXT": "T", "md": "M", "Markdown": "M"} {
		var b bytes.Buffer
		if err := w.encode(&b, format, "a test"); err != nil || b.String() != want {
			t.Errorf("%s: %q, %v", format, b.String(), err)
		}
	}
	var b bytes.Buffer
	if err := w.encode(&b, "json", "a test"); err == nil || b.Len() != 0 {
		t.Errorf("a failing form: %q written, %v", b.String(), err)
	}
	if err := w.encode(&b, "html", "a test"); err == nil || err.Error() != `unknown format "html" for a test (use text, md or json)` {
		t.Errorf("html: %v", err)
	}
	if got := (writers{text: w.text, json: w.json}).names(); got != "text or json" {
		t.Errorf("names %q", got)
	}
}
