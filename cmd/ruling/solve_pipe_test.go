// solve_pipe_test.go: ruling solve - on a pipe solves each line as it comes, writes what a file gives, and reads no further ahead than a few lines.

package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// refLines is the first n lines of a reference file of the dds package.
func refLines(t *testing.T, file string, n int) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "dds", "testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(data), "\n")[:n]
}

// deadlock guards a read that would wait for ever if solve waited for
// the end of its input: not a measure of time.
const deadlock = 2 * time.Minute

// TestSolvePipeLineByLine: each deal's table is written before the next
// deal is given and before the input ends.
func TestSolvePipeLineByLine(t *testing.T) {
	skipSolvingUnderRace(t)
	ref := refLines(t, "dd-tables.tsv", 3)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	var stderr bytes.Buffer
	code := make(chan int, 1)
	go func() {
		code <- run(context.Background(), []string{"solve", "--solver", "go", "--threads", "2", "-"}, inR, outW, &stderr)
		outW.Close()
	}()
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	for i, want := range ref {
		deal, _, _ := strings.Cut(want, "\t")
		if _, err := io.WriteString(inW, "# deal "+string(rune('1'+i))+"\n"+deal+"\n"); err != nil {
			t.Fatal(err)
		}
		select {
		case got := <-lines:
			if got != want {
				t.Fatalf("deal %d: %q, want %q", i+1, got, want)
			}
		case <-time.After(deadlock):
			t.Fatalf("deal %d given, no table while the input is open", i+1)
		}
	}
	inW.Close()
	if rest, ok := <-lines; ok {
		t.Errorf("more output after the input's end: %q", rest)
	}
	if c := <-code; c != exitOK {
		t.Fatalf("exit %d: %s", c, stderr.String())
	}
}

// TestSolvePipeSameAsFile: through a pipe, solve writes byte for byte
// what it writes for the same input as a file, in every format; bad lines
// skipped with --keep-going are reported alike.
func TestSolvePipeSameAsFile(t *testing.T) {
	skipSolvingUnderRace(t)
	deals := refLines(t, "dd-tables.tsv", 4)
	plays := refLines(t, "dd-plays.tsv", 4)
	dealText := strings.Join(deals, "\n") + "\n"
	withBad := strings.Join(deals[:2], "\n") + "\n\n# a comment\nnot a deal\n" + strings.Join(deals[2:4], "\n") // no final line feed
	for _, tc := range []struct {
		name, input string
		args        []string
	}{
		{"tsv", dealText, nil},
		{"json", dealText, []string{"--format", "json"}},
		{"pbn", dealText, []string{"--format", "pbn"}},
		{"par", dealText, []string{"--par", "--dealer", "E", "--vul", "NS"}},
		{"positions", strings.Join(plays, "\n") + "\n", []string{"--positions"}},
		{"positions json", strings.Join(plays, "\n") + "\n", []string{"--positions", "--format", "json"}},
		{"keep-going", withBad, []string{"--keep-going"}},
		{"bad line", withBad, nil},
		{"restrict", dealText, []string{"--restrict", "lead W not S"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "in.tsv")
			if err := os.WriteFile(file, []byte(tc.input), 0o644); err != nil {
				t.Fatal(err)
			}
			var fileOut, pipeOut bytes.Buffer
			fileCode, fileErr := runSolveCmd(t, context.Background(), "", &fileOut, append(tc.args, file)...)
			// strings.Reader has no Stat: standard input as a pipe.
			pipeCode, pipeErr := runSolveCmd(t, context.Background(), tc.input, &pipeOut, append(tc.args, "-")...)
			if tc.name == "bad line" {
				// A file is checked whole before anything is solved; a pipe
				// stops at the bad line, after the lines before it.
				if fileCode != exitUsage || pipeCode != exitUsage || fileOut.Len() != 0 {
					t.Fatalf("exit %d (file, %d bytes out), %d (pipe)", fileCode, fileOut.Len(), pipeCode)
				}
				if want := "ruling: error: <stdin>:5: "; !strings.HasPrefix(pipeErr, want) {
					t.Errorf("pipe: stderr %q, want %q…", pipeErr, want)
				}
				if got := strings.Count(pipeOut.String(), "\n"); got != 2 {
					t.Errorf("pipe: %d tables before the bad line, want 2", got)
				}
				return
			}
			if fileCode != exitOK && tc.name != "keep-going" || pipeCode != fileCode {
				t.Fatalf("exit %d (file: %s), %d (pipe: %s)", fileCode, fileErr, pipeCode, pipeErr)
			}
			if fileOut.Len() == 0 || !bytes.Equal(fileOut.Bytes(), pipeOut.Bytes()) {
				t.Errorf("pipe output differs from the file's:\n%s\nfile:\n%s", pipeOut.String(), fileOut.String())
			}
			if got := strings.ReplaceAll(pipeErr, "<stdin>", file); got != fileErr {
				t.Errorf("stderr %q (pipe), %q (file)", pipeErr, fileErr)
			}
		})
	}
}

// endless yields its line for ever and counts the bytes read.
type endless struct {
	line string
	off  int
	read atomic.Int64
}

func (e *endless) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		k := copy(p[n:], e.line[e.off:])
		n += k
		e.off = (e.off + k) % len(e.line)
	}
	e.read.Add(int64(n))
	return n, nil
}

// TestSolvePipeBounded: an endless input is read only a few lines ahead
// of what is written (before, standard input was read up to 256 MiB
// before the first deal was solved), Ctrl-C still stops it, and an
// endless line is refused at the line cap.
func TestSolvePipeBounded(t *testing.T) {
	skipSolvingUnderRace(t)
	deal, _, _ := strings.Cut(refLines(t, "dd-tables.tsv", 1)[0], "\t")
	in := &endless{line: deal + "\n"}
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stderr bytes.Buffer
	code := make(chan int, 1)
	go func() {
		code <- run(ctx, []string{"solve", "--solver", "go", "--threads", "2", "-"}, in, outW, &stderr)
		outW.Close()
	}()
	sc := bufio.NewScanner(outR)
	const shown = 20
	for i := 0; i < shown; i++ {
		if !sc.Scan() {
			t.Fatalf("output ended after %d tables: %s", i, stderr.String())
		}
	}
	// The output is not read now: solve waits with at most its window
	// of items in flight (2 threads: 5), the sniffer's and the line
	// reader's buffers full (64 KiB each).
	readBefore := in.read.Load()
	const most = 2*(64<<10) + 64*128
	if readBefore > most {
		t.Errorf("%d bytes read for %d tables written; want at most %d", readBefore, shown, most)
	}
	cancel()
	go io.Copy(io.Discard, outR)
	if c := <-code; c != exitFailure || !strings.Contains(stderr.String(), "ruling: interrupted: the first ") {
		t.Errorf("exit %d, stderr %q", c, stderr.String())
	}

	// A line with no end: refused at the cap, having read two buffers.
	long := &endless{line: "N:"}
	var out bytes.Buffer
	stderr.Reset()
	c := run(context.Background(), []string{"solve", "--solver", "go", "-"}, long, &out, &stderr)
	if c != exitUsage || stderr.String() != "ruling: error: <stdin>:1: the line is longer than 64 KiB\n" {
		t.Errorf("exit %d, stderr %q", c, stderr.String())
	}
	if n := long.read.Load(); n > 3*(64<<10) {
		t.Errorf("%d bytes read of an endless line", n)
	}
}
