// event.go: POST /api/event — an event file (PBN score tables, USEBIO, BBO LIN or a handviewer link) read by the engine into the page's board fields.

package web

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"net/http"

	"github.com/BurntSushi/toml"
)

// eventRequest is the JSON part "request" of /api/event.
type eventRequest struct {
	// File is the event file's name (a part of the form), or a BBO
	// handviewer link for lin.
	File       string   `json:"file"`
	Format     string   `json:"format"` // pbn, usebio or lin
	Board      int      `json:"board"`
	TablePairs []string `json:"table_pairs"` // North-South's and East-West's pair (not for lin)
	Scoring    string   `json:"scoring"`
}

// eventProbe is the smallest case that makes the engine read an event
// file: its keys, the scoring, and a placeholder scenario (the engine
// wants one; nothing of it is answered).
type eventProbe struct {
	PBN          string         `toml:"pbn,omitempty"`
	USEBIO       string         `toml:"usebio,omitempty"`
	LIN          string         `toml:"lin,omitempty"`
	Board        int            `toml:"board,omitzero"`
	TablePairs   []string       `toml:"table_pairs,omitempty"`
	Scoring      string         `toml:"scoring"`
	NonOffending string         `toml:"non_offending"`
	Scenario     []tomlScenario `toml:"scenario"`
}

// handleEvent reads a board from an event file, as a case naming it would
// (the engine reads it), and answers the board's fields written out: the
// deal, dealer, vulnerability, the table result, the field or the other
// room, the auction and the ruling form's event and table lines. The page
// shows them, editable, and runs the case with them written out.
func (s *Server) handleEvent(w http.ResponseWriter, r *http.Request) {
	reqText, files, ok := readParts(w, r, "request")
	if !ok {
		return
	}
	var req eventRequest
	dec := json.NewDecoder(bytes.NewReader(reqText))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		fail(w, http.StatusBadRequest, "bad JSON in the part \"request\": %v", err)
		return
	}
	probe := eventProbe{Board: req.Board, TablePairs: req.TablePairs, Scoring: req.Scoring, NonOffending: "NS",
		Scenario: []tomlScenario{{Contract: "Pass", Weight: "100%"}}}
	switch req.Format {
	case "pbn":
		probe.PBN = req.File
	case "usebio":
		probe.USEBIO = req.File
	case "lin":
		probe.LIN = req.File
	default:
		fail(w, http.StatusBadRequest, "format %q: choose pbn, usebio or lin", req.Format)
		return
	}
	if probe.Scoring == "" {
		probe.Scoring = "matchpoints"
	}
	text, err := readBoard(probe, files)
	var note string
	if err != nil && probe.Scoring != "total" {
		// The file may lack what the scoring needs (a LIN record has no
		// field): read the rest, and say what is missing.
		probe.Scoring = "total"
		if t, err2 := readBoard(probe, files); err2 == nil {
			text, note = t, err.Error()+" (the event file does not give it: type it in)"
			err = nil
		}
	}
	if err != nil {
		// The line is the probe's; the message names the file and row.
		_, body := errorBody(r.Context(), err)
		body.Line = 0
		writeJSON(w, http.StatusBadRequest, body)
		return
	}
	var lc loadedCase
	if _, err := toml.Decode(text, &lc); err != nil {
		fail(w, http.StatusInternalServerError, "the case written out does not read back: %v", err)
		return
	}
	f := lc.caseForm
	writeJSON(w, http.StatusOK, map[string]any{"note": note, "form": caseForm{
		Board: f.Board, Deal: f.Deal, Dealer: f.Dealer, Vulnerability: f.Vulnerability,
		Field: f.Field, Vs: f.Vs, TableResult: f.TableResult, Auction: f.Auction,
		Event: f.Event, Session: f.Session, Table: f.Table,
	}})
}

// readBoard has the engine read the probe's event file and write the
// board's case out.
func readBoard(probe eventProbe, files fs.FS) (string, error) {
	var b bytes.Buffer
	if err := toml.NewEncoder(&b).Encode(probe); err != nil {
		return "", err
	}
	c, err := parseCase(b.Bytes(), files)
	if err != nil {
		return "", err
	}
	return encodeCase(c)
}
