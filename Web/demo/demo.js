// The demo page: five pickers on detent.js. Canvas pickers draw the module's display list at
// devicePixelRatio; the menu and the 10,000-row list are DOM rows moved with transforms.
// window.demo exposes the pickers, engines and an event log to the browser tests.
import { init, Picker, ScrollEngine, attach, drawDisplayList, replayTrace, profiles } from "../dist/detent.js";

await init();
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
const log = [];
// Replay runs in detent-replay.wasm, loaded the first time a trace is replayed.
const replayed = (text) => init({ replay: true }).then(() => replayTrace(text));
const demo = { pickers: {}, engines: {}, log, profile: "ios", reducedMotion, replay: (name) => replayed(demo.pickers[name].picker.trace()) };
window.demo = demo;

// ---- Canvas pickers -----------------------------------------------------------------------------

const LIGHT_BACKGROUND = "#ffffff";

/** A picker drawn on `canvas` from its display list, with its ARIA state kept current. */
class CanvasPicker {
  constructor(name, spec, window, options = {}) {
    this.name = name; this.spec = spec; this.window = window; this.options = options;
    this.canvas = document.getElementById(name);
    this.stage = options.stage ?? this.canvas;
    this.ctx = this.canvas.getContext("2d");
    this.output = document.getElementById(`${name}-value`);
    this.make(demo.profile);
    // A date picker marks its focused column only while the page's focus is in it: drawn again
    // when the focus comes or goes (a click on the ruler leaves no mark on the date).
    for (const type of ["focusin", "focusout"]) this.stage.addEventListener(type, () => this.attachment.frame());
    for (const b of document.querySelectorAll(`button[data-trace="${name}"]`)) b.onclick = () => this.download();
  }

  make(profile) {
    // A new profile is a new picker (the feel is part of its spec) that shows what the old one
    // showed: its value and its focused column, selected at once (recorded, so that its trace
    // replays to it; a motion on its way stops, since a trace has no fling to hand it over).
    const old = this.picker, now = performance.now();
    const kept = old && { value: old.value, column: old.activeColumn };
    this.attachment?.detach();
    old?.dispose();
    const spec = { ...this.spec, profile, ...(reducedMotion ? { rate: "fast" } : {}) };
    this.picker = new Picker(spec, { window: this.window, origin: now });
    this.picker.startRecording();
    for (const type of ["selectionchange", "phasechange", "scrollend"]) {
      this.picker.addEventListener(type, (e) => log.push({ source: this.name, type, time: e.time, from: e.from, to: e.to, column: e.column, cause: e.cause ?? null }));
    }
    this.picker.addEventListener("selectionchange", () => this.updateAria());
    if (kept) {
      this.picker.select(kept.value, false, now);
      if (kept.column !== null) this.picker.focus(kept.column, now);
    }
    const rect = () => this.canvas.getBoundingClientRect();
    this.attachment = attach(this.stage, this.picker, {
      onFrame: () => this.draw(),
      point: (e) => { const r = rect(); return { x: e.clientX - r.left, y: e.clientY - r.top }; },
    });
    this.options.onMake?.(this);
    this.draw();
  }

  draw() {
    const dpr = window.devicePixelRatio || 1, { width, height } = this.window;
    if (this.canvas.width !== Math.round(width * dpr)) {
      this.canvas.width = Math.round(width * dpr); this.canvas.height = Math.round(height * dpr);
      this.canvas.style.width = `${width}px`; this.canvas.style.height = `${height}px`;
    }
    const ctx = this.ctx;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = LIGHT_BACKGROUND;
    ctx.fillRect(0, 0, width, height);
    drawDisplayList(ctx, this.picker.displayList({ focus: this.stage.contains(document.activeElement) }));
    this.updateAria();
  }

  updateAria() {
    const columns = this.picker.columns;
    if (this.options.columns) this.options.columns(this, columns);
    else {
      const c = columns[0];
      this.canvas.setAttribute("aria-valuenow", String(c.value));
      this.canvas.setAttribute("aria-valuemin", String(c.first));
      this.canvas.setAttribute("aria-valuemax", String(c.last));
      this.canvas.setAttribute("aria-valuetext", c.label);
    }
    this.output.textContent = this.picker.label();
  }

  download() {
    const text = this.picker.trace(`recorded in the browser (${navigator.userAgent})`);
    replayed(text).then((summary) => {
      document.getElementById(`${this.name}-digest`).textContent = `replay digest ${summary.digest}`;
    });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "application/x-ndjson" }));
    a.download = `${this.name}.jsonl`;
    a.click();
    URL.revokeObjectURL(a.href);
  }
}

demo.pickers.ruler = new CanvasPicker("ruler", {}, { width: 480, height: 200 });
demo.pickers.cylinder = new CanvasPicker("cylinder", { values: { from: 0, to: 59, by: 1 }, style: "cylinder", looping: true }, { width: 480, height: 300 });

// The date picker: one canvas, and one focusable spinbutton over each column.
const dateStage = document.getElementById("date-stage");
demo.pickers.date = new CanvasPicker("date", { demo: "date", start: "2024-01-31" }, { width: 480, height: 300 }, {
  stage: dateStage,
  onMake(p) {
    for (const old of dateStage.querySelectorAll(".column")) old.remove();
    p.columnElements = p.picker.columns.map((c, i) => {
      const el = document.createElement("div");
      el.className = "column";
      el.tabIndex = 0;
      el.setAttribute("role", "spinbutton");
      el.setAttribute("aria-label", ["Month", "Day", "Year"][i] ?? `Column ${i + 1}`);
      Object.assign(el.style, { left: `${c.frame.x}px`, top: `${c.frame.y}px`, width: `${c.frame.width}px`, height: `${c.frame.height}px` });
      el.addEventListener("focus", (e) => {
        if (p.picker.activeColumn !== i || p.focused !== i) { p.focused = i; p.picker.focus(i, e.timeStamp); p.attachment.frame(); }
      });
      dateStage.append(el);
      return el;
    });
  },
  columns(p, columns) {
    columns.forEach((c, i) => {
      const el = p.columnElements?.[i];
      if (!el) return;
      el.setAttribute("aria-valuenow", String(c.value));
      el.setAttribute("aria-valuemin", String(c.first));
      el.setAttribute("aria-valuemax", String(c.last));
      el.setAttribute("aria-valuetext", c.label);
    });
    // Left and Right move the focus between columns: the page's focus follows.
    const focus = p.picker.activeColumn;
    if (p.picker.isIdle && focus !== null && focus !== p.focused && dateStage.contains(document.activeElement)) {
      p.focused = focus;
      p.columnElements[focus].focus({ preventScroll: true });
    }
  },
});

// A new devicePixelRatio (the window moved to another screen, the page zoomed): the canvases are
// drawn again at it, not left at the old one's pixels (blurred) until something moves.
const watchResolution = () => matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener("change", () => {
  for (const p of Object.values(demo.pickers)) p.draw();
  watchResolution();
}, { once: true });
watchResolution();

// ---- DOM rows on an engine: the profile menu and the list ----------------------------------------

/** Rows of `heights` in `element`, moved with transforms, on a vertical engine. */
class RowList {
  constructor(element, labels, heights, { automatic, onSettle, name }) {
    this.element = element; this.labels = labels; this.heights = heights; this.name = name;
    this.rows = element.querySelector(".rows");
    this.starts = new Float64Array(heights.length);
    let y = 0;
    for (let i = 0; i < heights.length; i++) { this.starts[i] = y; y += heights[i]; }
    this.total = y;
    const width = element.clientWidth, height = element.clientHeight;
    this.height = height;
    this.automatic = automatic;
    // The menu's anchor is its centre line (targets at the rows' centres); the list's is its top edge.
    const last = heights.length - 1;
    const bounds = automatic ? [heights[0] / 2, this.starts[last] + heights[last] / 2] : [0, Math.max(0, y - height)];
    const origin = performance.now();
    this.engine = new ScrollEngine({ width, height, contentWidth: width, contentHeight: y, bounds, axis: "vertical",
      insets: automatic ? "automatic" : { top: 0, leading: 0, bottom: 0, trailing: 0 }, origin });
    // An engine starts at offset 0: the menu's first rest is its first row's centre, not a
    // spring there as the page loads.
    this.engine.scrollTo(bounds[0], false, origin);
    this.engine.setItemTargets(this.starts, heights, automatic ? 0.5 : 0);
    this.engine.setViewAligned();
    // The rows that can rest at the anchor (a list's last few never reach its top).
    let reachable = last;
    while (reachable > 0 && this.starts[reachable] + (automatic ? heights[reachable] / 2 : 0) > bounds[1]) reachable--;
    this.reachable = reachable;
    for (const type of ["selectionchange", "phasechange", "scrollend"]) {
      this.engine.addEventListener(type, (e) => log.push({ source: name, type, time: e.time, from: e.fromIndex ?? e.from, to: e.toIndex ?? e.to, column: null, cause: e.cause ?? null }));
    }
    if (onSettle) this.engine.addEventListener("scrollend", () => onSettle(this.engine.selectedIndex));
    this.pool = [];
    this.attachment = attach(element, this.engine, { axis: "vertical", onFrame: () => this.draw() });
    // A tap on a menu's row selects it, as on the pickers (a tap that stops a moving menu does not).
    if (automatic) {
      let tapY = 0, from = "idle";
      element.addEventListener("pointerdown", (e) => { tapY = e.clientY - element.getBoundingClientRect().top - element.clientTop; });
      this.engine.addEventListener("phasechange", (e) => {
        if (e.to === "tracking") from = e.from;
        else if (e.from === "tracking" && e.to === "idle" && from === "idle") {
          const index = this.rowAt(this.engine.offset - this.height / 2 + tapY);
          if (index !== this.engine.selectedIndex) { this.engine.scrollToTarget(index, !reducedMotion, e.time); this.attachment.frame(); }
        }
      });
    }
    this.draw();
  }

  /** The row at content coordinate `y` (the first or the last beyond the ends). */
  rowAt(y) {
    let lo = 0, hi = this.heights.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (this.starts[mid] <= y) lo = mid; else hi = mid - 1; }
    return lo;
  }

  draw() {
    const offset = this.engine.offset, top = this.automatic ? this.height / 2 : 0;
    const from = offset - top, lo = this.rowAt(from);
    // Pulled past its end, a list's top row is beyond the range it can rest on: not a selection.
    const selected = Math.min(this.engine.selectedIndex, this.reachable);
    // A listbox (ARIA's keys are a scroll view's: Down to the next row) of the rows drawn, each
    // an option that says its place among all of them; the selected one is the active descendant.
    let n = 0, active = null;
    for (let i = lo; i < this.heights.length && this.starts[i] - from < this.height; i++, n++) {
      const el = this.pool[n] ?? this.rows.appendChild(Object.assign(document.createElement("div"), { role: "option" }));
      if (!this.pool[n]) el.setAttribute("aria-setsize", String(this.heights.length));   // the same for every row
      this.pool[n] = el;
      el.hidden = false;
      el.id = `${this.element.id}-row-${i}`;
      el.textContent = this.labels(i);
      el.style.height = `${this.heights[i]}px`;
      el.style.transform = `translateY(${this.starts[i] - from}px)`;
      el.classList.toggle("selected", i === selected);
      el.setAttribute("aria-selected", String(i === selected));
      el.setAttribute("aria-posinset", String(i + 1));
      if (i === selected) active = el.id;
    }
    for (let k = n; k < this.pool.length; k++) { this.pool[k].hidden = true; this.pool[k].removeAttribute("id"); }
    if (active) this.element.setAttribute("aria-activedescendant", active);
    else this.element.removeAttribute("aria-activedescendant");
  }
}

const profileNames = { ios: "iOS", android: "Android", "flutter-bouncing": "Flutter (bouncing)", "flutter-clamping": "Flutter (clamping)", gtk: "GTK" };
const menuElement = document.getElementById("profile");
demo.engines.profile = new RowList(menuElement, (i) => profileNames[profiles[i]], profiles.map(() => 32), {
  automatic: true, name: "profile",
  onSettle(index) {
    const profile = profiles[index];
    if (profile === demo.profile) return;
    demo.profile = profile;
    for (const p of Object.values(demo.pickers)) p.make(profile);
  },
});

const ROWS = 10_000;
const heights = Array.from({ length: ROWS }, (_, i) => 36 + ((i * 37) % 5) * 12);
const listElement = document.getElementById("list");
demo.engines.list = new RowList(listElement, (i) => `Row ${i + 1} · ${heights[i]} pt`, heights, { automatic: false, name: "list" });
demo.engines.list.engine.addEventListener("selectionchange", (e) => { document.getElementById("list-value").textContent = String(e.toIndex + 1); });
document.getElementById("list-value").textContent = "1";

demo.ready = true;
document.body.dataset.ready = "true";
