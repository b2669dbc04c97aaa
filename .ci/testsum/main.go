// Command testsum is test.sh's reader of `go test -json`: it prints what
// plain `go test` prints and says, at the end, which tests skipped and why.
//
//	go test -json ./... | testsum -skips FILE          # the usual output; each skip appended to FILE
//	go test -json -short ./... | testsum -skips FILE -short
//	testsum -summary FILE                              # one line: the skips, counted by reason
//
// In the first form it prints each package's result line ("ok", "FAIL",
// "?") and the whole output of every test that failed, and exits 1 if any
// did; lines that are not JSON (a build error) pass through. A skipped
// test's reason is the last "file.go:N: message" line of its output (the
// message of t.Skip, or of a testscript's skip). In the second form the
// reasons are counted by what they name: the race detector, a missing
// libdds, dealer or chromium, or an opt-in RULING_* variable; what is
// left of a -short run's skips counts as -short, anything else as other.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"strings"
)

// event is one line of go test -json (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Output  string
}

func main() {
	skips := flag.String("skips", "", "append each skipped test (package, test, reason) to this file")
	summary := flag.Bool("summary", false, "read the skip files named as arguments and print one line")
	short := flag.Bool("short", false, "the run was go test -short: its unexplained skips are -short's")
	flag.Parse()
	if *summary {
		line, err := summarize(flag.Args())
		if err != nil {
			fmt.Fprintln(os.Stderr, "testsum:", err)
			os.Exit(2)
		}
		fmt.Println(line)
		return
	}
	var out io.Writer = io.Discard
	if *skips != "" {
		f, err := os.OpenFile(*skips, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			fmt.Fprintln(os.Stderr, "testsum:", err)
			os.Exit(2)
		}
		defer f.Close()
		out = f
	}
	run := "full"
	if *short {
		run = "short"
	}
	failed, err := filter(os.Stdin, os.Stdout, out, run)
	if err != nil {
		fmt.Fprintln(os.Stderr, "testsum:", err)
		os.Exit(2)
	}
	if failed {
		os.Exit(1)
	}
}

// fileLine finds a test log line: "    file.go:12: message".
var fileLine = regexp.MustCompile(`^\s+([\w.-]+\.go):\d+: (.*)$`)

// filter prints in plain go test's form and records the skips.
func filter(in io.Reader, out, skips io.Writer, run string) (failed bool, err error) {
	type key struct{ pkg, test string }
	logs := map[key][]string{}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var e event
		if json.Unmarshal(sc.Bytes(), &e) != nil || e.Action == "" {
			fmt.Fprintln(out, sc.Text()) // not an event: pass it through
			continue
		}
		k := key{e.Package, e.Test}
		switch {
		case e.Action == "build-output":
			fmt.Fprint(out, e.Output)
		case e.Action == "build-fail":
			failed = true
		case e.Action == "output" && e.Test == "":
			if strings.HasPrefix(e.Output, "FAIL") {
				// A test binary that died (a timeout, a crash) leaves its
				// running tests without an end: print what they logged.
				for lk, lines := range logs {
					if lk.pkg == e.Package {
						for _, l := range lines {
							fmt.Fprint(out, l)
						}
						delete(logs, lk)
					}
				}
			}
			if strings.TrimSpace(e.Output) != "PASS" {
				fmt.Fprint(out, e.Output) // the package's result line, or what a crash printed
			}
		case e.Action == "output":
			logs[k] = append(logs[k], e.Output)
		case e.Action == "fail" && e.Test != "":
			failed = true
			for _, l := range logs[k] {
				fmt.Fprint(out, l)
			}
			delete(logs, k)
		case e.Action == "fail":
			failed = true
		case e.Action == "skip" && e.Test != "":
			fmt.Fprintf(skips, "%s\t%s\t%s\t%s\n", run, e.Package, e.Test, reason(logs[k]))
			delete(logs, k)
		case e.Action == "pass":
			delete(logs, k)
		}
	}
	return failed, sc.Err()
}

// reason is the skip message in a test's output: its last "file.go:N:"
// line that is not testscript's own log.
func reason(lines []string) string {
	r := "no reason given"
	for _, l := range lines {
		if m := fileLine.FindStringSubmatch(strings.TrimRight(l, "\n")); m != nil && m[1] != "testscript.go" {
			r = strings.TrimSpace(m[2])
		}
	}
	return r
}

// absent is how a skip message says a tool is missing.
const absent = `(?i)(not installed|not available|not found|no \w+ found|missing|cannot (open|load)|apt-get install)`

// categories sort the reasons, first match wins: a tool counts only when
// the message also says it is absent.
var categories = []struct {
	name string
	re   *regexp.Regexp
	also *regexp.Regexp // nil, or what the message must also say
}{
	{"under -race", regexp.MustCompile(`(?i)\brace\b`), nil},
	{"without libdds", regexp.MustCompile(`(?i)libdds`), regexp.MustCompile(absent)},
	{"without dealer", regexp.MustCompile(`(?i)\bdealer\b`), regexp.MustCompile(absent)},
	{"without chromium", regexp.MustCompile(`(?i)chrom`), regexp.MustCompile(absent)},
	{"opt-in (a RULING_* variable)", regexp.MustCompile(`RULING_[A-Z0-9_]+=|set RULING_`), nil},
	{"in -short mode", regexp.MustCompile(`(?i)-short|\bshort\b`), nil},
}

// summarize counts the recorded skips by category in one line.
func summarize(files []string) (string, error) {
	counts, runs := map[string]int{}, map[string]int{}
	var other []string
	total := 0
	for _, name := range files {
		data, err := os.ReadFile(name)
		if errors.Is(err, fs.ErrNotExist) {
			continue // no test skipped in that run
		}
		if err != nil {
			return "", err
		}
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			f := strings.SplitN(line, "\t", 4) // run, package, test, reason
			if len(f) != 4 {
				continue
			}
			total++
			runs[f[0]]++
			cat := ""
			for _, c := range categories {
				if c.re.MatchString(f[3]) && (c.also == nil || c.also.MatchString(f[3])) {
					cat = c.name
					break
				}
			}
			switch {
			case cat != "":
			case f[0] == "short":
				cat = "in -short mode"
			default:
				cat = "for other reasons"
				other = append(other, f[2]+": "+f[3])
			}
			counts[cat]++
		}
	}
	if total == 0 {
		return "Skipped: none.", nil
	}
	var parts []string
	for _, c := range categories {
		if n := counts[c.name]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, c.name))
		}
	}
	if n := counts["for other reasons"]; n > 0 {
		parts = append(parts, fmt.Sprintf("%d for other reasons (%s)", n, strings.Join(other, "; ")))
	}
	return fmt.Sprintf("Skipped %d tests (%d in the full run, %d in the -short runs): %s.",
		total, runs["full"], runs["short"], strings.Join(parts, ", ")), nil
}
