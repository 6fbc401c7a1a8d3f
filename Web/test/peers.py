#!/usr/bin/env python3
"""Detent and its peers on the same flings in headless Chromium (Web/peers/): where each rests,
when, its start speed over the release speed, its last step against the one before, and for the
scripted engines the cost per frame. `make web-bench` runs it (not part of make test: each fling
runs in real time), after Web/bench/bench.sh has built Web/bench/native: the cost rounds of
Web/bench/frames.js in the page and native rounds take turns, --rounds times, and each path keeps
its fastest. Writes .build/web-bench/peers.json and prints two tables.
    python3 Web/test/peers.py [--velocities 600,1800,4000] [--rounds 15]"""
import argparse, base64, json, os, shutil, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from serve import serve  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--velocities", default="600,1800,4000")
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    velocities = [float(v) for v in args.velocities.split(",")]
    native = os.path.join(".build", "web-bench", "native")
    bench = os.path.join(".build", "web-bench", "detent-bench.wasm")
    if not os.access(native, os.X_OK) or not os.path.exists(bench):
        sys.exit(f"peers.py: {native} or {bench} is missing: run Web/bench/bench.sh (make web-bench) first")
    server = serve()
    url = f"http://127.0.0.1:{server.server_address[1]}/peers/"
    exe = shutil.which("chromium-headless-shell") or shutil.which("chromium")
    results = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": 1000, "height": 800}, has_touch=True)
        page = context.new_page()
        page.on("pageerror", lambda e: print("page error:", e))
        page.goto(url)
        page.wait_for_selector("body[data-ready=true]", timeout=15000)
        cdp = context.new_cdp_session(page)
        for v in velocities:
            for peer in ("detent", "inertia", "iscroll"):
                results.append(page.evaluate(f"v => peers.{peer}(v)", v))
                print(f"  {peer} {v:.0f}: rests at {results[-1]['rest']:.1f} after {results[-1]['restTime']:.0f} ms", flush=True)
            page.evaluate("() => peers.cssStart()")
            box = page.evaluate("() => peers.cssBox()")
            # A touch flick at v: six moves 1/60 s apart, lifted without a pause; Chromium's own
            # scrolling, measured from outside. Each touch carries its time: without one,
            # Chromium stamps it when it arrives over the protocol, and the flick it sees is
            # too uneven to fling.
            x0, y0 = box["x"] + 250, box["y"] + 30
            t0 = time.time()
            touch = lambda kind, t, points: cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points, "timestamp": t0 + t})
            touch("touchStart", 0, [{"x": x0, "y": y0}])
            for i in range(1, 7):
                time.sleep(max(0, t0 + i / 60 - time.time()))
                touch("touchMove", i / 60, [{"x": x0 - v / 60 * i, "y": y0}])
            release = page.evaluate("() => performance.now()")
            touch("touchEnd", 6 / 60 + 0.001, [])
            results.append(page.evaluate("([v, r, d]) => peers.cssResult(v, r, d)", [v, release, v / 10]))
        with open(bench, "rb") as f:
            page.evaluate("b => peers.loadBench(b)", base64.b64encode(f.read()).decode())
        best = {}
        for _ in range(args.rounds):
            out = subprocess.run([native, "1", "200", "600", "1800", "4000"], capture_output=True, text=True, check=True)
            r = json.loads(out.stdout)
            rounds = {"native": {"frames": r["frames"], "ns": r["ns_per_frame"] * r["frames"]}}
            rounds.update(page.evaluate("r => peers.costRound(r)", 200))
            for name, r in rounds.items():
                per = r["ns"] / r["frames"]
                if name not in best or per < best[name]["ns_per_frame"]:
                    best[name] = {"frames": r["frames"], "ns_per_frame": per}
        version = browser.version
        browser.close()
    server.shutdown()
    os.makedirs(".build/web-bench", exist_ok=True)
    with open(".build/web-bench/peers.json", "w") as f:
        json.dump({"flings": results, "cost": best, "chromium": version}, f, indent=1)
    print(f"{'peer':38} {'pt/s':>6} {'rests at':>9} {'after ms':>9} {'start/rel':>9} {'last step':>10} {'before':>8}")
    for m in results:
        print(f"{m['peer']:38} {m['release']:6.0f} {m['rest']:9.1f} {m['restTime']:9.0f} {m['startRatio']:9.3f} "
              f"{m['lastStep']:10.2f} {m['stepBefore']:8.2f}")
    names = {"native": "libdetent, native (C calls)", "module": "the same C loop inside detent.wasm", "exports": "detent.wasm, its exports (the same calls)",
             "js": "detent.wasm through detent.js (DOM events)", "inertia": "JavaScript inertia port (popmotion's formula)"}
    print(f"ns per 120 Hz frame in Chromium {version} (native beside it), the fastest of {args.rounds} rounds taken in turn:")
    for name, label in names.items():
        r = best[name]
        print(f"  {label:48} {r['ns_per_frame']:8.1f} ns  ({r['frames']} frames)  {r['ns_per_frame'] / best['native']['ns_per_frame']:.2f}x native")


if __name__ == "__main__":
    main()
