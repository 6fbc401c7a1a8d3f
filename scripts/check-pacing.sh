#!/usr/bin/env bash
# Checks the sandbox's 120 Hz pacing under Xvfb (issue 5): a release build runs
# `sandbox --frames 1200` and must report interval_p50_ms 8.33 ± 0.1, interval_p99_ms ≤ 9
# and over_budget 0. Not part of `make test`: it takes ~15 s and needs an idle-ish machine
# (a parallel build on a 2-core machine steals the CPU and shows up as late frames).
#
#   scripts/check-pacing.sh                 # one run
#   PACING_ATTEMPTS=3 scripts/check-pacing.sh   # pass if any of 3 runs passes (each is printed)
#   SCRATCH=.build-picker scripts/check-pacing.sh   # another build directory
#   SANDBOX_ARGS="--style cylinder --looping" scripts/check-pacing.sh   # another picker
set -euo pipefail
cd "$(dirname "$0")/.."
SCRATCH=${SCRATCH:-.build}
FRAMES=${FRAMES:-1200}
ATTEMPTS=${PACING_ATTEMPTS:-1}

command -v xvfb-run >/dev/null || { echo "check-pacing: xvfb-run is missing (apt-get install xvfb xauth)" >&2; exit 2; }
swift build -c release --scratch-path "$SCRATCH" --product sandbox >&2
BIN="$SCRATCH/release/sandbox"

for attempt in $(seq 1 "$ATTEMPTS"); do
  line=$(xvfb-run -a -s "-screen 0 1280x720x24" "$BIN" --frames "$FRAMES" ${SANDBOX_ARGS:-} 2>/dev/null | tail -n 1)
  echo "$line"
  if python3 - "$line" <<'PY'
import json, sys
r = json.loads(sys.argv[1])
problems = []
if abs(r["interval_p50_ms"] - 8.333) > 0.1: problems.append(f"interval_p50_ms {r['interval_p50_ms']} is not 8.33 ± 0.1")
if r["interval_p99_ms"] > 9: problems.append(f"interval_p99_ms {r['interval_p99_ms']} > 9")
if r["over_budget"] != 0: problems.append(f"over_budget {r['over_budget']} != 0")
for p in problems: print("check-pacing: " + p, file=sys.stderr)
sys.exit(1 if problems else 0)
PY
  then
    echo "check-pacing: ok (attempt $attempt of $ATTEMPTS; load average $(cut -d' ' -f1-3 /proc/loadavg))"
    exit 0
  fi
done
echo "check-pacing: FAILED (load average $(cut -d' ' -f1-3 /proc/loadavg))" >&2
exit 1
