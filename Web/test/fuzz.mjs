// detent.wasm's exports under random sequences of calls with arguments drawn to hurt: huge and
// tiny magnitudes, NaN, infinities, -0, 2^31 and 2^32 where the module's Int is 32 bits, counts,
// indices and columns out of range, wrong `size` fields, times going back or far ahead. In the
// module a Swift trap is a crash (`RuntimeError: unreachable`): any WebAssembly.RuntimeError
// fails the run, printing the seed and the (minimised) calls that led to it. A refused call must
// leave a message naming its function and change nothing that can be read (the C suite's and
// FuzzCInterface's rule, the latter covers the 64-bit library). The traps it found first run as
// regressions, and refusals that write a number past 2^31 are compared with the native text.
// Deterministic: a seeded generator, no clock. `make web-test` runs the defaults (300 seeds x
// 2000 calls, about 15 s). Usage:
//   node Web/test/fuzz.mjs [--seeds N] [--first S] [--steps N] [--module PATH] [--all]
//        [--dump FILE (see fuzz-native.py)] [--replay FILE (one printed call a line: its stack)]
import { readFileSync } from "node:fs";
import { generator } from "./random.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : fallback; };
const ALL = args.includes("--all");   // go on after a failure (one report per failing call)
const SEEDS = Number(option("--seeds", 300)), FIRST = Number(option("--first", 1)), STEPS = Number(option("--steps", 2000));
// --dump FILE: every create and what the module said of it, for a comparison with the native library.
const DUMP = option("--dump"), dumped = [];
const wasmPath = option("--module", new URL("../dist/detent.wasm", import.meta.url));
const compiled = new WebAssembly.Module(readFileSync(wasmPath));

// ---- Struct layouts on wasm32 (include/detent.h; Web/test/layout.c checks detent.js's) ---------
const ENGINE_CONFIG = 376, PICKER_CONFIG = 280, EVENT = 64, ITEM = 120, GEOMETRY = 120, STRETCH = 48, FRAME = 40;
// Every field of detent_engine_config: [offset, "f64" | "i32"].
const ENGINE_FIELDS = [[8, "f64"], [16, "f64"], [24, "f64"], [32, "f64"], [40, "f64"], [48, "f64"], [56, "i32"], [60, "i32"],
  [64, "f64"], [72, "f64"], [80, "f64"], [88, "f64"], [96, "i32"], [100, "i32"], [104, "i32"], [112, "f64"], [120, "f64"],
  [128, "i32"], [136, "f64"], [144, "f64"], [152, "f64"], [160, "f64"], [168, "f64"], [176, "f64"], [184, "f64"], [192, "f64"],
  [200, "f64"], [208, "f64"], [216, "f64"], [224, "i32"], [232, "f64"], [240, "f64"], [248, "f64"], [256, "f64"], [264, "f64"],
  [272, "f64"], [280, "f64"], [288, "f64"], [296, "f64"], [304, "f64"], [312, "f64"], [320, "f64"], [328, "f64"], [336, "f64"],
  [344, "f64"], [352, "f64"], [360, "i32"], [368, "f64"]];
// detent_picker_config's; the ones a picker's kind and style read are drawn more often (PICKER_KEY).
const PICKER_FIELDS = [[8, "f64"], [16, "f64"], [24, "f64"], [32, "i32"], [40, "f64"], [48, "f64"], [56, "i32"], [64, "f64"],
  [72, "f64"], [80, "f64"], [88, "f64"], [96, "i32"], [104, "f64"], [112, "f64"], [120, "f64"], [128, "f64"], [136, "f64"],
  [144, "i32"], [148, "i32"], [152, "i32"], [160, "f64"], [168, "i32"], [176, "f64"], [184, "i32"], [188, "i32"], [192, "i32"],
  [196, "i32"], [200, "i32"], [204, "i32"], [208, "i32"], [212, "i32"], [216, "i32"], [220, "i32"], [224, "f64"], [232, "f64"],
  [240, "f64"], [248, "f64"], [256, "f64"], [264, "f64"], [272, "f64"]];

const HURT = [NaN, Infinity, -Infinity, 0, -0, 1, -1, 0.5, 1e-6, 5e-324, 2.2250738585072014e-308, -5e-324, 1e13, -1e13,
  1e15, -1e15, 1e300, -1e300, Number.MAX_VALUE, -Number.MAX_VALUE, 2 ** 31, -(2 ** 31), 2 ** 31 - 1, 2 ** 32, 2 ** 32 + 0.5,
  2 ** 53, -(2 ** 53), 2 ** 63, 2 ** 64, 1e9, 1e9 + 1, -1e9, 1e12, 1e12 + 1, -1e12, 1e6, 1e6 + 1, 1e8, 99999999.5, 0.999999];
/** A double: a small everyday one, or one drawn to hurt. */
function number(r, scale = 100) {
  switch (r.int(6)) {
    case 0: case 1: return r.pick(HURT);
    case 2: return (r.next() - 0.5) * scale * 20;
    case 3: return Math.round((r.next() - 0.5) * scale * 2);
    case 4: return r.pick(HURT) * (r.chance(0.5) ? 1 : 0.5) + r.int(3);
    default: return r.next() * scale;
  }
}
// Integers as the i32 a wasm32 size_t, long or int is: 2^31 and up wrap to negative (an unsigned size_t of 2^31 ...).
const COUNTS = [0, 1, 2, 3, 7, 60, 1000, 65536, 1e6, 1e6 + 1, 1e8, 1e8 + 1, 1e9, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32 - 8, -1, -2, -8];
function count(r, small = 64) { return r.chance(0.6) ? r.int(small) : r.pick(COUNTS); }
function i32(r) { return r.chance(0.5) ? r.int(10) - 2 : r.pick([-1, -2, 99, 2 ** 31 - 1, -(2 ** 31), 1e6, 1e9, 65536, 255]); }
function constant(r, n) { return r.chance(0.85) ? r.int(n) : r.pick([-1, n, 99, 2 ** 31 - 1, -(2 ** 31)]); }
function size(r, natural) { return r.chance(0.8) ? natural : r.pick([0, 4, 8, natural - 8, natural + 8, natural - 4, natural + 1, 2 ** 31, 2 ** 32 - 8, 1]); }

// ---- One module instance and the calls on it -----------------------------------------------------
class Module {
  constructor() {
    this.x = new WebAssembly.Instance(compiled, {}).exports;
    this.x.__wasm_call_ctors();
    this.scratch = this.x.malloc(8192);
    this.engines = []; this.pickers = [];
  }
  get d() { return new DataView(this.x.memory.buffer); }
  error() { const b = new Uint8Array(this.x.memory.buffer); let p = this.x.detent_last_error(), e = p; while (b[e]) e++; return new TextDecoder().decode(b.subarray(p, e)); }
  alloc(bytes) { const p = this.x.malloc(Math.max(8, bytes)); new Uint8Array(this.x.memory.buffer, p, Math.max(8, bytes)).fill(0); return p; }
  write(p, fields) { const d = this.d; for (const [off, type, v] of fields) type === "f64" ? d.setFloat64(p + off, v, true) : d.setInt32(p + off, v, true); }
  doubles(values) { const p = this.alloc(values.length * 8); const d = this.d; values.forEach((v, i) => d.setFloat64(p + 8 * i, v, true)); return p; }
}

// What can be read of a handle: a refused call must change none of it.
const ENGINE_STATE = ["offset", "velocity", "phase", "is_idle", "selected_index", "time", "rest_time", "target_count"];
const PICKER_STATE = ["value", "offset", "velocity", "phase", "is_idle", "time", "next_event_time", "active_column", "column_count"];
function state(m, kind, h) {
  const names = kind === "engine" ? ENGINE_STATE : PICKER_STATE;
  return names.map((n) => m.x[`detent_${kind}_${n}`](h));
}
const same = (a, b) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

class Failure extends Error {}

/**
 * Runs one op on module m: { call, handle: [kind, slot], ... }. Returns nothing; throws a
 * Failure for a broken rule, and lets a WebAssembly.RuntimeError through.
 */
function run(m, op) {
  const x = m.x, s = m.scratch;
  const handle = op.handle ? (op.handle[0] === "engine" ? m.engines : m.pickers)[op.handle[1]] : undefined;
  if (op.handle && handle === undefined) return;             // a minimised sequence lost its handle
  const h = op.null ? 0 : handle;
  const kind = op.handle?.[0];
  const refusable = (status, before, name) => {
    if (status === 0) return;
    if (status >= 0 || status < -8) throw new Failure(`${name} returned ${status}`);
    const message = m.error();
    if (!message.startsWith(name + ":") && !message.startsWith("detent_")) throw new Failure(`${name} returned ${status} with the message "${message}"`);
    if (before && h) {
      const after = state(m, kind, h);
      if (!same(before, after) && !(status === -7)) throw new Failure(`${name} was refused (${status}: ${message}) but changed the state: ${before} -> ${after}`);
    }
  };
  const input = (name, ...a) => {
    const before = h ? state(m, kind, h) : null;
    const status = x[name](h, ...a);
    refusable(status, before, name);
    return status;
  };
  switch (op.call) {
    case "engine_create": case "picker_create": {
      const engine = op.call === "engine_create", natural = engine ? ENGINE_CONFIG : PICKER_CONFIG;
      const p = m.alloc(natural + 16);
      const status = engine ? x.detent_engine_config_init(p, op.size) : x.detent_picker_config_init(p, op.size);
      refusable(status, null, engine ? "detent_engine_config_init" : "detent_picker_config_init");
      if (engine && op.profile !== undefined) refusable(x.detent_engine_config_profile(p, op.profile), null, "detent_engine_config_profile");
      m.write(p, op.fields);
      if (op.sizeAfter !== undefined) m.d.setUint32(p, op.sizeAfter, true);
      const made = engine ? x.detent_engine_create(op.nullConfig ? 0 : p, op.time)
        : x.detent_picker_create_with_config(op.nullConfig ? 0 : p, op.width, op.height, op.time);
      x.free(p);
      const name = engine ? "detent_engine_create" : "detent_picker_create_with_config";
      if (DUMP) dumped.push(JSON.stringify({ op: JSON.parse(describe(op)), made: !!made, error: made ? null : m.error() }));
      if (!made) { (engine ? m.engines : m.pickers).push(undefined); refusable(-4, null, name); return; }   // slots count creates
      (engine ? m.engines : m.pickers).push(made);
      if (!Object.is(x[`detent_${engine ? "engine" : "picker"}_time`](made), op.time)) throw new Failure(`${name}: the handle's time is not ${op.time}`);
      return;
    }
    case "destroy": {
      x[`detent_${kind}_destroy`](h);
      (kind === "engine" ? m.engines : m.pickers)[op.handle[1]] = undefined;
      return;
    }
    case "set_config": {
      const p = m.alloc(ENGINE_CONFIG + 16);
      x.detent_engine_config_init(p, ENGINE_CONFIG);
      refusable(x.detent_engine_get_config(h, p), null, "detent_engine_get_config");
      m.write(p, op.fields);
      if (op.sizeAfter !== undefined) m.d.setUint32(p, op.sizeAfter, true);
      input("detent_engine_set_config", p);
      x.free(p);
      return;
    }
    case "get_config": {
      const p = m.alloc(ENGINE_CONFIG + 16);
      m.d.setUint32(p, op.size, true);
      refusable(x.detent_engine_get_config(h, op.nullOut ? 0 : p), null, "detent_engine_get_config");
      x.free(p);
      return;
    }
    case "set_targets": case "set_item_targets": {
      const buffers = op.buffers.map((b) => (b === null ? 0 : m.doubles(b)));
      if (op.call === "set_targets") input("detent_engine_set_targets", buffers[0], op.count);
      else input("detent_engine_set_item_targets", buffers[0], buffers[1], op.count, op.anchor);
      buffers.forEach((p) => p && x.free(p));
      return;
    }
    case "target_offset": {
      refusable(x.detent_engine_target_offset(h, op.index, op.nullOut ? 0 : s), null, "detent_engine_target_offset");
      return;
    }
    case "events": case "column_events": {
      // A buffer of `capacity` events; a huge capacity (2^31 and up: the module's Int is 32
      // bits) with a NULL buffer, which must be refused, or with a buffer of 4096 events when
      // the handle has fewer (an advance to its own time drains nothing new).
      const huge = (op.capacity >>> 0) > 4096, room = huge ? 4096 : op.capacity >>> 0;
      // The library strides by the caller's size (up to a struct past its own): room for that.
      const stride = (op.size >>> 0) > EVENT && (op.size >>> 0) <= 256 ? op.size : EVENT;
      const p = op.nullBuffer ? 0 : m.alloc(room * stride), cols = op.nullColumns ? 0 : m.alloc(room * 4);
      if (p) m.d.setUint32(p, op.size, true);
      if (huge && p) {                                           // fewer than 4096 events pending
        const q = m.alloc(4096 * EVENT);
        m.d.setUint32(q, EVENT, true);
        for (;;) { x[`detent_${kind}_events`](h, q, 4096, s); if (m.d.getUint32(s, true) < 4096) break; }
        x.free(q);
      }
      const before = h ? state(m, kind, h) : null;
      const status = op.call === "events" ? x[`detent_${kind}_events`](h, p, op.capacity, op.nullOut ? 0 : s)
        : x.detent_picker_column_events(h, p, op.capacity, cols, op.nullOut ? 0 : s);
      refusable(status, before, `detent_${op.call === "events" ? kind + "_events" : "picker_column_events"}`);
      if (status === 0 && (m.d.getUint32(s, true) > room)) throw new Failure(`${op.call}: ${m.d.getUint32(s, true)} events written in a buffer of ${room}`);
      if (p) x.free(p);
      if (cols) x.free(cols);
      return;
    }
    case "geometry": case "stretch": {
      const bytes = op.call === "geometry" ? GEOMETRY : STRETCH;
      const p = m.alloc(bytes + 16);
      m.d.setUint32(p, op.size, true);
      refusable(x[`detent_engine_${op.call}`](h, op.nullOut ? 0 : p), null, `detent_engine_${op.call}`);
      x.free(p);
      return;
    }
    case "frame": {
      // An advance and the state after it: refused, nothing moves; done, each field is its reader's.
      const p = m.alloc(FRAME + 16);
      m.d.setUint32(p, op.size, true);
      const before = h ? state(m, kind, h) : null;
      const status = x[`detent_${kind}_frame`](h, op.args[0], op.nullOut ? 0 : p);
      refusable(status, before, `detent_${kind}_frame`);
      if (status === 0) {
        const got = [8, 16].map((o) => m.d.getFloat64(p + o, true)).concat([m.d.getInt32(p + 36, true)]);
        const want = ["time", "offset", "is_idle"].map((n) => x[`detent_${kind}_${n}`](h));
        if (!same(got, want)) throw new Failure(`detent_${kind}_frame wrote ${got}, the readers say ${want}`);
      }
      x.free(p);
      return;
    }
    case "transition": {
      const r = m.doubles(op.frame);
      refusable(x.detent_engine_transition(h, r, op.threshold, op.amount, op.nullOut ? 0 : s, op.nullProgress ? 0 : s + 8), null, "detent_engine_transition");
      x.free(r);
      return;
    }
    case "column": {
      refusable(x.detent_picker_column(h, op.column, s, s + 8, op.nullOut ? 0 : s + 16, op.nullOut ? 0 : s + 32), null, "detent_picker_column");
      return;
    }
    case "label": {
      const room = Math.min(op.capacity >>> 0, 512);
      const p = op.nullBuffer ? 0 : m.alloc(room);
      const status = x.detent_picker_label(h, op.column, op.value, p, op.nullBuffer ? op.capacity : Math.min(room, op.capacity >>> 0) | 0, op.nullOut ? 0 : s);
      refusable(status, null, "detent_picker_label");
      if (p) x.free(p);
      return;
    }
    case "key_value": refusable(x.detent_picker_key_value(h, op.key, op.nullOut ? 0 : s), null, "detent_picker_key_value"); return;
    case "display_list": {
      const stride = (op.size >>> 0) > ITEM && (op.size >>> 0) <= 256 ? op.size : ITEM;
      const items = op.nullBuffer ? 0 : m.alloc(Math.min(op.capacity >>> 0, 512) * stride), text = m.alloc(Math.min(op.textCapacity >>> 0, 8192));
      if (items) m.d.setUint32(items, op.size, true);
      const before = state(m, kind, h || handle);
      const status = x.detent_picker_display_list(h, items, op.nullBuffer ? op.capacity : Math.min(op.capacity >>> 0, 512) | 0, text,
        Math.min(op.textCapacity >>> 0, 8192) | 0, op.nullOut ? 0 : s, s + 4);
      refusable(status, h ? before : null, "detent_picker_display_list");
      if (items) x.free(items);
      x.free(text);
      return;
    }
    case "read": {
      // Readers: never a trap; NULL gives the documented value.
      const names = kind === "engine" ? ENGINE_STATE : PICKER_STATE;
      for (const n of names) x[`detent_${kind}_${n}`](h);
      return;
    }
    default: {
      // An input or a setter: detent_<kind>_<call>(handle, ...args).
      input(`detent_${kind}_${op.call}`, ...op.args);
    }
  }
}

// ---- Drawing ops from the live state ---------------------------------------------------------------
function timeFor(r, current) {
  const t = Number.isFinite(current) ? current : 0;
  switch (r.int(12)) {
    case 0: return t - r.pick([1e-9, 0.5, 1e9, 5e-324]);        // backwards: DETENT_ERROR_TIME
    case 1: return r.pick([NaN, Infinity, -Infinity, 1e9, 1e9 + 1, -1e9, 2e9, 1e300, 2 ** 31, 2 ** 32]);
    case 2: return t;                                             // the same time
    case 3: return t + r.pick([1e3, 1e5, 1e7, 3600]);             // far ahead
    default: return t + r.next() * r.pick([0.001, 0.0083, 0.05, 0.5, 2]);
  }
}

function engineFields(r) {
  const fields = [];
  // A usable engine most of the time: a container, content and bounds.
  if (r.chance(0.8)) {
    const w = r.pick([320, 480, 1, 1000]), bound = r.pick([0, 100, 2000, 1e6, 1e12]);
    fields.push([8, "f64", w], [16, "f64", r.pick([400, 80, 1])], [24, "f64", w * 4], [32, "f64", 2000], [40, "f64", 0], [48, "f64", bound],
      [56, "i32", r.int(2)]);
  }
  const n = r.int(4);
  for (let i = 0; i < n; i++) {
    const [off, type] = r.pick(ENGINE_FIELDS);
    fields.push([off, type, type === "f64" ? number(r, 1000) : i32(r)]);
  }
  return fields;
}

function pickerFields(r) {
  const fields = [];
  const kind = r.chance(0.5) ? r.int(4) : 0;
  if (kind) fields.push([184, "i32", kind]);
  if (r.chance(0.4)) fields.push([188, "i32", 1]);                       // a cylinder
  if (r.chance(0.3)) fields.push([192, "i32", 1]);                       // looping
  if (kind === 1 && r.chance(0.6)) {                                     // years and a start date
    const from = r.chance(0.5) ? 1900 + r.int(200) : r.pick([-999999, 999999, 0, -1, 2 ** 31 - 1, -(2 ** 31)]);
    fields.push([196, "i32", from], [200, "i32", r.chance(0.7) ? from + r.int(300) : r.pick([999999, -999999, from - 1, 2 ** 31 - 1])]);
    fields.push([204, "i32", r.chance(0.7) ? 2024 : i32(r)], [208, "i32", r.int(14)], [212, "i32", r.int(33)]);
  }
  if (kind >= 2 && r.chance(0.5)) fields.push([216, "i32", r.int(26) - 1], [220, "i32", r.int(62) - 1]);
  if (r.chance(0.5)) {                                                   // values
    const from = r.chance(0.5) ? number(r, 100) : 0, by = r.chance(0.6) ? r.pick([1, 0.5, 0.25, 0.1, 5, 1e-3]) : number(r, 10);
    fields.push([8, "f64", from], [16, "f64", r.chance(0.6) ? from + by * r.pick([0, 1, 10, 100, 1e4, 1e6, 1e8 - 1, 1e8]) : number(r, 1000)], [24, "f64", by]);
  }
  if (r.chance(0.2)) fields.push([40, "f64", number(r, 500)], [48, "f64", number(r, 300)]);
  const n = r.int(3);
  for (let i = 0; i < n; i++) {
    const [off, type] = r.pick(PICKER_FIELDS);
    fields.push([off, type, type === "f64" ? number(r, 100) : i32(r)]);
  }
  return fields;
}

const ENGINE_OPS = ["set_config", "get_config", "set_uniform_targets", "set_targets", "set_item_targets", "target_offset",
  "set_closest_multiple", "set_paging", "set_view_aligned", "remove_behavior", "pointer", "pointer", "wheel", "key", "key",
  "scroll_to", "scroll_to_target", "fling", "resize", "advance", "advance", "frame", "events", "geometry", "stretch",
  "transition", "read"];
const PICKER_OPS = ["pointer", "pointer", "wheel", "key", "key", "select", "select", "fling", "resize", "advance", "advance",
  "frame", "events", "column_events", "key_value", "column", "label", "label", "focus", "set_focus_effect", "display_list", "read"];

function draw(r, m) {
  const live = (list) => list.map((h, i) => (h ? i : -1)).filter((i) => i >= 0);
  const engines = live(m.engines), pickers = live(m.pickers);
  const roll = r.int(100);
  if (roll < 3 || (engines.length === 0 && roll < 40)) {
    return { call: "engine_create", size: size(r, ENGINE_CONFIG), profile: r.chance(0.5) ? constant(r, 5) : undefined, fields: engineFields(r),
      sizeAfter: r.chance(0.05) ? size(r, ENGINE_CONFIG) : undefined, nullConfig: r.chance(0.03), time: r.chance(0.9) ? r.next() * 10 : timeFor(r, 0) };
  }
  if (roll < 7 || (pickers.length === 0 && roll < 60)) {
    const w = r.chance(0.85) ? r.pick([480, 320, 1000, 300]) : number(r, 1000), hgt = r.chance(0.85) ? r.pick([300, 200, 600]) : number(r, 1000);
    return { call: "picker_create", size: size(r, PICKER_CONFIG), fields: pickerFields(r), sizeAfter: r.chance(0.05) ? size(r, PICKER_CONFIG) : undefined,
      nullConfig: r.chance(0.03), width: w, height: hgt, time: r.chance(0.9) ? r.next() * 10 : timeFor(r, 0) };
  }
  if (roll < 8) {
    const kind = r.chance(0.5) ? "engine" : "picker", list = kind === "engine" ? engines : pickers;
    if (list.length) return { call: "destroy", handle: [kind, r.pick(list)] };
  }
  const useEngine = pickers.length === 0 || (engines.length > 0 && r.chance(0.45));
  const kind = useEngine ? "engine" : "picker";
  const slot = r.pick(useEngine ? engines : pickers);
  if (slot === undefined) return { call: "read", handle: ["engine", 0] };
  const h = (useEngine ? m.engines : m.pickers)[slot];
  const op = { handle: [kind, slot], null: r.chance(0.02) };
  const t = timeFor(r, m.x[`detent_${kind}_time`](h));
  const nullOut = r.chance(0.04);
  const call = r.pick(useEngine ? ENGINE_OPS : PICKER_OPS);
  const x = () => (r.chance(0.8) ? r.next() * 600 - 50 : number(r, 1000)), y = () => (r.chance(0.8) ? r.next() * 400 - 50 : number(r, 1000));
  switch (call) {
    case "set_config": return { ...op, call, fields: engineFields(r).slice(r.chance(0.5) ? 7 : 0), sizeAfter: r.chance(0.1) ? size(r, ENGINE_CONFIG) : undefined };
    case "get_config": return { ...op, call, size: size(r, ENGINE_CONFIG), nullOut };
    case "set_uniform_targets": return { ...op, call, args: [number(r, 100), r.chance(0.7) ? r.pick([1, 10, 50, 0.5, 1e-3]) : number(r, 100), count(r)] };
    case "set_targets": case "set_item_targets": {
      const n = count(r, 40), room = (n >>> 0) <= 4096 ? n >>> 0 : 0;
      const values = () => Array.from({ length: room }, () => (r.chance(0.9) ? r.next() * 3000 : number(r, 3000)));
      const buffers = call === "set_targets" ? [room || !r.chance(0.5) ? values() : null] : [values(), room ? values().map(Math.abs) : values()];
      if (r.chance(0.05)) buffers[0] = null;
      return { ...op, call, buffers, count: (n >>> 0) <= 4096 || buffers[0] === null ? n : 0, anchor: r.chance(0.8) ? r.pick([0, 0.5, 1]) : number(r, 1) };
    }
    case "target_offset": return { ...op, call, index: count(r, 8), nullOut };
    case "set_closest_multiple": return { ...op, call, args: [r.chance(0.6) ? r.pick([10, 50, 1]) : number(r, 100)] };
    case "set_paging": case "remove_behavior": return { ...op, call, args: [] };
    case "set_view_aligned": return { ...op, call, args: [constant(r, 5)] };
    case "pointer": return { ...op, call, args: [constant(r, 4), x(), y(), r.chance(0.85) ? r.int(2) : i32(r), t] };
    case "wheel": return { ...op, call, args: [r.chance(0.6) ? r.next() * 200 - 100 : number(r, 100), r.chance(0.6) ? r.next() * 200 - 100 : number(r, 100), r.chance(0.5) ? r.int(2) : i32(r), t] };
    case "key": return { ...op, call, args: [constant(r, 8), t] };
    case "scroll_to": return { ...op, call, args: [number(r, 2000), r.int(2), t] };
    case "scroll_to_target": return { ...op, call, args: [count(r, 10), r.int(2), t] };
    case "select": return { ...op, call, args: [r.chance(0.3) ? r.pick([20240229, 941, 2359, 19000101, 21001231, 1e15, 99999999]) : number(r, 200), r.int(2), t] };
    case "fling": return { ...op, call, args: [r.chance(0.7) ? (r.next() - 0.5) * 20000 : number(r, 10000), t] };
    case "resize": return { ...op, call, args: [r.chance(0.7) ? r.pick([320, 480, 1]) : number(r, 1000), r.chance(0.7) ? r.pick([400, 300, 80]) : number(r, 1000), t] };
    case "advance": return { ...op, call, args: [t] };
    case "frame": return { ...op, call, args: [t], size: size(r, FRAME), nullOut };
    case "focus": return { ...op, call, args: [r.chance(0.7) ? r.int(4) - 1 : i32(r), t] };
    case "set_focus_effect": return { ...op, call, args: [r.chance(0.7) ? r.int(3) - 1 : i32(r)] };
    case "events": case "column_events":
      return { ...op, call, capacity: count(r, 80), size: size(r, EVENT), nullBuffer: r.chance(0.05), nullColumns: r.chance(0.3), nullOut };
    case "geometry": case "stretch": return { ...op, call, size: size(r, call === "geometry" ? GEOMETRY : STRETCH), nullOut };
    case "transition": return { ...op, call, frame: [number(r, 1000), number(r, 1000), number(r, 500), number(r, 500)], threshold: constant(r, 3), amount: number(r, 1), nullOut, nullProgress: r.chance(0.3) };
    case "column": return { ...op, call, column: r.chance(0.8) ? r.int(4) - 1 : i32(r), nullOut };
    case "label": return { ...op, call, column: r.chance(0.8) ? r.int(5) - 2 : i32(r), value: r.chance(0.4) ? r.int(100) : r.chance(0.5) ? r.pick([20240229, 941, 2359, 1e15, 1e16]) : number(r, 100),
      capacity: r.chance(0.7) ? r.pick([64, 512, 0, 1, 3]) : count(r), nullBuffer: r.chance(0.1), nullOut };
    case "key_value": return { ...op, call, key: constant(r, 8), nullOut };
    case "display_list": return { ...op, call, capacity: r.chance(0.7) ? r.pick([512, 0, 3]) : count(r), textCapacity: r.chance(0.7) ? r.pick([8192, 0, 10]) : count(r),
      size: size(r, ITEM), nullBuffer: r.chance(0.05), nullOut };
    default: return { ...op, call };
  }
}

// ---- Running seeds, minimising a failure ------------------------------------------------------------
const bits = new DataView(new ArrayBuffer(8));
const signed = (v) => { bits.setFloat64(0, v); return bits.getUint8(0) >= 128; };   // a NaN's sign too (its message prints it)
const describe = (op) => JSON.stringify(op, (k, v) => (typeof v !== "number" ? v : Number.isNaN(v) ? (signed(v) ? "-NaN" : "NaN")
  : !Number.isFinite(v) ? String(v) : Object.is(v, -0) ? "-0" : v));

/** Runs `ops` on a fresh instance; the error it ends with, or null. */
function replay(ops) {
  const m = new Module();
  for (let i = 0; i < ops.length; i++) {
    try { run(m, ops[i]); } catch (e) { return { at: i, error: e }; }
  }
  return null;
}
const kindOf = (e) => (e instanceof WebAssembly.RuntimeError ? "trap" : e instanceof Failure ? "rule" : "other");

/** The failing sequence with every op removed that the same kind of failure does not need. */
function minimise(ops, error) {
  const fails = (list) => { const f = replay(list); return f && kindOf(f.error) === kindOf(error) && f.error.message === error.message ? f : null; };
  // Chunks of halving sizes, from the end (never the failing, last op); a pass at size 1 is repeated until nothing goes.
  let current = ops;
  for (let chunk = Math.max(1, current.length >> 1), changed = true; chunk >= 1; chunk = chunk > 1 ? chunk >> 1 : changed ? 1 : 0) {
    changed = false;
    for (let i = current.length - 2; i >= 0; i -= chunk) {
      const from = Math.max(0, i - chunk + 1), candidate = current.slice(0, from).concat(current.slice(i + 1));
      const f = fails(candidate);
      if (f) { current = candidate.slice(0, f.at + 1); changed = true; i = Math.min(from - 1, current.length - 2) + chunk; }
    }
  }
  // Then each create with the calls on its handle, the later handles renumbered.
  for (let i = current.length - 2; i >= 0; i--) {
    const op = current[i];
    if (op.call !== "engine_create" && op.call !== "picker_create") continue;
    const kind = op.call === "engine_create" ? "engine" : "picker";
    const slot = current.slice(0, i).filter((o) => o.call === op.call).length;
    const candidate = [];
    for (const [j, o] of current.entries()) {
      if (j === i || (o.handle && o.handle[0] === kind && o.handle[1] === slot && j > i)) continue;
      candidate.push(o.handle && o.handle[0] === kind && o.handle[1] > slot ? { ...o, handle: [kind, o.handle[1] - 1] } : o);
    }
    const f = fails(candidate);
    if (f) current = candidate.slice(0, f.at + 1);
  }
  return current;
}

// The traps the fuzz found, each the smallest sequence that led to one (they must stay fixed).
const time = [[184, "i32", 2]], date = (from, to) => [[184, "i32", 1], [196, "i32", from], [200, "i32", to]];
const picker = (fields) => ({ call: "picker_create", size: PICKER_CONFIG, fields, width: 480, height: 300, time: 0 });
const REGRESSIONS = {
  // ColumnPicker's select: Int(value) of a value past 2^31.
  "select -1e13 on a time picker": [picker(time), { handle: ["picker", 0], call: "select", args: [-1e13, 0, 1] }],
  // PickerModel.modelLabel: the same conversion.
  "label -1e300 of a time picker": [picker(time), { handle: ["picker", 0], call: "label", column: -1, value: -1e300, capacity: 64 }],
  // A minute's label: Int(value) before the clamp to 0 ... 59.
  "label 1e16 of a minute": [picker(time), { handle: ["picker", 0], call: "label", column: 1, value: 1e16, capacity: 64 }],
  // CalendarDate.number: yyyymmdd past year ±214,748 overflows a 32-bit Int (the value, key_value, events).
  "a date picker of years -999999 ... -999869": [picker([...date(-999999, -999869), [204, "i32", 2024], [208, "i32", 8], [212, "i32", 11]]),
    { handle: ["picker", 0], call: "key_value", key: 3 }, { handle: ["picker", 0], call: "key", args: [3, 1] },
    { handle: ["picker", 0], call: "advance", args: [2] }, { handle: ["picker", 0], call: "events", capacity: 64, size: EVENT }],
  "a date picker of year 999999": [picker([...date(999998, 999999), [204, "i32", 999999], [208, "i32", 12], [212, "i32", 31]]),
    { handle: ["picker", 0], call: "select", args: [99999981231, 1, 1] }, { handle: ["picker", 0], call: "label", column: -1, value: 9999991231, capacity: 64 }],
  // ViewAlignedScrollTargetBehavior's limit: start + limit past 2^31 (2^31 - 1 targets).
  "a view-aligned release among 2^31 - 1 targets": [{ call: "engine_create", size: ENGINE_CONFIG, profile: 3, time: 0,
    fields: [[8, "f64", 320], [16, "f64", 1], [24, "f64", 1280], [32, "f64", 2000], [40, "f64", 0], [48, "f64", 1e12]] },
    { handle: ["engine", 0], call: "set_view_aligned", args: [1] }, { handle: ["engine", 0], call: "set_uniform_targets", args: [-35, 10, 2 ** 31 - 1] },
    { handle: ["engine", 0], call: "key", args: [7, 1] }, { handle: ["engine", 0], call: "wheel", args: [-1e300, 0, 1, 1000] },
    { handle: ["engine", 0], call: "wheel", args: [64, -99, 1, 1001] }],
  // The years' check: abs(INT_MIN).
  "years_from INT_MIN": [picker(date(-(2 ** 31), -(2 ** 31) + 60))],
  // SplineFling (natively too: NaN): a fling retargeted onto the edge a denormal away had a zero duration.
  "an android fling onto an edge 5e-324 away": [{ call: "engine_create", size: ENGINE_CONFIG, profile: 1, time: 0,
    fields: [[8, "f64", 1], [16, "f64", 80], [24, "f64", 4], [32, "f64", 2000], [40, "f64", 0], [48, "f64", 1e6], [56, "i32", 1]] },
    { handle: ["engine", 0], call: "scroll_to", args: [5e-324, 1, 1] }, { handle: ["engine", 0], call: "fling", args: [-7876.99, 10] },
    { handle: ["engine", 0], call: "advance", args: [11] }],
};
for (const [name, ops] of Object.entries(REGRESSIONS)) {
  const f = replay(ops);
  if (f) { console.log(`regression "${name}": call ${f.at + 1} failed: ${f.error.message}`); process.exit(1); }
}
// Refusals that write a number past 2^31 write it as the native library does (its message, word for word).
const MESSAGES = [
  [{ call: "engine_create", size: ENGINE_CONFIG, sizeAfter: 2 ** 31, fields: [], time: 0 },
    "detent_engine_create: config: the size field is 2147483648; this library (1.3.0) takes 352 to 376, a multiple of 8 (built against a newer detent.h?)"],
  [{ call: "picker_create", size: PICKER_CONFIG, sizeAfter: 2 ** 32 - 8, fields: [], width: 480, height: 300, time: 0 },
    "detent_picker_create_with_config: config: the size field is 4294967288; this library (1.3.0) takes 184 to 280, a multiple of 8 (built against a newer detent.h?)"],
  [picker(date(-(2 ** 31), 2 ** 31 - 1)),
    "detent_picker_create_with_config: config.years_from, years_to (-2147483648, 2147483647) must run from a year to a later one (at most 1000000 years, within ±999999)"],
];
for (const [op, message] of MESSAGES) {
  const m = new Module();
  run(m, op);
  if (m.error() !== message) { console.log(`${describe(op)}:\n  says  ${m.error()}\n  not   ${message}`); process.exit(1); }
}

// --replay FILE: runs the calls of FILE (one JSON op a line, as a failure prints them) and shows the error's stack.
if (option("--replay")) {
  const ops = readFileSync(option("--replay"), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l.trim(), (k, v) => (v === "NaN" ? NaN : v === "-NaN" ? -NaN : v === "Infinity" ? Infinity : v === "-Infinity" ? -Infinity : v === "-0" ? -0 : v)));
  const f = replay(ops);
  console.log(f ? f.error.stack : "no failure");
  process.exit(f ? 1 : 0);
}
let failures = 0, calls = 0;
const reported = new Set();
for (let seed = FIRST; seed < FIRST + SEEDS; seed++) {
  const r = generator(seed), m = new Module(), ops = [];
  for (let step = 0; step < STEPS; step++) {
    const op = draw(r, m);
    ops.push(op);
    try { run(m, op); calls++; } catch (e) {
      if (!(e instanceof WebAssembly.RuntimeError) && !(e instanceof Failure)) throw e;
      failures++;
      const key = `${e.message} ${op.handle?.[0]} ${op.call}`;
      if (reported.has(key)) break;
      reported.add(key);
      console.log(`seed ${seed}, call ${step + 1}: ${e instanceof WebAssembly.RuntimeError ? "the module trapped" : "a rule broke"}: ${e.message}`);
      const small = minimise(ops, e);
      console.log(`the ${small.length} calls that lead to it (of ${ops.length}):`);
      for (const o of small) console.log(`  ${describe(o)}`);
      break;
    }
  }
  if (failures && !ALL) break;
}
if (DUMP) (await import("node:fs")).writeFileSync(DUMP, dumped.join("\n") + "\n");
if (failures) process.exit(1);
console.log(`detent.wasm fuzz: ${SEEDS} seeds (${FIRST} ... ${FIRST + SEEDS - 1}) x ${STEPS} calls, ${calls} calls, no trap, every refusal changed nothing`);
