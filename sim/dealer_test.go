// dealer_test.go: acceptance rates and averages agree with Debian's dealer on the same scripts, within statistical error.

package sim

import (
	"bytes"
	"context"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// dealerBinary is Debian's dealer (package dealer).
const dealerBinary = "/usr/games/dealer"

// agreeSigmas is how many standard errors two estimates may differ by.
const agreeSigmas = 4.5

var (
	averageLine   = regexp.MustCompile(`(?m)^([a-z0-9]+): (-?[0-9.e+-]+)$`)
	generatedLine = regexp.MustCompile(`(?m)^Generated ([0-9]+) hands$`)
	producedLine  = regexp.MustCompile(`(?m)^Produced ([0-9]+) hands$`)
)

func atof(t *testing.T, s string) float64 {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// averages reads "label: value" lines.
func averages(t *testing.T, out string) map[string]float64 {
	m := map[string]float64{}
	for _, g := range averageLine.FindAllStringSubmatch(out, -1) {
		m[g[1]] = atof(t, g[2])
	}
	return m
}

func TestAgreesWithDealer(t *testing.T) {
	if _, err := os.Stat(dealerBinary); err != nil {
		t.Skip("dealer is not installed (apt-get install dealer)")
	}
	if testing.Short() {
		t.Skip("slow: runs dealer")
	}
	// Each script averages x and x*x for some x, labelled m<k> and q<k>,
	// so that the spread of x is known.
	scripts := map[string]string{
		"nt": `generate 300000
condition hcp(north) >= 15 && hcp(north) <= 17 && shape(north, any 4333 + any 4432 + any 5332)
action average "m1" hcp(south), average "q1" hcp(south)*hcp(south),
       average "m2" spades(north), average "q2" spades(north)*spades(north)
`,
		"vvga2": `predeal east ST9854, HK86, DT765, CT
generate 300000
condition hcp(west) >= 20 && hcp(west)<=22 && shape(west, any 4333 + any 4432 + any 5332)
action average "m1" spades(west), average "q1" spades(west)*spades(west)
`,
		"bluete": `generate 300000
condition hcp(west)>16 and hcp(east)>7 && control(east)<3
action average "m1" control(east), average "q1" control(east)*control(east),
       average "m2" loser(east), average "q2" loser(east)*loser(east),
       average "m3" cccc(west), average "q3" cccc(west)*cccc(west)
`,
		"weak2": `generate 300000
condition shape(north, 6xxx - any 0xxx) and hcp(north) >= 5 and hcp(north) <= 11 and hcp(north, spades) >= hcp(north)/2
action average "m1" hearts(south) + hearts(north), average "q1" (hearts(south) + hearts(north))*(hearts(south) + hearts(north)),
       average "m2" quality(north, spades), average "q2" quality(north, spades)*quality(north, spades),
       average "m3" top3(north, spades) + c13(north), average "q3" (top3(north, spades) + c13(north))*(top3(north, spades) + c13(north))
`,
	}
	dir := t.TempDir()
	for name, src := range scripts {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(dir, name+".dl")
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			raw, err := exec.Command(dealerBinary, "-s", "7", path).CombinedOutput()
			if err != nil {
				t.Fatalf("dealer: %v\n%s", err, raw)
			}
			dOut := string(raw)
			dGen := atof(t, generatedLine.FindStringSubmatch(dOut)[1])
			dProd := atof(t, producedLine.FindStringSubmatch(dOut)[1])
			dAvg := averages(t, dOut)

			s, err := ParseScript(name+".dl", src)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			st, err := s.Run(context.Background(), &b, RunOptions{Seed: 7, Threads: 2})
			if err != nil {
				t.Fatal(err)
			}
			ours := averages(t, b.String())

			// Acceptance among wholly random deals.
			p1 := dProd / dGen
			r := st.Rate()
			share := 1.0
			if len(st.ExactSeats) > 0 {
				share = st.ExactShare
			}
			p2 := r * share
			se := math.Sqrt(p1*(1-p1)/dGen + share*share*r*(1-r)/float64(st.Tries))
			if math.Abs(p1-p2) > agreeSigmas*se {
				t.Errorf("acceptance: dealer %.5f, ruling %.5f (se %.5f)", p1, p2, se)
			} else {
				t.Logf("acceptance: dealer %.5f, ruling %.5f (se %.5f)", p1, p2, se)
			}
			for k := 1; k <= 3; k++ {
				m, q := "m"+strconv.Itoa(k), "q"+strconv.Itoa(k)
				if _, ok := dAvg[m]; !ok {
					continue
				}
				variance := math.Max(ours[q]-ours[m]*ours[m], 0)
				se := math.Sqrt(variance/dProd + variance/float64(st.Accepted))
				if math.Abs(dAvg[m]-ours[m]) > agreeSigmas*se+1e-9 {
					t.Errorf("average %s: dealer %.4f, ruling %.4f (se %.4f)", m, dAvg[m], ours[m], se)
				} else {
					t.Logf("average %s: dealer %.4f, ruling %.4f (se %.4f)", m, dAvg[m], ours[m], se)
				}
			}
		})
	}
}
