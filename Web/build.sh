#!/bin/sh
# Builds Web/dist/: detent.wasm (the core, the pickers and libdetent's C interface, compiled as
# Embedded Swift for wasm32 and linked with Web/C/alloc.c's allocator and wasi-libc's libc.a: no
# imports), detent-replay.wasm (trace replay, loaded on demand), detent.js and detent.d.ts.
# `make web` runs it; docs/web.md explains it.
#   OUT     where objects and the unoptimised module go (.build/web)
#   CORE    the core's sources (Sources/Detent)
#   BENCH   an object to link into a third module, .build/web-bench/detent-bench.wasm: detent.wasm
#           with Web/bench/frames.c's loop (Web/bench/bench.sh sets it; `make web` does not)
set -eu
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-swiftc}
OUT=${OUT:-.build/web}
CORE=${CORE:-Sources/Detent}
DIST=Web/dist
TOOLS=$(dirname "$(readlink -f "$(command -v "$SWIFTC")")")
LIBC=/usr/lib/wasm32-wasi/libc.a
BUILTINS=$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | tail -1)
# String's Unicode tables (normalisation, grapheme breaks), shipped with the toolchain.
UNICODE=$TOOLS/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a
[ -f "$LIBC" ] || { echo "Web/build.sh: $LIBC is missing (apt-get install wasi-libc)" >&2; exit 1; }
[ -n "$BUILTINS" ] || { echo "Web/build.sh: libclang_rt.builtins-wasm32.a is missing (apt-get install libclang-rt-16-dev-wasm32)" >&2; exit 1; }
mkdir -p "$OUT" "$DIST"

# One module at a time, whole-module and size-optimised, in dependency order, as LLVM bitcode:
# the linker optimises the modules together (link-time optimisation), dropping and inlining
# across them what one module alone could not. The WebAssembly build's own calls (Web/Swift:
# replay) join the libdetent module.
EMBEDDED="-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -enable-experimental-feature Extern
  -wmo -Osize -lto=llvm-full -parse-as-library -package-name detent -Xfrontend -disable-stack-protector -I $OUT -I include"
# A module is rebuilt when a source of it, a module it imports (built before it), detent.h or this script
# is newer.
built=""
build() {
    module=$1; shift
    if [ -f "$OUT/$module.o" ] && [ -z "$(find "$@" $built Web/build.sh include/detent.h -newer "$OUT/$module.o" 2>/dev/null)" ]; then
        built="$built $OUT/$module.o"; return
    fi
    echo "Web/build.sh: compiling $module for wasm32 (Embedded Swift)"
    built="$built $OUT/$module.o"
    # shellcheck disable=SC2086
    "$SWIFTC" $EMBEDDED -module-name "$module" -emit-module -emit-module-path "$OUT/$module.swiftmodule" \
        -c "$@" -o "$OUT/$module.o"
}
build Detent $(find "$CORE" -name '*.swift' | sort)
build DetentPicker $(find Sources/DetentPicker -name '*.swift' | sort)
build DetentTrace $(find Sources/DetentTrace -name '*.swift' | sort)
build libdetent $(find Sources/libdetent Web/Swift -name '*.swift' | sort)
# The modules' allocator (Web/C/alloc.c), linked before libc.a in place of its dlmalloc.
if [ ! -f "$OUT/alloc.o" ] || [ -n "$(find Web/C/alloc.c Web/build.sh -newer "$OUT/alloc.o")" ]; then
    echo "Web/build.sh: compiling Web/C/alloc.c for wasm32"
    "$TOOLS/clang" --target=wasm32-wasi --sysroot=/usr -Oz -std=c11 -Wall -Werror -c Web/C/alloc.c -o "$OUT/alloc.o"
fi
built="$built $OUT/alloc.o"
# Web/test/alloc.mjs's module: the allocator alone, its posix_memalign (the Swift runtime's call)
# exported too, and memory capped at 256 MB so that running out can be tested.
if [ ! -f "$OUT/alloc-test.wasm" ] || [ "$OUT/alloc.o" -nt "$OUT/alloc-test.wasm" ]; then
    "$TOOLS/wasm-ld" --no-entry --export=malloc --export=free --export=posix_memalign --max-memory=268435456 \
        "$OUT/alloc.o" -o "$OUT/alloc-test.wasm"
fi

# Two modules from the same objects, each linked again only when an object is newer than it:
# detent.wasm, the C interface (below); detent-replay.wasm,
# replay alone (the trace reader and the Replayer), which detent.js loads only when asked to
# (`init({ replay: true })`). The linker keeps what the exports reach.
link() {
    name=$1; shift
    if [ -f "$DIST/$name.wasm" ] && [ -z "$(find $built ${BENCH:-} Web/build.sh include/detent.h -newer "$DIST/$name.wasm")" ]; then return; fi
    # A library, not a program: exporting the constructors (detent.js runs them once) keeps the
    # linker from wrapping every export in a call that runs destructors after it.
    # shellcheck disable=SC2086
    "$TOOLS/wasm-ld" --no-entry --gc-sections --strip-all "$@" --export=malloc --export=free --export=__wasm_call_ctors \
        -z stack-size=262144 --initial-memory=2097152 \
        "$OUT/Detent.o" "$OUT/DetentPicker.o" "$OUT/DetentTrace.o" "$OUT/libdetent.o" "$OUT/alloc.o" "$UNICODE" "$LIBC" "$BUILTINS" \
        -o "$OUT/$name.raw.wasm"
    # -ocimfs 0: binaryen's -Oz also inlines every function that has one caller, whatever its
    # size, folding the frame's chain of calls into a few large functions; Chromium 156's V8,
    # which inlines small wasm functions itself, ran that frame 12 % slower (docs/web.md, "Cost
    # and peers"). Without that inlining the module is 1.6 KB larger.
    wasm-opt -Oz -ocimfs 0 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
        "$OUT/$name.raw.wasm" -o "$DIST/$name.wasm"
}
# detent.wasm exports every function include/detent.h declares (the linker refuses an export no
# object defines) but three: detent_picker_create, whose JSON reader is the trace reader, which
# only detent-replay.wasm carries (detent.js reads a picker's JSON and fills a
# detent_picker_config); and the two that take a C function, detent_engine_set_behavior_callback
# and detent_picker_set_text_measurer: the module imports no function and exports no table, so
# a caller has none to give them.
exports=$(grep -E '^[a-z]' include/detent.h | grep -Ev '^(static|typedef|extern)' |
    grep -oE '[ *]detent_[a-z0-9_]+\(' | tr -d ' *(' |
    grep -vxE 'detent_picker_create|detent_engine_set_behavior_callback|detent_picker_set_text_measurer' | sort -u)
# shellcheck disable=SC2046
link detent $(echo "$exports" | sed 's/^/--export=/')
link detent-replay --export=detent_replay_summary --export=detent_last_error
if [ -n "${BENCH:-}" ]; then
    # shellcheck disable=SC2046
    (DIST=.build/web-bench; mkdir -p "$DIST"; link detent-bench $(echo "$exports" | sed 's/^/--export=/') --export=bench_frames "$BENCH")
fi
cp Web/src/detent.js Web/src/detent.d.ts "$DIST/"
# The sizes, printed and kept in Web/dist/sizes.txt (docs/web.md shows it; check-docs compares).
for name in detent detent-replay; do
    raw=$(wc -c < "$OUT/$name.raw.wasm"); opt=$(wc -c < "$DIST/$name.wasm")
    br=$(brotli -c -q 11 "$DIST/$name.wasm" | wc -c)
    echo "Web/dist/$name.wasm: $raw bytes raw, $opt after wasm-opt -Oz, $br with brotli"
done | tee "$DIST/sizes.txt"
