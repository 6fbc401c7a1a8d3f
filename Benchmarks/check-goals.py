#!/usr/bin/env python3
"""Checks a `report.sh` run against Detent's performance goals.

Reads `.build/results.json` (or the file given) and prints, for each goal, the figure
measured and whether it is met: a ratio to the baseline of the same run (median / median)
no higher than the goal's, and no more heap allocations per operation than it allows.
A goal whose benchmark is not in the run (a `--filter`ed run) is said to be not measured.

    ./check-goals.py                      # the last run's figures; exit 0 whatever they are
    ./check-goals.py --strict             # exit 1 when a goal measured is not met
    ./check-goals.py path/to/results.json

The goals are the ones of the project's performance issue (9): a gesture path near the cost
of arithmetic and nothing allocated from pointer down to rest. A script finds each benchmark
by a word of its name, the same words `make bench` keeps in them.
"""
import argparse
import json
import os
import sys

# (the word that finds the benchmark, what it measures, highest median ratio or None,
#  most mallocs per operation or None)
GOALS = [
    ("VelocityTracker", "velocity estimate, 20 samples", 0.05, 0),
    ("drag", "drag: down + 20 moves + up", 0.25, 0),
    ("fling", "fling (plan the release)", 0.05, 0),
    ("advance, decelerating", "a decelerating frame", 0.01, 0),
    ("transition", "transition phases of the visible items", 0.05, 0),
    ("displayList, 0...100", "display list, 0...100", None, 0),
    ("displayList, 1,000,000", "display list, 1,000,000 values", None, 0),
    ("End, 1,000,000", "End on 1,000,000 values (handle alone)", 0.05, 0),
    ("selection event", "one selection event of a long motion", 0.01, 0),
]


def main() -> int:
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description="Check a make bench run against the performance goals.")
    parser.add_argument("results", nargs="?", default=os.path.join(here, ".build", "results.json"),
                        help="the JSON report.sh wrote (default: %(default)s)")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a goal measured is not met")
    args = parser.parse_args()
    try:
        with open(args.results) as f:
            results = json.load(f)
    except (OSError, ValueError) as error:
        print(f"check-goals: cannot read {args.results}: {error}; run ./report.sh first", file=sys.stderr)
        return 2

    missed = 0
    print(f"{'goal':40}  {'median ratio':>18}  {'mallocs/op':>12}  verdict")
    for word, label, max_ratio, max_mallocs in GOALS:
        found = [r for r in results if word in r.get("name", "")]
        if len(found) != 1:
            print(f"{label:40}  {'':>18}  {'':>12}  "
                  + ("not measured" if not found else f"{len(found)} benchmarks match '{word}'"))
            missed += len(found) > 1
            continue
        r = found[0]
        ratio, mallocs = r.get("ratio"), r.get("mallocs")
        ok = True
        ratio_text = "-" if ratio is None else f"{ratio:.4f}"
        if max_ratio is not None:
            ratio_text += f" <= {max_ratio:g}"
            ok &= ratio is not None and ratio <= max_ratio
        mallocs_text = "-" if mallocs is None else str(mallocs)
        if max_mallocs is not None:
            mallocs_text += f" <= {max_mallocs}"
            ok &= mallocs is not None and mallocs <= max_mallocs
        missed += not ok
        print(f"{label:40}  {ratio_text:>18}  {mallocs_text:>12}  {'met' if ok else 'NOT MET'}")
    print("all goals measured are met" if missed == 0 else f"{missed} goal(s) not met in this run "
          "(medians move with other jobs on the machine: rerun before believing a miss of a few %)")
    return 1 if args.strict and missed else 0


if __name__ == "__main__":
    sys.exit(main())
