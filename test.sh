#!/usr/bin/env bash
# The test command: the whole suite, then the race detector over the
# concurrent packages (tests that load libdds are kept out of -race runs by
# their build tag).
set -euo pipefail
cd "$(dirname "$0")"
export PATH="$PATH:/usr/games"
go test ./...
go test -race -short ./...
(cd cmd/ruling-bulk && go test ./...) # the Beam pipeline: its own module (docs/bulk.md)
