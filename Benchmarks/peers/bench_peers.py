#!/usr/bin/env python3
"""Detent and the scrollers users already have, on the same gestures, in one run.

    bench_peers.py [--repeat N] [--json FILE]      (run by `make bench-peers`)

For every trace in Traces/ plus three made here (a flick, a hard flick into the end, a slow
drag released while moving), the pointer gesture is cut out of the trace into a `.peer`
file (picker coordinates, the offset the picker had when the gesture began) and replayed by
four drivers with the same frame loop (frames at t = k / FPS, inputs at their own times):

    detent     the reference WheelPicker (Benchmarks/peers/DetentPeer)
    qscroller  Qt 5 QScroller, snap positions every 10 pt   (qt_peer.cpp)
    listview   Qt Quick ListView, snapMode SnapToItem        (qt_peer.cpp)
    kivy       Kivy DampedScrollEffect (no snapping exists)  (kivy_peer.py)

It prints one table, peer x trace:
  final @60/@120/@240  the offset at rest (pt; a value is 10 pt) at 60, 120 and 240 frames/s
  fps-free             whether the three are the same number
  rest                 seconds from the last release to the last frame that moved (250 fps)
  release / peak       the finger's speed over its last 50 ms of movement before a release
                       (0 if it rested 50 ms before the up), and the fastest the
                       content moved (offset change between two 250 fps frames) after it;
                       the release with the largest peak is shown
  on step              whether the offset at rest is exactly a multiple of 10 pt
  frame x, gesture x   cost as a ratio to Detent's, measured in this run by the same method:
                       the real time spent in the calls that do the scroller's work (see each
                       driver's comment) over --repeat replays at 120 fps in each of
                       --processes processes, the peers taking turns one process each: the
                       median over the turns of a process's median over Detent's in the same
                       turn, and in brackets the ratio of the fastest replays
Detent's final values also come from `detent replay TRACE --summary --fps F` on the whole
trace, and the script stops if they differ from its driver's.
"""
import argparse
import datetime
import json
import os
import platform
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BUILD = os.path.join(ROOT, "Benchmarks", ".build", "peers")
DETENT = os.path.join(ROOT, ".build", "release", "detent")
DETENT_PEER = os.path.join(ROOT, "Benchmarks", ".build", "release", "DetentPeer")
QT_PEER = os.path.join(BUILD, "qt-peer")
KIVY_PYTHON = os.path.join(BUILD, "venv", "bin", "python")
RATES = (60, 120, 240)
# Rest times and speeds are read from frames at 250 fps: 4 ms apart, whole milliseconds like
# Qt's animation clock (at 240 fps its rounding makes per-frame steps alternate 4, 4, 5 ms
# of motion within 4.17 ms frames, and speeds computed from them jitter by up to 20 %).
MOTION_FPS = 250
STEP, MAX, VIEWPORT = 10.0, 1000.0, 280.0
PEERS = ("detent", "qscroller", "listview", "kivy")


def fail(message):
    sys.exit("bench_peers.py: " + message)


# MARK: Traces

def header_line(source, select=None):
    lines = [json.dumps({"format": "detent-trace", "version": 1, "source": source})]
    if select is not None:
        lines.append(json.dumps({"t": 0.0, "type": "select", "value": select, "animated": False}))
    return lines


def drag(x0, t0, dx, dt, moves):
    """A pointer down at (x0, 100) at t0, `moves` moves of dx every dt, the up at the last one."""
    lines = [json.dumps({"t": t0, "type": "down", "x": x0, "y": 100.0})]
    for i in range(1, moves + 1):
        lines.append(json.dumps({"t": round(t0 + i * dt, 6), "type": "move", "x": x0 + i * dx, "y": 100.0}))
    lines.append(json.dumps({"t": round(t0 + moves * dt, 6), "type": "up", "x": x0 + moves * dx, "y": 100.0}))
    return lines


def made_traces():
    """The three gestures the sample traces lack, in the reference window (picker at x 100...380)."""
    return {
        "flick": header_line("bench_peers.py: a flick from value 0 at 1,500 pt/s (12 pt every 8 ms)")
        + drag(330.0, 0.5, -12.0, 0.008, 10),
        "hard-flick-end": header_line("bench_peers.py: from value 50 a flick at 5,000 pt/s into the end (25 pt every 5 ms)", 50)
        + drag(370.0, 0.5, -25.0, 0.005, 10),
        "slow-drag-release": header_line("bench_peers.py: from value 0 a 2 s drag at 60 pt/s, released while moving")
        + drag(300.0, 0.5, -1.0, 1.0 / 60, 120),
    }


def read_trace(path):
    with open(path) as f:
        lines = [json.loads(l) for l in f if l.strip()]
    return lines[0], lines[1:]


def picker_frame(header):
    """The reference picker's frame in the window (docs/trace-format.md: the size centred)."""
    picker = header.get("picker", {})
    for key in ("values", "spacing", "tick_width", "axis", "behavior", "rate", "size", "frame"):
        if key in picker:
            return None  # not the reference picker: the peers are set up for it only
    window = header.get("window", {"width": 480.0, "height": 200.0})
    w, h = min(VIEWPORT, window["width"]), min(80.0, window["height"])
    return (window["width"] - w) // 2, (window["height"] - h) // 2, w, h


def pointer_gesture(header, inputs):
    """The pointer inputs the picker takes (pointer 0, from a down inside the frame to its up)
    in picker coordinates, or the reason there are none."""
    frame = picker_frame(header)
    if frame is None:
        return None, "not the reference picker"
    fx, fy, fw, fh = frame
    out, down, first = [], False, None
    for i in inputs:
        kind = i["type"]
        if kind in ("down", "move", "up") and i.get("pointer", 0) == 0:
            if kind == "down" and not down and fx <= i["x"] <= fx + fw and fy <= i["y"] <= fy + fh:
                down = True
            elif kind == "down" or not down:
                continue
            out.append((kind, i["t"], i["x"] - fx))
            if kind == "up":
                down = False
            if first is None:
                first = i["t"]
        elif first is not None and kind != "move":
            return None, "a %s input after the first pointer down" % kind
    if not out:
        kinds = sorted({i["type"] for i in inputs})
        return None, "no pointer gesture (%s only)" % ", ".join(kinds)
    return out, None


def run(cmd, **kw):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)
    if r.returncode != 0:
        fail("%s failed (%d): %s" % (" ".join(cmd), r.returncode, r.stderr.strip()[-2000:]))
    return r.stdout


def detent_summary(path, fps, until=None):
    cmd = [DETENT, "replay", path, "--summary", "--fps", str(fps)]
    if until is not None:
        cmd += ["--until", repr(until)]
    return json.loads(run(cmd))


def write_peer_file(path, start, gesture):
    with open(path, "w") as f:
        f.write("start %r\nmax %r\nstep %r\nviewport %r\n" % (start, MAX, STEP, VIEWPORT))
        for kind, t, x in gesture:
            f.write("%s %r %r\n" % (kind, t, x))


def drive(peer, fps, peer_file, repeat):
    args = [str(fps), peer_file] + ([str(repeat)] if repeat else [])
    if peer == "detent":
        cmd = [DETENT_PEER] + args
    elif peer == "kivy":
        cmd = [KIVY_PYTHON, os.path.join(HERE, "kivy_peer.py")] + args
    else:
        cmd = [QT_PEER, peer] + args
    return json.loads(run(cmd))


def median(v):
    return sorted(v)[len(v) // 2]


def timed_costs(peer_file, args):
    """Each peer's cost from --processes runs of --repeat timed replays at 120 fps each. The
    peers take turns, one process each, so that the processes of a turn share the machine's
    state of the moment (other programs come and go); a peer's ratio to Detent is then the
    median over the turns of the two processes' ratio, and in brackets the ratio of their
    fastest replays. Also kept: the median of the processes' medians and the least of their
    minima."""
    turns = [{peer: drive(peer, 120, peer_file, args.repeat)["cost"] for peer in PEERS} for _ in range(args.processes)]
    out = {}
    for peer in PEERS:
        costs = [turn[peer] for turn in turns]
        if not all(c["finals_repeat"] for c in costs):
            fail("%s: %s ended somewhere else in a timed replay" % (peer_file, peer))
        m = {"processes": args.processes, "repeat": args.repeat,
             "clock_overhead_ns": median([c["clock_overhead_ns"] for c in costs])}
        for key in ("gesture_ns", "frame_ns"):
            m[key] = median([c[key] for c in costs])
            m[key.replace("_ns", "_min_ns")] = min(c[key.replace("_ns", "_min_ns")] for c in costs)
            pairs = [(turn[peer][key], turn["detent"][key]) for turn in turns]
            m[key.replace("_ns", "_ratio")] = median([a / b for a, b in pairs]) if all(a >= 0 and b > 0 for a, b in pairs) else None
        out[peer] = m
    return out


# MARK: Measures

def release_speed(gesture, t_up):
    """The finger's speed (pt/s) over its last 50 ms of movement before the release at t_up:
    the moves from 50 ms before the last one to it (an up repeats the last move's position,
    so it is left out); 0 if the finger rested 50 ms or more before the up."""
    moves = [(t, x) for kind, t, x in gesture if kind != "up" and t <= t_up]
    if not moves or t_up - moves[-1][0] >= 0.05:
        return 0.0
    t_last = moves[-1][0]
    pts = [(t, x) for t, x in moves if t >= t_last - 0.05 - 1e-9]
    if len(pts) < 2 or pts[-1][0] == pts[0][0]:
        return 0.0
    return abs(pts[-1][1] - pts[0][1]) / (pts[-1][0] - pts[0][0])


def releases(gesture):
    """(release time, next down time or None) for every up."""
    ups = [t for kind, t, _ in gesture if kind == "up"]
    downs = [t for kind, t, _ in gesture if kind == "down"]
    return [(u, next((d for d in downs if d > u), None)) for u in ups]


def peak_after(frames, t_from, t_to):
    best = 0.0
    for (t0, x0), (t1, x1) in zip(frames, frames[1:]):
        if t0 >= t_from and (t_to is None or t1 <= t_to):
            best = max(best, abs(x1 - x0) / (t1 - t0))
    return best


def rest_after(frames, t_up):
    """Seconds from t_up to the last frame whose offset differs from the one before."""
    last = t_up
    for (t0, x0), (t1, x1) in zip(frames, frames[1:]):
        if x1 != x0:
            last = max(last, t1)
    return last - t_up


def fmt_offset(x):
    return "%.0f" % x if x == round(x) else "%.2f" % x


def fmt_peak(peak, release):
    return "%.0f (%.2f)" % (peak, peak / release) if release > 0 else "%.0f" % peak


def fmt_ratio(r):
    if r is None:
        return "n/a"
    return "%.0f" % r if r >= 100 else "%.1f" % r if r >= 10 else "%.2f" % r


def fmt_ratios(median, fastest):
    return "n/a" if median is None else "%s (%s)" % (fmt_ratio(median), fmt_ratio(fastest))


def machine():
    cpu = "?"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return {"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "nproc": os.cpu_count(), "cpu": cpu, "system": platform.platform()}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=40, help="timed replays per process (default 40)")
    ap.add_argument("--processes", type=int, default=3,
                    help="processes per peer and trace that time replays (default 3)")
    ap.add_argument("--json", default=os.path.join(BUILD, "results.json"))
    args = ap.parse_args()
    for path in (DETENT, DETENT_PEER, QT_PEER, KIVY_PYTHON):
        if not os.path.exists(path):
            fail("%s is missing: run `make bench-peers`, which builds it" % path)

    traces = []
    for name in sorted(os.listdir(os.path.join(ROOT, "Traces"))):
        if name.endswith(".jsonl"):
            traces.append((name[:-6], os.path.join(ROOT, "Traces", name)))
    os.makedirs(os.path.join(BUILD, "traces"), exist_ok=True)
    for name, lines in made_traces().items():
        path = os.path.join(BUILD, "traces", name + ".jsonl")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        traces.append((name, path))

    results = {"machine": machine(), "repeat": args.repeat, "processes": args.processes, "traces": {}}
    rows, skipped, versions = [], [], {}
    for name, path in traces:
        header, inputs = read_trace(path)
        gesture, why = pointer_gesture(header, inputs)
        cli = {fps: detent_summary(path, fps) for fps in RATES}
        entry = {"detent_replay": {str(f): cli[f] for f in RATES}}
        results["traces"][name] = entry
        if gesture is None:
            skipped.append((name, why, cli))
            continue
        t_down = gesture[0][1]
        before = detent_summary(path, 120, until=t_down - 1e-6)
        start = before["final_offset"]
        if not before["idle"] or start != round(start / STEP) * STEP:
            # The peers start at rest on a value; this gesture begins while the picker moves.
            skipped.append((name, "the first pointer down comes while the picker moves (offset %r)" % start, cli))
            continue
        peer_file = os.path.join(BUILD, "traces", name + ".peer")
        write_peer_file(peer_file, start, gesture)
        entry.update(start=start, peer_file=peer_file, peers={})
        rel = releases(gesture)
        costs = timed_costs(peer_file, args)
        for peer in PEERS:
            runs = {fps: drive(peer, fps, peer_file, 0) for fps in RATES + (MOTION_FPS,)}
            runs[120]["cost"] = costs[peer]
            versions.setdefault(peer, runs[120].get("qt") or runs[120].get("kivy"))
            finals = [runs[f]["final"] for f in RATES]
            for f in RATES + (MOTION_FPS,):
                if not runs[f]["rested"]:
                    fail("%s: %s did not come to rest at %d fps within 30 s of the last input" % (name, peer, f))
            frames = runs[MOTION_FPS]["frames"]
            best = max(((peak_after(frames, u, d), release_speed(gesture, u)) for u, d in rel), default=(0.0, 0.0))
            m = {"final": {str(f): runs[f]["final"] for f in RATES}, "fps_free": len(set(finals)) == 1,
                 "rest_s": rest_after(frames, rel[-1][0]) if rel else None,
                 "release_pt_s": best[1], "peak_pt_s": best[0],
                 "on_step": all(x == round(x / STEP) * STEP for x in finals),
                 "cost": runs[120]["cost"], "info": runs[120]["info"]}
            if peer == "detent":
                whole = [cli[f]["final_offset"] for f in RATES]
                if whole != finals:
                    fail("%s: the Detent driver ends at %s, `detent replay` at %s" % (name, finals, whole))
            entry["peers"][peer] = m
        base = entry["peers"]["detent"]["cost"]
        for peer in PEERS:
            m = entry["peers"][peer]
            m["frame_ratio"], m["gesture_ratio"] = m["cost"]["frame_ratio"], m["cost"]["gesture_ratio"]
            for key in ("frame_min_ns", "gesture_min_ns"):
                mine, theirs = m["cost"][key], base[key]
                m[key.replace("_ns", "_ratio")] = mine / theirs if mine >= 0 and theirs > 0 else None
            rows.append((name, peer, m))

    results["versions"] = versions
    os.makedirs(os.path.dirname(args.json), exist_ok=True)
    with open(args.json, "w") as f:
        json.dump(results, f, indent=1)

    mach = results["machine"]
    print("Peers on the same gestures: %s, %s cores, %s; Qt %s, Kivy %s; cost at 120 fps, %d processes x %d timed replays"
          % (mach["date"], mach["nproc"], mach["cpu"], versions.get("qscroller"), versions.get("kivy"),
             args.processes, args.repeat))
    print()
    head = ("trace", "peer", "final @60", "@120", "@240", "fps-free", "rest s", "release pt/s", "peak pt/s (÷ release)",
            "on step", "frame × (min)", "gesture × (min)")
    table = [head]
    for name, peer, m in rows:
        fin = m["final"]
        table.append((name, peer, fmt_offset(fin["60"]), fmt_offset(fin["120"]), fmt_offset(fin["240"]),
                      "yes" if m["fps_free"] else "no", "%.3f" % m["rest_s"], "%.0f" % m["release_pt_s"],
                      fmt_peak(m["peak_pt_s"], m["release_pt_s"]), "yes" if m["on_step"] else "no",
                      fmt_ratios(m["frame_ratio"], m["frame_min_ratio"]),
                      fmt_ratios(m["gesture_ratio"], m["gesture_min_ratio"])))
    widths = [max(len(r[i]) for r in table) for i in range(len(head))]
    print("| " + " | ".join(h.ljust(w) for h, w in zip(head, widths)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in table[1:]:
        print("| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |")
    print()
    print("The base of the ratios, Detent's median cost per frame / per gesture: "
          + "; ".join("%s %s / %.1f µs" % (n, "%d ns" % c["frame_ns"] if c["frame_ns"] >= 0 else "n/a",
                                           c["gesture_ns"] / 1e3)
                      for n, c in ((n, e["peers"]["detent"]["cost"]) for n, e in results["traces"].items() if "peers" in e)))
    for name, why, cli in skipped:
        print("%s: peers not run (%s); Detent ends at %s at 60/120/240 fps" % (
            name, why, "/".join(fmt_offset(cli[f]["final_offset"]) for f in RATES)))
    print("(all figures: %s)" % os.path.relpath(args.json, ROOT))


if __name__ == "__main__":
    main()
