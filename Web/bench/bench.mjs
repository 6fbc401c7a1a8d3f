// ns per 120 Hz frame, in one run: libdetent natively (Web/bench/native, built by bench.sh),
// detent.wasm through its exports (the same calls), detent.wasm through detent.js (events
// dispatched as DOM events), and the JavaScript port of popmotion's inertia. Each: the reference
// picker (a 10 pt grid over 0 ... 1000) flung from rest on 0 at each velocity, run to rest, the
// best of 5 rounds, in the process's CPU time (the machines it runs on are shared: wall time
// counts other programs' turns). Usage: node Web/bench/bench.mjs NATIVE_JSON
import { init, Picker } from "../dist/detent.js";
import { inertia, snapTo } from "../peers/inertia.js";

const velocities = [600, 1800, 4000];
const repeats = 200;
const native = JSON.parse(process.argv[2] ?? "null");
await init();

function best(run) {
  let min = Infinity, frames = 0;
  for (let round = 0; round < 5; round++) {
    const start = process.cpuUsage();
    frames = run();
    const used = process.cpuUsage(start);
    const per = (used.user + used.system) * 1000 / frames;
    if (per < min) min = per;
  }
  return { frames, ns_per_frame: min };
}

// The module's exports, called as the C program calls libdetent.
const { instance } = await (async () => {
  const { readFile } = await import("node:fs/promises");
  const bytes = await readFile(new URL("../dist/detent.wasm", import.meta.url));
  return WebAssembly.instantiate(bytes, {});
})();
const w = instance.exports;
const events = w.malloc(64 * 64), count = w.malloc(8);
// One view of the memory, renewed only when it grows (as detent.js keeps it): a new DataView
// each frame cost the JavaScript side about a quarter of the frame.
let memory = new DataView(w.memory.buffer);
const heap = () => (memory.buffer.byteLength === 0 ? (memory = new DataView(w.memory.buffer)) : memory);
const raw = best(() => {
  let n = 0;
  for (let r = 0; r < repeats; r++) for (const v of velocities) {
    const p = w.detent_picker_create_with_config(0, 480, 200, 0);
    w.detent_picker_fling(p, v, 0);
    for (let k = 1; w.detent_picker_is_idle(p) !== 1; k++) {
      w.detent_picker_advance(p, k / 120);
      heap().setUint32(events, 64, true);
      do w.detent_picker_events(p, events, 64, count); while (heap().getUint32(count, true) === 64);
      w.detent_picker_offset(p);
      n++;
    }
    w.detent_picker_destroy(p);
  }
  return n;
});

const js = best(() => {
  let n = 0;
  for (let r = 0; r < repeats; r++) for (const v of velocities) {
    const p = new Picker({});
    let changes = 0;
    p.addEventListener("selectionchange", () => changes++);
    p.fling(v, 0);
    for (let k = 1; !p.isIdle; k++) { p.advance(k * 1000 / 120); void p.offset; n++; }
    p.dispose();
  }
  return n;
});

let sink = 0;
const popmotion = best(() => {
  let n = 0;
  for (let r = 0; r < repeats; r++) for (const v of velocities) {
    const a = inertia({ from: 0, velocity: v, modifyTarget: snapTo(10, 0, 1000) });
    for (let k = 1; ; k++) { const s = a.next(k * 1000 / 120); sink += s.value; n++; if (s.done) break; }
  }
  return n;
});

const rows = [
  ["libdetent, native (C calls)", native],
  ["detent.wasm, its exports (the same calls)", raw],
  ["detent.wasm through detent.js (DOM events)", js],
  ["JavaScript inertia port (popmotion's formula)", popmotion],
];
console.log(`ns per 120 Hz frame, flings of ${velocities.join(", ")} pt/s from rest (node ${process.version}):`);
for (const [name, r] of rows) {
  if (!r) { console.log(`  ${name.padEnd(48)} (not measured)`); continue; }
  const ratio = native ? `  ${(r.ns_per_frame / native.ns_per_frame).toFixed(2)}x native` : "";
  console.log(`  ${name.padEnd(48)} ${r.ns_per_frame.toFixed(1).padStart(8)} ns  (${r.frames} frames)${ratio}`);
}
if (sink === 0.5) console.log("");   // keeps the inertia's work observable
