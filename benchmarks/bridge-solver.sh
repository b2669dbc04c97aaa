#!/usr/bin/env bash
# bridge-solver.sh: builds bridge-solver, a benchmark peer, into DIR and prints DIR/solver.
#
# bridge-solver is Hanhong Xue's double-dummy solver (MIT or Apache-2.0),
# https://github.com/macroxue/bridge-solver. It is not part of ruling:
# ddbench times it beside ruling's solver (--bridge-solver DIR/solver).
#
# Usage: benchmarks/bridge-solver.sh DIR [SOURCE]
#   SOURCE  a checkout of bridge-solver to build from; without it the
#           repository is cloned at REV (default: the commit that
#           docs/benchmarks.md's figures were taken with).
# The build is its makefile's: profile-guided (g++, about 10 s).
set -euo pipefail
dir=${1:?usage: benchmarks/bridge-solver.sh DIR [SOURCE]}
src=${2:-}
rev=${REV:-205aacad40d9}
mkdir -p "$dir"
if [ -z "$src" ]; then
	src="$dir/src"
	if [ ! -d "$src/.git" ]; then
		git clone -q https://github.com/macroxue/bridge-solver "$src"
	fi
	git -C "$src" checkout -q "$rev"
fi
command -v g++ >/dev/null || { echo "bridge-solver.sh: g++ is needed (apt-get install -y g++)" >&2; exit 1; }
cp "$src/solver.cc" "$src/makefile" "$dir/"
mkdir -p "$dir/hard_deals"
cp "$src/hard_deals/deal.8" "$dir/hard_deals/" # the makefile's training deal for its profile
make -s -C "$dir" solver.p solver >/dev/null
echo "$dir/solver"
