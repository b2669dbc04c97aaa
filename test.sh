#!/usr/bin/env bash
# The test command: the whole suite, then the race detector over every
# package (tests that load libdds are kept out of -race runs by their build
# tag). It prints what go test prints and ends with one line saying which
# tests skipped and why (libdds, dealer or chromium missing, -short, -race).
set -uo pipefail
cd "$(dirname "$0")"
export PATH="$PATH:/usr/games" # Debian installs dealer there

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/testsum" ./.ci/testsum || exit 1
status=0

# gotest [-short] DIR PACKAGES...: go test in the module at DIR, through testsum
# (30 minutes a package: the libdds cross-checks pass 10 on a loaded machine).
# -pgo=off, in GOFLAGS so that the builds the tests run (the engine for
# the browser, cmd/ruling-wasm, which has a default.pgo of its own; the
# jumps tests' js/wasm programs) take it too and share one js/wasm build
# of the standard library: with its default (auto), the test of each main
# package with a default.pgo (cmd/ruling) is linked from a second build of
# everything it imports, the standard library included, compiled with the
# profile — about 500 of a run's 926 compiles (go test -n ./...), built
# again in the race run. The profile changes only what the compiler
# inlines, not what the code does; README's build commands keep it.
export GOFLAGS="${GOFLAGS:+$GOFLAGS }-pgo=off"
gotest() {
	local short=()
	if [ "$1" = -short ]; then short=(-short); shift; fi
	local dir=$1
	shift
	(cd "$dir" && go test -json -timeout 30m "${short[@]}" "$@") | "$tmp/testsum" -skips "$tmp/skips" "${short[@]}" || status=1
}

gotest . ./...
gotest -short . -race ./...
CGO_ENABLED=0 gotest cmd/ruling-bulk ./... # the Beam pipeline: its own module (docs/bulk.md), as .ci/run builds it

"$tmp/testsum" -summary "$tmp/skips"
exit $status
