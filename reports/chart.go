// chart.go: a scenario's trick distribution as an SVG bar chart — the geometry here, the markup in report.html.tmpl ("chart").

package reports

import (
	"bytes"
	"strconv"

	"github.com/ruling-bridge/ruling/weighting/engine"
)

// Chart geometry, in the SVG's user units (CSS pixels at full size).
const (
	chartWidth  = 384
	chartHeight = 240
	chartLeft   = 52  // the plot area's left edge: room for the probability labels and the axis title
	chartRight  = 12  // margin right of the plot area
	chartTop    = 14  // margin above the plot area (a legend adds chartLegend)
	chartBottom = 44  // below the plot area: the trick labels and the axis title
	chartLegend = 20  // the legend's row, above the plot area
	chartBarMax = 36  // the widest bar
	chartBarGap = 0.3 // the share of a trick's slot left between bars
	chartCap    = 4   // half the width of an error bar's caps
)

// The bars' fills: a muted blue that prints well in grey, and amber for
// the double-dummy bars beside single-dummy ones.
const (
	chartBarColor = "#4a6fa5"
	chartDDColor  = "#c8893c"
)

// chart is what the template "chart" draws: every position already
// computed, every number already written, so that equal input gives
// equal bytes. It holds no user text (the scenario's name is in the page
// around it).
type chart struct {
	Width, Height          int
	Left, Top, Right, Base string // the plot area's edges (Base: its bottom, the x axis)
	MidX, MidY             string // the plot area's centre, for the axis titles
	LabelY, TitleY, TitleX string // where the trick labels and the axis titles go
	YTicks                 []chartTick
	XTicks                 []chartTick
	Bars                   []chartBar
	Errors                 []chartError
	Legend                 []chartLegendItem
}

// chartTick is a labelled place on an axis: Pos along it.
type chartTick struct{ Pos, Label string }

// chartBar is one bar: its box and fill.
type chartBar struct{ X, Y, W, H, Fill string }

// chartError is a 95 % interval drawn over a bar: a vertical line at X
// from Low to High (SVG y, so Low > High) with caps from X0 to X1.
type chartError struct{ X, X0, X1, Low, High string }

// chartLegendItem is a swatch and its label; X, Y place the swatch.
type chartLegendItem struct{ X, Y, TextX, TextY, Fill, Label string }

// chartSeries is one distribution: probability by trick count.
type chartSeries struct {
	fill  string
	label string // for the legend; "" draws none
	p     map[int]float64
	ci    map[int]engine.Interval // drawn when not zero
}

// num writes a coordinate with one decimal, the same way every time.
func num(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }

// newChart lays out the series side by side in each trick count's slot,
// from the fewest tricks to the most seen in any series (a count never
// seen keeps its empty place), over a probability axis from 0 to 1.
func newChart(series []chartSeries) *chart {
	lo, hi := 14, -1
	for _, s := range series {
		for t := range s.p {
			lo, hi = min(lo, t), max(hi, t)
		}
	}
	if hi < 0 {
		return nil
	}
	top := float64(chartTop)
	if series[0].label != "" {
		top += chartLegend
	}
	left, right := float64(chartLeft), float64(chartWidth-chartRight)
	base := float64(chartHeight - chartBottom)
	y := func(p float64) float64 { return base - p*(base-top) }
	c := &chart{Width: chartWidth, Height: chartHeight,
		Left: num(left), Top: num(top), Right: num(right), Base: num(base),
		MidX: num((left + right) / 2), MidY: num((top + base) / 2),
		LabelY: num(base + 16), TitleY: num(float64(chartHeight) - 6), TitleX: num(14)}
	for i := 0; i <= 5; i++ {
		p := float64(i) / 5
		c.YTicks = append(c.YTicks, chartTick{Pos: num(y(p)), Label: strconv.FormatFloat(p, 'g', -1, 64)})
	}
	slot := (right - left) / float64(hi-lo+1)
	w := min(chartBarMax, slot*(1-chartBarGap)/float64(len(series)))
	for t := lo; t <= hi; t++ {
		centre := left + (float64(t-lo)+0.5)*slot
		c.XTicks = append(c.XTicks, chartTick{Pos: num(centre), Label: strconv.Itoa(t)})
		for k, s := range series {
			p, ok := s.p[t]
			if !ok {
				continue
			}
			x := centre - w*float64(len(series))/2 + w*float64(k)
			c.Bars = append(c.Bars, chartBar{X: num(x), Y: num(y(p)), W: num(w), H: num(y(0) - y(p)), Fill: s.fill})
			if ci, ok := s.ci[t]; ok && !ci.IsZero() {
				mid := x + w/2
				c.Errors = append(c.Errors, chartError{X: num(mid), X0: num(mid - chartCap), X1: num(mid + chartCap),
					Low: num(y(ci.Low)), High: num(y(ci.High))})
			}
		}
	}
	x := right
	for k := len(series) - 1; k >= 0; k-- {
		s := series[k]
		if s.label == "" {
			continue
		}
		x -= 8*float64(len(s.label)) + 24
		c.Legend = append([]chartLegendItem{{X: num(x), Y: num(chartTop - 2), TextX: num(x + 16), TextY: num(chartTop + 8),
			Fill: s.fill, Label: s.label}}, c.Legend...)
	}
	return c
}

// trickChart is a scenario's trick distribution as bars, with the Wilson
// 95 % intervals over them when the scenario was simulated; nil when it
// has no distribution.
func trickChart(s engine.ScenarioReport) *chart {
	if len(s.Tricks) == 0 {
		return nil
	}
	one := chartSeries{fill: chartBarColor, p: map[int]float64{}, ci: map[int]engine.Interval{}}
	for _, t := range s.Tricks {
		one.p[t.Tricks] += t.P
		if s.Samples > 0 {
			one.ci[t.Tricks] = t.CI
		}
	}
	return newChart([]chartSeries{one})
}

// chartSVG draws a chart through the page's template, as it appears in
// the page.
func chartSVG(c *chart) (string, error) {
	var b bytes.Buffer
	if err := htmlTemplate.ExecuteTemplate(&b, "chart", c); err != nil {
		return "", err
	}
	return b.String(), nil
}
