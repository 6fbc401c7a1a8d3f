#!/bin/sh
# Debug and release builds give the same digest: replays every trace in Traces/ and a few
# scripted flings with a debug and a release build of `detent`, and compares the --summary
# lines (digest, final value and offset, rest time, counts) bit for bit.
#   scripts/check-digest.sh            (builds both; not part of `make test`: it takes minutes)
# Set SCRATCH to choose the build directory (default .build).
set -eu
cd "$(dirname "$0")/.."
SCRATCH=${SCRATCH:-.build}
swift build --scratch-path "$SCRATCH" -c debug --product detent >/dev/null
swift build --scratch-path "$SCRATCH" -c release --product detent >/dev/null
DEBUG="$SCRATCH/debug/detent"
RELEASE="$SCRATCH/release/detent"
status=0
check() {
    what=$1; shift
    a=$("$DEBUG" "$@" --summary)
    b=$("$RELEASE" "$@" --summary)
    if [ "$a" = "$b" ]; then
        echo "same     $what  $(echo "$a" | sed 's/.*"digest":"\([0-9a-f]*\)".*/\1/')"
    else
        echo "DIFFERENT $what"; echo "  debug:   $a"; echo "  release: $b"; status=1
    fi
}
for trace in Traces/*.jsonl; do
    check "$trace" replay "$trace"
    check "$trace --fps 60" replay "$trace" --fps 60
done
check "fling 2000" fling --velocity 2000
check "fling -3500 from 900 fast" fling --velocity -3500 --from 900 --rate fast
check "fling 7000 none" fling --velocity 7000 --behavior none
check "fling 1234.5 snap:25" fling --velocity 1234.5 --behavior snap:25
check "fling 4000 paging" fling --velocity 4000 --behavior paging
[ $status = 0 ] && echo "debug and release give the same digests" || echo "debug and release differ"
exit $status
