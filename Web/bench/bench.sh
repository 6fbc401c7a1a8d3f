#!/bin/sh
# `make web-bench`: ns per 120 Hz frame natively (libdetent, release), in detent.wasm and in the
# JavaScript inertia port, their rounds taken in turn in one run (docs/web.md shows the table).
set -eu
cd "$(dirname "$0")/../.."
PREFIX=$(pwd)/.build/web-bench/prefix
make --no-print-directory install-files PREFIX="$PREFIX" > /dev/null
cc -O2 -o .build/web-bench/native Web/bench/native.c Web/bench/frames.c -I"$PREFIX/include" -L"$PREFIX/lib" -Wl,-rpath,"$PREFIX/lib" -ldetent
# The same frames.c for wasm32, linked with detent.wasm's objects (Web/build.sh, BENCH).
CLANG=$(dirname "$(readlink -f "$(command -v "${SWIFTC:-swiftc}")")")/clang
"$CLANG" --target=wasm32-unknown-unknown -O2 -Iinclude -c Web/bench/frames.c -o .build/web-bench/frames.wasm.o
BENCH=.build/web-bench/frames.wasm.o SWIFTC=${SWIFTC:-swiftc} Web/build.sh > /dev/null
node Web/bench/bench.mjs .build/web-bench/native .build/web-bench/detent-bench.wasm
