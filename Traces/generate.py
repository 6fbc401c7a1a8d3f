#!/usr/bin/env python3
"""Synthesizes the hand-written sample trace trackpad-swipe.jsonl (see docs/trace-format.md, "Sample traces").

Pointer streams are sampled at 120 Hz like the sandbox's events; numbers are written with
Python's repr, the shortest round-trip form (the same digits Swift's description gives).
Run from the repository root: python3 Traces/generate.py
"""
import json, math, os

HERE = os.path.dirname(os.path.abspath(__file__))
HZ = 120.0

def header(source, **extra):
    h = {"format": "detent-trace", "version": 1, "window": {"width": 480.0, "height": 200.0}}
    h.update(extra)
    h["source"] = source
    return h

def write(name, head, lines):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(json.dumps(head, separators=(",", ":")) + "\n")
        for l in lines:
            f.write(json.dumps(l, separators=(",", ":")) + "\n")

def r(x, d=3):
    return round(x, d)

def drag(t0, x0, y, path, duration, pointer=None):
    """down at t0, moves every 1/120 s along x = path(u) for u in (0, 1], up at the end."""
    out = [{"t": r(t0, 6), "type": "down", "x": r(x0), "y": y}]
    n = max(1, int(round(duration * HZ)))
    for k in range(1, n + 1):
        u = k / n
        out.append({"t": r(t0 + k / HZ, 6), "type": "move", "x": r(path(u)), "y": y})
    last = out[-1]
    out.append({"t": last["t"], "type": "up", "x": last["x"], "y": y})
    if pointer is not None:
        for l in out: l["pointer"] = pointer
    return out

# 1. A slow drag: 2.4 s, the pointer moves 124 pt to the left at an eased pace and stops.
def slow():
    x0 = 330.0
    ease = lambda u: u * u * (3 - 2 * u)
    lines = drag(0.25, x0, 100.0, lambda u: x0 - 124.0 * ease(u), 2.4)
    # hold still for 0.15 s before lifting: the release velocity is ~0
    up = lines.pop()
    for k in range(1, 19):
        lines.append({"t": r(up["t"] + k / HZ, 6), "type": "move", "x": up["x"], "y": 100.0})
    lines.append({"t": lines[-1]["t"], "type": "up", "x": up["x"], "y": 100.0})
    write("slow-drag.jsonl", header("hand-written (Traces/generate.py): a slow 2.4 s drag, 124 pt to the left, held still, released"), lines)

# 2. A fast fling into the end: jump to 90, then a 90 ms flick of 190 pt to the left.
def fling():
    lines = [{"t": 0.1, "type": "select", "value": 90.0, "animated": False}]
    x0 = 370.0
    lines += drag(0.5, x0, 96.0, lambda u: x0 - 190.0 * u, 0.09)
    write("fling-bounce.jsonl", header("hand-written (Traces/generate.py): from 90, a fast flick into the end (about 2100 pt/s) that bounces on the upper bound"), lines)

# 3. A trackpad swipe: precise wheel deltas at 120 Hz, the fingers' 0.2 s push then the
#    system's momentum deltas decaying like macOS's.
def trackpad():
    lines = []
    t = 0.3
    # finger phase: deltas rising then steady
    for k in range(24):
        d = 2.0 + 6.0 * min(1.0, k / 8.0)
        lines.append({"t": r(t, 6), "type": "wheel", "dx": r(d), "dy": 0.0, "precise": True}); t += 1 / HZ
    # momentum phase
    d = 8.0
    while d > 0.1:
        lines.append({"t": r(t, 6), "type": "wheel", "dx": r(d), "dy": 0.0, "precise": True}); t += 1 / HZ
        d *= 0.955
    write("trackpad-swipe.jsonl", header("hand-written (Traces/generate.py): a two-finger trackpad swipe, precise wheel deltas at 120 Hz"), lines)

# 4. Keyboard steps: right ×3, page down (+5), left, then end and home, then right ×2.
def keys():
    seq = ["right", "right", "right", "page_down", "left", "end", "home", "right", "right", "page_down", "page_down", "left"]
    lines = [{"t": r(0.2 + 0.45 * i, 6), "type": "key", "key": k} for i, k in enumerate(seq)]
    write("keyboard-steps.jsonl", header("hand-written (Traces/generate.py): arrow, page and home/end keys"), lines)

# 5. A catch during deceleration: a flick, then 0.35 s later a touch that stops the content,
#    a short still hold and a release.
def catch():
    x0 = 360.0
    lines = drag(0.2, x0, 100.0, lambda u: x0 - 120.0 * u, 0.1)
    t = lines[-1]["t"] + 0.35
    lines.append({"t": r(t, 6), "type": "down", "x": 250.0, "y": 100.0})
    for k in range(1, 13):
        lines.append({"t": r(t + k / HZ, 6), "type": "move", "x": 250.0, "y": 100.0})
    lines.append({"t": r(t + 12 / HZ, 6), "type": "up", "x": 250.0, "y": 100.0})
    write("catch-deceleration.jsonl", header("hand-written (Traces/generate.py): a flick caught by a second touch 0.35 s later"), lines)

# 6. Notched mouse wheel: five notches down, two up.
def notched():
    lines = [{"t": r(0.2 + 0.12 * i, 6), "type": "wheel", "dx": 0.0, "dy": 10.0, "precise": False} for i in range(5)]
    lines += [{"t": r(1.4 + 0.15 * i, 6), "type": "wheel", "dx": 0.0, "dy": -10.0, "precise": False} for i in range(2)]
    write("notched-wheel.jsonl", header("hand-written (Traces/generate.py): a notched mouse wheel, five notches one way, two back"), lines)

# The other sample traces are recorded through the sandbox (Traces/record.sh); these
# generators wrote their first, hand-written versions and are kept as examples.
if __name__ == "__main__":
    trackpad()
