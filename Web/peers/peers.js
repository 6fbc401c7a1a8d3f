// The peers page's runs: each peer on a release of `v` pt/s from rest on 0, sampled on every
// animation frame to rest. window.peers is what Web/test/peers.py calls.
import { init, Picker } from "../dist/detent.js";
import { inertia, snapTo } from "./inertia.js";
import { instantiate, moduleRound, exportsRound, pickerRound, inertiaRound } from "../bench/frames.js";

await init();
const frame = () => new Promise((r) => requestAnimationFrame(r));
const LIMIT = 15000;   // ms: a run that has not rested by then is reported as it stands

/** Where it rests, when, how it starts and how it ends, from frame samples [t ms, x pt];
 *  the start speed is taken over the first frame interval from `startAt` (the release). */
function measure(name, v, release, samples, costs, startAt = release) {
  let end = samples.length - 1;
  const rest = samples[end][1];
  while (end > 0 && samples[end - 1][1] === rest) end--;
  const t0 = release;
  const i = Math.max(0, samples.findIndex(([t]) => t >= startAt));
  const [ta, xa] = samples[i], [tb, xb] = samples[Math.min(i + 1, samples.length - 1)];
  const step = (i) => (i > 0 ? Math.abs(samples[i][1] - samples[i - 1][1]) : 0);
  return {
    peer: name, release: v, rest, restTime: samples[end][0] - t0,
    startRatio: tb > ta ? (xb - xa) / ((tb - ta) / 1000) / v : 0,
    lastStep: step(end), stepBefore: step(end - 1),
    nsPerFrame: costs && costs.length ? (costs.reduce((a, b) => a + b, 0) / costs.length) * 1e6 : null,
  };
}

async function detent(v) {
  const p = new Picker({});
  // The release at a frame's timestamp, as the other peers': a later frame's timestamp can be
  // earlier than performance.now() read during this one, and a time before the picker's is refused.
  const release = await frame();
  p.origin = release;            // the module's time 0 is the release
  p.fling(v, release);
  const samples = [[release, p.offset]], costs = [];
  while (!p.isIdle && performance.now() - release < LIMIT) {
    const now = await frame();
    const t = performance.now();
    p.advance(now);
    costs.push(performance.now() - t);
    samples.push([now, p.offset]);
  }
  p.dispose();
  return measure("Detent (detent.wasm)", v, release, samples, costs);
}

async function popmotion(v) {
  const a = inertia({ from: 0, velocity: v, modifyTarget: snapTo(10, 0, 1000) });
  const release = await frame();
  const samples = [[release, 0]], costs = [];
  for (;;) {
    const now = await frame();
    const t = performance.now();
    const s = a.next(now - release);
    costs.push(performance.now() - t);
    samples.push([now, s.value]);
    if (s.done) break;
  }
  return measure("inertia port (popmotion's formula)", v, release, samples, costs);
}

// iScroll 5: snap every 10 px with momentum, animated by requestAnimationFrame (not CSS
// transitions) so that its position can be read each frame; flung by a scripted drag at v.
const wrapper = document.getElementById("iscroll");
const scroller = new window.IScroll(wrapper, { scrollX: true, scrollY: false, snap: true, snapStepX: 10, momentum: true,
  useTransition: false, disablePointer: false, disableMouse: true, disableTouch: true, bounce: true });
async function iscroll(v) {
  scroller.scrollTo(0, 0, 0);
  await frame();
  const r = wrapper.getBoundingClientRect();
  const y = r.top + 30;
  let x = r.left + 200;
  const pointer = (type) => new PointerEvent(type, { pointerId: 1, pointerType: "touch", clientX: x, clientY: y, bubbles: true, cancelable: true, isPrimary: true, button: 0, buttons: type === "pointerup" ? 0 : 1 });
  wrapper.dispatchEvent(pointer("pointerdown"));
  let last = await frame();
  const start = last;
  while (last - start < 100) {           // ~100 ms of drag at v (content moves left: offset grows)
    const now = await frame();
    x -= (v * (now - last)) / 1000;
    last = now;
    window.dispatchEvent(pointer("pointermove"));
  }
  const release = performance.now();
  window.dispatchEvent(pointer("pointerup"));
  let ended = false;
  const onEnd = () => { ended = true; };
  scroller.on("scrollEnd", onEnd);
  const samples = [[release, -scroller.x]];
  while (!ended && performance.now() - release < LIMIT) { const now = await frame(); samples.push([now, -scroller.x]); }
  scroller.off("scrollEnd", onEnd);
  const m = measure("iScroll 5 (snap 10 px, momentum)", v, release, samples, null);
  return m;
}

// CSS scroll-snap: measured from outside, per frame, from the flick until the scrollend that
// follows its release (the test flicks it by touch).
const css = document.getElementById("css");
css.querySelector(".cells").append(...Array.from({ length: 101 }, () => document.createElement("i")));
let cssRun = null;
css.addEventListener("scrollend", () => cssRun?.ends.push(performance.now()));
/** Back on 0, then sampled every frame. The reset's own scrollend comes before the flick and is
 *  not taken for the flick's: cssResult waits for one after the release. */
async function cssStart() {
  if (cssRun) cssRun.stopped = true;
  css.scrollLeft = 0;
  await frame(); await frame();
  const run = (cssRun = { samples: [], ends: [], stopped: false });
  const sample = (now) => { run.samples.push([now, css.scrollLeft]); if (!run.stopped) requestAnimationFrame(sample); };
  requestAnimationFrame(sample);
}
/** `release`: when the test sent the touch's end (this page's clock); `dragged`: how far its
 *  moves took the scroller. */
async function cssResult(v, release, dragged) {
  const run = cssRun;
  while (!run.ends.some((t) => t >= release) && performance.now() - release < LIMIT) await frame();
  await frame();
  run.stopped = true;
  const s = run.samples;
  // The start speed from the frame where the scroller has followed the whole drag (from where
  // it stood, the snap point nearest 0): touches sent over the protocol arrive some 50 ms
  // late, so the frames just after the release still show the drag (reached within a pixel:
  // the scroller rounds).
  const followed = s.find(([, x]) => x >= s[0][1] + dragged - 1);
  const after = s.filter(([t]) => t >= Math.min(release, followed ? followed[0] : release));
  const m = measure("CSS scroll-snap", v, release, after.length > 1 ? after : s, null, followed ? followed[0] : release);
  m.rest = css.scrollLeft;
  return m;
}

/** One round of each scripted path of Web/bench/frames.js in this page (Web/test/peers.py takes
 *  them in turn with native rounds and keeps each path's fastest): { module, exports, js,
 *  inertia }, each { frames, ns }. The modules' exports are called on instances of their own:
 *  detent.wasm's, and detent-bench.wasm's (detent.wasm with Web/bench/frames.c's loop, which
 *  peers.py hands over with loadBench: it is built in .build/web-bench, outside what is served). */
const [raw, rawView] = await instantiate(await (await fetch("../dist/detent.wasm")).arrayBuffer());
let bench = null;
const wall = () => performance.now() * 1e6;
function costRound(repeats) {
  return {
    ...(bench ? { module: moduleRound(bench[0], bench[1], wall, repeats) } : {}),
    exports: exportsRound(raw, rawView, wall, repeats),
    js: pickerRound(Picker, wall, repeats),
    inertia: inertiaRound({ inertia, snapTo }, wall, repeats),
  };
}
async function loadBench(base64) { bench = await instantiate(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))); }

function show(m) {
  const row = document.createElement("tr");
  const f = (x, d = 1) => (x === null ? "—" : x.toFixed(d));
  row.innerHTML = `<td>${m.peer}</td><td>${m.release}</td><td>${f(m.rest)}</td><td>${f(m.restTime, 0)}</td><td>${f(m.startRatio, 3)}</td><td>${f(m.lastStep, 2)}</td><td>${f(m.stepBefore, 2)}</td><td>${f(m.nsPerFrame, 0)}</td>`;
  document.querySelector("#results tbody").append(row);
  return m;
}

window.peers = {
  detent: async (v) => show(await detent(v)),
  inertia: async (v) => show(await popmotion(v)),
  iscroll: async (v) => show(await iscroll(v)),
  cssStart,
  costRound,
  loadBench,
  cssResult: async (v, release, dragged) => show(await cssResult(v, release, dragged)),
  cssBox: () => { const r = css.getBoundingClientRect(); return { x: r.left, y: r.top, width: r.width, height: r.height }; },
};
document.body.dataset.ready = "true";
