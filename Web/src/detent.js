// detent.js — Detent in the browser (and node): the scroll-physics engine and the pickers of
// detent.wasm, the same Swift as libdetent compiled as Embedded Swift, behind an API in the
// web's conventions. Times are milliseconds (performance.now(), event.timeStamp, the time
// requestAnimationFrame passes); offsets are points (CSS pixels); events are DOM events.
// docs/web.md is the guide; detent.d.ts the reference.

let wasm = null;   // the instance's exports once init() has run
let heap = null;   // a DataView of its memory, renewed when the memory grows
let probe = new Uint8Array(0);   // a view of the same buffer: length 0 once it is detached (or before init)
let scratch = 0;   // a block of the module's memory for calls' small outputs (SCRATCH bytes)
let replay = null; // detent-replay.wasm once init({ replay: true }) has run: { exports, scratch }
const SCRATCH = 4096;

// Struct layouts of include/detent.h on wasm32 (size_t, long and pointers are 4 bytes);
// Web/test/layout.c checks every offset against the header with the C compiler.
export const layout = Object.freeze({
  event: { size: 64, kind: 4, cause: 8, time: 16, fromIndex: 24, toIndex: 28, fromPhase: 32, toPhase: 36, velocity: 40, fromValue: 48, toValue: 56 },
  item: { size: 120, kind: 4, x: 8, y: 16, width: 24, height: 32, red: 40, green: 48, blue: 56, opacity: 64, fontSize: 72, alignX: 80, alignY: 88, text: 96, textLength: 100, scaleX: 104, scaleY: 112 },
  engineConfig: {
    size: 376, containerWidth: 8, containerHeight: 16, contentWidth: 24, contentHeight: 32, boundsLower: 40, boundsUpper: 48,
    axis: 56, automaticInsets: 60, insetTop: 64, insetLeading: 72, insetBottom: 80, insetTrailing: 88, devicePixelRatio: 368,
  },
  rect: { size: 32, x: 0, y: 8, width: 16, height: 24 },
  geometry: {
    size: 120, contentOffsetX: 8, contentOffsetY: 16, contentWidth: 24, contentHeight: 32, insetTop: 40, insetLeading: 48,
    insetBottom: 56, insetTrailing: 64, containerWidth: 72, containerHeight: 80, visibleRect: 88,
  },
  stretch: { size: 48, edge: 4, held: 8, scale: 16, distance: 24, velocity: 32, endTime: 40 },
  frame: { size: 40, time: 8, offset: 16, nextEventTime: 24, events: 32, idle: 36 },
  pickerConfig: {
    size: 280, valuesFrom: 8, valuesTo: 16, valuesBy: 24, axis: 32, width: 40, height: 48, centered: 56, x: 64, y: 72,
    spacing: 80, tickWidth: 88, majorEvery: 96, theme: 148, behavior: 152, snapStep: 160, profile: 168, decelerationRate: 176,
    kind: 184, style: 188, looping: 192, yearsFrom: 196, yearsTo: 200, startYear: 204, startMonth: 208, startDay: 212,
    startHour: 216, startMinute: 220, cylinder: 224,
  },
});

const PHASES = ["idle", "tracking", "interacting", "decelerating", "animating"];
const CAUSES = [null, "drag", "deceleration", "wheel", "key", "programmatic"];
const KEYS = { left: 0, right: 1, up: 2, down: 3, page_up: 4, page_down: 5, home: 6, end: 7 };
const POINTER = { down: 0, move: 1, up: 2, cancel: 3 };
/** The platform profiles, by the names traces and `detent --profile` use. */
export const profiles = Object.freeze(["ios", "android", "flutter-bouncing", "flutter-clamping", "gtk"]);
const LIMITS = { automatic: 0, always: 1, never: 2, "always-by-one": 3, "always-by-few": 4 };
const STRETCH_EDGES = ["none", "leading", "trailing"];
/** SwiftUI's ScrollTransitionPhase, by detent_transition_phase + 1. */
const TRANSITION_PHASES = ["topLeading", "identity", "bottomTrailing"];
const THRESHOLDS = ["visible", "centered", "hidden"];

// ---- Errors: one class per detent_status, each carrying detent_last_error()'s message ----------

/** A call the module refused; `status` is the detent_status, `message` the C library's. */
export class DetentError extends Error {
  constructor(message, status) { super(message); this.name = new.target.name; this.status = status; }
}
/** DETENT_ERROR_NULL: a handle used after dispose(), or a missing buffer. */
export class DetentNullError extends DetentError {}
/** DETENT_ERROR_NOT_FINITE: NaN or an infinity. */
export class DetentNotFiniteError extends DetentError {}
/** DETENT_ERROR_TIME: a time earlier than the handle's, or beyond ±1e9 s. */
export class DetentTimeError extends DetentError {}
/** DETENT_ERROR_INVALID: an argument out of range, bad JSON, a trace the reader refuses. */
export class DetentInvalidError extends DetentError {}
/** DETENT_ERROR_STATE: not possible now (a fling while a pointer is down). */
export class DetentStateError extends DetentError {}
const ERRORS = { [-1]: DetentNullError, [-2]: DetentNotFiniteError, [-3]: DetentTimeError, [-4]: DetentInvalidError, [-8]: DetentStateError };

function lastError(m = wasm) { return readText(m.detent_last_error(), undefined, m); }
/** Throws the Error subclass of a refusal of module `m` (detent.wasm unless given). */
function check(status, m = wasm) {
  if (status === 0) return;
  const Kind = ERRORS[status] || DetentError;
  throw new Kind(lastError(m), status);
}
function requireInit() { if (!wasm) throw new DetentError("detent.js: call `await init()` first", -1); }

// A call's arguments cross into the module as f64 and i32 (JavaScript's ToNumber, then ToInt32):
// "5" would be taken as 5 and recorded in a trace as a string, which the trace reader refuses;
// an index of 2^32 + 1 would wrap to 1, -1 to the last target, NaN to 0. Refused here instead,
// before anything changes; NaN and infinities as numbers are the library's to refuse.
/** What a refusal says of a JavaScript value (a JSON value as the trace reader says it). */
function describeValue(v) {
  if (v === undefined || typeof v === "function" || typeof v === "symbol") return typeof v === "undefined" ? "undefined" : `a ${typeof v}`;
  return typeof v === "bigint" ? `a BigInt (${v})` : describeJSON(v);
}
/** `v` if it is a number, or a DetentInvalidError naming `what`. */
function number(v, what) {
  if (typeof v !== "number") throw new DetentInvalidError(`detent.js: ${what} must be a number, not ${describeValue(v)}`, -4);
  return v;
}
/** `v` if it is a whole number from `min` to 2^31 - 1 (a count, an index, a column), or a
    DetentNotFiniteError (NaN, infinities) or DetentInvalidError naming `what`. */
function whole(v, what, min = 0) {
  if (Number.isInteger(number(v, what)) && v >= min && v <= 2147483647) return v;
  const Kind = Number.isFinite(v) ? DetentInvalidError : DetentNotFiniteError;
  throw new Kind(`detent.js: ${what} must be a whole number from ${min} to 2147483647, not ${v}`, Number.isFinite(v) ? -4 : -2);
}
/** A handle's origin (ms): a finite number, or every time it is given would be NaN (or, for a
    string, its `time` a string). */
function finiteOrigin(origin) {
  if (!Number.isFinite(number(origin, "origin"))) throw new DetentNotFiniteError(`detent.js: origin (${origin}) is not finite`, -2);
}
/** `KEYS[name]`, or a DetentInvalidError: only the table's own names ("toString" is not a key). */
function keyCode(name) {
  if (!Object.hasOwn(KEYS, name)) throw new DetentInvalidError(`detent.js: ${describeValue(name)} is not a key (${Object.keys(KEYS).join(", ")})`, -4);
  return KEYS[name];
}

// ---- Memory -----------------------------------------------------------------------------------

function view() {
  // Growing the memory detaches the old buffer: a typed array over it then has length 0, a
  // check V8 makes inline (reading wasm.memory.buffer, or a DataView's buffer.byteLength, on
  // every call cost some 4 ns each in Chromium 156, several times a frame).
  if (probe.length === 0) { heap = new DataView(wasm.memory.buffer); probe = new Uint8Array(wasm.memory.buffer); }
  return heap;
}
const encoder = new TextEncoder();
const decoder = new TextDecoder();
function readText(p, length, m = wasm) {
  const bytes = new Uint8Array(m.memory.buffer);
  let end = p;
  if (length === undefined) { while (bytes[end] !== 0) end++; } else end = p + length;
  return decoder.decode(bytes.subarray(p, end));
}
/** Copies `text` into module `m` as NUL-terminated UTF-8; free() it after the call. */
function allocText(text, m = wasm) {
  const utf8 = encoder.encode(text);
  const p = m.malloc(utf8.length + 1);
  new Uint8Array(m.memory.buffer).set(utf8, p);
  new Uint8Array(m.memory.buffer)[p + utf8.length] = 0;
  return { p, length: utf8.length };
}
/**
 * Calls `fill(out, capacity, needed)` until its text fits, and returns it; `m` is the module
 * and `base` its scratch block (detent.wasm's unless given).
 */
function textCall(fill, m = wasm, base = scratch) {
  let capacity = SCRATCH - 8, out = base + 8;
  for (;;) {
    const status = fill(out, capacity, base);
    const needed = new DataView(m.memory.buffer).getUint32(base, true);
    if (status === 0) { const s = readText(out, undefined, m); if (out !== base + 8) m.free(out); return s; }
    if (status !== -7) { if (out !== base + 8) m.free(out); check(status, m); }
    if (out !== base + 8) m.free(out);
    capacity = needed; out = m.malloc(needed);
  }
}

// ---- init ---------------------------------------------------------------------------------------

/** A compiled module from `source`: a URL or path (fetched, or read from a file: URL in node),
    a Response, bytes or a WebAssembly.Module. */
async function compile(source) {
  if (source instanceof WebAssembly.Module) return source;
  let bytes = source;
  if (bytes instanceof URL || typeof bytes === "string") {
    const url = bytes instanceof URL ? bytes : new URL(bytes, import.meta.url);
    if (url.protocol === "file:") {
      const { readFile } = await import("node:fs/promises");
      bytes = await readFile(url);
    } else bytes = await fetch(url);
  }
  if (typeof Response !== "undefined" && bytes instanceof Response) {
    // A 404 page is not a module: say so, rather than WebAssembly's "expected magic word".
    if (!bytes.ok) throw new DetentError(`detent.js: ${bytes.url || "the module"} could not be loaded (HTTP ${bytes.status})`, -1);
    return WebAssembly.compileStreaming && bytes.headers.get("content-type") === "application/wasm"
      ? WebAssembly.compileStreaming(bytes) : WebAssembly.compile(await bytes.arrayBuffer());
  }
  return WebAssembly.compile(bytes);
}

/** Whether init()'s argument is its options ({module, replay}) rather than the module's source. */
function isOptions(x) {
  return x !== null && typeof x === "object" && !(x instanceof URL) && !(x instanceof WebAssembly.Module)
    && !(x instanceof ArrayBuffer) && !ArrayBuffer.isView(x) && !(typeof Response !== "undefined" && x instanceof Response);
}

/**
 * Loads detent.wasm (next to this file, or `source`: a URL, a Response, bytes or a compiled
 * WebAssembly.Module) once; later calls return at once. With options, `init({ module, replay })`:
 * `module` is that source, and `replay` (true, or the source of detent-replay.wasm, next to
 * this file by default) also loads the replay module replayTrace() runs in, once. A page that
 * never replays a trace never downloads it.
 */
export async function init(options) {
  const { module: source, replay: replaySource = false } = isOptions(options) ? options : { module: options };
  if (!wasm) {
    const exports = start(await WebAssembly.instantiate(await compile(source ?? new URL("./detent.wasm", import.meta.url)), {}));
    if (!wasm) { wasm = exports; scratch = wasm.malloc(SCRATCH); }
  }
  if (replaySource && !replay) {
    const from = replaySource === true ? new URL("./detent-replay.wasm", import.meta.url) : replaySource;
    const exports = start(await WebAssembly.instantiate(await compile(from), {}));
    if (!replay) replay = { exports, scratch: exports.malloc(SCRATCH) };
  }
}

/** A new instance's exports, once its constructors have run: the modules are libraries (they
 *  export `__wasm_call_ctors`), called export by export, with nothing run around each call. */
function start(instance) {
  instance.exports.__wasm_call_ctors();
  return instance.exports;
}

/** The module's version of the C interface ("1.2.0"). */
export function version() { requireInit(); return readText(wasm.detent_version()); }

/** The bytes of linear memory the module uses now (it grows, never shrinks). */
export function memoryBytes() { requireInit(); return wasm.memory.buffer.byteLength; }

// ---- Events -------------------------------------------------------------------------------------

/** `selectionchange`: the value under the anchor changed, one event per value crossed. */
export class SelectionChangeEvent extends Event {
  constructor(init) { super("selectionchange"); Object.assign(this, init); }
}
/** `phasechange`: the phase changed (leaving "interacting", `velocity` is the release's). */
export class PhaseChangeEvent extends Event {
  constructor(init) { super("phasechange"); Object.assign(this, init); }
}
/** `scrollend`: the content came to rest (the phase became "idle" after moving). */
export class ScrollEndEvent extends Event {
  constructor(init) { super("scrollend"); Object.assign(this, init); }
}

const EVENT_CAPACITY = 64;

/** The exports `detent_<prefix>_<name>` by `name`, looked up once per prefix: a frame makes
    several calls, and building each export's name per call cost more than the call. */
const exportTables = new Map();
function exportsOf(prefix) {
  let table = exportTables.get(prefix);
  if (!table) {
    const start = `detent_${prefix}_`;
    table = Object.fromEntries(Object.entries(wasm).filter(([k]) => k.startsWith(start)).map(([k, f]) => [k.slice(start.length), f]));
    exportTables.set(prefix, table);
  }
  return table;
}

/** What ScrollEngine and Picker share: a handle, its clock, its events. */
class Handle extends EventTarget {
  #handle = 0;
  #prefix;
  #calls;
  /** The time (ms) the handle's time 0 stands for. */
  origin;
  #events = 0;
  #columns = 0;
  /** A detent_frame: the state the last advance (or refresh) left, read without a call. */
  #frame = 0;
  /** Whether #frame is the handle's state: true from an advance until the next call that may
      change it (every call through `call` counts as one). */
  #fresh = false;
  #recording = null;
  /** The first input since startRecording() that a trace cannot carry (a fling), or null. */
  #unrecorded = null;
  /** The event types a listener was ever added for: an event nobody can receive is not made
      (in Chromium, making and dispatching one costs about 2 µs, several frames' work). */
  #listened = { selectionchange: false, phasechange: false, scrollend: false };

  constructor(prefix, handle, origin) {
    super();
    this.#prefix = prefix;
    this.#calls = exportsOf(prefix);
    this.#handle = handle;
    this.origin = origin;
    this.#events = wasm.malloc(EVENT_CAPACITY * layout.event.size);
    this.#columns = wasm.malloc(EVENT_CAPACITY * 4);
    this.#frame = wasm.malloc(layout.frame.size);
    view().setUint32(this.#frame, layout.frame.size, true);
    // -1: no column (an engine's events; a picker's readEvents writes each event's column).
    new Int32Array(wasm.memory.buffer, this.#columns, EVENT_CAPACITY).fill(-1);
  }

  addEventListener(type, listener, options) {
    if (type in this.#listened) this.#listened[type] = true;
    super.addEventListener(type, listener, options);
  }

  get handle() {
    if (!this.#handle) throw new DetentNullError(`detent.js: the ${this.#prefix} is disposed`, -1);
    return this.#handle;
  }
  call(name, ...args) { this.#fresh = false; return this.#calls[name](this.handle, ...args); }
  /** A call that reads and changes nothing (the frame struct stays the state). */
  query(name, ...args) { return this.#calls[name](this.handle, ...args); }
  /** The number a query writes through its last argument (in the scratch block). */
  queryNumber(name, ...args) { check(this.query(name, ...args, scratch)); return view().getFloat64(scratch, true); }
  /** The frame struct, made the handle's state first if a call may have changed it: a frame
      at the handle's own time moves nothing. */
  #state() {
    if (!this.#fresh) {
      check(this.#calls.frame(this.handle, this.#seconds(), this.#frame));
      this.#fresh = true;
    }
    return this.#frame;
  }
  /** The handle's time in its own seconds. */
  #seconds() { return this.#fresh ? view().getFloat64(this.#frame + layout.frame.time, true) : this.#calls.time(this.handle); }
  #number(field) { const f = this.#state(); return view().getFloat64(f + layout.frame[field], true); }
  /** Milliseconds to the module's seconds. */
  seconds(ms) { return (ms - this.origin) / 1000; }

  /** Frees the module's memory for this handle; any later call throws DetentNullError. */
  dispose() {
    if (!this.#handle) return;
    this.#calls.destroy(this.#handle);
    wasm.free(this.#events); wasm.free(this.#columns); wasm.free(this.#frame);
    this.#handle = 0;
    this.#fresh = false;   // the frame struct is freed: the getters throw, not read it
  }

  /** The handle's time: that of its last input or advance, in ms. */
  get time() { return this.#seconds() * 1000 + this.origin; }
  get offset() { return this.#number("offset"); }
  /** Offset velocity, points per second (positive toward larger offsets). */
  get velocity() { return this.query("velocity"); }
  get phase() { return PHASES[this.query("phase")]; }
  get isIdle() { const f = this.#state(); return view().getInt32(f + layout.frame.idle, true) === 1; }
  /** When it next changes on its own (ms): a motion's end, a receding edge stretch's end;
      Infinity when nothing will. Draw frames while it is finite or the handle is not idle. */
  get nextEventTime() { const t = this.#number("nextEventTime"); return t === Infinity ? Infinity : t * 1000 + this.origin; }

  /** Applies an input at `ms` (clamped to the handle's time, as a window stamps it) and records it. */
  input(ms, name, record, ...args) {
    number(ms, `${this.#prefix} ${name}: the time`);
    for (const a of args) number(a, `${this.#prefix} ${name}: an argument`);
    const t = Math.max(this.seconds(ms), this.#seconds());
    check(this.call(name, ...args, t));
    if (this.#recording && record) this.#recording.push(JSON.stringify({ t, ...record }));
    else if (this.#recording) this.#unrecorded ??= name;
    this.drain();
  }

  pointerDown(x, y, ms, pointer = 0) { this.input(ms, "pointer", { type: "down", x, y, pointer }, POINTER.down, x, y, pointer); }
  pointerMove(x, y, ms, pointer = 0) { this.input(ms, "pointer", { type: "move", x, y, pointer }, POINTER.move, x, y, pointer); }
  pointerUp(x, y, ms, pointer = 0) { this.input(ms, "pointer", { type: "up", x, y, pointer }, POINTER.up, x, y, pointer); }
  pointerCancel(ms, pointer = 0) { this.input(ms, "pointer", { type: "cancel", pointer }, POINTER.cancel, 0, 0, pointer); }
  /** A wheel turned by (dx, dy) points toward larger offsets; `precise` for trackpads. */
  wheel(dx, dy, precise, ms) { this.input(ms, "wheel", { type: "wheel", dx, dy, precise: !!precise }, dx, dy, precise ? 1 : 0); }
  /** "left", "right", "up", "down", "page_up", "page_down", "home" or "end". */
  key(name, ms) { this.input(ms, "key", { type: "key", key: name }, keyCode(name)); }
  /** Releases the content with an offset velocity (points per second), as a pointer release would. */
  fling(velocity, ms) { this.input(ms, "fling", null, velocity); }

  /** Moves time to `ms` (not earlier than `time`): motions run and their events are dispatched,
      each with its exact time. One call into the module (detent_*_frame), a second only on a
      frame with events; the state getters then read what it wrote. */
  advance(ms) {
    this.#fresh = false;
    check(this.#calls.frame(this.handle, this.seconds(ms), this.#frame));
    this.#fresh = true;
    if (view().getUint32(this.#frame + layout.frame.events, true) !== 0) this.drain();
  }

  /** Dispatches the events that happened since the last call, oldest first. */
  drain() {
    for (;;) {
      const status = this.readEvents(this.#events, EVENT_CAPACITY, this.#columns, scratch);
      check(status);
      const count = view().getUint32(scratch, true);
      for (let i = 0; i < count; i++) {
        if (!this.#handle) return;   // a listener disposed of it: the buffer is freed
        const e = this.#events + i * layout.event.size, d = view();
        const time = d.getFloat64(e + layout.event.time, true) * 1000 + this.origin;
        const column = d.getInt32(this.#columns + 4 * i, true);
        if (d.getInt32(e + layout.event.kind, true) === 1) {
          if (this.#listened.selectionchange) this.dispatchEvent(new SelectionChangeEvent({
            time, cause: CAUSES[d.getInt32(e + layout.event.cause, true)],
            from: d.getFloat64(e + layout.event.fromValue, true), to: d.getFloat64(e + layout.event.toValue, true),
            fromIndex: d.getInt32(e + layout.event.fromIndex, true), toIndex: d.getInt32(e + layout.event.toIndex, true),
            column: column >= 0 ? column : null,
          }));
        } else {
          const from = PHASES[d.getInt32(e + layout.event.fromPhase, true)], to = PHASES[d.getInt32(e + layout.event.toPhase, true)];
          const velocity = d.getFloat64(e + layout.event.velocity, true);
          if (this.#listened.phasechange) this.dispatchEvent(new PhaseChangeEvent({ time, from, to, velocity, column: column >= 0 ? column : null }));
          if (!this.#handle) return;
          if (this.#listened.scrollend && to === "idle" && (from === "decelerating" || from === "animating")) {
            this.dispatchEvent(new ScrollEndEvent({ time, offset: this.offset, column: column >= 0 ? column : null }));
          }
        }
      }
      if (count < EVENT_CAPACITY) break;
    }
  }

  // Recording (a trace in docs/trace-format.md's format: what replayTrace and `detent replay` read).
  startRecording() { this.#recording = []; this.#unrecorded = null; }
  get recording() { return this.#recording; }
  get unrecorded() { return this.#unrecorded; }
}

// ---- The engine ---------------------------------------------------------------------------------

/** Writes the options `o` gives (ScrollEngine's; those absent are left as they are) into the
    detent_engine_config at `p`: the profile first, since it sets every field of its group. */
function writeEngineConfig(p, o) {
  const c = layout.engineConfig;
  if (o.profile !== undefined) {
    const index = profiles.indexOf(o.profile);
    if (index < 0) throw new DetentInvalidError(`detent.js: unknown profile "${o.profile}" (${profiles.join(", ")})`, -4);
    check(wasm.detent_engine_config_profile(p, index));
  }
  if (o.axis !== undefined && o.axis !== "horizontal" && o.axis !== "vertical") {
    throw new DetentInvalidError(`detent.js: unknown axis "${o.axis}" (horizontal, vertical)`, -4);
  }
  if (o.bounds !== undefined && !Array.isArray(o.bounds) && !ArrayBuffer.isView(o.bounds)) {
    throw new DetentInvalidError(`detent.js: bounds must be an array [lower, upper], not ${describeValue(o.bounds)}`, -4);
  }
  if (o.insets !== undefined && o.insets !== "automatic" && !isObject(o.insets)) {
    throw new DetentInvalidError(`detent.js: insets must be "automatic" or {top, leading, bottom, trailing}, not ${describeValue(o.insets)}`, -4);
  }
  const d = view(), f64 = (offset, v, name) => { if (v !== undefined) d.setFloat64(p + offset, number(v, name), true); };
  f64(c.containerWidth, o.width, "width"); f64(c.containerHeight, o.height, "height");
  f64(c.contentWidth, o.contentWidth, "contentWidth"); f64(c.contentHeight, o.contentHeight, "contentHeight");
  // Both bounds, whatever the array holds: a missing one is NaN, which the library refuses.
  if (o.bounds !== undefined) { d.setFloat64(p + c.boundsLower, o.bounds[0], true); d.setFloat64(p + c.boundsUpper, o.bounds[1], true); }
  if (o.axis !== undefined) d.setInt32(p + c.axis, o.axis === "vertical" ? 1 : 0, true);
  if (o.insets !== undefined) {
    // Automatic insets take the four at 0 (the library refuses one set with them).
    const automatic = o.insets === "automatic";
    d.setInt32(p + c.automaticInsets, automatic ? 1 : 0, true);
    for (const [k, off] of [["top", c.insetTop], ["leading", c.insetLeading], ["bottom", c.insetBottom], ["trailing", c.insetTrailing]]) {
      d.setFloat64(p + off, automatic ? 0 : number(o.insets[k] ?? 0, `insets.${k}`), true);
    }
  }
  f64(c.devicePixelRatio, o.devicePixelRatio, "devicePixelRatio");
}

/**
 * One scroll view's physics (detent_engine_*): offset, velocity, phase, targets, behaviour.
 * Coordinates are the container's, in points.
 */
export class ScrollEngine extends Handle {
  /**
   * @param {object} options width, height (the container), contentWidth, contentHeight,
   *   bounds [lower, upper], axis ("horizontal" | "vertical"), insets ("automatic": the anchor
   *   is the centre; or {top, leading, bottom, trailing}: 0s put it at the leading edge, as a
   *   list), profile (a name of `profiles`), devicePixelRatio, origin (ms for time 0, 0).
   */
  constructor(options = {}) {
    requireInit();
    const o = { width: 0, height: 0, contentWidth: 0, contentHeight: 0, bounds: [0, 0], axis: "horizontal", insets: "automatic", profile: "ios", origin: 0, ...options };
    finiteOrigin(o.origin);
    // The config is written in the scratch block (nothing else uses it until the call).
    check(wasm.detent_engine_config_init(scratch, layout.engineConfig.size));
    writeEngineConfig(scratch, o);
    const handle = wasm.detent_engine_create(scratch, 0);
    if (!handle) throw new DetentInvalidError(lastError(), -4);
    super("engine", handle, o.origin);
  }

  /**
   * Changes the configuration at the engine's time (detent_engine_set_config): any of the
   * constructor's options but `origin`; those not given are kept. The offset, the targets and
   * the behaviour stay, and a running motion is re-aimed within the new bounds (a list whose
   * content changed: `{contentHeight, bounds}`). A refused configuration changes nothing.
   */
  configure(options) {
    if (!isObject(options)) throw new DetentInvalidError(`detent.js: configure takes an object of options, not ${describeValue(options)}`, -4);
    view().setUint32(scratch, layout.engineConfig.size, true);
    check(this.query("get_config", scratch));
    writeEngineConfig(scratch, options);
    check(this.call("set_config", scratch));
    this.drain();
  }

  readEvents(buffer, capacity, columns, count) {
    view().setUint32(buffer, layout.event.size, true);
    return wasm.detent_engine_events(this.handle, buffer, capacity, count);   // columns stay -1
  }

  /** `count` targets at first + i·step. */
  setUniformTargets(first, step, count) {
    check(this.call("set_uniform_targets", number(first, "first"), number(step, "step"), whole(count, "count")));
    this.drain();
  }
  /** Targets at these offsets. */
  setTargets(offsets) { this.#withDoubles([offsets], (p) => this.call("set_targets", p[0], offsets.length)); }
  /** Item i spans starts[i] … starts[i] + extents[i]; its target is its point at `anchor` (0 leading, 0.5 centre). */
  setItemTargets(starts, extents, anchor = 0) {
    if (starts?.length !== extents.length) throw new DetentInvalidError("detent.js: starts and extents differ in length", -4);
    this.#withDoubles([starts, extents], (p) => this.call("set_item_targets", p[0], p[1], starts.length, anchor));
  }
  #withDoubles(arrays, body) {
    for (const a of arrays) {
      if (!Array.isArray(a) && !(ArrayBuffer.isView(a) && !(a instanceof DataView))) {
        throw new DetentInvalidError(`detent.js: targets take arrays of numbers, not ${describeValue(a)}`, -4);
      }
    }
    const ps = arrays.map((a) => { const p = wasm.malloc(Math.max(8, a.length * 8)); new Float64Array(wasm.memory.buffer, p, a.length).set(a); return p; });
    try { check(body(ps)); } finally { ps.forEach((p) => wasm.free(p)); }
    this.drain();
  }
  get targetCount() { return this.query("target_count"); }
  targetOffset(index) { return this.queryNumber("target_offset", whole(index, "index")); }
  /** The target under the anchor, -1 without targets. */
  get selectedIndex() { return this.query("selected_index"); }
  /** When the running motion ends, in ms (Infinity when none runs). */
  get restTime() { const t = this.query("rest_time"); return t === Infinity ? Infinity : t * 1000 + this.origin; }

  /** Rests on the closest multiple of `step` points. */
  setClosestMultiple(step) { check(this.call("set_closest_multiple", step)); }
  /** Rests on a page (the container's extent), one page per gesture at most. */
  setPaging() { check(this.call("set_paging")); }
  /** Rests with a target lined up with the anchor ("automatic", "always", "never", "always-by-one", "always-by-few"). */
  setViewAligned(limit = "automatic") {
    if (!Object.hasOwn(LIMITS, limit)) throw new DetentInvalidError(`detent.js: ${describeValue(limit)} is not a view-aligned limit (${Object.keys(LIMITS).join(", ")})`, -4);
    check(this.call("set_view_aligned", LIMITS[limit]));
  }
  removeBehavior() { check(this.call("remove_behavior")); }

  /** Where the visible region is (detent_engine_geometry): SwiftUI's ScrollGeometry. */
  get geometry() {
    const g = layout.geometry, r = layout.rect;
    view().setUint32(scratch, g.size, true);
    check(this.query("geometry", scratch));
    const d = view(), at = (offset) => d.getFloat64(scratch + offset, true);
    return {
      contentOffset: { x: at(g.contentOffsetX), y: at(g.contentOffsetY) },
      contentSize: { width: at(g.contentWidth), height: at(g.contentHeight) },
      insets: { top: at(g.insetTop), leading: at(g.insetLeading), bottom: at(g.insetBottom), trailing: at(g.insetTrailing) },
      containerSize: { width: at(g.containerWidth), height: at(g.containerHeight) },
      visibleRect: { x: at(g.visibleRect + r.x), y: at(g.visibleRect + r.y), width: at(g.visibleRect + r.width), height: at(g.visibleRect + r.height) },
    };
  }
  /** The edge stretch at the engine's time (detent_engine_stretch; the Android profile's):
      scale the content by `scale` along the axis about the stretched edge, and draw frames
      until `endTime` (ms; Infinity while held). */
  get stretch() {
    const s = layout.stretch;
    view().setUint32(scratch, s.size, true);
    check(this.query("stretch", scratch));
    const d = view(), end = d.getFloat64(scratch + s.endTime, true);
    return {
      edge: STRETCH_EDGES[d.getInt32(scratch + s.edge, true)], held: d.getInt32(scratch + s.held, true) === 1,
      scale: d.getFloat64(scratch + s.scale, true), distance: d.getFloat64(scratch + s.distance, true),
      velocity: d.getFloat64(scratch + s.velocity, true), endTime: end === Infinity ? Infinity : end * 1000 + this.origin,
    };
  }
  /**
   * SwiftUI's scroll transition of an item with `frame` ({x, y, width, height}, content
   * coordinates; detent_engine_transition): its phase ("topLeading", "identity" or
   * "bottomTrailing") and progress (0 at identity, toward -1 or 1 as it leaves by its own
   * extent). `threshold`: "visible" (identity while `amount`, 0…1, of it is in view), "centered"
   * or "hidden".
   */
  transition(frame, { threshold = "visible", amount = 1 } = {}) {
    const kind = THRESHOLDS.indexOf(threshold);
    if (kind < 0) throw new DetentInvalidError(`detent.js: "${threshold}" is not a threshold (${THRESHOLDS.join(", ")})`, -4);
    if (!isObject(frame)) throw new DetentInvalidError(`detent.js: transition takes a frame {x, y, width, height}, not ${describeValue(frame)}`, -4);
    const r = layout.rect, phase = scratch + r.size, progress = phase + 8, d = view();
    d.setFloat64(scratch + r.x, frame.x, true); d.setFloat64(scratch + r.y, frame.y, true);
    d.setFloat64(scratch + r.width, frame.width, true); d.setFloat64(scratch + r.height, frame.height, true);
    check(this.query("transition", scratch, kind, amount, phase, progress));
    const v = view();
    return { phase: TRANSITION_PHASES[v.getInt32(phase, true) + 1], progress: v.getFloat64(progress, true) };
  }

  /**
   * Where `key` brings the content to rest, as its own animation would (detent_engine_key_offset):
   * under reduced motion scroll there at once instead of pressing the key. NaN while a pointer
   * or trackpad holds the content (the key would not move it).
   */
  keyOffset(key) {
    return this.queryNumber("key_offset", keyCode(key));
  }
  scrollTo(offset, animated, ms) { this.input(ms, "scroll_to", null, offset, animated ? 1 : 0); }
  scrollToTarget(index, animated, ms) { this.input(ms, "scroll_to_target", null, whole(index, "index"), animated ? 1 : 0); }
  resize(width, height, ms) { this.input(ms, "resize", null, width, height); }
}

// ---- The pickers ---------------------------------------------------------------------------------

// A trace header's "picker" member read as the trace reader reads it (TraceReader.picker in
// Sources/DetentTrace, with its messages: members, their types and names), into the fields of a
// detent_picker_config; the numbers' ranges are the library's to check (detent_last_error()
// names the field). The WebAssembly module leaves the reader out.
const PICKER_MEMBERS = ["values", "spacing", "tick_width", "major_every", "size", "frame", "axis", "behavior", "profile",
  "rate", "theme", "style", "looping", "cylinder", "demo", "start", "years"];
const CYLINDER_MEMBERS = ["item_extent", "diameter_ratio", "perspective", "off_axis_fraction", "magnification", "squeeze",
  "over_and_under_center_opacity"];
const BEHAVIORS = ["closest-multiple", "snap:STEP", "paging", "view-aligned", "none"];
const LOOP_PERIOD = 1000000;

/** What the reader says of a value it refuses (TraceReader's `describe`). */
function describeJSON(v) {
  if (typeof v === "string") {
    const scalars = [...v];
    return `a string (${JSON.stringify(scalars.slice(0, 20).join("") + (scalars.length > 20 ? "…" : ""))})`;
  }
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return typeNameJSON(v);
}
function typeNameJSON(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  return { boolean: "a boolean", number: "a number", string: "a string", object: "an object" }[typeof v] ?? "null";
}
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

/** The [field, "f64" | "i32", value] writes of a detent_picker_config for `spec`, or a DetentInvalidError. */
function pickerFields(spec) {
  const fail = (reason) => new DetentInvalidError(`detent.js: ${reason}`, -4);
  const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
  const object = (v, path) => { if (!isObject(v)) throw fail(`member "${path}" must be an object, not ${typeNameJSON(v)}`); return v; };
  const unknown = (o, known, prefix) => {
    for (const k of Object.keys(o)) {
      if (!known.includes(k)) throw fail(`unknown member ${JSON.stringify(prefix + k)} (known: ${[...known].sort().join(", ")})`);
    }
  };
  const number = (v, path) => { if (typeof v !== "number") throw fail(`member "${path}" must be a number, not ${describeJSON(v)}`); return v; };
  const required = (o, k, path, expected) => { if (!has(o, k)) throw fail(`missing member "${path}" (${expected})`); return o[k]; };
  const positive = (d, path) => { if (!(d > 0)) throw fail(`member "${path}" must be greater than 0, not ${d}`); return d; };
  const integer = (v, path) => {
    const d = number(v, path);
    if (d !== Math.round(d) || Math.abs(d) > 2147483647) throw fail(`member "${path}" must be an integer, not ${describeJSON(v)}`);
    return d;
  };
  const string = (v, path) => { if (typeof v !== "string") throw fail(`member "${path}" must be a string, not ${describeJSON(v)}`); return v; };
  const oneOf = (v, path, names) => {
    const s = string(v, path);
    if (!names.includes(s)) throw fail(`member "${path}" is ${JSON.stringify(s)}, expected one of ${names.join(", ")}`);
    return names.indexOf(s);
  };
  const size = (v, path) => {
    object(v, path);
    const w = positive(number(required(v, "width", `${path}.width`, "a number"), `${path}.width`), `${path}.width`);
    const h = positive(number(required(v, "height", `${path}.height`, "a number"), `${path}.height`), `${path}.height`);
    return [w, h];
  };

  const p = object(spec, "picker"), out = [];
  unknown(p, PICKER_MEMBERS, "picker.");
  const f64 = (name, v) => out.push([name, "f64", v]), i32 = (name, v) => out.push([name, "i32", v]);
  if (has(p, "values")) {
    const v = object(p.values, "picker.values");
    unknown(v, ["from", "to", "by"], "picker.values.");
    f64("valuesFrom", has(v, "from") ? number(v.from, "picker.values.from") : 0);
    f64("valuesTo", has(v, "to") ? number(v.to, "picker.values.to") : 100);
    f64("valuesBy", has(v, "by") ? positive(number(v.by, "picker.values.by"), "picker.values.by") : 1);
  }
  if (has(p, "spacing")) f64("spacing", number(p.spacing, "picker.spacing"));
  if (has(p, "tick_width")) f64("tickWidth", number(p.tick_width, "picker.tick_width"));
  if (has(p, "major_every")) i32("majorEvery", integer(p.major_every, "picker.major_every"));
  // Without a size or a frame, 0 x 0: the picker's own size (a ruler's, a cylinder's, a date's).
  let frame = [1, 0, 0, 0, 0];
  if (has(p, "size")) { unknown(object(p.size, "picker.size"), ["width", "height"], "picker.size."); frame = [1, 0, 0, ...size(p.size, "picker.size")]; }
  if (has(p, "frame")) {
    const f = object(p.frame, "picker.frame");
    unknown(f, ["x", "y", "width", "height"], "picker.frame.");
    const x = number(required(f, "x", "picker.frame.x", "a number"), "picker.frame.x");
    const y = number(required(f, "y", "picker.frame.y", "a number"), "picker.frame.y");
    frame = [0, x, y, ...size(f, "picker.frame")];
  }
  i32("centered", frame[0]); f64("x", frame[1]); f64("y", frame[2]); f64("width", frame[3]); f64("height", frame[4]);
  if (has(p, "axis")) i32("axis", oneOf(p.axis, "picker.axis", ["horizontal", "vertical"]));
  if (has(p, "behavior")) {
    const b = string(p.behavior, "picker.behavior");
    const named = ["closest-multiple", null, "paging", "view-aligned", "none"].indexOf(b);
    const step = b.startsWith("snap:") && /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(b.slice(5)) ? Number(b.slice(5)) : NaN;
    if (named >= 0) i32("behavior", named);
    else if (Number.isFinite(step) && step > 0) { i32("behavior", 1); f64("snapStep", step); }
    else throw fail(`member "picker.behavior" is ${JSON.stringify(b)}, expected one of ${BEHAVIORS.join(", ")}`);
  }
  if (has(p, "profile")) i32("profile", oneOf(p.profile, "picker.profile", profiles));
  if (has(p, "rate")) {
    const r = p.rate;
    if (typeof r === "string") f64("decelerationRate", [0.998, 0.99][oneOf(r, "picker.rate", ["normal", "fast"])]);
    else if (typeof r === "number") {
      if (!(r > 0 && r < 1)) throw fail(`member "picker.rate" must be "normal", "fast" or a number between 0 and 1 (exclusive), not ${describeJSON(r)}`);
      f64("decelerationRate", r);
    } else throw fail(`member "picker.rate" must be "normal", "fast" or a number, not ${describeJSON(r)}`);
  }
  if (has(p, "theme")) i32("theme", oneOf(p.theme, "picker.theme", ["light", "dark"]));
  if (has(p, "style")) i32("style", oneOf(p.style, "picker.style", ["ruler", "cylinder"]));
  if (has(p, "looping")) {
    if (typeof p.looping !== "boolean") throw fail(`member "picker.looping" must be true or false, not ${describeJSON(p.looping)}`);
    i32("looping", p.looping ? 1 : 0);
  }
  if (has(p, "cylinder")) {
    const w = object(p.cylinder, "picker.cylinder");
    unknown(w, CYLINDER_MEMBERS, "picker.cylinder.");
    CYLINDER_MEMBERS.forEach((k, i) => { if (has(w, k)) out.push(["cylinder", "f64", number(w[k], `picker.cylinder.${k}`), 8 * i]); });
  }
  if (!has(p, "demo")) {
    for (const k of ["start", "years"]) if (has(p, k)) throw fail(`member "picker.${k}" needs "picker.demo"`);
    return out;
  }
  const kind = oneOf(p.demo, "picker.demo", ["date", "time", "time24"]);
  for (const k of ["values", "spacing", "tick_width", "major_every", "axis", "behavior", "style", "looping"]) {
    if (has(p, k)) throw fail(`member "picker.${k}" does not apply to a demo ("picker.demo" is ${JSON.stringify(p.demo)})`);
  }
  i32("kind", kind + 1);
  let years = [1900, 2100];
  if (has(p, "years")) {
    if (kind !== 0) throw fail(`member "picker.years" applies to the date demo only`);
    const y = object(p.years, "picker.years");
    unknown(y, ["from", "to"], "picker.years.");
    const from = integer(required(y, "from", "picker.years.from", "a year"), "picker.years.from");
    const to = integer(required(y, "to", "picker.years.to", "a year"), "picker.years.to");
    if (!(from <= to && to - from < LOOP_PERIOD && Math.abs(from) < 1000000 && Math.abs(to) < 1000000)) {
      throw fail(`member "picker.years" must run from a year to a later one (at most ${LOOP_PERIOD} years, within ±999999), not ${from} to ${to}`);
    }
    years = [from, to];
    i32("yearsFrom", from); i32("yearsTo", to);
  }
  if (has(p, "start")) {
    const text = string(p.start, "picker.start");
    // Swift's Int(): an optional sign, then digits.
    const parts = text.split(kind === 0 ? "-" : ":").map((s) => (/^[+-]?\d+$/.test(s) ? Number(s) : null));
    const bad = parts.some((n) => n === null || !Number.isSafeInteger(n));
    if (kind === 0) {
      if (parts.length !== 3 || bad) throw fail(`member "picker.start" is ${JSON.stringify(text)}, expected a date YYYY-MM-DD`);
      const [y, m, d] = parts;
      const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
      const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
      if (!(days && d >= 1 && d <= days)) throw fail(`member "picker.start" is ${JSON.stringify(text)}, a day that does not exist`);
      if (y < years[0] || y > years[1]) throw fail(`member "picker.start" is ${JSON.stringify(text)}, outside the years ${years[0]} to ${years[1]}`);
      i32("startYear", y); i32("startMonth", m); i32("startDay", d);
    } else {
      if (parts.length !== 2 || bad || !(parts[0] >= 0 && parts[0] <= 23 && parts[1] >= 0 && parts[1] <= 59)) {
        throw fail(`member "picker.start" is ${JSON.stringify(text)}, expected a time HH:MM (00:00 to 23:59)`);
      }
      i32("startHour", parts[0]); i32("startMinute", parts[1]);
    }
  }
  return out;
}

/**
 * A picker as a trace header's "picker" member describes it (detent.h's detent_picker_*): the
 * ruler (the default), a cylinder ({style: "cylinder"}), a looping wheel, or the date and time
 * pickers ({demo: "date", start: "2024-01-31"}). Inputs are in window points.
 */
export class Picker extends Handle {
  /** The spec as given (the trace header's "picker"), and the window. */
  spec; window;
  /** The window when recording started: the trace's header (a resize since is an input). */
  #recordedWindow = null;
  /** Whether an input was applied (the picker may be elsewhere than its spec starts it), and a
      resize (it may be re-centred where the spec put a frame). */
  #moved = false;
  #resized = false;

  /**
   * @param {object|string} spec the "picker" member ({} or "{}" for the reference ruler)
   * @param {object} options window {width, height} (480 × 200), origin (ms for time 0, 0)
   */
  constructor(spec = {}, options = {}) {
    requireInit();
    const window = options.window ?? { width: 480, height: 200 };
    finiteOrigin(options.origin ?? 0);
    let parsed = spec;
    if (typeof spec === "string") {
      try { parsed = JSON.parse(spec); } catch (e) { throw new DetentInvalidError(`detent.js: the picker's JSON: ${e.message}`, -4); }
    }
    const fields = pickerFields(parsed);
    const c = layout.pickerConfig, p = wasm.malloc(c.size);
    let handle;
    try {
      check(wasm.detent_picker_config_init(p, c.size));
      const d = view();
      for (const [name, type, value, at = 0] of fields) {
        if (type === "f64") d.setFloat64(p + c[name] + at, value, true); else d.setInt32(p + c[name] + at, value, true);
      }
      handle = wasm.detent_picker_create_with_config(p, window.width, window.height, 0);
    } finally { wasm.free(p); }
    if (!handle) throw new DetentInvalidError(lastError(), -4);
    super("picker", handle, options.origin ?? 0);
    this.spec = parsed;
    this.window = { ...window };
    this.items = [];
  }

  readEvents(buffer, capacity, columns, count) {
    view().setUint32(buffer, layout.event.size, true);
    return wasm.detent_picker_column_events(this.handle, buffer, capacity, columns, count);
  }

  /** The value (a wheel's; a date's yyyymmdd, a time's hhmm). */
  get value() { return this.query("value"); }
  /** The value's text ("42", "2024-02-29"), or column `column`'s text of `value`. */
  label(value = this.value, column = -1) {
    number(value, "value"); whole(column, "column", -1);
    return textCall((out, cap, needed) => this.query("label", column, value, out, cap, needed));
  }
  /** When the picker next changes on its own, in ms (Infinity when at rest): draw until then. */
  /** The column whose offset, velocity and phase are read (null for one wheel). */
  get activeColumn() { const c = this.query("active_column"); return c < 0 ? null : c; }
  /** Each column's value, first and last values, label and frame (one for a single wheel). */
  get columns() {
    const n = this.query("column_count"), out = [];
    const r = scratch + 32;
    for (let i = 0; i < n; i++) {
      check(this.query("column", i, scratch, scratch + 8, scratch + 16, r));
      const d = view(), value = d.getFloat64(scratch, true);
      out.push({
        value, first: d.getFloat64(scratch + 8, true), last: d.getFloat64(scratch + 16, true),
        frame: { x: d.getFloat64(r, true), y: d.getFloat64(r + 8, true), width: d.getFloat64(r + 16, true), height: d.getFloat64(r + 24, true) },
        label: this.label(value, i),
      });
    }
    return out;
  }

  /** Moves to the value closest to `value` (a date's yyyymmdd), animated or at once. */
  select(value, animated, ms) { this.input(ms, "select", { type: "select", value, animated: !!animated }, value, animated ? 1 : 0); }
  /**
   * The value `key` moves the picker to at once (a date's yyyymmdd): the focused column a row, a
   * page or to an end, round a looping column's ends. Under reduced motion select it, not
   * animated, instead of the key's spring. NaN for left and right between a multi-column
   * picker's columns: they move the focus (apply the key).
   */
  keyValue(key) {
    return this.queryNumber("key_value", keyCode(key));
  }
  /** Moves the keyboard's and wheel's focus to column `column`. */
  focus(column, ms) { this.input(ms, "focus", { type: "focus", column }, whole(column, "column")); }
  /** The window is now width × height points: the picker is centred in it. */
  resize(width, height, ms) {
    this.input(ms, "resize", { type: "resize", width, height }, width, height);
    this.window = { width, height };
    this.#resized = true;
  }
  input(ms, name, record, ...args) { super.input(ms, name, record, ...args); this.#moved = true; }

  /**
   * The display list at the picker's time: rects, texts, clips, in window points, each
   * {kind, x, y, width, height, color: [r, g, b, a] (0…1), fontSize, alignX, alignY, scaleX,
   * scaleY, text}: a text is drawn at fontSize in its frame, then scaled by (scaleX, scaleY)
   * about the frame's centre (a cylinder's rows; 1, 1 for plain text). With `{focus: false}`
   * (the page's focus is not on the picker) a date or time picker's list leaves out the mark
   * of its focused column, which says where keys go.
   */
  displayList(options = {}) {
    if (!isObject(options)) throw new DetentInvalidError(`detent.js: displayList takes an object of options, not ${describeValue(options)}`, -4);
    const { focus = true } = options;
    if (typeof focus !== "boolean") throw new DetentInvalidError(`detent.js: displayList's focus must be true or false, not ${describeValue(focus)}`, -4);
    check(this.query("set_focus_effect", focus ? 1 : 0));   // drawing only: the frame struct stays the state
    const size = layout.item.size;
    let capacity = this.capacity ?? 128, textCapacity = this.textCapacity ?? 4096;
    for (;;) {
      if (!this.buffer) { this.buffer = wasm.malloc(capacity * size); this.text = wasm.malloc(textCapacity); }
      view().setUint32(this.buffer, size, true);
      const status = this.query("display_list", this.buffer, capacity, this.text, textCapacity, scratch, scratch + 4);
      const count = view().getUint32(scratch, true), textSize = view().getUint32(scratch + 4, true);
      if (status === -7) {
        wasm.free(this.buffer); wasm.free(this.text); this.buffer = 0;
        this.capacity = capacity = Math.max(count, capacity); this.textCapacity = textCapacity = Math.max(textSize, textCapacity);
        continue;
      }
      check(status);
      const d = view(), L = layout.item, items = this.items;
      items.length = count;
      for (let i = 0; i < count; i++) {
        const p = this.buffer + i * size;
        const kind = d.getInt32(p + L.kind, true);
        const item = items[i] ?? (items[i] = {});
        item.kind = kind === 1 ? "rect" : kind === 2 ? "text" : kind === 3 ? "clip" : "unclip";
        item.x = d.getFloat64(p + L.x, true); item.y = d.getFloat64(p + L.y, true);
        item.width = d.getFloat64(p + L.width, true); item.height = d.getFloat64(p + L.height, true);
        item.color = [d.getFloat64(p + L.red, true), d.getFloat64(p + L.green, true), d.getFloat64(p + L.blue, true), d.getFloat64(p + L.opacity, true)];
        item.fontSize = d.getFloat64(p + L.fontSize, true);
        item.alignX = d.getFloat64(p + L.alignX, true); item.alignY = d.getFloat64(p + L.alignY, true);
        item.scaleX = d.getFloat64(p + L.scaleX, true); item.scaleY = d.getFloat64(p + L.scaleY, true);
        item.text = kind === 2 ? readText(d.getUint32(p + L.text, true), d.getUint32(p + L.textLength, true)) : null;
      }
      return items;
    }
  }

  dispose() {
    if (this.buffer) { wasm.free(this.buffer); wasm.free(this.text); this.buffer = 0; }
    super.dispose();
  }

  /**
   * Starts recording inputs (as applied, in the module's seconds) for trace(). A trace replays
   * from the spec's start, so on a picker that inputs have moved the recording begins with
   * where it is, as inputs applied now: the window's resize if it was resized (re-centred as
   * it is), `select(value, false)` and a date or time picker's `focus(column)`: no change to a
   * picker resting on a value (one resting between values, with no behaviour, moves onto the
   * closest). A looping wheel's replay may rest a whole lap of values away: the same value and
   * picture, its offset a multiple of the lap apart. A DetentStateError while it moves or is
   * held: no input hands a motion over, so start recording at rest (after its `scrollend`).
   */
  startRecording() {
    if (!this.isIdle || this.nextEventTime !== Infinity) {
      throw new DetentStateError(`detent.js: startRecording() while the picker moves (phase "${this.phase}"): a trace cannot carry a motion on its way (docs/trace-format.md); start recording at rest`, -8);
    }
    super.startRecording();
    this.#recordedWindow = { ...this.window };
    if (!this.#moved) return;
    const ms = this.time, { value, activeColumn } = this;
    if (this.#resized) this.resize(this.window.width, this.window.height, ms);
    this.select(value, false, ms);
    if (activeColumn !== null) this.focus(activeColumn, ms);
  }
  /**
   * The inputs since startRecording() as a trace (docs/trace-format.md): `detent replay` and
   * replayTrace() replay it to the same digest. A DetentStateError if a fling() was among them:
   * a trace has no such input, and without it would not replay to the picker's state.
   */
  trace(source = "recorded in the browser") {
    if (this.unrecorded) {
      throw new DetentStateError(`detent.js: the recording has a ${this.unrecorded}(), which a trace cannot carry (docs/trace-format.md): it would not replay to this picker's state`, -8);
    }
    const header = { format: "detent-trace", version: 1, window: this.#recordedWindow ?? this.window, picker: this.spec, source };
    return [JSON.stringify(header), ...(this.recording ?? [])].join("\n") + "\n";
  }
}

// ---- Drawing --------------------------------------------------------------------------------------

/**
 * Draws a display list on a 2D canvas context whose transform maps window points to pixels
 * (ctx.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0)); `font` the family.
 */
export function drawDisplayList(ctx, items, font = '"DejaVu Sans Mono", monospace') {
  let clipped = false;
  const scale = ctx.getTransform().a || 1;
  for (const it of items) {
    const [r, g, b, a] = it.color;
    const fill = `rgba(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)}, ${a})`;
    if (it.kind === "rect") {
      // Whole device pixels, edges rounded to the nearest and at least one pixel, as the SDL
      // renderer draws them (Sources/DetentSDL/DisplayListRenderer.swift): crisp, and the same picture.
      const x0 = Math.round(it.x * scale), y0 = Math.round(it.y * scale);
      const x1 = Math.max(Math.round((it.x + it.width) * scale), x0 + 1), y1 = Math.max(Math.round((it.y + it.height) * scale), y0 + 1);
      ctx.fillStyle = fill;
      ctx.fillRect(x0 / scale, y0 / scale, (x1 - x0) / scale, (y1 - y0) / scale);
    }
    else if (it.kind === "text") {
      const sx = it.scaleX ?? 1, sy = it.scaleY ?? 1;
      if (!(sx > 0 && sy > 0)) continue;
      ctx.fillStyle = fill;
      ctx.font = `${it.fontSize}px ${font}`;
      const m = ctx.measureText(it.text);
      const w = m.width, h = m.fontBoundingBoxAscent + m.fontBoundingBoxDescent;
      if (sx === 1 && sy === 1) {
        const x = it.x + (it.width - w) * it.alignX, y = it.y + (it.height - h) * it.alignY + m.fontBoundingBoxAscent;
        ctx.fillText(it.text, x, y);
      } else {
        // A cylinder's row: the text at its font size, centred, scaled about the frame's centre
        // (as the SDL renderer scales its texture; the canvas filters it as it shrinks).
        ctx.save();
        ctx.translate(it.x + it.width / 2, it.y + it.height / 2);
        ctx.scale(sx, sy);
        ctx.fillText(it.text, -w / 2, -h / 2 + m.fontBoundingBoxAscent);
        ctx.restore();
      }
    } else if (it.kind === "clip") {
      // A clip replaces the one before it (detent.h's DETENT_ITEM_CLIP), it does not nest.
      if (clipped) ctx.restore();
      ctx.save(); clipped = true;
      ctx.beginPath(); ctx.rect(it.x, it.y, it.width, it.height); ctx.clip();
    } else if (clipped) { ctx.restore(); clipped = false; }
  }
  if (clipped) ctx.restore();
}

// ---- Replay ---------------------------------------------------------------------------------------

/**
 * Replays a trace (its text) as `detent replay TRACE --summary [--profile P] [--fps N]` does,
 * with the same code, and returns the same object: final_value, final_offset, rest_time, idle,
 * selection_changes, frames, digest. It runs in detent-replay.wasm: call
 * `await init({ replay: true })` first.
 */
export function replayTrace(text, options = {}) {
  if (!replay) throw new DetentError("detent.js: replayTrace needs the replay module: call `await init({ replay: true })` first", -1);
  const m = replay.exports;
  const { profile = null, fps = 120, name = "trace" } = options;
  if (typeof text !== "string") throw new DetentInvalidError(`detent.js: replayTrace takes the trace's text, not ${describeValue(text)}`, -4);
  if (profile !== null && typeof profile !== "string") throw new DetentInvalidError(`detent.js: profile must be a name (${profiles.join(", ")}), not ${describeValue(profile)}`, -4);
  whole(fps, "fps", 1);
  const trace = allocText(text, m), file = allocText(name, m), prof = profile === null ? null : allocText(profile, m);
  try {
    const json = textCall((out, cap, needed) =>
      m.detent_replay_summary(trace.p, trace.length, file.p, prof ? prof.p : 0, fps, out, cap, needed), m, replay.scratch);
    return JSON.parse(json);
  } finally {
    m.free(trace.p); m.free(file.p); if (prof) m.free(prof.p);
  }
}

// ---- attach: pointer, wheel and keys -------------------------------------------------------------

/** The column of `picker` whose frame holds window point (x, y), or -1. */
function columnAt(picker, x, y) {
  const r = scratch + 32;
  for (let i = 0, n = picker.query("column_count"); i < n; i++) {
    check(picker.query("column", i, scratch, scratch + 8, scratch + 16, r));
    const d = view(), fx = d.getFloat64(r, true), fy = d.getFloat64(r + 8, true);
    if (x >= fx && x < fx + d.getFloat64(r + 16, true) && y >= fy && y < fy + d.getFloat64(r + 24, true)) return i;
  }
  return -1;
}

/** An engine's keys (a scroll view's, as the sandbox's): Down scrolls toward larger offsets. */
const KEY_NAMES = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down", PageUp: "page_up", PageDown: "page_down", Home: "home", End: "end" };
/**
 * A picker's keys, as WAI-ARIA's slider and spinbutton patterns have them (and as screen
 * readers send their increase and decrease commands): Up and Right increase the value, Down and
 * Left decrease it, Page Up and Page Down by a page, Home to the minimum, End to the maximum.
 * A picker's values increase with its offset on every axis (PickerValues: `by` > 0, `to` ≥
 * `from`; a date's or a time's columns too), and "down", "right" and "page_down" step the
 * offset forward, "home" goes to the first value and "end" to the last: so Up is "down" and
 * Page Up "page_down" whatever way the picker is drawn. Left and Right stay: they step a single
 * wheel's value and move a date or time picker's focus between its columns.
 */
const PICKER_KEY_NAMES = { ...KEY_NAMES, ArrowUp: "down", ArrowDown: "up", PageUp: "page_down", PageDown: "page_up" };

/**
 * Wires `element`'s input to an engine or picker and runs its frames:
 *   - pointers (mouse, touch, pen) with setPointerCapture;
 *   - `wheel`: pixel deltas as they come, line deltas × `lineHeight` (16), page deltas × the
 *     element's extent; a mouse's notches, down or across (line deltas, 3 lines a notch, or
 *     pixel deltas along one axis in steps of 120 or 100 with no fraction), one target each,
 *     everything else (a trackpad, its momentum) as precise; over another column of a date or
 *     time picker, that column is focused first;
 *   - keys: arrows, Page Up/Down, Home, End (the element should be focusable: tabindex="0"):
 *     on a picker as ARIA's slider and spinbutton have them (Up and Right increase the value,
 *     Page Up by a page, Home to the minimum; Left and Right move a date or time picker's
 *     focus between its columns), on an engine as a scroll view's (Down scrolls down);
 *   - a wheel with Ctrl (page zoom, a trackpad's pinch) and keys with Alt, Ctrl or Meta are left
 *     to the browser.
 * Each frame (requestAnimationFrame while anything moves) advances it (not while a pointer
 * holds the content: the pointer's events carry the time) and calls
 * `options.onFrame(time)` to draw. `options.point(event)` maps an event to the target's
 * coordinates (default: the element's top-left corner, plus options.offset {x, y}).
 * Returns {detach(), frame()}.
 */
export function attach(element, target, options = {}) {
  const lineHeight = options.lineHeight ?? 16;
  const origin = options.offset ?? { x: 0, y: 0 };
  const point = options.point ?? ((e) => {
    const r = element.getBoundingClientRect();
    return { x: e.clientX - r.left + origin.x, y: e.clientY - r.top + origin.y };
  });
  const reduced = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : null;
  let scheduled = 0, active = null;
  const frame = (now) => {
    scheduled = 0;
    // While a pointer holds the content it is where the pointer put it, whatever the time: the
    // clock stays at the pointer's last event, so that a move or release that happened before
    // this frame but comes after it (a busy page) is applied at its own time, not this frame's.
    // (A pointer the target ignored, down outside its frame, holds nothing: time runs on.)
    const held = active !== null && (target.phase === "tracking" || target.phase === "interacting");
    if (!held) target.advance(Math.max(now, target.time));
    options.onFrame?.(now);
    if (!target.isIdle || target.nextEventTime !== Infinity) schedule();
  };
  const schedule = () => { if (!scheduled) scheduled = requestAnimationFrame(frame); };
  const handlers = {
    pointerdown(e) {
      if (active !== null || (e.pointerType === "mouse" && e.button !== 0)) return;
      active = e.pointerId;
      element.setPointerCapture?.(e.pointerId);
      const p = point(e);
      target.pointerDown(p.x, p.y, e.timeStamp, 0);
      schedule();
    },
    pointermove(e) {
      if (e.pointerId !== active) return;
      // Coalesced moves (a 1000 Hz mouse) each with their own time.
      const moves = e.getCoalescedEvents?.() ?? [];
      for (const m of moves.length ? moves : [e]) { const p = point(m); target.pointerMove(p.x, p.y, m.timeStamp, 0); }
      schedule();
    },
    pointerup(e) {
      if (e.pointerId !== active) return;
      active = null;
      const p = point(e);
      target.pointerUp(p.x, p.y, e.timeStamp, 0);
      schedule();
    },
    pointercancel(e) {
      if (e.pointerId !== active) return;
      active = null;
      target.pointerCancel(e.timeStamp, 0);
      schedule();
    },
    wheel(e) {
      // Ctrl and the wheel, or a trackpad's pinch (which comes as a wheel with ctrlKey), zoom the page.
      if (e.ctrlKey) return;
      e.preventDefault();
      // A wheel turned over another column of a date or time picker focuses that column first,
      // as in the sandbox (a focus input, so that the trace routes the wheel the same way).
      if (target instanceof Picker && target.query("column_count") > 1) {
        const p = point(e), column = columnAt(target, p.x, p.y);
        if (column >= 0 && column !== target.activeColumn) target.focus(column, e.timeStamp);
      }
      const vertical = target.spec ? (target.spec.style === "cylinder" || target.spec.demo || target.spec.axis === "vertical") : options.axis === "vertical";
      const scale = e.deltaMode === 1 ? lineHeight : e.deltaMode === 2 ? (vertical ? element.clientHeight : element.clientWidth) : 1;
      let dx = e.deltaX * scale, dy = e.deltaY * scale;
      // A mouse's notches, down or across (Shift and the wheel, a tilting wheel): line deltas,
      // 3 lines a notch (Firefox, as the systems' default), or pixel deltas along one axis in
      // whole multiples of 120 or 100 (Chromium); a fast turn brings several in one event.
      const d = e.deltaY || e.deltaX, lines = e.deltaMode === 1;
      const per = lines ? 3 : e.deltaMode === 0 && (e.deltaX === 0 || e.deltaY === 0) && Number.isInteger(d)
        ? (d % 120 === 0 ? 120 : d % 100 === 0 ? 100 : 0) : 0;
      if (d !== 0 && per !== 0) {
        // One notch moves one target. A notched delta of less than half the target's
        // points_per_notch moves one target (a ruler's 10 pt, a cylinder's row of 32), so each
        // notch is its own call of a point's millionth, unless options.pointsPerNotch is given.
        const notches = Math.max(1, Math.round(Math.abs(d) / per)), pts = Math.sign(d) * (options.pointsPerNotch ?? 1e-6);
        for (let i = 0; i < notches; i++) target.wheel(vertical ? 0 : pts, vertical ? pts : 0, false, e.timeStamp);
      } else {
        // The content follows a trackpad 1:1; a horizontal picker takes the larger delta along its axis.
        if (!vertical && Math.abs(dy) > Math.abs(dx)) { dx = dy; dy = 0; }
        target.wheel(dx, dy, true, e.timeStamp);
      }
      schedule();
    },
    keydown(e) {
      // With Alt, Ctrl or Meta a key is the browser's or the page's (Alt+Left goes back). The
      // name is the one applied (and recorded: a trace replays it as the page applied it).
      const picker = target instanceof Picker;
      const name = e.altKey || e.ctrlKey || e.metaKey ? undefined : (picker ? PICKER_KEY_NAMES : KEY_NAMES)[e.key];
      if (!name) return;
      e.preventDefault();
      // Reduced motion: a key goes where its spring would rest at once: a picker's selects its
      // value (the focused column's, on a multi-column picker; left and right between columns
      // move the focus as ever), an engine's scrolls there. (How flings decelerate is the
      // target's rate: the demo's is fast.)
      const to = reduced?.matches ? (picker ? target.keyValue(name) : target.keyOffset(name)) : NaN;
      if (Number.isNaN(to)) target.key(name, e.timeStamp);
      else if (picker) target.select(to, false, e.timeStamp);
      else target.scrollTo(to, false, e.timeStamp);
      schedule();
    },
  };
  for (const [type, handler] of Object.entries(handlers)) element.addEventListener(type, handler, { passive: type !== "wheel" });
  if (options.touchAction !== false) element.style.touchAction = "none";
  schedule();
  return {
    detach() {
      for (const [type, handler] of Object.entries(handlers)) element.removeEventListener(type, handler);
      if (scheduled) cancelAnimationFrame(scheduled);
    },
    frame: schedule,
  };
}
