#!/bin/sh
# The verdict of one `make fuzz` target: what libFuzzer saved in DIR (Fuzz/Crashes) for
# TARGET. A crash, a leak, an out-of-memory or a timeout fails the run (exit 1); a *slow*
# unit (an input that took longer than -report_slow_units, "crash: 0") is reported but is
# no crash, so it does not fail it.
#     Fuzz/verdict.sh TARGET DIR
set -eu
target=$1 dir=$2
count() { ls "$dir" 2>/dev/null | grep -c "^$target-$1" || true; }
crashes=0
for kind in crash- leak- oom- timeout-; do crashes=$((crashes + $(count "$kind"))); done
slow=$(count slow-unit-)
echo "$target: $crashes saved crash inputs in $dir"
if [ "$slow" != 0 ]; then
    echo "$target: $slow slow inputs in $dir ($target-slow-unit-*: not crashes; replay them with --summary to see why)"
fi
[ "$crashes" = 0 ]
