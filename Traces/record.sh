#!/bin/sh
# Records the sample traces through the real sandbox window under Xvfb, driven by xdotool.
# Each run also saves the window as the sandbox showed it at the end (--screenshot --at),
# to check that a headless replay ends on the value the window showed.
#   Traces/record.sh [-n] [SANDBOX [DETENT]]   (default .build/debug/sandbox and
#   .build/debug/detent; needs Xvfb and xdotool)
# The traces go to $OUT, .build/recorded-traces by default: never over the committed samples
# in Traces/, whose final values the tests pin (a new recording differs in its timing, and so
# may in its final value). Each new trace's final value is printed beside the committed one's.
# Replacing the samples takes OUT=Traces REPLACE=1, and then scripts/update-golden.sh and the
# values in ReplayTests. -n prints the files it would write, and exits.
# After each recording, `detent render --until` draws the headless replay at the screenshot's
# time with the same drawing code, and compare-png.py checks it against the window's picture
# (a channel may differ by 1 on anti-aliased text: the window's and the offscreen renderer's
# blending round differently).
# trackpad-swipe.jsonl is not recorded here: xdotool cannot synthesize precise (smooth)
# wheel events; Traces/generate.py writes it.
set -eu
cd "$(dirname "$0")/.."
DRY=0
if [ "${1:-}" = -n ]; then DRY=1; shift; fi
SANDBOX=${1:-.build/debug/sandbox}
DETENT=${2:-.build/debug/detent}
OUT=${OUT:-.build/recorded-traces}
SHOTS=${SHOTS:-/tmp/detent-window}
NAMES="slow-drag fling-bounce keyboard-steps catch-deceleration notched-wheel"
mkdir -p "$OUT"
if [ "$(cd "$OUT" && pwd -P)" = "$(cd Traces && pwd -P)" ] && [ "${REPLACE:-0}" != 1 ]; then
    echo "Traces/record.sh: refusing to overwrite the committed sample traces in Traces/ (their final values are pinned by the tests); record elsewhere, or set REPLACE=1" >&2
    exit 64
fi
if [ $DRY = 1 ]; then
    for name in $NAMES; do echo "$OUT/$name.jsonl"; done
    exit 0
fi
mkdir -p "$SHOTS"
DISPLAY_NUMBER=${DISPLAY_NUMBER:-:79}
Xvfb "$DISPLAY_NUMBER" -screen 0 1024x768x24 >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null' EXIT
export DISPLAY="$DISPLAY_NUMBER"
sleep 1

# final TRACE: the value a replay of TRACE ends on.
final() { "$DETENT" replay "$1" --summary | sed 's/.*"final_value":\([^,]*\),.*/\1/'; }

# record NAME SECONDS SOURCE ACTIONS...: runs the sandbox for SECONDS and performs ACTIONS
# (a shell function using $W, the window id) while it records.
record() {
    name=$1; seconds=$2; what=$3; shift 3
    "$SANDBOX" --record "$OUT/$name.jsonl" --screenshot "$SHOTS/$name.png" --at "$seconds" --mute &
    pid=$!
    W=$(xdotool search --sync --name "Detent sandbox" | head -1)
    sleep 0.3
    "$@"
    wait $pid
    # Name the source in the header (the sandbox writes "sandbox").
    sed -i "1s|\"source\":\"sandbox\"|\"source\":\"sandbox --record, Xvfb + xdotool: $what\"|" "$OUT/$name.jsonl"
    echo "$name: $(wc -l < "$OUT/$name.jsonl") lines, window at the end: $SHOTS/$name.png"
    echo "  replay: $("$DETENT" replay "$OUT/$name.jsonl" --summary)"
    echo "  final value $(final "$OUT/$name.jsonl"), the committed Traces/$name.jsonl: $(final "Traces/$name.jsonl")"
    rm -rf "$SHOTS/$name-replay"
    "$DETENT" render "$OUT/$name.jsonl" --out "$SHOTS/$name-replay" --fps 120 --until "$seconds" 2>/dev/null
    last=$(ls "$SHOTS/$name-replay" | tail -1)
    echo "  window vs headless replay: $(python3 Traces/compare-png.py "$SHOTS/$name.png" "$SHOTS/$name-replay/$last" 1)"
}

slow_drag() {
    xdotool mousemove --window "$W" 330 100 mousedown 1
    i=0
    while [ $i -lt 60 ]; do xdotool mousemove_relative -- -2 0 sleep 0.04; i=$((i + 1)); done
    xdotool sleep 0.25 mouseup 1
}
fling_bounce() {
    xdotool key End sleep 0.8
    for i in 1 2 3 4 5 6 7 8; do xdotool key Left sleep 0.05; done
    xdotool sleep 0.7 mousemove --window "$W" 370 96 mousedown 1
    for i in 1 2 3 4 5 6 7 8 9; do xdotool mousemove_relative -- -21 0 sleep 0.01; done
    xdotool mouseup 1
}
keyboard_steps() {
    for k in Right Right Right Next Left End Home Right Right Next Next Left; do xdotool key $k sleep 0.45; done
}
catch_deceleration() {
    xdotool mousemove --window "$W" 360 100 mousedown 1
    for i in 1 2 3 4 5 6 7 8 9 10; do xdotool mousemove_relative -- -12 0 sleep 0.01; done
    xdotool mouseup 1 sleep 0.35 mousemove --window "$W" 250 100 mousedown 1 sleep 0.1 mouseup 1
}
notched_wheel() {
    xdotool mousemove --window "$W" 240 100
    for i in 1 2 3 4 5; do xdotool click 5 sleep 0.12; done
    xdotool sleep 0.5
    for i in 1 2; do xdotool click 4 sleep 0.15; done
}

record slow-drag 5 "a slow 2.4 s drag to the left, held still, released" slow_drag
record fling-bounce 5 "End, eight Lefts, then a fast flick into the end that bounces" fling_bounce
record keyboard-steps 7 "arrow, page and home/end keys" keyboard_steps
record catch-deceleration 3 "a flick caught by a click 0.35 s later" catch_deceleration
record notched-wheel 3.5 "a notched wheel, five notches one way, two back" notched_wheel
