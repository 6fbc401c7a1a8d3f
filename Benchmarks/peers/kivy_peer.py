#!/usr/bin/env python3
"""Kivy's scroll effect (DampedScrollEffect, the one ScrollView uses; a KineticEffect with
bounds and a spring) driven headless through a gesture file, printing the same JSON object
as qt_peer.cpp and DetentPeer.

    kivy_peer.py FPS FILE.peer [REPEAT]

FILE.peer (written by bench_peers.py): `start OFFSET`, `max OFFSET`, `step PT`, `viewport PT`,
then `down|move|up T X` lines. The effect's value follows the finger (value = -offset,
bounds -max...0), so the offset is -scroll.

No window is opened and Kivy's Clock never runs. The effect asks for its next step with
`trigger_velocity_update()` (a Clock trigger in an app: one call at the next frame); here
that trigger only sets a flag, and each frame at t = k / FPS calls `update_velocity(1/FPS)`
when the flag is set, as Kivy's Clock would. Inputs go to start/update/stop at their own
times between frames. Kivy reads `t or time()`, so a time of 0 would become wall-clock time:
every time passed is trace time + 1000 s.

Cost: with REPEAT > 0 the gesture is replayed REPEAT more times on fresh effects and the
real time (time.perf_counter_ns) of the effect's calls is summed, less the median time of an
empty timed region: start/update/stop per input and update_velocity per frame. The medians
and minima are printed, of the whole gesture and of one frame after a release while the effect moves.
It is Python: the interpreter's cost is in it.
"""
import json
import os
import sys
import tempfile
import time

os.environ.setdefault("KIVY_NO_ARGS", "1")
os.environ.setdefault("KIVY_NO_CONSOLELOG", "1")
os.environ.setdefault("KIVY_NO_FILELOG", "1")
os.environ.setdefault("KIVY_HOME", os.path.join(tempfile.gettempdir(), "kivy-peer-home-%d" % os.getuid()))

import kivy  # noqa: E402
from kivy.effects.dampedscroll import DampedScrollEffect  # noqa: E402

T_OFFSET = 1000.0


def read_gesture(path):
    g = {"start": 0.0, "max": 1000.0, "step": 10.0, "viewport": 280.0, "inputs": []}
    with open(path) as f:
        for n, line in enumerate(f, 1):
            fields = line.split()
            if not fields or fields[0].startswith("#"):
                continue
            try:
                if fields[0] in ("start", "max", "step", "viewport"):
                    g[fields[0]] = float(fields[1])
                elif fields[0] in ("down", "move", "up"):
                    g["inputs"].append((fields[0], float(fields[1]), float(fields[2])))
                else:
                    sys.exit("%s:%d: unknown line" % (path, n))
            except (IndexError, ValueError):
                sys.exit("%s:%d: expected numbers" % (path, n))
    if not g["inputs"]:
        sys.exit("%s: no pointer input" % path)
    return g


class Driven:
    """The effect with its Clock trigger replaced by a flag the frame loop reads."""

    def __init__(self, g):
        self.effect = DampedScrollEffect(min=-g["max"], max=0)
        self.effect.value = -g["start"]
        self.pending = False
        self.effect.trigger_velocity_update = self.trigger

    def trigger(self, *args):
        self.pending = True

    def offset(self):
        return -self.effect.scroll

    def moving(self):
        return self.pending or self.effect.is_manual


def clock_overhead():
    """The median real time of an empty timed region, subtracted from every timed region."""
    clock = time.perf_counter_ns
    v = []
    for _ in range(20001):
        t0 = clock()
        v.append(clock() - t0)
    return sorted(v)[len(v) // 2]


def replay(g, fps, timed, overhead=0):
    d = Driven(g)
    e = d.effect
    clock = time.perf_counter_ns
    frames, gesture_ns, motion_ns, motion_frames = [], 0, 0, 0
    inputs = g["inputs"]
    last = inputs[-1][1]
    dt = 1.0 / fps
    k = int(inputs[0][1] * fps // 1)
    i, was_moving, pointer_down, rested = 0, False, False, False
    while True:
        tf = k / fps
        while i < len(inputs) and inputs[i][1] <= tf:
            kind, t, x = inputs[i]
            i += 1
            pointer_down = kind != "up"
            method = e.start if kind == "down" else e.update if kind == "move" else e.stop
            t0 = clock() if timed else 0
            method(x, t + T_OFFSET)
            if timed:
                gesture_ns += clock() - t0 - overhead
        motion = not pointer_down and d.moving()
        t0 = clock() if timed else 0
        if d.pending:
            d.pending = False
            e.update_velocity(dt)
        offset = d.offset()
        if timed:
            spent = clock() - t0 - overhead
            gesture_ns += spent
            if motion:
                motion_ns += spent
                motion_frames += 1
        frames.append([tf, offset])
        moving = d.moving()
        if i == len(inputs) and tf >= last and not moving and not was_moving:
            rested = True
            break
        was_moving = moving
        if tf > last + 30:
            break
        k += 1
    return frames, rested, gesture_ns, (motion_ns // motion_frames if motion_frames else -1)


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: kivy_peer.py FPS FILE.peer [REPEAT]")
    fps = int(sys.argv[1])
    repeat = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    g = read_gesture(sys.argv[2])
    frames, rested, _, _ = replay(g, fps, False)
    gestures, per_frame, repeatable = [], [], True
    overhead = clock_overhead() if repeat else 0
    for _ in range(repeat):
        f, _, gn, fn = replay(g, fps, True, overhead)
        gestures.append(gn)
        if fn >= 0:
            per_frame.append(fn)
        repeatable = repeatable and f[-1][1] == frames[-1][1]

    def median(v):
        return sorted(v)[len(v) // 2] if v else -1

    e = DampedScrollEffect()
    print(json.dumps({"peer": "kivy", "kivy": kivy.__version__, "fps": fps, "final": frames[-1][1], "rested": rested,
                      "info": {k: getattr(e, k) for k in ("friction", "min_velocity", "min_distance", "std_dt",
                                                           "max_history", "edge_damping", "spring_constant",
                                                           "min_overscroll", "round_value")},
                      "cost": {"repeat": repeat, "gesture_ns": median(gestures), "frame_ns": median(per_frame),
                               "gesture_min_ns": min(gestures, default=-1), "frame_min_ns": min(per_frame, default=-1),
                               "clock_overhead_ns": overhead,
                               "finals_repeat": repeatable},
                      "frames": frames}))


if __name__ == "__main__":
    main()
