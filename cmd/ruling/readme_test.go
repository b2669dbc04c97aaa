// readme_test.go: the README's commands run as written, and its links and docs/'s lead somewhere in the repository.

package main

import (
	"bytes"
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds/libdds"
)

// repoRoot is the repository's folder (tests start in this package's).
var repoRoot = func() string {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		panic(err)
	}
	return root
}()

// readmeCommands returns the ruling commands of README's indented code
// blocks, in order, as argument lists without "ruling" (or "go run
// ./cmd/ruling"), a trailing "# comment" or a "> file" redirection.
func readmeCommands(t *testing.T) [][]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var cmds [][]string
	for _, line := range strings.Split(string(data), "\n") {
		text, ok := strings.CutPrefix(line, "    ")
		if !ok {
			continue
		}
		text = strings.TrimSpace(text)
		if rest, ok := strings.CutPrefix(text, "go run ./cmd/ruling "); ok {
			text = rest
		} else if rest, ok := strings.CutPrefix(text, "ruling "); ok {
			text = rest
		} else {
			continue
		}
		args := shellWords(t, text)
		for i, a := range args {
			if a == "#" || a == ">" {
				args = args[:i]
				break
			}
		}
		cmds = append(cmds, args)
	}
	return cmds
}

// shellWords splits a README command line at spaces; 'single quotes' keep spaces.
func shellWords(t *testing.T, text string) []string {
	var words []string
	var w strings.Builder
	in, quoted := false, false
	for _, r := range text {
		switch {
		case r == '\'':
			quoted, in = !quoted, true
		case r == ' ' && !quoted:
			if in {
				words = append(words, w.String())
				w.Reset()
				in = false
			}
		default:
			w.WriteRune(r)
			in = true
		}
	}
	if quoted {
		t.Fatalf("README: unclosed quote in %q", text)
	}
	if in {
		words = append(words, w.String())
	}
	return words
}

// readmeCommand returns the first README command whose arguments start with prefix.
func readmeCommand(t *testing.T, prefix ...string) []string {
	t.Helper()
	for _, args := range readmeCommands(t) {
		if len(args) >= len(prefix) && strings.Join(args[:len(prefix)], " ") == strings.Join(prefix, " ") {
			return args
		}
	}
	t.Fatalf("README has no command \"ruling %s ...\" in a code block", strings.Join(prefix, " "))
	return nil
}

// runIn runs ruling in-process in dir and fails the test unless it exits 0.
func runIn(t *testing.T, dir string, args []string) string {
	t.Helper()
	t.Chdir(dir)
	var out, errs bytes.Buffer
	if code := run(context.Background(), args, strings.NewReader(""), &out, &errs); code != 0 {
		t.Fatalf("ruling %s: exit %d: %s", strings.Join(args, " "), code, errs.String())
	}
	return out.String()
}

// TestReadmeMainCommand runs README's set-up command as written (1,000
// deals with the Go solver): the report carries the ruling wording and a
// score for both sides. Where libdds is available the same command with
// a dozen deals must give, solver name aside, a byte-identical report: the
// same seed deals the same hands, and both solvers must agree on every one.
func TestReadmeMainCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 1,000 deals with the Go solver")
	}
	args := readmeCommand(t, "adjust")
	root := repoRoot
	report := runIn(t, root, args)
	if !strings.Contains(report, "Score adjusted (Law 12C1(c))") {
		t.Fatalf("no ruling wording in the report of ruling %s:\n%s", strings.Join(args, " "), report)
	}
	if !regexp.MustCompile(`(?m)of 12 matchpoints`).MatchString(report) {
		t.Errorf("no matchpoint score of a top of 12 in the report:\n%s", report)
	}
	// README quotes this command's ruling sentence ("the set-up command's:
	// …"): it must be the report's, word for word; and the report is a
	// whole ruling form — event line, facts, auction, Laws, appeal line.
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`\(the set-up command's: "([^"]+)"`).FindSubmatch(readme)
	if m == nil {
		t.Fatal(`README quotes no ruling sentence of the set-up command ("the set-up command's: …")`)
	}
	if quoted := strings.Join(strings.Fields(string(m[1])), " "); !strings.Contains(report, "\n"+quoted+".\n") {
		t.Errorf("README quotes the ruling as\n%s\nbut the report says\n%s", quoted, regexp.MustCompile(`(?m)^Score adjusted.*$`).FindString(report))
	}
	for _, part := range []string{"\nEvent: ", "\nFacts\n", "\nAuction\n", "\nLaws applied: ", "\nEither side may appeal"} {
		if !strings.Contains(report, part) {
			t.Errorf("the report of README's main command is not a whole ruling form: no %q", part)
		}
	}
	if raceEnabled {
		t.Log("libdds comparison skipped under -race")
		return
	}
	if ok, err := libdds.Usable(); !ok {
		t.Logf("libdds comparison skipped: %v", err)
		return
	}
	few := append(args[1:len(args)-1:len(args)-1], "--samples", "12", "--format", "md", args[len(args)-1])
	goReport := runIn(t, root, append([]string{"adjust", "--solver", "go"}, few...))
	ddsReport := runIn(t, root, append([]string{"adjust", "--solver", "libdds"}, few...))
	solverLine := regexp.MustCompile(`(?m)^.*[Ss]olver.*$`)
	if a, b := solverLine.ReplaceAllString(goReport, ""), solverLine.ReplaceAllString(ddsReport, ""); a != b {
		t.Errorf("the Go solver's report differs from libdds's:\n--- go\n%s\n--- libdds\n%s", goReport, ddsReport)
	}
}

// TestReadmeDirectorQuickStart runs the Director's quick start: a starter
// case from the bundled PBN file, then the ruling form from it as it is.
func TestReadmeDirectorQuickStart(t *testing.T) {
	root := repoRoot
	work := t.TempDir()
	caseNew := readmeCommand(t, "case", "new")
	for i, a := range caseNew {
		if _, err := os.Stat(filepath.Join(root, a)); err == nil && strings.Contains(a, "/") {
			caseNew[i] = filepath.Join(root, a) // a repository file, named from the root
		}
	}
	runIn(t, work, caseNew)
	adjust := readmeCommand(t, "adjust", "--format", "html")
	runIn(t, work, adjust)
	out := adjust[len(adjust)-1]
	for i, a := range adjust {
		if a == "-o" && i+1 < len(adjust) {
			out = adjust[i+1]
		}
	}
	page, err := os.ReadFile(filepath.Join(work, out))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(page, []byte("<html")) || !bytes.Contains(page, []byte("Law 12")) {
		t.Errorf("%s is not a ruling page:\n%.400s", out, page)
	}
}

// TestReadmeScoreCommand runs README's scoring example: one row a result,
// in the Director's notation.
func TestReadmeScoreCommand(t *testing.T) {
	args := readmeCommand(t, "score")
	out := runIn(t, t.TempDir(), args)
	for _, row := range []string{`(?m)^4♠= by N +\+620 `, `(?m)^4♠-1 by N +-100 `, `(?m)^4♠×-2 by N +-500 `} {
		if !regexp.MustCompile(row).MatchString(out) {
			t.Errorf("ruling %s: no row %s in\n%s", strings.Join(args, " "), row, out)
		}
	}
}

// TestReadmeTestCommand: README's test command is the repository's test.sh.
func TestReadmeTestCommand(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^    \./test\.sh$`).Match(data) {
		t.Error("README does not give ./test.sh as the test command")
	}
	st, err := os.Stat(filepath.Join(repoRoot, "test.sh"))
	if err != nil || st.Mode()&0o111 == 0 {
		t.Errorf("test.sh is not an executable file: %v", err)
	}
}

// mdLink finds a Markdown link's or image's target.
var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocsLinks: every relative link in README.md and docs/*.md names a
// file or folder of the repository (none outside it), and every file in
// docs/ is listed in README's documentation list.
func TestDocsLinks(t *testing.T) {
	root := repoRoot
	docs, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil || len(docs) == 0 {
		t.Fatalf("no docs/*.md: %v", err)
	}
	readme := filepath.Join(root, "README.md")
	for _, file := range append([]string{readme}, docs...) {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		name, _ := filepath.Rel(root, file)
		if bytes.Contains(data, []byte("../shared")) {
			t.Errorf("%s names ../shared, which a clone does not have", name)
		}
		for _, m := range mdLink.FindAllSubmatch(data, -1) {
			target := string(m[1])
			if strings.Contains(target, "://") || strings.HasPrefix(target, "#") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			target, _, _ = strings.Cut(target, "#")
			p := filepath.Clean(filepath.Join(filepath.Dir(file), filepath.FromSlash(target)))
			if rel, err := filepath.Rel(root, p); err != nil || strings.HasPrefix(rel, "..") {
				t.Errorf("%s links to %s, outside the repository", name, m[1])
				continue
			}
			if _, err := os.Stat(p); err != nil {
				t.Errorf("%s links to %s, which does not exist", name, m[1])
			}
		}
	}
	list, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range docs {
		link := "(docs/" + filepath.Base(d) + ")"
		if !bytes.Contains(list, []byte(link)) {
			t.Errorf("README's documentation list does not link docs/%s", filepath.Base(d))
		}
	}
}

// goPackages are the packages README and docs/ name by their package
// name, with their folders.
var goPackages = map[string]string{
	"dds": "dds", "solver": "dds/solver", "libdds": "dds/libdds", "sim": "sim", "singledummy": "sim/singledummy",
	"weighting": "weighting", "engine": "weighting/engine", "event": "weighting/event", "reports": "reports", "web": "reports/web",
}

// goName is a package-qualified exported name in the text: dds.ParseDeal.
var goName = regexp.MustCompile(`\b(dds|solver|libdds|sim|singledummy|weighting|engine|event|reports|web)\.([A-Z]\w*)`)

// exported lists the names the package in dir declares (types,
// functions and methods, variables, constants; tests left out).
func exported(t *testing.T, dir string) map[string]bool {
	t.Helper()
	names := map[string]bool{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				names[d.Name.Name] = true // a method too: docs write solver.ValueUnder for Solver's
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						names[s.Name.Name] = true
					case *ast.ValueSpec:
						for _, n := range s.Names {
							names[n.Name] = true
						}
					}
				}
			}
		}
	}
	return names
}

// TestDocsGoNames: every package-qualified Go name README.md and
// docs/*.md give (dds.ParseDeal, engine.Adjust, …) is an exported name of
// that package, so that a rename shows here rather than in a reader's
// compiler. The design notes that tell the history of names
// (architecture.md, solver-log.md) are left out.
func TestDocsGoNames(t *testing.T) {
	docs, err := filepath.Glob(filepath.Join(repoRoot, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]map[string]bool{}
	for pkg, dir := range goPackages {
		known[pkg] = exported(t, filepath.Join(repoRoot, filepath.FromSlash(dir)))
	}
	checked := 0
	for _, file := range append([]string{filepath.Join(repoRoot, "README.md")}, docs...) {
		if base := filepath.Base(file); base == "architecture.md" || base == "solver-log.md" {
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(repoRoot, file)
		for i, line := range strings.Split(string(data), "\n") {
			for _, m := range goName.FindAllStringSubmatch(line, -1) {
				checked++
				if !known[m[1]][m[2]] {
					t.Errorf("%s:%d: %s.%s is not an exported name of %s", rel, i+1, m[1], m[2], goPackages[m[1]])
				}
			}
		}
	}
	if checked < 50 {
		t.Errorf("only %d names checked: the pattern is wrong", checked)
	}
}
