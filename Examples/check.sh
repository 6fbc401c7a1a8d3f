#!/bin/sh
# Checks libdetent installed in PREFIX (`make test` installs it there first, and builds the
# .build/debug/detent used here): the C suite (Tests/C, as C99 and C++17), the C + SDL2
# examples (the picker's frames of traces must match `detent render`'s PNGs within a small
# tolerance; the list must snap a row to the top; both exit with the README's statuses), the
# Python module's tests and example, and the "From C" and "From Python" programs of README.md
# and docs/c-library.md, the C ones built outside the repository, each printing what its
# `prints:` comments say.
#     Examples/check.sh PREFIX
set -eu
prefix=$1
cd "$(dirname "$0")/.."
out=.build/examples
rm -rf "$out" && mkdir -p "$out"
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
detent=.build/debug/detent
CC=${CC:-cc}

echo "libdetent: the C suite"
Tests/C/run.sh "$prefix" "$out/suite"

# `expect_exit STATUS TEXT COMMAND...`: the command exits with STATUS and says TEXT on stderr.
expect_exit() {
    want=$1 text=$2; shift 2
    status=0
    "$@" > /dev/null 2> "$out/stderr.txt" || status=$?
    [ "$status" = "$want" ] && grep -q -- "$text" "$out/stderr.txt" || {
        echo "expected exit $want and \"$text\" from: $*; got $status:"; cat "$out/stderr.txt"; exit 1
    }
}

echo "libdetent: the C + SDL2 picker example"
$CC -std=c99 -Wall -Wextra -Werror -o "$out/picker" Examples/c-sdl2/picker.c \
    $(pkg-config --cflags --libs detent sdl2 SDL2_ttf SDL2_image) -lm
SDL_VIDEODRIVER=dummy "$out/picker" --frames 24 > "$out/picker.txt"
grep -q "^final value 0$" "$out/picker.txt"
printf '{"format":"detent-trace","version":1}\n{"t":0,"type":"down","x":"290","y":100}\n' > "$out/bad.jsonl"
expect_exit 69 "no display" env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$out/picker"
expect_exit 65 "bad.jsonl:2: member \"x\" must be a number" "$out/picker" --trace "$out/bad.jsonl" --at 1 --screenshot "$out/bad.png"
expect_exit 64 "takes a number" "$out/picker" --trace Traces/slow-drag.jsonl --at abc --screenshot "$out/bad.png"
expect_exit 66 "cannot open" "$out/picker" --trace "$out/none.jsonl" --at 1 --screenshot "$out/bad.png"
expect_exit 73 "nonexistent" env SDL_VIDEODRIVER=dummy "$out/picker" --trace Traces/slow-drag.jsonl --at 1 --screenshot /nonexistent/x.png

# TRACE TIME [PIXELS] (a multiple of 1/20 s): the Swift renderer's frame and the C example's,
# every channel within 8 levels (a cylinder's: at most PIXELS pixels beyond, where its rows
# scaled by SDL's linear filter meet the renderer's box-filtered ones; drawn as plain text
# of the font size times the squeeze, as before 1.2.0, 1,074 and 777 pixels were).
failed=0
while read -r trace at pixels; do
    name=$(basename "$trace" .jsonl)
    frame=$(python3 -c "print('%05d' % round($at * 20))")
    "$detent" render "$trace" --fps 20 --until "$at" --out "$out/$name" 2> /dev/null
    SDL_VIDEODRIVER=dummy "$out/picker" --trace "$trace" --at "$at" --screenshot "$out/$name-c.png" > /dev/null
    printf '  %-28s t=%-5s ' "$name" "$at"
    # shellcheck disable=SC2086
    python3 Traces/compare-png.py "$out/$name/frame-$frame.png" "$out/$name-c.png" 8 $pixels || failed=1
done <<TRACES
Traces/fling-bounce.jsonl 2.95
Traces/catch-deceleration.jsonl 1.1
Traces/slow-drag.jsonl 2
Traces/trackpad-swipe.jsonl 0.8
Traces/keyboard-steps.jsonl 3
Traces/notched-wheel.jsonl 1
Examples/c-sdl2/dark-decimal-fling.jsonl 0.75
docs/images/android-stretch.jsonl 0.25
Traces/cylinder-looping.jsonl 1 300
Traces/cylinder-looping.jsonl 3 300
TRACES
[ "$failed" = 0 ] || { echo "the C example's frames differ from detent render's"; exit 1; }

# Built as a user builds it: a copy of the folder outside the repository, its Makefile, the
# installed prefix through pkg-config. It may use the engine only.
echo "libdetent: the C + SDL2 list example (Examples/c-sdl2-list)"
outside=$(mktemp -d)
trap 'rm -rf "$outside"' EXIT
cp Examples/c-sdl2-list/list.c Examples/c-sdl2-list/Makefile "$outside/"
if grep -n "detent_picker" "$outside/list.c"; then echo "list.c uses the picker"; exit 1; fi
make -s -C "$outside" CC="$CC"
SDL_VIDEODRIVER=dummy "$outside/list" --fling 3000 --frames 600 --screenshot "$out/list.png" > "$out/list.txt"
cat "$out/list.txt"
# At rest, view-aligned: the offset is the top of the row at the top.
grep -Eq "^at rest at offset ([0-9.]+): row [0-9]+ \(top \1\)" "$out/list.txt"
SDL_VIDEODRIVER=dummy "$outside/list" --fling -2000 --frames 10 > /dev/null
expect_exit 69 "no display" env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$outside/list"
expect_exit 64 "takes a number" "$outside/list" --fling fast

echo "libdetent: the Python module (Examples/python)"
DETENT_LIBRARY="$prefix/lib/libdetent.so" python3 -m unittest discover -s Examples/python > "$out/python.txt" 2>&1 ||
    { cat "$out/python.txt"; exit 1; }
tail -1 "$out/python.txt"
python3 Examples/python/fling.py "$prefix/lib/libdetent.so" > "$out/fling.txt"
grep -q "selection 0 -> 1$" "$out/fling.txt"
grep -q "^final value" "$out/fling.txt"
tail -1 "$out/fling.txt"

echo "libdetent: the programs of README.md and docs/c-library.md"
python3 Examples/readme-programs.py . "$outside"
for name in readme docs; do
    (cd "$outside" && $CC -std=c99 -Wall -Wextra -Werror $name.c $(pkg-config --cflags --libs detent) -o $name-c)
    "$outside/$name-c" > "$out/$name-c.txt"
    PYTHONPATH="$PWD/Examples/python" LD_LIBRARY_PATH="$prefix/lib" python3 "$outside/$name.py" > "$out/$name-py.txt"
    for program in c py; do
        grep -q "at rest on" "$out/$name-$program.txt"
        printf '  %-7s %-7s %s\n' "$name" "$program" "$(grep "at rest on" "$out/$name-$program.txt" | tail -1)"
        # What the document says the program prints (its `prints:` comments) is what it prints.
        if [ -f "$outside/$name.$program.expected" ]; then
            while IFS= read -r line; do
                grep -Fxq -- "$line" "$out/$name-$program.txt" || {
                    echo "$name's $program program does not print \"$line\", as the document says; it prints:"
                    cat "$out/$name-$program.txt"; exit 1
                }
            done < "$outside/$name.$program.expected"
        fi
    done
done
# docs/c-library.md's C program: 50 selection events, the first at 5 ms.
grep -q "^t=0.0050  target 0 -> 1$" "$out/docs-c.txt"
[ "$(grep -c "target" "$out/docs-c.txt")" = 50 ]
