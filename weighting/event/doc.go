// Package event reads the files a Director has at hand after a session —
// PBN score tables (PBN 2.1 ScoreTable and TotalScoreTable), USEBIO XML
// (1.x, as EBUScore and BBO export it) and BBO LIN files or handviewer
// links — into one shape: an Event of Boards, each with its deal, dealer,
// vulnerability, auction when the file has one, and its traveller rows.
//
//	ev, err := event.ReadPBN(f, "club.pbn")          // or ReadUSEBIO, ReadLIN, Load(path, format)
//	b, err := ev.Board(7)
//	table, field, err := b.Table("4", "11")          // the table's row (NS pair 4 v EW 11) and the others
//	other, err := b.OtherRoom("1", "2")              // a teams match's other room
//
// Results are read with the weighting package's result grammar
// (weighting.ParseResult and weighting.ParseEntry for artificial scores),
// never a grammar of this package's own. Every row is checked against the
// board as it is read: a score that the contract and tricks do not give at
// the board's vulnerability, an opening lead not in the leader's hand, a
// pair at two tables, a play record that breaks the rules. Errors name the
// file and line (or the LIN token) and the row, in plain words.
//
// A ruling needs one table's row and the field: Board.Table(ns, ew) splits
// them; Board.OtherRoom(ns, ew) finds a teams match's other room.
package event
