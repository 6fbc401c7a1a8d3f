// detent.js in node: what a wrong binding would break. Usage: node Web/test/api.mjs
import assert from "node:assert/strict";
import { init, Picker, ScrollEngine, replayTrace, version, DetentError, DetentTimeError, DetentNotFiniteError,
  DetentInvalidError, DetentNullError, DetentStateError } from "../dist/detent.js";

// A module that could not be fetched (a 404 page) is a DetentError that says so, not a CompileError.
await assert.rejects(init(new Response("<!doctype html>Not Found", { status: 404 })),
  (e) => e instanceof DetentError && e.message === "detent.js: the module could not be loaded (HTTP 404)");
await init();
await init();                                   // a second call returns at once
assert.equal(version(), "1.3.0");
let checks = 0;
const ok = (what) => { checks++; void what; };

// A 1000 pt/s fling of the reference ruler: the figures (rest on 50 at 2.66247103846635 s, 50 events).
const p = new Picker({});
const events = [];
for (const type of ["selectionchange", "phasechange", "scrollend"]) p.addEventListener(type, (e) => events.push(e));
p.fling(1000, 0);
for (let t = 0; !p.isIdle; t += 1000 / 120) p.advance(t);
const selections = events.filter((e) => e.type === "selectionchange");
assert.equal(p.value, 50); assert.equal(p.offset, 500); assert.equal(selections.length, 50);
assert.ok(selections.every((e, i) => e.from === i && e.to === i + 1 && e.cause === "deceleration"));
assert.ok(events.every((e, i) => i === 0 || events[i - 1].time <= e.time), "events in time order");
const end = events.filter((e) => e.type === "scrollend");
assert.equal(end.length, 1); assert.ok(Math.abs(end[0].time - 2662.47103846635) < 1e-9, `rests at ${end[0].time} ms`);
ok("fling");

// Errors: Error subclasses with the C library's messages and statuses; a refused call changes nothing.
assert.throws(() => p.advance(1000), (e) => e instanceof DetentTimeError && e instanceof DetentError && e instanceof Error
  && e.status === -3 && /^detent_picker_frame: /.test(e.message));
assert.equal(p.value, 50);
assert.throws(() => p.wheel(NaN, 0, true, 5000), (e) => e instanceof DetentNotFiniteError && /detent_picker_wheel: the delta/.test(e.message));
// A picker's JSON is read in JavaScript (the module has no JSON reader) with the trace reader's
// messages; number ranges are the library's (detent_picker_create_with_config names the field).
const refusals = [
  [{ theem: "dark" }, 'unknown member "picker.theem" (known: axis, behavior, cylinder, demo, frame, looping, major_every, profile, rate, size, spacing, start, style, theme, tick_width, values, years)'],
  ['{"values": {"form": 5}}', 'unknown member "picker.values.form" (known: by, from, to)'],
  [{ theme: "blue" }, 'member "picker.theme" is "blue", expected one of light, dark'],
  [{ profile: "macos" }, 'member "picker.profile" is "macos", expected one of ios, android, flutter-bouncing, flutter-clamping, gtk'],
  [{ style: "drum" }, 'member "picker.style" is "drum", expected one of ruler, cylinder'],
  [{ behavior: "snap:0" }, 'member "picker.behavior" is "snap:0", expected one of closest-multiple, snap:STEP, paging, view-aligned, none'],
  [{ rate: "slow" }, 'member "picker.rate" is "slow", expected one of normal, fast'],
  [{ rate: 1.5 }, 'member "picker.rate" must be "normal", "fast" or a number between 0 and 1 (exclusive), not 1.5'],
  [{ demo: "week" }, 'member "picker.demo" is "week", expected one of date, time, time24'],
  [{ demo: "date", start: "2024-02-30" }, 'member "picker.start" is "2024-02-30", a day that does not exist'],
  [{ demo: "date", start: "31/01/2024" }, 'member "picker.start" is "31/01/2024", expected a date YYYY-MM-DD'],
  [{ demo: "time", start: "24:00" }, 'member "picker.start" is "24:00", expected a time HH:MM (00:00 to 23:59)'],
  [{ demo: "date", years: { from: 2030, to: 2020 } }, 'member "picker.years" must run from a year to a later one (at most 1000000 years, within ±999999), not 2030 to 2020'],
  [{ demo: "time", years: { from: 2000, to: 2020 } }, 'member "picker.years" applies to the date demo only'],
  [{ demo: "date", spacing: 4 }, 'member "picker.spacing" does not apply to a demo ("picker.demo" is "date")'],
  [{ start: "09:41" }, 'member "picker.start" needs "picker.demo"'],
  [{ looping: "yes" }, 'member "picker.looping" must be true or false, not a string ("yes")'],
  [{ cylinder: { squeze: 1 } }, 'unknown member "picker.cylinder.squeze" (known: diameter_ratio, item_extent, magnification, off_axis_fraction, over_and_under_center_opacity, perspective, squeeze)'],
];
for (const [spec, message] of refusals) {
  assert.throws(() => new Picker(spec), (e) => e instanceof DetentInvalidError && e.message === `detent.js: ${message}`, JSON.stringify(spec));
}
assert.throws(() => new Picker({ spacing: -1 }), (e) => e instanceof DetentInvalidError && /^detent_picker_create_with_config: config.*spacing/.test(e.message));
assert.throws(() => new Picker({ cylinder: { squeeze: 20 } }), (e) => e instanceof DetentInvalidError && /config.cylinder_squeeze \(20\.0\) must be in 0.01 ... 10/.test(e.message));
assert.throws(() => new Picker("{"), DetentInvalidError);
// A whole number beyond a 32-bit Int in a message (the module's Int is 32 bits): refused as natively, not a trap.
assert.throws(() => new Picker({ size: { width: 1e13, height: 80 } }), (e) => e instanceof DetentInvalidError
  && e.message === "detent_picker_create_with_config: config: the picker width (10000000000000) must be at most 1000000");
// The JSON string and the object give the same picker.
assert.deepEqual(new Picker('{"style": "cylinder", "looping": true}').displayList(), new Picker({ style: "cylinder", looping: true }).displayList());
p.pointerDown(240, 100, 6000);
assert.throws(() => p.fling(100, 6001), (e) => e instanceof DetentStateError && /pointer 0 is down/.test(e.message));
p.pointerUp(240, 100, 6002);
p.dispose(); p.dispose();
assert.throws(() => p.value, (e) => e instanceof DetentNullError);
ok("errors");

// The engine: item targets, view-aligned, a list anchored at its top.
const e = new ScrollEngine({ width: 320, height: 400, contentHeight: 2000, bounds: [0, 1600], axis: "vertical",
  insets: { top: 0, leading: 0, bottom: 0, trailing: 0 } });
e.setItemTargets([0, 50, 130, 200], [50, 80, 70, 1800], 0);
e.setViewAligned();
e.fling(700, 0);
for (let t = 0; !e.isIdle; t += 1000 / 120) e.advance(t);
assert.ok([0, 50, 130, 200].includes(e.offset), `rests on a row's top (${e.offset})`);
assert.equal(e.targetOffset(e.selectedIndex), e.offset);
assert.throws(() => e.setItemTargets([0], [1, 2]), DetentInvalidError);
e.dispose();
ok("engine");

// configure: a list whose content shrinks while a fling runs is re-aimed inside the new bounds;
// a refused configuration changes nothing.
const list = new ScrollEngine({ width: 320, height: 400, contentHeight: 8000, bounds: [0, 7600], axis: "vertical",
  insets: { top: 0, leading: 0, bottom: 0, trailing: 0 } });
list.fling(6000, 0);
list.advance(100);
const before = list.offset;
list.configure({ contentHeight: 1000, bounds: [0, 600] });
assert.equal(list.geometry.contentSize.height, 1000); assert.equal(list.offset, before);
for (let t = 100; !list.isIdle; t += 1000 / 120) list.advance(t);
assert.equal(list.offset, 600);
// Content that grows under a fling headed for its end lets the fling go on past the old end.
const grows = new ScrollEngine({ width: 320, height: 400, contentHeight: 2000, bounds: [0, 1600], axis: "vertical",
  insets: { top: 0, leading: 0, bottom: 0, trailing: 0 } });
grows.fling(6000, 0);
grows.advance(100);
grows.configure({ contentHeight: 8000, bounds: [0, 7600] });
for (let t = 100; !grows.isIdle; t += 1000 / 120) grows.advance(t);
assert.ok(grows.offset > 1600 && grows.offset < 7600, `rests past the old end (${grows.offset})`);
grows.dispose();
const rested = list.offset;
assert.throws(() => list.configure({ width: -5 }), (err) => err instanceof DetentInvalidError
  && /^detent_engine_set_config: config\.container_width/.test(err.message));
assert.throws(() => list.configure({ axis: "diagonal" }), DetentInvalidError);
assert.throws(() => list.configure({ bounds: [0, NaN] }), DetentNotFiniteError);
const unchanged = list.geometry;
assert.throws(() => list.configure({ bounds: [100] }), (err) => err instanceof DetentNotFiniteError && /bounds_upper/.test(err.message));
assert.deepEqual(list.geometry, unchanged);
assert.deepEqual(list.geometry.containerSize, { width: 320, height: 400 }); assert.equal(list.offset, rested);
list.configure({ insets: "automatic", profile: "android" });
assert.deepEqual(list.geometry.insets, { top: 200, leading: 0, bottom: 200, trailing: 0 });
list.dispose();
ok("configure");

// Geometry, scroll transitions and the edge stretch, as the C library gives them.
const g = new ScrollEngine({ width: 300, height: 100, contentWidth: 3000, bounds: [0, 2700], insets: { top: 0, leading: 0, bottom: 0, trailing: 0 } });
g.scrollTo(500, false, 0);
assert.deepEqual(g.geometry, { contentOffset: { x: 500, y: 0 }, contentSize: { width: 3000, height: 0 },
  insets: { top: 0, leading: 0, bottom: 0, trailing: 0 }, containerSize: { width: 300, height: 100 }, visibleRect: { x: 500, y: 0, width: 300, height: 100 } });
const item = (x) => ({ x, y: 0, width: 100, height: 100 });
assert.deepEqual(g.transition(item(550)), { phase: "identity", progress: 0 });
assert.deepEqual(g.transition(item(400)), { phase: "topLeading", progress: -1 });
const leaving = g.transition(item(790));            // 10 of its 100 pt still in view
assert.equal(leaving.phase, "bottomTrailing"); assert.ok(Math.abs(leaving.progress - 0.9) < 1e-12, `progress ${leaving.progress}`);
assert.deepEqual(g.transition(item(700), { threshold: "centered" }), { phase: "bottomTrailing", progress: 0.5 });
assert.deepEqual(g.transition(item(700), { threshold: "visible", amount: 0.5 }), { phase: "identity", progress: 0 });
assert.throws(() => g.transition({ x: NaN, y: 0, width: 1, height: 1 }), (err) => err instanceof DetentNotFiniteError && /^detent_engine_transition: /.test(err.message));
assert.throws(() => g.transition({ x: 0, y: 0, width: -1, height: 1 }), (err) => err instanceof DetentInvalidError && /negative/.test(err.message));
assert.throws(() => g.transition(item(0), { threshold: "half" }), DetentInvalidError);
assert.deepEqual(g.stretch, { edge: "none", held: false, scale: 1, distance: 0, velocity: 0, endTime: 0 });
g.dispose();
// Android's stretch: pulled past the leading edge it holds, released it recedes by endTime.
const a = new ScrollEngine({ width: 300, height: 100, contentWidth: 3000, bounds: [0, 2700], profile: "android" });
a.pointerDown(100, 50, 0);
for (let i = 1; i <= 10; i++) a.pointerMove(100 + 20 * i, 50, 16 * i);
const held = a.stretch;
assert.equal(held.edge, "leading"); assert.equal(held.held, true); assert.equal(held.endTime, Infinity);
assert.ok(held.scale > 1 && held.scale <= 1.032 && held.distance > 0 && held.distance <= 1, JSON.stringify(held));
a.pointerUp(300, 50, 176);
const released = a.stretch;
assert.equal(released.held, false); assert.ok(released.endTime > 176 && released.endTime < Infinity, `ends at ${released.endTime}`);
a.advance(released.endTime);
assert.equal(a.stretch.edge, "none"); assert.equal(a.stretch.scale, 1); assert.equal(a.offset, 0);
a.dispose();
ok("geometry, transitions, stretch");

// The date picker: columns, labels, focus; a trace's error names its file and line.
const d = new Picker({ demo: "date", start: "2024-01-31" }, { window: { width: 480, height: 300 } });
assert.deepEqual(d.columns.map((c) => c.label), ["January", "31", "2024"]);
d.startRecording();
d.focus(0, 0); d.key("down", 10);
for (let t = 10; !d.isIdle; t += 1000 / 120) d.advance(t);
assert.equal(d.label(), "2024-02-29");
// replayTrace runs in the replay module, loaded only when asked for.
assert.throws(() => replayTrace(d.trace()), (err) => err instanceof DetentError && err.message.includes("init({ replay: true })"));
await init({ replay: true });
await init({ replay: true });                   // loaded once
// The JavaScript reading of a picker's spec refuses what the trace reader refuses, with its
// message (the reader in detent-replay.wasm reads the same spec in a trace's header; it only
// warns of an unknown member there, as a trace's reader does).
for (const [spec] of refusals) {
  const parsed = typeof spec === "string" ? JSON.parse(spec) : spec;
  let js = null;
  try { new Picker(parsed).dispose(); } catch (e) { js = e.message.replace(/^detent\.js: /, ""); }
  if (js.startsWith("unknown member")) continue;
  const header = JSON.stringify({ format: "detent-trace", version: 1, picker: parsed });
  assert.throws(() => replayTrace(header + "\n", { name: "h" }), (e) => e instanceof DetentInvalidError && e.message === `h:1: ${js}`,
    `${JSON.stringify(spec)}: the reader and detent.js say the same`);
}
const again = replayTrace(d.trace());
assert.equal(again.final_value, 20240229);
assert.throws(() => replayTrace('{"format":"detent-trace","version":1}\n{"t":1,"type":"tap"}\n', { name: "t.jsonl" }),
  (err) => err instanceof DetentInvalidError && err.message.startsWith("t.jsonl:2: unknown type \"tap\""));
d.dispose();
ok("date");
// Reduced motion: keyValue(key) is where the key's own spring comes to rest, on every picker,
// column and key (a looping column round its ends, a date's day clamped to its month, the
// 12-hour clock's AM/PM flipped as its hour passes between 11 and 12); NaN for Left and Right
// between columns, which move the focus and no value.
const keyCases = [
  [{}, [0, 3, 50, 98, 100]],
  [{ style: "cylinder", looping: true, values: { from: 0, to: 59, by: 1 } }, [0, 1, 30, 58, 59]],
  [{ demo: "date", start: "2024-01-31" }, [20240131, 20241231, 20240229, 20250315]],
  [{ demo: "time", start: "11:30" }, [1130, 1230, 2330, 30, 945, 730, 1900]],
  [{ demo: "time24", start: "23:59" }, [2359, 0, 1230]],
];
let keyChecks = 0;
for (const [spec, starts] of keyCases) {
  for (const start of starts) {
    const columns = new Picker(spec, { window: { width: 480, height: 300 } }).columns.length;
    for (let column = 0; column < columns; column++) {
      for (const key of ["left", "right", "up", "down", "page_up", "page_down", "home", "end"]) {
        const p = new Picker(spec, { window: { width: 480, height: 300 } });
        p.select(start, false, 0);
        if (columns > 1) p.focus(column, 0);
        const at = p.keyValue(key), before = p.value;
        p.key(key, 1);
        for (let t = 1; !p.isIdle; t += 1000 / 120) p.advance(t);
        const what = `${JSON.stringify(spec)} at ${start}, column ${column}, ${key}`;
        if (Number.isNaN(at)) assert.ok(columns > 1 && (key === "left" || key === "right") && p.value === before, what);
        else assert.equal(p.value, at, `${what}: the key rests on ${p.value}, keyValue says ${at}`);
        p.dispose();
        keyChecks++;
      }
    }
  }
}
assert.ok(keyChecks > 300, `${keyChecks} keys`);
ok("keyValue");

// An engine's keyOffset(key) is where the key's own spring comes to rest: a list of rows with
// view-aligned targets, every key from several offsets (past the last row's top, the content's
// end); NaN while a pointer holds the content.
let offsetChecks = 0;
for (const start of [0, 50, 140, 200, 900, 1600]) {
  for (const key of ["left", "right", "up", "down", "page_up", "page_down", "home", "end"]) {
    const list = new ScrollEngine({ width: 320, height: 400, contentHeight: 2000, bounds: [0, 1600], axis: "vertical" });
    list.setItemTargets([0, 50, 130, 200], [50, 80, 70, 1800], 0);
    list.setViewAligned();
    list.scrollTo(start, false, 0);
    const at = list.keyOffset(key);
    list.key(key, 1);
    for (let t = 1; !list.isIdle; t += 1000 / 120) list.advance(t);
    assert.equal(list.offset, at, `from ${start}, ${key}: rests on ${list.offset}, keyOffset says ${at}`);
    list.dispose();
    offsetChecks++;
  }
}
const holding = new ScrollEngine({ width: 320, height: 400, contentHeight: 2000, bounds: [0, 1600], axis: "vertical" });
holding.pointerDown(100, 100, 0);
assert.ok(Number.isNaN(holding.keyOffset("down")));
assert.throws(() => holding.keyOffset("sideways"), DetentInvalidError);
holding.dispose();
ok(`keyOffset (${offsetChecks} keys)`);
// The state getters read the frame struct an advance wrote (one call a frame): on every frame,
// after an input, and after a listener's own input during the advance, each equals its own C
// call's answer; a date picker's state is its active column's.
for (const spec of [{}, { demo: "date", start: "2024-02-29" }, { profile: "android" }]) {
  const h = new Picker(spec);
  const same = (what) => {
    const t = h.query("time") * 1000 + h.origin, next = h.query("next_event_time");
    assert.deepEqual([h.time, h.offset, h.velocity, h.phase, h.isIdle, h.nextEventTime],
      [t, h.query("offset"), h.query("velocity"), ["idle", "tracking", "interacting", "decelerating", "animating"][h.query("phase")],
        h.query("is_idle") === 1, next === Infinity ? Infinity : next * 1000 + h.origin], what);
  };
  let moved = 0;
  h.addEventListener("selectionchange", () => { if (moved++ === 3) h.key("down", h.time); });
  same("new");
  h.fling(2500, 0);
  same("after a fling");
  for (let k = 1; k < 600 && !(h.isIdle && h.nextEventTime === Infinity); k++) { h.advance((k * 1000) / 120); same(`frame ${k}`); }
  assert.ok(moved > 3 && h.isIdle, `${moved} selections`);
  h.pointerDown(100, 40, 6000); h.pointerMove(60, 40, 6010);
  same("dragged");
  h.advance(6020);
  same("held");
  h.dispose();
}
ok("frame");
// Arguments of the wrong type or beyond the module's 32-bit integers: refused in detent.js with
// its Error subclass, the state unchanged (ToNumber and ToInt32 would take "5" as 5 and record it
// in the trace as a string, an index of 2^32 + 1 as 1, -1 as the last, NaN as 0; "toString" is in
// every object, not a key), and what is recorded still replays.
{
  const invalid = (f, message) => assert.throws(f, (err) => err instanceof DetentInvalidError && err.status === -4 && err.message === `detent.js: ${message}`, message);
  const w = new Picker({});
  w.startRecording();
  w.key("end", 0); w.advance(3000);
  invalid(() => w.key("toString", 3100), 'a string ("toString") is not a key (left, right, up, down, page_up, page_down, home, end)');
  invalid(() => w.keyValue("constructor"), 'a string ("constructor") is not a key (left, right, up, down, page_up, page_down, home, end)');
  invalid(() => w.select("5", false, 3100), 'picker select: an argument must be a number, not a string ("5")');
  invalid(() => w.wheel("20", 0, false, 3100), 'picker wheel: an argument must be a number, not a string ("20")');
  invalid(() => w.select(5n, false, 3100), "picker select: an argument must be a number, not a BigInt (5)");
  invalid(() => w.pointerDown(1, 2), "picker pointer: the time must be a number, not undefined");
  invalid(() => w.focus(1.5, 3100), "column must be a whole number from 0 to 2147483647, not 1.5");
  assert.throws(() => w.focus(NaN, 3100), (err) => err instanceof DetentNotFiniteError && /column must be a whole number/.test(err.message));
  invalid(() => w.label(5, 2 ** 32 - 1), "column must be a whole number from -1 to 2147483647, not 4294967295");
  assert.equal(w.label(5, -1), "5");
  assert.equal(w.value, 100); assert.equal(w.recording.length, 1);
  assert.equal(replayTrace(w.trace()).final_value, 100);
  // A fling has no trace input: the trace that leaves it out would not replay here, so none is given.
  w.fling(-800, 3200); w.advance(6000);
  assert.notEqual(w.value, 100);
  assert.throws(() => w.trace(), (err) => err instanceof DetentStateError && err.status === -8
    && err.message === "detent.js: the recording has a fling(), which a trace cannot carry (docs/trace-format.md): it would not replay to this picker's state");
  w.startRecording();
  w.select(42, false, 6100);
  assert.equal(replayTrace(w.trace()).final_value, 42);
  invalid(() => new Picker({}, { origin: "5" }), 'origin must be a number, not a string ("5")');
  assert.throws(() => new Picker({}, { origin: NaN }), DetentNotFiniteError);
  w.dispose();

  const g = new ScrollEngine({ width: 100, height: 100, contentWidth: 1000, bounds: [0, 900] });
  g.setUniformTargets(0, 100, 10);
  for (const count of [2 ** 32 + 3, 1.5, -1]) invalid(() => g.setUniformTargets(0, 10, count), `count must be a whole number from 0 to 2147483647, not ${count}`);
  invalid(() => g.setUniformTargets(0, 10, "5"), 'count must be a number, not a string ("5")');
  invalid(() => g.setTargets(5), "targets take arrays of numbers, not 5");
  invalid(() => g.setTargets(null), "targets take arrays of numbers, not null");
  assert.equal(g.targetCount, 10);
  for (const index of [2 ** 32 + 1, -1]) {
    invalid(() => g.scrollToTarget(index, false, 0), `index must be a whole number from 0 to 2147483647, not ${index}`);
    invalid(() => g.targetOffset(index), `index must be a whole number from 0 to 2147483647, not ${index}`);
  }
  assert.throws(() => g.scrollToTarget(NaN, false, 0), DetentNotFiniteError);
  assert.equal(g.offset, 0);
  invalid(() => g.setViewAligned("toString"), 'a string ("toString") is not a view-aligned limit (automatic, always, never, always-by-one, always-by-few)');
  invalid(() => g.configure(null), "configure takes an object of options, not null");
  invalid(() => g.configure({ width: "200" }), 'width must be a number, not a string ("200")');
  invalid(() => g.configure({ insets: "none" }), 'insets must be "automatic" or {top, leading, bottom, trailing}, not a string ("none")');
  invalid(() => g.configure({ bounds: null }), "bounds must be an array [lower, upper], not null");
  invalid(() => g.transition(), "transition takes a frame {x, y, width, height}, not undefined");
  assert.equal(g.geometry.containerSize.width, 100);
  g.dispose();
  invalid(() => replayTrace(42), "replayTrace takes the trace's text, not 42");
  invalid(() => replayTrace("{}", { fps: 60.5 }), "fps must be a whole number from 1 to 2147483647, not 60.5");
  invalid(() => replayTrace("{}", { profile: 5 }), "profile must be a name (ios, android, flutter-bouncing, flutter-clamping, gtk), not 5");
}
ok("argument types");

// After dispose(), even from a listener in the middle of a frame's events: every getter throws
// (the frame struct an advance wrote is freed, and its memory another handle's), and no event
// is read from the freed buffer.
{
  const h = new Picker({});
  h.fling(1000, 0); h.advance(100);
  h.dispose();
  for (const k of ["offset", "isIdle", "nextEventTime", "time", "velocity", "phase"]) assert.throws(() => h[k], DetentNullError, k);
  for (const [type, when] of [["selectionchange", (ev) => ev.to === 3], ["phasechange", (ev) => ev.to === "idle"]]) {
    const k = new Picker({});
    let disposed = false, after = [];
    k.addEventListener(type, (ev) => { if (!disposed && when(ev)) { k.dispose(); disposed = true; new Picker({}).fling(-3000, 0); } });
    for (const t of ["selectionchange", "phasechange", "scrollend"]) k.addEventListener(t, (ev) => { if (disposed) after.push(ev); });
    k.fling(1000, 0);
    for (let t = 0; t < 5000 && !disposed; t += 1000 / 60) k.advance(t);
    assert.ok(disposed && after.length === 1 && after[0].type === type, `disposed at a ${type}: then only its own other listener (${after.map((ev) => ev.type)})`);
  }
}
ok("dispose");

// A trace's window is the one recording started in, not the last resize's (which is an input of
// the trace): a drag at x = 110, inside the ruler's frame in 480 points, is outside it in 800.
{
  const r = new Picker({}, { window: { width: 480, height: 200 } });
  r.startRecording();
  r.key("end", 0); r.advance(3000);
  r.pointerDown(110, 100, 3000);
  for (let i = 1; i <= 6; i++) r.pointerMove(110 + 25 * i, 100, 3000 + i * 16);
  r.pointerUp(260, 100, 3100);
  r.advance(7000);
  r.resize(800, 200, 7100);
  assert.deepEqual(r.window, { width: 800, height: 200 });
  assert.equal(r.value, 9);
  assert.deepEqual(JSON.parse(r.trace().split("\n")[0]).window, { width: 480, height: 200 });
  assert.equal(replayTrace(r.trace()).final_value, 9);
  r.dispose();
}
ok("trace window");

// displayList({focus: false}), for a page whose focus is elsewhere: a date or time picker's list
// without its focused column's mark, the one rect over that column's part of the centre band;
// every other item the same. One wheel has no such mark: its list is the same.
{
  for (const spec of [{ demo: "date" }, { demo: "time" }, { demo: "time24" }]) {
    const q = new Picker(spec, { window: { width: 480, height: 300 } });
    for (let column = 0; column < q.columns.length; column++) {
      q.focus(column, column);
      const shown = q.displayList().map((i) => ({ ...i })), hidden = q.displayList({ focus: false }).map((i) => ({ ...i }));
      const f = q.columns[column].frame;
      const marks = shown.filter((i) => !hidden.some((h) => JSON.stringify(h) === JSON.stringify(i)));
      assert.equal(hidden.length, shown.length - 1, `${spec.demo}, column ${column}: one item fewer`);
      assert.ok(marks.length === 1 && marks[0].kind === "rect" && marks[0].x === f.x && marks[0].width === f.width && marks[0].y > f.y && marks[0].height < f.height,
        `${spec.demo}, column ${column}: the item left out is the mark on the focused column (${JSON.stringify(marks)})`);
    }
    q.dispose();
  }
  for (const spec of [{}, { style: "cylinder", looping: true }]) {
    const q = new Picker(spec);
    assert.deepEqual(q.displayList({ focus: false }).map((i) => ({ ...i })), q.displayList().map((i) => ({ ...i })), `${JSON.stringify(spec)}: no mark to leave out`);
    assert.throws(() => q.displayList({ focus: "no" }), (e) => e instanceof DetentInvalidError && e.message === 'detent.js: displayList\'s focus must be true or false, not a string ("no")');
    q.dispose();
  }
}
ok("display list without the focus");

// A recording started on a picker that inputs moved (a fling, keys, a focus, a resize) replays
// to the live picker's state: its trace begins with where the picker was (the resize, a select
// of its value, its focused column), not at the spec's start. While it moves startRecording()
// is refused and changes nothing.
{
  const lap = 60 * 32;
  const cases = [
    ["the ruler after a fling", {}, (q) => { q.fling(1400, 0); }, (q, t) => { q.key("left", t); q.wheel(0, 1e-6, false, t + 500); }],
    ["a looping wheel flung laps on", { style: "cylinder", values: { from: 0, to: 59 }, looping: true },
      (q) => { q.fling(-9000, 0); }, (q, t) => { q.key("down", t); q.key("page_down", t + 10); }],
    ["the date, its year focused", { demo: "date", start: "2024-01-31" },
      (q) => { q.key("down", 0); q.focus(2, 100); q.key("down", 200); }, (q, t) => { q.wheel(0, 1e-6, false, t); q.key("page_up", t + 100); }],
    ["a ruler with a frame, resized (re-centred)", { frame: { x: 0, y: 0, width: 280, height: 80 } },
      (q) => { q.resize(800, 300, 0); q.key("end", 10); },
      (q, t) => { q.pointerDown(400, 150, t); for (let i = 1; i <= 6; i++) q.pointerMove(400 + 12 * i, 150, t + 16 * i); q.pointerUp(472, 150, t + 100); }],
  ];
  for (const [what, spec, before, after] of cases) {
    const q = new Picker(spec, { window: { width: 480, height: 300 } });
    before(q);
    q.advance(30_000);
    q.startRecording();
    after(q, 30_000);
    q.advance(60_000);
    const r = replayTrace(q.trace());
    assert.equal(r.final_value, q.value, `${what}: the trace replays to the live value`);
    const apart = r.final_offset - q.offset;
    assert.ok(spec.looping ? apart % lap === 0 : apart === 0, `${what}: the replay rests at offset ${r.final_offset}, the live picker at ${q.offset}`);
    assert.ok(r.idle, `${what}: the replay ends at rest`);
    q.dispose();
  }
  // Moving (a fling on its way), held by a pointer: refused, the picker as it was.
  const q = new Picker({}), twin = new Picker({});
  for (const x of [q, twin]) { x.fling(1400, 0); x.advance(200); }
  assert.throws(() => q.startRecording(), (e) => e instanceof DetentStateError && /while the picker moves \(phase "decelerating"\).*start recording at rest/.test(e.message));
  assert.equal(q.recording, null);
  for (const x of [q, twin]) x.advance(10_000);
  assert.deepEqual([q.value, q.offset], [twin.value, twin.offset]);
  q.pointerDown(240, 100, 10_000);
  assert.throws(() => q.startRecording(), DetentStateError);
  q.dispose(); twin.dispose();
}
ok("recording started mid-way");
console.log(`detent.js API: ${checks} groups of checks passed`);
