// shard.go: the output shards — each result of "ruling solve"'s formats carrying its deal number — written whole, and read back in order.

package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
)

// A shard holds the results of one range in the run's format, as
// dds.ResultWriter.Render renders them, each marked with its deal number:
//
//	tsv   the number, a tab, then "ruling solve"'s line
//	json  "ruling solve"'s object with "index" as its first member
//	pbn   a PBN file: the header, then each game after an escape line
//	      "% deal N" (PBN readers skip it), games separated by a blank line
//
// "ruling solve" never writes a blank line or a line starting with % inside
// a game, so the markers split a PBN shard unambiguously.
const (
	pbnHeader = "% PBN 2.1\n% EXPORT\n"
	pbnMarker = "% deal "
)

// appendRecord appends the result of deal index, rendered, to a shard of
// format; first says whether it is the shard's first.
func appendRecord(b []byte, format string, index int64, rendered []byte, first bool) []byte {
	switch format {
	case "json":
		b = append(b, `{"index":`...)
		b = strconv.AppendInt(b, index, 10)
		b = append(b, ',')
		return append(b, rendered[1:]...) // rendered is {"line":...}
	case "pbn":
		if first {
			b = append(b, pbnHeader...)
		} else {
			b = append(b, '\n')
		}
		b = append(b, pbnMarker...)
		b = strconv.AppendInt(b, index, 10)
		b = append(b, '\n')
		return append(b, rendered...)
	}
	b = strconv.AppendInt(b, index, 10)
	b = append(b, '\t')
	return append(b, rendered...)
}

// splitRecords reads a shard of format back: each result as rendered, in
// order, checked to carry the deal numbers r.Start … r.End-1, each on per
// records in a row (a leads shard has 20 a deal).
func splitRecords(data []byte, format string, r dealRange, per int) ([][]byte, error) {
	var out [][]byte
	want := r.Start
	next := func(index string) error {
		n, err := strconv.ParseInt(index, 10, 64)
		if err != nil || n != want {
			return fmt.Errorf("record %d is marked %q, want deal %d", len(out)+1, index, want)
		}
		if (len(out)+1)%per == 0 {
			want++
		}
		return nil
	}
	if format == "pbn" {
		rest, ok := bytes.CutPrefix(data, []byte(pbnHeader))
		if !ok && len(data) > 0 {
			return nil, fmt.Errorf("no PBN header")
		}
		for len(rest) > 0 {
			line, game, ok := bytes.Cut(rest, []byte("\n"))
			index, isMarker := strings.CutPrefix(string(line), pbnMarker)
			if !ok || !isMarker {
				return nil, fmt.Errorf("record %d does not start with %q", len(out)+1, pbnMarker+"N")
			}
			if err := next(index); err != nil {
				return nil, err
			}
			g, after, between := bytes.Cut(game, []byte("\n\n"))
			if between {
				g = append(bytes.Clone(g), '\n') // the game's own line end
			}
			out, rest = append(out, g), after
		}
	} else {
		for len(data) > 0 {
			line, rest, ok := bytes.Cut(data, []byte("\n"))
			if !ok {
				return nil, fmt.Errorf("record %d has no line end", len(out)+1)
			}
			data = rest
			var index string
			var rendered []byte
			if format == "json" {
				body, found := bytes.CutPrefix(line, []byte(`{"index":`))
				i := bytes.IndexByte(body, ',')
				if !found || i < 0 {
					return nil, fmt.Errorf("record %d has no index", len(out)+1)
				}
				index, rendered = string(body[:i]), append([]byte{'{'}, body[i+1:]...)
			} else {
				i := bytes.IndexByte(line, '\t')
				if i < 0 {
					return nil, fmt.Errorf("record %d has no index", len(out)+1)
				}
				index, rendered = string(line[:i]), bytes.Clone(line[i+1:])
			}
			if err := next(index); err != nil {
				return nil, err
			}
			out = append(out, append(rendered, '\n'))
		}
	}
	if want != r.End || len(out)%per != 0 {
		return nil, fmt.Errorf("%d records, want %d", len(out), int64(per)*(r.End-r.Start))
	}
	return out, nil
}

// writeAtomic writes a file whole: to a temporary name beside it, then
// renamed, so that a reader (or a run after a crash) never sees part of
// it.
func writeAtomic(ctx context.Context, fs filesystem.Interface, path string, data []byte) error {
	return writeAtomicWith(ctx, fs, path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// writeAtomicWith is writeAtomic of what write writes.
func writeAtomicWith(ctx context.Context, fs filesystem.Interface, path string, write func(io.Writer) error) error {
	var nonce [6]byte
	rand.Read(nonce[:])
	slash := strings.LastIndexByte(path, '/') + 1
	tmp := path[:slash] + ".tmp-" + hex.EncodeToString(nonce[:]) + "-" + path[slash:]
	w, err := fs.OpenWrite(ctx, tmp)
	if err == nil {
		err = write(w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
	}
	if err == nil {
		err = filesystem.Rename(ctx, fs, tmp, path)
	}
	if err != nil {
		if rm, ok := fs.(filesystem.Remover); ok {
			rm.Remove(ctx, tmp)
		}
		return fmt.Errorf("writing %s: %v", path, err)
	}
	return nil
}

// exists reports whether path is there.
func exists(ctx context.Context, fs filesystem.Interface, path string) bool {
	_, err := fs.Size(ctx, path)
	return err == nil
}
