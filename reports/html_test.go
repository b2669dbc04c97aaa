// html_test.go: the HTML page is well formed, self-contained, charted and escaped.

package reports

import (
	"bytes"
	"encoding/xml"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/weighting/engine"
)

// wellFormed parses the page as XML (the HTML encoder writes void elements
// self-closed, so a strict parse works) and checks that every start tag is
// closed by its own end tag.
func wellFormed(t *testing.T, page []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(page))
	d.Strict = true
	d.Entity = xml.HTMLEntity
	var stack []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well formed: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			stack = append(stack, e.Name.Local)
		case xml.EndElement:
			if len(stack) == 0 || stack[len(stack)-1] != e.Name.Local {
				t.Fatalf("</%s> closes %v", e.Name.Local, stack)
			}
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) != 0 {
		t.Fatalf("unclosed elements %v", stack)
	}
}

func TestHTML(t *testing.T) {
	for name, r := range map[string]*engine.Ruling{"weighted": weightedRuling(t), "split": splitRuling(t), "thirds": thirdsRuling(t)} {
		t.Run(name, func(t *testing.T) {
			page := encode(t, HTML{}, r)
			wellFormed(t, page)
			s := string(page)
			if !strings.HasPrefix(s, "<!DOCTYPE html>") {
				t.Error("no doctype")
			}
			// One chart per scenario with a trick distribution.
			want := 0
			for _, sc := range r.Scenarios {
				if len(sc.Tricks) > 0 {
					want++
				}
			}
			if n := strings.Count(s, "<svg "); n != want || name != "thirds" && want != 2 {
				t.Errorf("%d <svg> charts, want %d", n, want)
			}
			if strings.Contains(s, "<?xml") {
				t.Error("an SVG's XML prelude is left inside the page")
			}
			// Self-contained: no scripts, stylesheets, images or fonts fetched.
			for _, bad := range []string{"<script", "<link", "src=", "url(", "@import"} {
				if strings.Contains(strings.ToLower(s), bad) {
					t.Errorf("page contains %q", bad)
				}
			}
			for _, ref := range regexp.MustCompile(`https?://[^"\s]*`).FindAllString(s, -1) {
				if ref != "http://www.w3.org/2000/svg" && ref != "http://www.w3.org/1999/xlink" {
					t.Errorf("page refers to %s", ref)
				}
			}
			for _, want := range []string{"<h2>Deal</h2>", "Weighted scores", "<h2>Method</h2>", "<div class=\"wording\">\n<p>Score adjusted"} {
				if !strings.Contains(s, want) {
					t.Errorf("page lacks %q", want)
				}
			}
		})
	}
}

func TestHTMLEscapes(t *testing.T) {
	s := string(encode(t, HTML{}, splitRuling(t)))
	if !strings.Contains(s, "<title>Board 7 | &lt;script&gt;alert(1)&lt;/script&gt; &amp; co</title>") {
		t.Error("the title is not escaped in <title>")
	}
	if !strings.Contains(s, "<h1>Board 7 | &lt;script&gt;alert(1)&lt;/script&gt; &amp; co</h1>") {
		t.Error("the title is not escaped in <h1>")
	}
	if !strings.Contains(s, "South&#39;s double of 5♥ &lt;wild&gt;") {
		t.Error("the serious error's text is not escaped")
	}
	md := string(encode(t, Markdown{}, splitRuling(t)))
	if !strings.HasPrefix(md, `# Board 7 \| \<script\>alert(1)\</script\> \& co`) {
		t.Errorf("Markdown title not escaped: %q", strings.SplitN(md, "\n", 2)[0])
	}
}

// A chart is drawn the same every time, or reports are not reproducible;
// its text is numbers and axis titles only.
func TestChartDeterministic(t *testing.T) {
	s := weightedRuling(t).Scenarios[0]
	a, err := chartSVG(trickChart(s))
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		if b, err := chartSVG(trickChart(s)); err != nil || a != b {
			t.Fatalf("two charts of the same scenario differ (%v)", err)
		}
	}
	for _, want := range []string{">9</text>", ">10</text>", ">tricks for declarer</text>", ">probability</text>", ">0.2</text>", ">1</text>"} {
		if !strings.Contains(a, want) {
			t.Errorf("chart lacks %q", want)
		}
	}
}

// A trick count never seen still has its place on the axis; no
// distribution, no chart.
func TestChartGaps(t *testing.T) {
	s := engine.ScenarioReport{Name: "gap", Samples: 10, Tricks: []engine.TrickCount{{Tricks: 8, Count: 5, P: 0.5}, {Tricks: 10, Count: 5, P: 0.5}}}
	svg, err := chartSVG(trickChart(s))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{">8</text>", ">9</text>", ">10</text>"} {
		if !strings.Contains(svg, want) {
			t.Errorf("chart lacks the label %q", want)
		}
	}
	if c := trickChart(engine.ScenarioReport{Name: "none"}); c != nil {
		t.Errorf("empty distribution: %+v", c)
	}
}

// The geometry, by hand. The plot area runs from y 196 (probability 0)
// to y 14 (1): 182 units. Tricks 9 and 10 at 0.25 and 0.75 share the
// width 384 − 52 − 12 = 320, a slot of 160 each; a bar is 36 wide
// (the most), centred in its slot at x 132 and 292. 0.25 is 45.5 high,
// from y 150.5; 0.75 is 136.5 high, from y 59.5. A simulated scenario's
// interval (0.2 to 0.3) is drawn over the first bar, from y 159.6 to
// 141.4; a fixed result gets no interval.
func TestChartGeometry(t *testing.T) {
	s := engine.ScenarioReport{Name: "sim", Samples: 100, Tricks: []engine.TrickCount{
		{Tricks: 9, Count: 25, P: 0.25, CI: engine.Interval{Low: 0.2, High: 0.3}},
		{Tricks: 10, Count: 75, P: 0.75, CI: engine.Interval{Low: 0.7, High: 0.8}}}}
	c := trickChart(s)
	want := []chartBar{{X: "114.0", Y: "150.5", W: "36.0", H: "45.5", Fill: chartBarColor}, {X: "274.0", Y: "59.5", W: "36.0", H: "136.5", Fill: chartBarColor}}
	if len(c.Bars) != 2 || c.Bars[0] != want[0] || c.Bars[1] != want[1] {
		t.Errorf("bars %+v, want %+v", c.Bars, want)
	}
	if len(c.Errors) != 2 || c.Errors[0] != (chartError{X: "132.0", X0: "128.0", X1: "136.0", Low: "159.6", High: "141.4"}) {
		t.Errorf("error bars %+v", c.Errors)
	}
	if c.XTicks[0] != (chartTick{Pos: "132.0", Label: "9"}) || c.YTicks[5] != (chartTick{Pos: "14.0", Label: "1"}) {
		t.Errorf("ticks %+v %+v", c.XTicks, c.YTicks)
	}
	s.Samples = 0
	if c := trickChart(s); len(c.Errors) != 0 || len(c.Legend) != 0 {
		t.Errorf("a fixed distribution got error bars or a legend: %+v", c)
	}
}
