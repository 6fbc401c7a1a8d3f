#!/bin/sh
# Re-pins the golden summaries that `make test` compares (Tests/DetentTraceTests/Golden/summaries.tsv):
# the --summary line (digest included) of every sample trace and of five scripted flings.
# Run it only after a deliberate change of behaviour, and say in the commit which lines
# changed and why.
#   scripts/update-golden.sh
set -eu
cd "$(dirname "$0")/.."
swift build --product detent >/dev/null
DETENT=.build/debug/detent
OUT=Tests/DetentTraceTests/Golden/summaries.tsv
{
    for trace in Traces/*.jsonl; do
        printf 'replay %s --summary\t%s\n' "$trace" "$("$DETENT" replay "$trace" --summary)"
    done
    while read -r args; do
        printf '%s\t%s\n' "$args" "$("$DETENT" $args)"
    done <<'CASES'
fling --velocity 2000 --summary
fling --velocity -3500 --from 900 --rate fast --summary
fling --velocity 7000 --behavior none --summary
fling --velocity 1234.5 --behavior snap:25 --summary
fling --velocity 4000 --behavior paging --summary
CASES
} > "$OUT"
echo "wrote $OUT ($(wc -l < "$OUT") cases)"
