// chart.go: a scenario's trick distribution as an inline SVG bar chart, drawn with gonum/plot.

package reports

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/weighting/engine"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Chart geometry.
const (
	chartWidth    = 4 * vg.Inch
	chartHeight   = 2.5 * vg.Inch
	chartBarWidth = 28 // points
)

// errorPoints feeds the error bars: the bar tops and their 95 % intervals.
type errorPoints struct {
	plotter.XYs
	plotter.YErrors
}

// trickChart draws the probability of each trick count as bars, with the
// Wilson 95 % intervals as error bars when the scenario was simulated. The
// chart holds no user text (the scenario's name is in the page around it).
// The SVG is returned without its XML prelude, ready to sit inside HTML.
// gonum/plot draws deterministically, so equal input gives equal bytes.
func trickChart(s engine.ScenarioReport) (svg string, err error) {
	defer func() {
		if r := recover(); r != nil { // vgsvg panics on impossible geometry; report it instead
			err = fmt.Errorf("drawing the chart of %q: %v", s.Name, r)
		}
	}()
	if len(s.Tricks) == 0 {
		return "", nil
	}
	p := plot.New()
	p.X.Label.Text = "tricks for declarer"
	p.Y.Label.Text = "probability"
	p.Y.Min, p.Y.Max = 0, 1
	// One bar per trick count from the fewest to the most seen, so that a
	// count never seen shows as an empty place rather than vanishing.
	lo, hi := s.Tricks[0].Tricks, s.Tricks[0].Tricks
	for _, t := range s.Tricks {
		lo, hi = min(lo, t.Tricks), max(hi, t.Tricks)
	}
	values := make(plotter.Values, hi-lo+1)
	labels := make([]string, hi-lo+1)
	for i := range labels {
		labels[i] = strconv.Itoa(lo + i)
	}
	for _, t := range s.Tricks {
		values[t.Tricks-lo] += t.P
	}
	bars, err := plotter.NewBarChart(values, chartBarWidth)
	if err != nil {
		return "", err
	}
	bars.LineStyle.Width = 0
	bars.Color = chartBarColor
	p.Add(bars)
	p.NominalX(labels...)
	if s.Samples > 0 {
		pts := errorPoints{XYs: make(plotter.XYs, len(s.Tricks)), YErrors: make(plotter.YErrors, len(s.Tricks))}
		for i, t := range s.Tricks {
			pts.XYs[i] = plotter.XY{X: float64(t.Tricks - lo), Y: t.P}
			if !t.CI.IsZero() {
				pts.YErrors[i].Low = t.P - t.CI.Low
				pts.YErrors[i].High = t.CI.High - t.P
			}
		}
		eb, err := plotter.NewYErrorBars(pts)
		if err != nil {
			return "", err
		}
		p.Add(eb)
	}
	return svgOf(p, s.Name)
}

// svgOf draws p as an SVG element without its XML prelude, ready to sit
// inside HTML; name is the scenario's, for messages.
func svgOf(p *plot.Plot, name string) (string, error) {
	c := vgsvg.New(chartWidth, chartHeight)
	p.Draw(draw.New(c))
	var out bytes.Buffer
	if _, err := c.WriteTo(&out); err != nil {
		return "", err
	}
	str := out.String()
	i := strings.Index(str, "<svg")
	if i < 0 {
		return "", fmt.Errorf("drawing the chart of %q: no <svg> element", name)
	}
	return strings.TrimSpace(str[i:]), nil
}
