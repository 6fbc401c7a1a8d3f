// attach() in node, on a stand-in element and animation frames the test runs itself: what the
// browser's input turns into. Usage: node Web/test/attach.mjs
import assert from "node:assert/strict";
import { init, Picker, ScrollEngine, attach, replayTrace } from "../dist/detent.js";

await init({ replay: true });
let checks = 0;

// Animation frames run when the test says, at the time it says.
let callbacks = new Map(), nextId = 1;
globalThis.requestAnimationFrame = (f) => { callbacks.set(nextId, f); return nextId++; };
globalThis.cancelAnimationFrame = (id) => callbacks.delete(id);
const runFrame = (now) => { const due = [...callbacks.values()]; callbacks = new Map(); for (const f of due) f(now); };

/** An element of `width` × `height` at the page's origin, taking the events attach() listens to. */
function element(width, height) {
  const el = new EventTarget();
  Object.assign(el, { clientWidth: width, clientHeight: height, style: {}, setPointerCapture() {},
    getBoundingClientRect: () => ({ left: 0, top: 0, width, height }) });
  return el;
}
/** A DOM event of `type` at `timeStamp` ms with `fields` (clientX, deltaY, key...). */
function send(el, type, timeStamp, fields = {}) {
  const e = new Event(type, { cancelable: true });
  Object.defineProperty(e, "timeStamp", { value: timeStamp });
  Object.assign(e, { pointerId: 1, pointerType: "mouse", button: 0, deltaX: 0, deltaY: 0, deltaMode: 0, ...fields });
  el.dispatchEvent(e);
}
/** Where `spec`'s picker rests after `wheels` (each {deltaX, deltaY, deltaMode}) at 10 ms apart. */
function afterWheels(spec, wheels) {
  const picker = new Picker(spec, { window: { width: 480, height: 300 } }), el = element(480, 300);
  const a = attach(el, picker);
  wheels.forEach((w, i) => send(el, "wheel", 10 + 10 * i, w));
  picker.advance(10_000);
  a.detach();
  const value = picker.value;
  picker.dispose();
  return value;
}

// A mouse's notch moves one value whatever way it comes: Chromium's 100 or 120 pixels down, the
// same across (Shift and the wheel, a tilting wheel), Firefox's 3 lines; several notches in one
// event (a fast turn) move as many values, on a ruler (10 pt a value) and on a cylinder (32).
const cylinder = { style: "cylinder", values: { from: 0, to: 59, by: 1 } };
for (const [what, wheels, ruler, wheel] of [
  ["a notch of 100 px", [{ deltaY: 100 }], 1, 1],
  ["a notch of 120 px across", [{ deltaX: 120 }], 1, 1],
  ["Shift and two notches: 200 px across", [{ deltaX: 100 }, { deltaX: 100 }], 2, 2],
  ["a notch of 3 lines", [{ deltaY: 3, deltaMode: 1 }], 1, 1],
  ["two notches of 3 lines in one event", [{ deltaY: 6, deltaMode: 1 }], 2, 2],
  ["a line", [{ deltaY: 1, deltaMode: 1 }], 1, 1],
  ["three notches of 100 px in one event", [{ deltaY: 300 }], 3, 3],
  ["three notches of 120 px in one event", [{ deltaY: 360 }], 3, 3],
  ["four notches back, 120 px each, in one event", [{ deltaY: 800 }, { deltaY: -480 }], 4, 4],
]) {
  assert.equal(afterWheels({}, wheels), ruler, `ruler: ${what}`);
  assert.equal(afterWheels(cylinder, wheels), wheel, `cylinder: ${what}`);
  checks++;
}
// A trackpad's precise deltas still follow 1:1, down or across.
for (const axis of ["deltaX", "deltaY"]) {
  const picker = new Picker({}, { window: { width: 480, height: 200 } }), el = element(480, 200), a = attach(el, picker);
  for (const [i, d] of [33.3, 33.3, 33.4].entries()) send(el, "wheel", 10 + 10 * i, { [axis]: d });
  picker.advance(30);
  assert.ok(Math.abs(picker.offset - 100) < 1e-9, `a trackpad's 100 px ${axis === "deltaX" ? "across" : "down"}: offset ${picker.offset}`);
  a.detach(); picker.dispose();
}
checks++;

// A wheel turned over a date picker's year moves the year, not the focused month, and the trace
// (a focus, then the notch) replays to the same date.
{
  const date = new Picker({ demo: "date", start: "2024-01-31" }, { window: { width: 480, height: 300 } }), el = element(480, 300);
  date.startRecording();
  const a = attach(el, date), year = date.columns[2].frame;
  send(el, "wheel", 10, { deltaY: 100, clientX: year.x + year.width / 2, clientY: year.y + year.height / 2 });
  date.advance(5000);
  assert.equal(date.label(), "2025-01-31", "a notch over the year");
  assert.equal(date.activeColumn, 2);
  assert.equal(replayTrace(date.trace()).final_value, 20250131);
  a.detach(); date.dispose();
  checks++;
}

// Ctrl and the wheel (the page's zoom, a trackpad's pinch) and keys with Alt, Ctrl or Meta (Alt+Left:
// back) are the browser's: not taken, not prevented.
{
  const picker = new Picker({}, { window: { width: 480, height: 200 } }), el = element(480, 200), a = attach(el, picker);
  const prevented = [];
  el.addEventListener("wheel", (e) => prevented.push(e.defaultPrevented));
  el.addEventListener("keydown", (e) => prevented.push(e.defaultPrevented));
  send(el, "wheel", 10, { deltaY: 100, ctrlKey: true });
  send(el, "wheel", 20, { deltaY: 7.5, ctrlKey: true });
  picker.advance(1000);
  assert.equal(picker.offset, 0, "a zoom moves nothing");
  for (const mod of ["altKey", "ctrlKey", "metaKey"]) send(el, "keydown", 1100, { key: "ArrowRight", [mod]: true });
  send(el, "keydown", 1100, { key: "End", ctrlKey: true });
  picker.advance(3000);
  assert.equal(picker.offset, 0, "a modified key moves nothing");
  assert.deepEqual(prevented, [false, false, false, false, false, false]);
  send(el, "keydown", 3100, { key: "ArrowRight" });
  picker.advance(6000);
  assert.equal(picker.value, 1, "a plain key still moves it");
  a.detach(); picker.dispose();
  checks++;
}

// Keys on a picker are ARIA's slider and spinbutton keys (what a screen reader sends for its
// increase and decrease): Up and Right increase the value, Down and Left decrease it, Page Up
// and Page Down by a page, Home to the minimum, End to the maximum; on the horizontal ruler, the
// vertical cylinder and a date column alike; with and without reduced motion (which selects
// keyValue() of the key applied). A date picker's Left and Right still move the focus. The
// trace records the key applied and replays to the page's value. An engine (a list) keeps a
// scroll view's keys: Down scrolls down.
for (const reduce of [false, true]) {
  globalThis.matchMedia = () => ({ matches: reduce });
  const keys = (spec, start, presses, column = null) => {
    const picker = new Picker(spec, { window: { width: 480, height: 300 } }), el = element(480, 300);
    picker.select(start, false, 0);
    if (column !== null) picker.focus(column, 0);
    picker.startRecording();
    const a = attach(el, picker), seen = [];
    presses.forEach((key, i) => { send(el, "keydown", 1000 * (i + 1), { key }); picker.advance(1000 * (i + 1) + 900); seen.push(picker.value); });
    const replayed = replayTrace(picker.trace()).final_value;
    assert.equal(replayed, picker.value, `${JSON.stringify(spec)}: the trace of ${presses} replays to the page's value`);
    a.detach(); picker.dispose();
    return seen;
  };
  const presses = ["ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft", "PageUp", "PageDown", "End", "Home"];
  const how = reduce ? " (reduced motion)" : "";
  assert.deepEqual(keys({}, 50, presses), [51, 52, 51, 50, 55, 50, 100, 0], `ruler${how}: ${presses}`);
  assert.deepEqual(keys(cylinder, 30, presses), [31, 32, 31, 30, 35, 30, 59, 0], `cylinder${how}: ${presses}`);
  // The month column focused: Up from January is February (not December); Page Up five months
  // on; Down from January is December (the month wheel loops); Right moves the focus to the
  // day, whose Up is the 16th; Left back to the month.
  const date = { demo: "date", start: "2024-01-15" };
  assert.deepEqual(keys(date, 20240115, ["ArrowUp", "ArrowDown", "PageUp", "PageDown", "ArrowDown", "Home", "End"], 0),
    [20240215, 20240115, 20240615, 20240115, 20241215, 20240115, 20241215], `date's month${how}`);
  assert.deepEqual(keys(date, 20240115, ["ArrowRight", "ArrowUp", "ArrowLeft", "ArrowUp"], 0),
    [20240115, 20240116, 20240116, 20240216], `date${how}: Right to the day, Up, Left to the month, Up`);
  // A list of 20 rows of 40 pt in 200 pt: Down and Page Down scroll down, Up back, End to the end.
  const engine = new ScrollEngine({ width: 300, height: 200, contentWidth: 300, contentHeight: 800, bounds: [0, 600], axis: "vertical",
    insets: { top: 0, leading: 0, bottom: 0, trailing: 0 } });
  engine.setUniformTargets(0, 40, 16);
  engine.setViewAligned();
  const el = element(300, 200), a = attach(el, engine, { axis: "vertical" }), offsets = [];
  ["ArrowDown", "ArrowDown", "ArrowUp", "PageDown", "End", "Home"].forEach((key, i) => { send(el, "keydown", 1000 * (i + 1), { key }); engine.advance(1000 * (i + 1) + 900); offsets.push(engine.offset); });
  assert.ok(offsets[0] > 0 && offsets[1] > offsets[0] && offsets[2] < offsets[1] && offsets[3] > offsets[2] && offsets[4] === 600 && offsets[5] === 0,
    `list${how}: Down and Page Down scroll down, Up up, End and Home to the ends (offsets ${offsets})`);
  a.detach(); engine.dispose();
  delete globalThis.matchMedia;
  checks++;
}

// A drag's release is taken at the time its event says, even when a frame ran after it happened
// and before it came (a busy page, or input dispatched late): the flick's speed is the same as
// without that frame, and the picker rests where it would.
function flick(frameBeforeUp) {
  const picker = new Picker({}, { window: { width: 480, height: 200 } }), el = element(480, 200);
  let release = null;
  picker.addEventListener("phasechange", (e) => { if (e.from === "interacting") release = e; });
  const a = attach(el, picker);
  runFrame(0);
  send(el, "pointerdown", 0, { clientX: 330, clientY: 100 });
  for (let i = 1; i <= 6; i++) {
    send(el, "pointermove", (i * 50) / 3, { clientX: 330 - 20 * i, clientY: 100 });
    runFrame((i * 50) / 3 + 2);
  }
  if (frameBeforeUp) runFrame(160);
  send(el, "pointerup", 108, { clientX: 210, clientY: 100 });
  for (let t = 170; t < 8000; t += 1000 / 60) runFrame(t);
  a.detach();
  const out = { velocity: release.velocity, time: release.time, value: picker.value };
  picker.dispose();
  return out;
}
const onTime = flick(false), late = flick(true);
// A pointer down outside the ruler's frame (which the picker ignores) does not stop the clock: a
// fling on its way runs on under it.
{
  const picker = new Picker({}, { window: { width: 480, height: 200 } }), el = element(480, 200), a = attach(el, picker);
  picker.fling(1500, 0);
  runFrame(10);
  send(el, "pointerdown", 20, { clientX: 440, clientY: 20 });
  runFrame(300);
  assert.equal(picker.time, 300, "frames advance under a pointer the picker ignored");
  send(el, "pointerup", 320, { clientX: 440, clientY: 20 });
  a.detach(); picker.dispose();
}
assert.ok(onTime.velocity > 1000 && onTime.time === 108, `the flick's release: ${onTime.velocity} pt/s at ${onTime.time} ms`);
assert.deepEqual(late, onTime, `a release that comes after a frame at 160 ms is still at 108 ms`);
checks++;

console.log(`attach: ${checks} groups of checks passed`);
