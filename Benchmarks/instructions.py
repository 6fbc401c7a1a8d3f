#!/usr/bin/env python3
"""Instructions per hot path: callgrind on Benchmarks/Tools/DetentProfile.

Each path runs twice under `valgrind --tool=callgrind`, with N and 2N repetitions; the
difference of the two totals, divided by N, is the cost of one repetition with the start-up
left out. For one binary and one toolchain the counts are deterministic (callgrind counts
instructions, not time), so a budget on them is a test, not a timing.

    ./instructions.py                         # print {"path": instructions, ...} as JSON
    ./instructions.py --check budgets.json    # also exit 1 when a path is over its budget by more than 5 %
    ./instructions.py --table budgets.json    # the budgets as a Markdown table (docs/performance.md shows it)

The paths (DetentProfile's names in parentheses):
- fling: a release at 1,800 pt/s from rest on the reference picker, then a scroll-to back (fling);
- frame: one 120 Hz frame of that fling's deceleration, its selection events included
  ((advance − fling) / 250: the advance path is the fling, 250 frames and the scroll-to);
- drag: pointer down, 20 moves, up, and the scroll-to back (drag);
- end: the End key on a picker of 1,000,000 values, and the jump back (end);
- selection_event: one of the 1,000 selection events of a spring across 1,000 values (select / 1,000);
- display_list: one frame's display list of the reference picker, 0...100 (display);
- c_frame: one 120 Hz frame through the C interface (libdetent, release), as a C program runs
  it: Web/bench/native.c (its loop in Web/bench/frames.c) flings the reference picker at
  1,800 pt/s from rest and calls detent_picker_frame each frame to rest, and _events on the
  frames that have any
  (its creation, fling and destruction included; the C program is built by
  `make bench-instructions` and passed with --native, else the path is not measured).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BINARY = os.path.join(HERE, ".build", "release", "DetentProfile")
# DetentProfile path → repetitions N (the run with 2N is the second).
RUNS = {"fling": 2000, "advance": 200, "drag": 500, "end": 2000, "select": 20, "display": 500}
TOLERANCE = 0.05


def instructions(path: str, count: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", BINARY, path, str(count)],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(out) as f:
            for line in f:
                m = re.match(r"(?:summary|totals): (\d+)", line)
                if m:
                    return int(m.group(1))
    raise RuntimeError(f"no total in callgrind's output for {path} {count}")


def per_repetition(path: str) -> float:
    n = RUNS[path]
    return (instructions(path, 2 * n) - instructions(path, n)) / n


def native_instructions(native: str, repeats: int) -> tuple:
    """The total instructions and frames (of each of its rounds) of `native 1 REPEATS 1800`: one
    timed round after an untimed one, both of REPEATS flings."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", native, "1", str(repeats), "1800"],
                             check=True, capture_output=True, text=True)
        frames = json.loads(run.stdout)["frames"]
        with open(out) as f:
            for line in f:
                m = re.match(r"(?:summary|totals): (\d+)", line)
                if m:
                    return int(m.group(1)), frames
    raise RuntimeError(f"no total in callgrind's output for {native}")


def c_frame(native: str) -> int:
    # native.c runs 2 rounds of REPEATS flings (an untimed one, then one timed); the frames it
    # prints are one round's.
    (a, fa), (b, fb) = native_instructions(native, 3), native_instructions(native, 6)
    return round((b - a) / (2 * (fb - fa)))


def measure(native: str = None) -> dict:
    per = {path: per_repetition(path) for path in RUNS}
    counts = {
        "fling": round(per["fling"]),
        "frame": round((per["advance"] - per["fling"]) / 250),
        "drag": round(per["drag"]),
        "end": round(per["end"]),
        "selection_event": round(per["select"] / 1000),
        "display_list": round(per["display"]),
    }
    if native:
        counts["c_frame"] = c_frame(native)
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description="Instructions per hot path (callgrind on DetentProfile).")
    parser.add_argument("--check", metavar="BUDGETS", help="a JSON file of budgets: exit 1 when a path is more than 5 %% over")
    parser.add_argument("--table", metavar="BUDGETS", help="print the budgets as a Markdown table and exit")
    parser.add_argument("--native", metavar="PROGRAM", help="Web/bench/native.c built against libdetent: measure c_frame")
    args = parser.parse_args()
    if args.table:
        with open(args.table) as f:
            budgets = {k: v for k, v in json.load(f).items() if not k.startswith("_")}
        print("| path | budget (instructions) | fails above |")
        print("| --- | --- | --- |")
        for path, budget in budgets.items():
            print(f"| {path} | {budget:,} | {budget * (1 + TOLERANCE):,.0f} |")
        return 0
    if not os.access(BINARY, os.X_OK):
        print(f"instructions.py: {BINARY} is missing: build it with "
              "`swift build -c release --product DetentProfile` in Benchmarks/", file=sys.stderr)
        return 2
    counts = measure(args.native)
    print(json.dumps(counts))
    if not args.check:
        return 0
    with open(args.check) as f:
        budgets = {k: v for k, v in json.load(f).items() if not k.startswith("_")}
    over = 0
    for path, budget in budgets.items():
        count = counts.get(path)
        if count is None:
            print(f"{path}: no such path measured", file=sys.stderr)
            over += 1
            continue
        limit = budget * (1 + TOLERANCE)
        verdict = "ok" if count <= limit else "OVER BUDGET"
        print(f"{path:16} {count:>8,} instructions  budget {budget:>8,} (+5 %: {limit:>9,.0f})  {verdict}")
        over += count > limit
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
