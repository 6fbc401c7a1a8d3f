#!/bin/sh
# Builds and runs the C and Python examples, and the programs of README.md and
# docs/c-and-python.md, against libdetent installed in PREFIX (`make test` installs it there first, and
# builds the .build/debug/detent used here).
# The C + SDL2 example draws frames of traces under SDL's dummy video driver; each must match
# `detent render`'s PNG of the same frame within a small tolerance.
#     Examples/check.sh PREFIX
set -eu
prefix=$1
cd "$(dirname "$0")/.."
out=.build/examples
rm -rf "$out" && mkdir -p "$out"
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
detent=.build/debug/detent
CC=${CC:-cc}

echo "libdetent: the C + SDL2 example"
$CC -std=c99 -Wall -Wextra -Werror -o "$out/picker" Examples/c-sdl2/picker.c \
    $(pkg-config --cflags --libs detent sdl2 SDL2_ttf SDL2_image) -lm
SDL_VIDEODRIVER=dummy "$out/picker" --frames 24 > "$out/picker.txt"
grep -q "^final value 0$" "$out/picker.txt"

# TRACE TIME (a multiple of 1/20 s): the Swift renderer's frame and the C example's.
failed=0
while read -r trace at; do
    name=$(basename "$trace" .jsonl)
    frame=$(python3 -c "print('%05d' % round($at * 20))")
    "$detent" render "$trace" --fps 20 --until "$at" --out "$out/$name" 2> /dev/null
    SDL_VIDEODRIVER=dummy "$out/picker" --trace "$trace" --at "$at" --screenshot "$out/$name-c.png" > /dev/null
    printf '  %-28s t=%-5s ' "$name" "$at"
    python3 Traces/compare-png.py "$out/$name/frame-$frame.png" "$out/$name-c.png" 8 || failed=1
done <<TRACES
Traces/fling-bounce.jsonl 2.95
Traces/catch-deceleration.jsonl 1.1
Traces/slow-drag.jsonl 2
Traces/trackpad-swipe.jsonl 0.8
Traces/keyboard-steps.jsonl 3
Traces/notched-wheel.jsonl 1
Examples/c-sdl2/dark-decimal-fling.jsonl 0.75
TRACES
[ "$failed" = 0 ] || { echo "the C example's frames differ from detent render's"; exit 1; }

echo "libdetent: Examples/python/fling.py"
python3 Examples/python/fling.py "$prefix/lib/libdetent.so" > "$out/fling.txt"
grep -q "selection 0 -> 1$" "$out/fling.txt"
grep -q "^final value" "$out/fling.txt"
tail -1 "$out/fling.txt"

echo "libdetent: the programs of README.md and docs/c-and-python.md"
python3 Examples/readme-programs.py . "$out"
for name in readme docs; do
    (cd "$out" && $CC -std=c99 -Wall -Wextra -Werror $name.c $(pkg-config --cflags --libs detent) -o $name-c)
    "$out/$name-c" > "$out/$name-c.txt"
    LD_LIBRARY_PATH="$prefix/lib" python3 "$out/$name.py" > "$out/$name-py.txt"
    for program in c py; do
        grep -q "^at rest on" "$out/$name-$program.txt"
        printf '  %-7s %-7s %s\n' "$name" "$program" "$(tail -1 "$out/$name-$program.txt")"
        # What the document says the program prints (a `prints:` comment) is what it prints.
        if [ -f "$out/$name.$program.expected" ] && ! tail -1 "$out/$name-$program.txt" | cmp -s - "$out/$name.$program.expected"; then
            echo "$name's $program program prints \"$(tail -1 "$out/$name-$program.txt")\", the document says \"$(cat "$out/$name.$program.expected")\""
            exit 1
        fi
    done
done
