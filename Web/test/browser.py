#!/usr/bin/env python3
"""The demo pages in headless Chromium (Debian's, driven by Playwright for Python): a mouse drag
and fling, a touch flick (the DevTools protocol's Input.dispatchTouchEvent), wheel notches and a
trackpad's precise deltas, keys. After each gesture the picker rests on a target, its ARIA value
agrees with the picker's, its selection events are in order and unbroken, and its recorded trace
replays (replayTrace in the page, `detent replay` natively) to where it rests. A screenshot of the
picker (ruler, cylinder, date) matches `detent render`'s picture of the same trace within a few levels
per channel outside the labels' glyphs.
Screenshots go to .build/web-test/.
    python3 Web/test/browser.py --detent .build/debug/detent"""
import argparse, base64, json, os, shutil, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from serve import serve  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

OUT = os.path.join(os.getcwd(), ".build", "web-test")
failures = []


def check(ok, what):
    print(("ok    " if ok else "FAIL  ") + what)
    if not ok:
        failures.append(what)


def browser_executable():
    for name in ("chromium-headless-shell", "chromium"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("Web/test/browser.py: no chromium-headless-shell or chromium (make web-deps installs it)")


def settle(page, name, timeout=8000):
    """Waits until the picker (or engine) `name` rests, as the page's own frames run it."""
    page.wait_for_function(f"""() => {{
        const p = demo.pickers.{name}?.picker ?? demo.engines.{name}?.engine;
        return p.isIdle && p.phase === 'idle';
    }}""", timeout=timeout)
    # One more frame so that the canvas shows the resting state.
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def state(page, name):
    return page.evaluate(f"""() => {{
        const d = demo.pickers.{name}, p = d.picker, el = d.canvas;
        return {{ value: p.value, offset: p.offset, label: p.label(), columns: p.columns,
                 aria: {{ now: el.getAttribute('aria-valuenow'), text: el.getAttribute('aria-valuetext'),
                          min: el.getAttribute('aria-valuemin'), max: el.getAttribute('aria-valuemax') }},
                 events: demo.log.filter(e => e.source === '{name}' && e.type === 'selectionchange') }};
    }}""")


def check_rest(page, name, step, detent, where):
    """The picker rests on a target, its ARIA agrees, its events chain, its trace replays there."""
    settle(page, name)
    s = state(page, name)
    check(abs(s["offset"] / step - round(s["offset"] / step)) < 1e-9, f"{name} {where}: rests on a target (offset {s['offset']})")
    if name != "date":
        check(s["aria"]["now"] == str(s["value"]) or float(s["aria"]["now"]) == s["value"],
              f"{name} {where}: aria-valuenow {s['aria']['now']} is the value {s['value']}")
        check(s["aria"]["text"] == s["label"], f"{name} {where}: aria-valuetext {s['aria']['text']!r} is the label")
    events = s["events"]
    ordered = all(a["time"] <= b["time"] for a, b in zip(events, events[1:]))
    chained = all(a["to"] == b["from"] for a, b in zip(events, events[1:]) if a["column"] == b["column"])
    check(ordered and chained, f"{name} {where}: {len(events)} selection events in time order, each from the last one's value")
    if name != "date" and events:
        check(events[-1]["to"] == s["value"], f"{name} {where}: the last selection event ends on the value")
    trace = page.evaluate(f"() => demo.pickers.{name}.picker.trace()")
    web = page.evaluate(f"() => demo.replay('{name}')")
    path = os.path.join(OUT, f"{name}.jsonl")
    with open(path, "w") as f:
        f.write(trace)
    native = json.loads(subprocess.run([detent, "replay", path, "--summary"], capture_output=True, text=True, check=True).stdout)
    check(web["final_value"] == s["value"] or name == "date", f"{name} {where}: the page's replay of its trace ends on its value ({web['final_value']})")
    same = {k: native[k] == web[k] for k in native}
    check(all(v for k, v in same.items() if k != "digest"),
          f"{name} {where}: detent replay of the recorded trace gives the page's summary ({native['final_value']}, {native['selection_changes']} changes)")
    print(f"      digest: page {web['digest']}, detent replay {native['digest']}" + ("" if same["digest"] else "  (differ: last-bit math, see docs/web.md)"))
    return s, path


def screenshot(page, selector, name):
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, f"{name}.png")
    page.locator(selector).screenshot(path=path)
    return path


def compare_with_render(page, detent, name, trace):
    """The picker's canvas against `detent render`'s last frame of the same trace."""
    frames = tempfile.mkdtemp(prefix="detent-render-")
    try:
        subprocess.run([detent, "render", trace, "--out", frames, "--fps", "10"], check=True, capture_output=True)
        last = sorted(f for f in os.listdir(frames) if f.endswith(".png"))[-1]
        shutil.copy(os.path.join(frames, last), os.path.join(OUT, f"{name}-detent-render.png"))
        with open(os.path.join(frames, last), "rb") as f:
            url = "data:image/png;base64," + base64.b64encode(f.read()).decode()
    finally:
        shutil.rmtree(frames, ignore_errors=True)
    stats = page.evaluate("""async ([url, name]) => {
        const img = new Image(); img.src = url; await img.decode();
        const c = document.createElement('canvas'); c.width = img.width; c.height = img.height;
        const x = c.getContext('2d'); x.drawImage(img, 0, 0);
        const a = x.getImageData(0, 0, c.width, c.height).data;
        const canvas = demo.pickers[name].canvas;
        const b = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        if (a.length !== b.length) return { size: [img.width, img.height, canvas.width, canvas.height] };
        // Glyphs: the display list's text frames (a cylinder's rows: the scaled text's), 2 px wider each way.
        const texts = demo.pickers[name].picker.displayList().filter(i => i.kind === 'text');
        const boxes = texts.map(i => [i.x - 2, i.y - 2, i.x + i.width + 2, i.y + i.height + 2]);
        const inText = (px, py) => boxes.some(([x0, y0, x1, y1]) => px >= x0 && px < x1 && py >= y0 && py < y1);
        // A cylinder's squeezed rows (not faded out): the ink's extent in each picture, the
        // pixels within its frame (3 px wider across, 1 px taller) over 40 levels from the
        // frame's corner (the background). Drawn as a smaller font, a row would be narrower
        // by its squeeze (a row at 0.7 of its height 30 % narrower).
        const ink = (data, [x0, y0, x1, y1]) => {
            x0 = Math.max(0, Math.floor(x0)); y0 = Math.max(0, Math.floor(y0));
            x1 = Math.min(c.width, Math.ceil(x1)); y1 = Math.min(c.height, Math.ceil(y1));
            const at = (x, y) => 4 * (y * c.width + x), bg = at(x0, y0);
            let minX = Infinity, maxX = -1, minY = Infinity, maxY = -1;
            for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) {
                const i = at(x, y);
                if (Math.max(Math.abs(data[i] - data[bg]), Math.abs(data[i+1] - data[bg+1]), Math.abs(data[i+2] - data[bg+2])) > 40) {
                    minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
                }
            }
            return maxX < 0 ? [0, 0] : [maxX - minX + 1, maxY - minY + 1];
        };
        const rows = texts.filter(i => i.scaleY < 0.95 && i.color[3] >= 0.3).map(i => {
            const box = [i.x - 3, i.y - 1, i.x + i.width + 3, i.y + i.height + 1];
            return { text: i.text, scale: [i.scaleX, i.scaleY], render: ink(a, box), canvas: ink(b, box) };
        });
        const diffs = [], outside = [];
        let worst = [0, 0, 0];
        for (let i = 0; i < a.length; i += 4) {
            const d = Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i+1] - b[i+1]), Math.abs(a[i+2] - b[i+2]));
            diffs.push(d);
            const px = (i / 4) % c.width, py = Math.floor(i / 4 / c.width);
            if (!inText(px, py)) { outside.push(d); if (d > worst[0]) worst = [d, px, py]; }
        }
        diffs.sort((p, q) => p - q);
        const mean = diffs.reduce((s, d) => s + d, 0) / diffs.length;
        return { pixels: diffs.length, mean, p99: diffs[Math.floor(diffs.length * 0.99)], max: diffs[diffs.length - 1],
                 over8: diffs.filter(d => d > 8).length, outsideMax: worst[0], worstAt: [worst[1], worst[2]], outside: outside.length, rows };
    }""", [url, name])
    if "size" in stats:
        check(False, f"{name}: detent render's frame and the canvas differ in size {stats['size']}")
        return
    print(f"      {name} vs detent render: mean {stats['mean']:.3f} levels, 99th percentile {stats['p99']}, "
          f"max {stats['max']} (on a glyph), {stats['over8']} of {stats['pixels']} pixels beyond 8 levels; "
          f"outside the labels' boxes ({stats['outside']} pixels) at most {stats['outsideMax']} at {stats['worstAt']}")
    # Ticks, indicator and background must be the same pixels within a few levels; the labels'
    # glyphs are two renderers' anti-aliasing (FreeType in SDL_ttf, Skia in Chromium) and differ
    # on their edges, so there only the whole picture's statistics are held.
    # (The date picker's labels are a larger share of its picture: there only outside them.)
    whole = name != "date"
    check(stats["outsideMax"] <= 4 and (not whole or (stats["p99"] <= 4 and stats["mean"] <= 1.0)),
          f"{name}: the canvas matches detent render's PNG of the same trace (within 4 levels outside the "
          + ("glyphs, 99% of all pixels)" if whole else "glyphs)"))
    # A cylinder's rows seen at an angle: squeezed and narrowed as `detent render` draws them
    # (the ink's width and height within 2 px of its).
    rows = stats["rows"]
    if name != "ruler":
        # Within 2 px, or 4 % of a long row's width (two fonts' hinting: "December" is 98 px in
        # one and 95 in the other); a row drawn as a smaller font misses by its squeeze (30 %).
        misses = [r for r in rows if abs(r["render"][0] - r["canvas"][0]) > max(2, 0.04 * r["render"][0])
                  or abs(r["render"][1] - r["canvas"][1]) > 2]
        for r in rows:
            print(f"      row {r['text']!r} scaled {r['scale'][0]:.3f} x {r['scale'][1]:.3f}: ink {r['render'][0]} x {r['render'][1]} px "
                  f"in detent render, {r['canvas'][0]} x {r['canvas'][1]} on the canvas")
        check(len(rows) >= 2 and not misses, f"{name}: {len(rows)} rows seen at an angle are squeezed and narrowed as detent "
              f"render draws them (ink within 2 px or 4 %)" + (f"; not {[r['text'] for r in misses]}" if misses else ""))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--detent", default=".build/debug/detent")
    detent = os.path.abspath(parser.parse_args().detent)
    os.makedirs(OUT, exist_ok=True)
    server = serve()
    url = f"http://127.0.0.1:{server.server_address[1]}/demo/"
    started = time.monotonic()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=browser_executable(), args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": 1100, "height": 1500}, device_scale_factor=1, has_touch=True)
        page = context.new_page()
        # The page's media queries, kept so that the test can say when one changes: Chromium
        # sends no change event for a devicePixelRatio emulated through the DevTools protocol.
        page.add_init_script("{ const mm = window.matchMedia.bind(window); window.queries = [];"
                             " window.matchMedia = (q) => { const m = mm(q); queries.push(m); return m; }; }")
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        fetched = []
        page.on("request", lambda r: fetched.append(r.url.rsplit("/", 1)[-1]))
        page.goto(url)
        page.wait_for_selector("body[data-ready=true]", timeout=15000)
        check("detent.wasm" in fetched and "detent-replay.wasm" not in fetched,
              "the page loads detent.wasm, and the replay module only when it replays a trace")
        check(page.get_by_role("slider", name="Ruler").count() == 1, "the ruler is role=slider, named by its heading")
        check(page.locator("#date-stage [role=spinbutton]").count() == 3, "the date picker has a spinbutton per column")
        orientation = page.evaluate("() => ['ruler', 'cylinder', 'profile', 'list'].map(id => document.getElementById(id).getAttribute('aria-orientation'))")
        check(orientation == [None, "vertical", "vertical", "vertical"], f"the vertical sliders say so, the ruler is horizontal (the default): {orientation}")
        first = page.evaluate("() => document.querySelector('main section').id")
        check(first == "ruler-section", "the ruler is first on the page")
        menu = page.evaluate("() => { const e = demo.engines.profile.engine; return [e.phase, e.offset]; }")
        check(menu == ["idle", 16], f"the profile menu rests on its first row as the page loads, not moving to it ({menu})")

        # ---- The ruler: a mouse drag and fling, wheel notches, precise deltas, keys ----
        box = page.locator("#ruler").bounding_box()
        y = box["y"] + 100
        page.mouse.move(box["x"] + 330, y)
        page.mouse.down()
        for i in range(1, 9):   # 160 pt left over 8 moves at the page's pace: a fling
            page.mouse.move(box["x"] + 330 - 20 * i, y)
        page.mouse.up()
        s, _ = check_rest(page, "ruler", 10, detent, "after a mouse drag and fling")
        check(s["value"] > 0, f"ruler: the fling moved it forward (value {s['value']})")
        screenshot(page, "#ruler", "ruler-fling")

        before = s["value"]
        page.mouse.move(box["x"] + 240, y)
        for _ in range(3):
            page.mouse.wheel(0, 100)   # three notches of a mouse wheel
        s, _ = check_rest(page, "ruler", 10, detent, "after three wheel notches")
        check(s["value"] == min(100, before + 3), f"ruler: three notches moved it three values ({before} -> {s['value']})")

        before = s["value"]
        for _ in range(12):            # a trackpad: small fractional pixel deltas, 1:1
            page.mouse.wheel(-4.5, 0.25)
        s, _ = check_rest(page, "ruler", 10, detent, "after precise (trackpad) deltas")
        check(s["value"] != before, f"ruler: precise deltas moved it ({before} -> {s['value']})")

        # Keys as ARIA's slider has them (a screen reader's increase is Up or Right): Up and Right
        # increase the value, Down and Left decrease it, Page Up and Page Down by a page.
        page.locator("#ruler").focus()
        for key, expect in [("Home", 0), ("ArrowRight", 1), ("ArrowUp", 2), ("PageUp", 7), ("ArrowDown", 6), ("PageDown", 1),
                            ("End", 100), ("ArrowLeft", 99)]:
            page.keyboard.press(key)
            settle(page, "ruler")
            v = page.evaluate("() => [demo.pickers.ruler.picker.value, document.getElementById('ruler').getAttribute('aria-valuenow')]")
            check(v == [expect, str(expect)], f"ruler: {key} -> {v[0]}, aria-valuenow {v[1]} (expected {expect})")
        s, trace = check_rest(page, "ruler", 10, detent, "after keys")
        screenshot(page, "#ruler", "ruler-keys")
        compare_with_render(page, detent, "ruler", trace)

        # ---- The cylinder: a touch flick through the DevTools protocol ----
        cdp = context.new_cdp_session(page)
        box = page.locator("#cylinder").bounding_box()
        x, y0 = box["x"] + 240, box["y"] + 200
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y0}]})
        for i in range(1, 7):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y0 - 18 * i}]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        s, trace = check_rest(page, "cylinder", 32, detent, "after a touch flick")
        compare_with_render(page, detent, "cylinder", trace)
        check(s["value"] != 0, f"cylinder: the flick moved the wheel (value {s['value']})")
        screenshot(page, "#cylinder", "cylinder-flick")
        # On the vertical cylinder too, Up increases the value (the next minute, round 59 to 0).
        page.locator("#cylinder").focus()
        for key, step in [("ArrowUp", 1), ("ArrowUp", 1), ("ArrowDown", -1), ("PageUp", 5), ("PageDown", -5)]:
            before = s["value"]
            page.keyboard.press(key)
            s, _ = check_rest(page, "cylinder", 32, detent, f"after {key}")
            check(s["value"] == (before + step) % 60 and s["aria"]["now"] == str(s["value"]),
                  f"cylinder: {key} -> {s['value']}, aria-valuenow {s['aria']['now']} (expected {(before + step) % 60})")

        # ---- The date picker: keys on a spinbutton ----
        page.locator("#date-stage [role=spinbutton]").first.focus()
        page.keyboard.press("ArrowUp")
        settle(page, "date")
        s = state(page, "date")
        check(s["columns"][0]["label"] == "February" and s["label"].startswith("2024-02-"),
              f"date: ArrowUp on the month increases it to February ({s['label']})")
        month = page.locator("#date-stage [role=spinbutton]").first
        check(month.get_attribute("aria-valuetext") == "February" and month.get_attribute("aria-valuenow") == "2",
              "date: the month's spinbutton says February (aria-valuenow 2)")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowDown")
        _, trace = check_rest(page, "date", 32, detent, "after keys on two columns")
        compare_with_render(page, detent, "date", trace)
        day = page.locator("#date-stage [role=spinbutton]").nth(1)
        s = state(page, "date")
        check(day.get_attribute("aria-valuenow") == str(int(s["columns"][1]["value"])), f"date: the day's spinbutton agrees ({day.get_attribute('aria-valuetext')})")
        screenshot(page, "#date-stage", "date-keys")
        # The focused column is drawn where the page's focus is: Tab to the year, and the canvas
        # shows the year's highlight, not the day's (the pixel above each column's row in the band).
        page.keyboard.press("Tab")
        band_js = """() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => {
            const d = demo.pickers.date, x = d.canvas.getContext('2d'), dpr = devicePixelRatio;
            r(d.picker.columns.map(c => Array.from(x.getImageData(Math.round((c.frame.x + 4) * dpr), Math.round((c.frame.y + c.frame.height / 2 - 14) * dpr), 1, 1).data))); })))"""
        band = page.evaluate(band_js)
        check(page.evaluate("() => demo.pickers.date.picker.activeColumn") == 2 and band[0] == band[1] and band[2] != band[1],
              f"date: Tab to the year draws its focus on the year's column (band pixels {band})")
        # The mark is the page's focus: with the focus on the ruler the date draws none (the year
        # stays the picker's focused column, where its wheel and keys go); back on the month, it
        # is drawn there.
        page.locator("#ruler").focus()
        band = page.evaluate(band_js)
        check(page.evaluate("() => demo.pickers.date.picker.activeColumn") == 2 and band[0] == band[1] == band[2],
              f"date: with the page's focus on the ruler, no column is drawn focused (band pixels {band})")
        page.locator("#date-stage [role=spinbutton]").first.focus()
        band = page.evaluate(band_js)
        check(band[0] != band[1] and band[1] == band[2], f"date: focused again on the month, the month is drawn focused (band pixels {band})")
        page.keyboard.press("Tab")
        page.keyboard.press("Tab")
        settle(page, "date")

        # ---- The 10,000 rows: wheel notches rest view-aligned on a row ----
        box = page.locator("#list").bounding_box()
        page.mouse.move(box["x"] + 160, box["y"] + 200)
        for _ in range(4):
            page.mouse.wheel(0, 100)
        settle(page, "list")
        r = page.evaluate("() => { const e = demo.engines.list.engine; return { offset: e.offset, index: e.selectedIndex, target: e.targetOffset(e.selectedIndex) }; }")
        check(r["offset"] == r["target"] and r["index"] == 4, f"list: four notches rest on row {r['index'] + 1}'s top (offset {r['offset']})")
        # A listbox whose active descendant is the selected row's option, placed among all 10,000.
        list_row = ("() => { const l = document.getElementById('list'), id = l.getAttribute('aria-activedescendant'); "
                    "const o = id && document.getElementById(id); return o && o.getAttribute('aria-selected') === 'true' "
                    "? [o.getAttribute('role'), Number(o.getAttribute('aria-posinset')) - 1, Number(o.getAttribute('aria-setsize'))] : null; }")
        aria = page.evaluate(list_row)
        check(page.locator("#list").get_attribute("role") == "listbox" and aria == ["option", r["index"], 10000],
              f"list: a listbox whose active descendant is row {r['index']}'s option, of 10,000 ({aria})")
        screenshot(page, "#list", "list-wheel")
        page.locator("#list").focus()
        page.keyboard.press("End")
        settle(page, "list")
        now = page.evaluate(list_row)
        check(now is not None and now[1] == 9993, f"list: End rests on the last row that reaches the top, 9993 ({now})")
        # The list is a scroll view, not a picker: Down scrolls down (to the next row), Up back.
        rows = []
        for key in ["Home", "ArrowDown", "ArrowDown", "ArrowUp"]:
            page.keyboard.press(key)
            settle(page, "list")
            rows.append((page.evaluate(list_row) or [None, None])[1])
        check(rows == [0, 1, 2, 1], f"list: Home, Down, Down, Up rest on rows {rows} (0, 1, 2, 1)")
        page.keyboard.press("End")
        settle(page, "list")
        page.mouse.move(box["x"] + 160, box["y"] + 300)
        page.mouse.down()
        for i in range(1, 11):
            page.mouse.move(box["x"] + 160, box["y"] + 300 - 20 * i)
        pulled = page.evaluate("() => demo.engines.list.engine.offset")
        page.mouse.up()
        settle(page, "list")
        back = page.evaluate(list_row)
        check(pulled > 599600 and back is not None and back[1] == 9993,
              f"list: pulled past its end (offset {pulled:.1f}), it comes back to select row 9993 ({back})")

        # ---- The profile menu: a tap on a row selects it; the pickers keep their values ----
        before = {n: page.evaluate(f"() => demo.pickers.{n}.picker.label()") for n in ("ruler", "cylinder", "date")}
        page.evaluate("() => { demo.log.length = 0; }")
        box = page.locator("#profile").bounding_box()
        page.mouse.click(box["x"] + 100, box["y"] + 1 + 80 + 32 + 10)   # the row below the centre line
        settle(page, "profile")
        profile = page.evaluate("() => [demo.profile, demo.pickers.ruler.picker.spec.profile, demo.pickers.date.picker.activeColumn]")
        check(profile == ["android", "android", 2], f"profile menu: a tap on Android selects it, the date's focus stays on the year ({profile})")
        menu_row = page.evaluate(list_row.replace("'list'", "'profile'"))
        check(page.locator("#profile").get_attribute("role") == "listbox" and menu_row == ["option", 1, 5],
              f"profile menu: a listbox whose active descendant is Android's option, the second of 5 ({menu_row})")
        after = {n: page.evaluate(f"() => demo.pickers.{n}.picker.label()") for n in ("ruler", "cylinder", "date")}
        check(after == before, f"the pickers keep their values across the profile change ({before} -> {after})")
        for name, step in [("ruler", 10), ("cylinder", 32), ("date", 32)]:
            check_rest(page, name, step, detent, "after the profile changed")

        # ---- A new devicePixelRatio (another screen, a zoom): the canvases are drawn at it at once ----
        cdp.send("Emulation.setDeviceMetricsOverride", {"width": 1100, "height": 1500, "deviceScaleFactor": 2, "mobile": False})
        page.evaluate("() => { for (const m of [...queries]) m.dispatchEvent(new Event('change')); }")
        widths = page.evaluate("() => [devicePixelRatio, ...['ruler', 'cylinder', 'date'].map(n => demo.pickers[n].canvas.width)]")
        check(widths == [2, 960, 960, 960], f"devicePixelRatio 2 after loading: the canvases are 960 pixels wide at once ({widths})")
        screenshot(page, "#cylinder", "cylinder-dpr2")
        cdp.send("Emulation.clearDeviceMetricsOverride")

        # ---- prefers-reduced-motion: keys jump on every picker and column ----
        rm = context.new_page()
        rm.on("pageerror", lambda e: errors.append(str(e)))
        rm.emulate_media(reduced_motion="reduce")
        rm.goto(url)
        rm.wait_for_selector("body[data-ready=true]", timeout=15000)
        check(rm.evaluate("() => demo.reducedMotion && Object.values(demo.pickers).every(p => p.picker.spec.rate === 'fast')"),
              "reduced motion: the page sees it, and its pickers fling with the fast deceleration")
        # Every animation frame from here notes any picker not at rest: a jump shows no frame in motion.
        rm.evaluate("""() => { window.moving = []; const f = () => {
            for (const [n, p] of Object.entries(demo.pickers)) if (!p.picker.isIdle) moving.push(n);
            for (const [n, l] of Object.entries(demo.engines)) if (!l.engine.isIdle) moving.push(n);
            requestAnimationFrame(f); }; requestAnimationFrame(f); }""")
        now = "(n) => { const p = demo.pickers[n].picker; return { value: p.value, label: p.label(), idle: p.isIdle, phase: p.phase }; }"
        rm.locator("#ruler").focus()
        for key, expect in [("End", 100), ("ArrowLeft", 99), ("PageDown", 94), ("ArrowDown", 93), ("Home", 0), ("ArrowRight", 1),
                            ("PageUp", 6), ("ArrowUp", 7)]:
            rm.keyboard.press(key)
            v = rm.evaluate(now, "ruler")
            check(v["value"] == expect and v["idle"] and v["phase"] == "idle",
                  f"reduced motion: ruler {key} -> {v['value']} at once, at rest (expected {expect})")
        rm.locator("#date-stage [role=spinbutton]").first.focus()
        for key, expect in [("ArrowUp", "2024-02-29"), ("ArrowRight", "2024-02-29"), ("ArrowDown", "2024-02-28"),
                            ("Home", "2024-02-01"), ("ArrowDown", "2024-02-29"), ("PageDown", "2024-02-24"),
                            ("ArrowLeft", "2024-02-24"), ("PageUp", "2024-07-24")]:
            rm.keyboard.press(key)
            v = rm.evaluate(now, "date")
            check(v["label"] == expect and v["idle"] and v["phase"] == "idle",
                  f"reduced motion: date {key} -> {v['label']} at once, at rest (expected {expect})")
        # The list, an engine of view-aligned rows: a key scrolls where its spring would rest, at once.
        rm.locator("#list").focus()
        for key in ["End", "ArrowUp", "PageUp", "Home", "ArrowDown", "PageDown"]:
            rm.keyboard.press(key)
            v = rm.evaluate("() => { const e = demo.engines.list.engine; "
                            "return { offset: e.offset, idle: e.isIdle, phase: e.phase, target: e.targetOffset(e.selectedIndex) }; }")
            check(v["idle"] and v["phase"] == "idle" and (v["offset"] == v["target"] or key == "End"),
                  f"reduced motion: list {key} -> offset {v['offset']} at once, at rest on a row's top")
        rm.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        moving = rm.evaluate("() => moving.length")
        phases = rm.evaluate("() => demo.log.filter(e => e.type === 'phasechange').length")
        causes = rm.evaluate("() => [...new Set(demo.log.filter(e => e.type === 'selectionchange').map(e => e.cause))]")
        check(moving == 0 and phases == 0, f"reduced motion: no frame with a picker or list in motion ({moving}), no phase change ({phases})")
        check(causes == ["programmatic"], f"reduced motion: each key's change is one jump (causes {causes})")
        s, _ = check_rest(rm, "ruler", 10, detent, "after keys under reduced motion")
        s, _ = check_rest(rm, "date", 32, detent, "after keys under reduced motion")
        check(s["label"] == "2024-07-24", f"date: the recorded jumps replay to {s['label']}")
        screenshot(rm, "#date-stage", "date-reduced-motion")

        check(not errors, "no errors in the page" + (f": {errors}" if errors else ""))
        browser.close()
    server.shutdown()
    print(f"browser tests: {time.monotonic() - started:.1f} s, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
