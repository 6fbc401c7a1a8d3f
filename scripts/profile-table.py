#!/usr/bin/env python3
"""Prints docs/physics.md's table of the platform profiles on one flick of the reference
picker, from `detent fling` (on the PATH, or DETENT=path): 1000 pt/s from offset 300 with no
behaviour (distance and time to rest) and with the picker's snapping (the value it rests on,
and when), and 8000 pt/s from 900 into the end (the peak overshoot past it, frames at 120 Hz).

    PATH=.build/release:$PATH scripts/profile-table.py
"""
import json, os, subprocess

DETENT = os.environ.get("DETENT", "detent")
PROFILES = ["ios", "android", "flutter-bouncing", "flutter-clamping", "gtk"]


def fling(*args):
    out = subprocess.run([DETENT, "fling", *args], check=True, stdout=subprocess.PIPE, text=True).stdout
    return [json.loads(line) for line in out.splitlines()]


def points(x, places):
    return "0" if round(x, places) == 0 else f"{x:.{places}f} pt"


print("| profile | distance | time to rest | peak overshoot | with the picker's snapping: rests on, at |")
print("| --- | --- | --- | --- | --- |")
for p in PROFILES:
    free = fling("--profile", p, "--behavior", "none", "--velocity", "1000", "--from", "300", "--summary")[0]
    snapped = fling("--profile", p, "--velocity", "1000", "--from", "300", "--summary")[0]
    frames = [r for r in fling("--profile", p, "--behavior", "none", "--velocity", "8000", "--from", "900") if r["kind"] == "frame"]
    peak = max(0.0, max(f["offset"] for f in frames) - 1000)
    print(f"| {p} | {points(free['final_offset'] - 300, 2)} | {free['rest_time']:.3f} s | {points(peak, 1)} | "
          f"{snapped['final_value']:g}, {snapped['rest_time']:.3f} s |")
