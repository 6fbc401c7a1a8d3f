#!/usr/bin/env bash
# Runs Detent's benchmarks (release build) and prints, for each one, its median time per
# operation, its ratio to the "Baseline" benchmark of the same run, and its heap
# allocations per operation.
#
#   ./report.sh                      run everything (about 30 s after the first build)
#   ./report.sh --filter '.*advance.*' extra arguments go to `swift package benchmark`; a
#                                    filter must match a whole name (keep the baseline in:
#                                    --filter 'Baseline.*' --filter '.*advance.*')
#   ./report.sh --parse FILE         only parse the saved output of an earlier run
#
# The raw output of the tool is kept in .build/benchmark-output.txt; the figures of the table
# are also written as JSON to .build/results.json (an array of objects with name, median_ns,
# ratio and mallocs, each per operation; null where the run has no figure).
# Figures on a shared machine are noisy: compare ratios, not absolute times, and rerun
# before believing a change of less than about 20 %.
set -euo pipefail
cd "$(dirname "$0")"

SWIFT=${SWIFT:-swift}
mkdir -p .build
if [[ ${1:-} == --parse ]]; then
    [[ $# -eq 2 ]] || { echo "usage: $0 --parse FILE" >&2; exit 2; }
    output=$2
else
    output=.build/benchmark-output.txt
    # The tool's default text table: one table per benchmark, the name on the line above it.
    if ! "$SWIFT" package benchmark --no-progress --format text "$@" >"$output" 2>&1; then
        tail -n 40 "$output" >&2
        echo "report.sh: swift package benchmark failed (full output in $output)" >&2
        exit 1
    fi
fi

# The tables look like
#   Baseline: 1,000 exp() summed
#   ╒═══ ... ╕
#   │ Metric                    │        p0 │       p25 │       p50 │ ... │   Samples │
#   │ Malloc (total) *          │         0 │ ...
#   │ Time (wall clock) (ns) *  │      4941 │      5640 │      6152 │ ...
# where * marks figures per inner iteration (each benchmark does 1,000 operations per
# sample with scaling factor .kilo, so these are per operation).
awk -F'│' '
    function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
    function nanoseconds(value, metric) {
        if (metric ~ /\(ns\)/) return value
        if (metric ~ /\((μs|us)\)/) return value * 1e3
        if (metric ~ /\(ms\)/) return value * 1e6
        if (metric ~ /\(s\)/) return value * 1e9
        return -1
    }
    function pretty(ns) {
        if (ns < 0) return "?"
        if (ns < 1e3) return sprintf("%.0f ns", ns)
        if (ns < 1e6) return sprintf("%.2f µs", ns / 1e3)
        return sprintf("%.2f ms", ns / 1e6)
    }
    index($0, "╒") == 1 { name = previous; next }
    index($0, "│") == 1 {
        metric = trim($2)
        if (metric == "Metric") {
            for (i = 3; i <= NF; i++) { if (trim($i) == "p50") p50 = i; if (trim($i) == "p0") p0 = i }
            next
        }
        if (metric ~ /^Time \(wall clock\)/) {
            if (!(name in time)) order[++n] = name
            time[name] = nanoseconds(trim($p50) + 0, metric)
            fastest[name] = nanoseconds(trim($p0) + 0, metric)
        } else if (metric ~ /^Malloc \(total\)/) {
            mallocs[name] = trim($p50)
        }
        next
    }
    NF > 0 || length($0) > 0 { if ($0 !~ /^[ \t]*$/) previous = $0 }
    END {
        if (n == 0) { print "report.sh: no benchmark tables found" > "/dev/stderr"; exit 1 }
        base = ""
        for (i = 1; i <= n; i++) if (order[i] ~ /^Baseline/) base = order[i]
        width = 9
        for (i = 1; i <= n; i++) if (length(order[i]) > width) width = length(order[i])
        printf "%-" width "s  %12s  %8s  %12s  %8s  %10s\n", "benchmark", "median", "ratio", "min", "ratio", "mallocs/op"
        line = ""; for (i = 0; i < width + 60; i++) line = line "-"; print line
        # The baseline first, then the others in the order the tool ran them.
        if (base != "") { k = 1; list[k] = base } else k = 0
        for (i = 1; i <= n; i++) if (order[i] != base) list[++k] = order[i]
        for (i = 1; i <= k; i++) {
            b = list[i]
            ratio = (base != "" && time[base] > 0 && time[b] >= 0) ? sprintf("%.4f", time[b] / time[base]) : "n/a"
            minRatio = (base != "" && fastest[base] > 0 && fastest[b] >= 0) ? sprintf("%.4f", fastest[b] / fastest[base]) : "n/a"
            t = pretty(time[b]); w = (t ~ /µ/) ? 13 : 12   # awk counts bytes; µ is two
            m = pretty(fastest[b]); mw = (m ~ /µ/) ? 13 : 12
            printf "%-" width "s  %" w "s  %8s  %" mw "s  %8s  %10s\n", b, t, ratio, m, minRatio, (b in mallocs) ? mallocs[b] : "-"
        }
        # The same figures for scripts: one object per benchmark, in the order above.
        json = ".build/results.json"
        printf "[\n" > json
        for (i = 1; i <= k; i++) {
            b = list[i]; name = b
            gsub(/\\/, "\\\\", name); gsub(/"/, "\\\"", name)
            ratio = (base != "" && time[base] > 0 && time[b] >= 0) ? sprintf("%.6f", time[b] / time[base]) : "null"
            m = (b in mallocs && mallocs[b] ~ /^[0-9]+$/) ? mallocs[b] : "null"
            printf "  {\"name\": \"%s\", \"median_ns\": %s, \"ratio\": %s, \"mallocs\": %s}%s\n", \
                name, (time[b] >= 0 ? time[b] : "null"), ratio, m, (i < k ? "," : "") > json
        }
        printf "]\n" > json
        close(json)
        if (base == "") print "(no Baseline benchmark in this run: ratios are n/a)"
        else {
            printf "ratio = median / median of \"%s\" in the same run; min ratio = fastest sample / fastest\n", base
            print "baseline sample (the minimum is steadier than the median when other processes share the cores)"
        }
    }
' "$output"

# Each goal of the performance issue beside what this run measured (never fails the run:
# ./check-goals.py --strict does).
echo
python3 ./check-goals.py .build/results.json
