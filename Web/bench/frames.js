// One round of each scripted path that `make web-bench` times per 120 Hz frame, the same in
// node (Web/bench/bench.mjs) and in Chromium (Web/peers/peers.js): the reference picker (a 10 pt
// grid over 0 ... 1000) made, flung from rest on 0 at each velocity and run to rest, `repeats`
// times; Web/bench/native.c runs the same frames natively. A round returns
// { frames, ns } with ns from `clock()` (nanoseconds, the caller's clock), so that the caller
// can interleave the rounds of every path, native included, and keep each path's fastest.

export const velocities = [600, 1800, 4000];

/** A module instantiated on its own from `bytes`, its exports called directly: [exports,
 *  view], `view()` a DataView of its memory renewed only when the memory grows (as detent.js
 *  keeps it). */
export async function instantiate(bytes) {
  const w = (await WebAssembly.instantiate(bytes, {})).instance.exports;
  w.__wasm_call_ctors();   // a library module: its constructors run once (detent.js's start)
  // Growing the memory detaches its buffer: a typed array's length is then 0, a check V8
  // makes inline (a DataView's buffer.byteLength cost some 4 ns a read in Chromium 156).
  let memory = new DataView(w.memory.buffer), probe = new Uint8Array(w.memory.buffer);
  return [w, () => (probe.length === 0 ? ((probe = new Uint8Array(w.memory.buffer)), (memory = new DataView(w.memory.buffer))) : memory)];
}

/** Web/bench/frames.c's loop inside the module (`w`: the exports of .build/web-bench/detent-bench.wasm,
 *  detent.wasm with that loop linked in): the module's own cost, no call crossing into it. */
export function moduleRound(w, view, clock, repeats) {
  const list = w.malloc(8 * velocities.length);
  velocities.forEach((v, i) => view().setFloat64(list + 8 * i, v, true));
  const start = clock();
  const frames = w.bench_frames(repeats, velocities.length, list);
  const ns = clock() - start;
  w.free(list);
  return { frames, ns };
}

/** detent.wasm through its exports `w`, called as native.c calls libdetent: one
 *  detent_picker_frame a frame (detent.js's layout.frame: wasm32's offsets), the events drained
 *  on the frames that have any. `view()` gives a DataView of the module's memory (renewed by
 *  the caller when the memory grows). */
export function exportsRound(w, view, clock, repeats) {
  const events = w.malloc(64 * 64), count = w.malloc(8), frame = w.malloc(40);
  let frames = 0;
  const start = clock();
  for (let r = 0; r < repeats; r++) for (const v of velocities) {
    const p = w.detent_picker_create_with_config(0, 480, 200, 0);
    w.detent_picker_fling(p, v, 0);
    let d = view();                    // renewed after each call (one may grow the memory)
    d.setUint32(frame, 40, true);
    d.setInt32(frame + 36, 0, true);
    for (let k = 1; d.getInt32(frame + 36, true) === 0; k++) {
      w.detent_picker_frame(p, k / 120, frame);
      d = view();
      if (d.getUint32(frame + 32, true) !== 0) {
        d.setUint32(events, 64, true);
        do { w.detent_picker_events(p, events, 64, count); d = view(); } while (d.getUint32(count, true) === 64);
      }
      d.getFloat64(frame + 16, true);
      frames++;
    }
    w.detent_picker_destroy(p);
  }
  const ns = clock() - start;
  w.free(events); w.free(count); w.free(frame);
  return { frames, ns };
}

/** detent.js's Picker (events dispatched as DOM events, one listener counting them). */
export function pickerRound(Picker, clock, repeats) {
  let frames = 0, changes = 0;
  const start = clock();
  for (let r = 0; r < repeats; r++) for (const v of velocities) {
    const p = new Picker({});
    p.addEventListener("selectionchange", () => changes++);
    p.fling(v, 0);
    for (let k = 1; !p.isIdle; k++) { p.advance((k * 1000) / 120); void p.offset; frames++; }
    p.dispose();
  }
  return { frames, ns: clock() - start, changes };
}

/** The JavaScript port of popmotion's inertia (Web/peers/inertia.js). */
export function inertiaRound({ inertia, snapTo }, clock, repeats) {
  let frames = 0, sink = 0;
  const start = clock();
  for (let r = 0; r < repeats; r++) for (const v of velocities) {
    const a = inertia({ from: 0, velocity: v, modifyTarget: snapTo(10, 0, 1000) });
    for (let k = 1; ; k++) { const s = a.next((k * 1000) / 120); sink += s.value; frames++; if (s.done) break; }
  }
  return { frames, ns: clock() - start, sink };
}

/** Each path's fastest round: `add(name, round)` for every round, then `get(name)`. */
export class Fastest {
  constructor() { this.paths = new Map(); }
  add(name, { frames, ns }) {
    const per = ns / frames, had = this.paths.get(name);
    if (!had || per < had.ns_per_frame) this.paths.set(name, { frames, ns_per_frame: per });
  }
  get(name) { return this.paths.get(name); }
}
