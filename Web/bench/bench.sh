#!/bin/sh
# `make web-bench`: ns per 120 Hz frame natively (libdetent, release), in detent.wasm and in the
# JavaScript inertia port, their rounds taken in turn in one run (docs/web.md shows the table).
set -eu
cd "$(dirname "$0")/../.."
PREFIX=$(pwd)/.build/web-bench/prefix
make --no-print-directory install-files PREFIX="$PREFIX" > /dev/null
cc -O2 -o .build/web-bench/native Web/bench/native.c -I"$PREFIX/include" -L"$PREFIX/lib" -Wl,-rpath,"$PREFIX/lib" -ldetent
node Web/bench/bench.mjs .build/web-bench/native
