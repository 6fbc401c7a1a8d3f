// Types of detent.js (Web/src/detent.js): Detent's engine and pickers as WebAssembly.
// Times are milliseconds; offsets and coordinates are points (CSS pixels); velocities are
// offset velocities in points per second, positive toward larger offsets.

/** Where a module comes from: a URL or path, a Response, its bytes, or the compiled module. */
export type ModuleSource = URL | string | Response | BufferSource | WebAssembly.Module;
export interface InitOptions {
  /** detent.wasm's source (default: next to detent.js). */
  module?: ModuleSource;
  /**
   * Also load detent-replay.wasm, the module replayTrace() runs in: `true` for the file next to
   * detent.js, or its source. Default false: a page that never replays never downloads it.
   */
  replay?: boolean | ModuleSource;
}
/**
 * Loads detent.wasm (next to detent.js, or `source`) once, and with `{ replay: true }` the
 * replay module too; later calls return at once, loading only what was not loaded yet.
 */
export function init(source?: ModuleSource | InitOptions): Promise<void>;
/** The C interface's version ("1.3.0"). */
export function version(): string;
/** The bytes of linear memory the module uses. */
export function memoryBytes(): number;

export type Phase = "idle" | "tracking" | "interacting" | "decelerating" | "animating";
export type Cause = "drag" | "deceleration" | "wheel" | "key" | "programmatic";
export type Key = "left" | "right" | "up" | "down" | "page_up" | "page_down" | "home" | "end";
export type Profile = "ios" | "android" | "flutter-bouncing" | "flutter-clamping" | "gtk";
export type ViewAlignedLimit = "automatic" | "always" | "never" | "always-by-one" | "always-by-few";
/** The platform profiles, by name. */
export const profiles: readonly Profile[];

/** Struct offsets of detent.h on wasm32 (checked by Web/test/layout.c). */
export const layout: {
  readonly event: Readonly<Record<string, number>>;
  readonly item: Readonly<Record<string, number>>;
  readonly engineConfig: Readonly<Record<string, number>>;
  readonly rect: Readonly<Record<string, number>>;
  readonly pickerConfig: Readonly<Record<string, number>>;
};

/** A call the module refused: `status` is the detent_status, `message` the C library's. */
export class DetentError extends Error {
  readonly status: number;
  constructor(message: string, status: number);
}
export class DetentNullError extends DetentError {}
export class DetentNotFiniteError extends DetentError {}
export class DetentTimeError extends DetentError {}
export class DetentInvalidError extends DetentError {}
export class DetentStateError extends DetentError {}

/** One event per value crossed, at the exact time of the crossing. */
export class SelectionChangeEvent extends Event {
  readonly type: "selectionchange";
  /** When it happened (ms). */
  readonly time: number;
  readonly cause: Cause;
  /** Values (a picker's) or target offsets (an engine's). */
  readonly from: number;
  readonly to: number;
  readonly fromIndex: number;
  readonly toIndex: number;
  /** The column of a date or time picker; null otherwise. */
  readonly column: number | null;
}
export class PhaseChangeEvent extends Event {
  readonly type: "phasechange";
  readonly time: number;
  readonly from: Phase;
  readonly to: Phase;
  /** The offset velocity then (leaving "interacting": the release velocity). */
  readonly velocity: number;
  readonly column: number | null;
}
export class ScrollEndEvent extends Event {
  readonly type: "scrollend";
  readonly time: number;
  readonly offset: number;
  readonly column: number | null;
}

interface HandleEventMap {
  selectionchange: SelectionChangeEvent;
  phasechange: PhaseChangeEvent;
  scrollend: ScrollEndEvent;
}

declare class Handle extends EventTarget {
  /** The time (ms) the handle's time 0 stands for. */
  origin: number;
  /** The time of the last input or advance (ms). */
  readonly time: number;
  readonly offset: number;
  readonly velocity: number;
  readonly phase: Phase;
  readonly isIdle: boolean;
  /** When it next changes on its own (ms): a motion's end, a receding edge stretch's end;
      Infinity when nothing will. */
  readonly nextEventTime: number;
  pointerDown(x: number, y: number, time: number, pointer?: number): void;
  pointerMove(x: number, y: number, time: number, pointer?: number): void;
  pointerUp(x: number, y: number, time: number, pointer?: number): void;
  pointerCancel(time: number, pointer?: number): void;
  /** (dx, dy) points toward larger offsets; `precise` for trackpads (1:1), else notches. */
  wheel(dx: number, dy: number, precise: boolean, time: number): void;
  key(key: Key, time: number): void;
  fling(velocity: number, time: number): void;
  /** Runs motions to `time` and dispatches their events. */
  advance(time: number): void;
  /** Frees the module's memory; later calls throw DetentNullError. */
  dispose(): void;
  addEventListener<K extends keyof HandleEventMap>(type: K, listener: (event: HandleEventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof HandleEventMap>(type: K, listener: (event: HandleEventMap[K]) => void, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions): void;
}

export interface ScrollEngineOptions {
  /** The container, points. */
  width?: number;
  height?: number;
  contentWidth?: number;
  contentHeight?: number;
  /** The resting offsets [lower, upper]. */
  bounds?: [number, number];
  axis?: "horizontal" | "vertical";
  /** "automatic": the anchor is the container's centre (a picker); insets: a list's leading edge. */
  insets?: "automatic" | { top?: number; leading?: number; bottom?: number; trailing?: number };
  profile?: Profile;
  devicePixelRatio?: number;
  /** The time (ms) of the engine's time 0. */
  origin?: number;
}

/** One scroll view's physics (detent_engine_*). */
export class ScrollEngine extends Handle {
  constructor(options?: ScrollEngineOptions);
  /** Changes the configuration at the engine's time; options not given are kept. The offset,
   *  targets and behaviour stay; a running motion is re-aimed within the new bounds. */
  configure(options: Omit<ScrollEngineOptions, "origin">): void;
  setUniformTargets(first: number, step: number, count: number): void;
  setTargets(offsets: ArrayLike<number>): void;
  setItemTargets(starts: ArrayLike<number>, extents: ArrayLike<number>, anchor?: number): void;
  readonly targetCount: number;
  targetOffset(index: number): number;
  /** The target under the anchor; -1 without targets. */
  readonly selectedIndex: number;
  /** When the running motion ends (ms); Infinity when none runs. */
  readonly restTime: number;
  /** Where the visible region is: SwiftUI's ScrollGeometry. */
  readonly geometry: ScrollGeometry;
  /** The edge stretch at the engine's time (the Android profile's). */
  readonly stretch: EdgeStretch;
  /** SwiftUI's scroll transition of an item with `frame` (content coordinates). */
  transition(frame: Rect, options?: { threshold?: "visible" | "centered" | "hidden"; amount?: number }): ScrollTransition;
  setClosestMultiple(step: number): void;
  setPaging(): void;
  setViewAligned(limit?: ViewAlignedLimit): void;
  removeBehavior(): void;
  /**
   * Where `key` brings the content to rest, as its own animation would: under reduced motion
   * scroll there at once instead of pressing the key; NaN while a pointer or trackpad holds it.
   */
  keyOffset(key: Key): number;
  scrollTo(offset: number, animated: boolean, time: number): void;
  scrollToTarget(index: number, animated: boolean, time: number): void;
  resize(width: number, height: number, time: number): void;
}

export interface Rect { x: number; y: number; width: number; height: number }

export interface ScrollGeometry {
  /** The visible region's top-leading corner: the offset less the leading inset along the axis. */
  contentOffset: { x: number; y: number };
  contentSize: { width: number; height: number };
  insets: { top: number; leading: number; bottom: number; trailing: number };
  containerSize: { width: number; height: number };
  /** The visible region: (contentOffset, containerSize). */
  visibleRect: Rect;
}

export interface EdgeStretch {
  /** The stretched end: "none" (scale 1, distance, velocity 0), or the end of the bounds. */
  edge: "none" | "leading" | "trailing";
  /** Whether a pointer holds it. */
  held: boolean;
  /** The content's scale along the axis about the stretched edge, 1 … 1.032. */
  scale: number;
  /** How far it is stretched, 0 … 1 of the container's extent. */
  distance: number;
  /** Points per second, negative while it recedes. */
  velocity: number;
  /** When it has receded (ms): draw frames until then; Infinity while held. */
  endTime: number;
}

export interface ScrollTransition {
  /** SwiftUI's ScrollTransitionPhase. */
  phase: "topLeading" | "identity" | "bottomTrailing";
  /** 0 at identity, toward -1 or 1 as the item leaves the region by its own extent. */
  progress: number;
}

/** A trace header's "picker" member (docs/trace-format.md), e.g. {style: "cylinder"}, {demo: "date"}. */
export interface PickerSpec {
  values?: { from?: number; to?: number; by?: number };
  spacing?: number;
  tick_width?: number;
  major_every?: number;
  size?: { width: number; height: number };
  frame?: { x: number; y: number; width: number; height: number };
  axis?: "horizontal" | "vertical";
  behavior?: string;
  profile?: Profile;
  rate?: "normal" | "fast" | number;
  theme?: "light" | "dark";
  style?: "ruler" | "cylinder";
  looping?: boolean;
  cylinder?: {
    item_extent?: number;
    diameter_ratio?: number;
    perspective?: number;
    off_axis_fraction?: number;
    magnification?: number;
    squeeze?: number;
    over_and_under_center_opacity?: number;
  };
  demo?: "date" | "time" | "time24";
  /** A date picker's years ({from: 1900, to: 2100} by default). */
  years?: { from: number; to: number };
  /** Where a demo rests at first: "2024-01-31" or "09:41". */
  start?: string;
}

export interface DisplayItem {
  kind: "rect" | "text" | "clip" | "unclip";
  x: number;
  y: number;
  width: number;
  height: number;
  /** sRGB and opacity, each 0…1. */
  color: [number, number, number, number];
  /** Text: drawn at fontSize, placed at (alignX, alignY) of its frame's free space... */
  fontSize: number;
  alignX: number;
  alignY: number;
  /** ...then scaled by (scaleX, scaleY) about its frame's centre (a cylinder's rows; 1, 1 for plain text; 0 for other kinds). */
  scaleX: number;
  scaleY: number;
  text: string | null;
}

export interface PickerColumn {
  value: number;
  first: number;
  /** The last value (a date's day column: the shown month's last day). */
  last: number;
  label: string;
  frame: { x: number; y: number; width: number; height: number };
}

/**
 * A picker (detent.h's detent_picker_* calls), any picker a trace header's "picker" describes.
 * The spec (an object, or its JSON text) is read as the trace reader reads it: an unknown
 * member or a bad name throws a DetentInvalidError with the reader's message; the module
 * checks the numbers' ranges (detent_picker_create_with_config's message names the field).
 */
export class Picker extends Handle {
  constructor(spec?: PickerSpec | string, options?: { window?: { width: number; height: number }; origin?: number });
  readonly spec: PickerSpec;
  readonly window: { width: number; height: number };
  /** A wheel's value; a date's yyyymmdd; a time's hhmm. */
  readonly value: number;
  label(value?: number, column?: number): string;
  readonly activeColumn: number | null;
  readonly columns: PickerColumn[];
  select(value: number, animated: boolean, time: number): void;
  focus(column: number, time: number): void;
  /**
   * The value `key` moves it to at once (a date's yyyymmdd): under reduced motion select it,
   * not animated, instead of the key's spring; NaN for left and right between columns.
   */
  keyValue(key: Key): number;
  resize(width: number, height: number, time: number): void;
  /**
   * The display list at the picker's time (the array is reused by the next call). With
   * `{focus: false}` (the page's focus is elsewhere) a date or time picker's list leaves out the
   * mark of its focused column.
   */
  displayList(options?: { focus?: boolean }): DisplayItem[];
  /**
   * Starts recording inputs for trace(). On a picker that inputs moved, the recording begins
   * with where it is (a resize if it was resized, select(value, false), a date or time picker's
   * focus(column)), so that its trace replays to the live state (a looping wheel's possibly a
   * whole lap of values away). DetentStateError while it moves or is held: start at rest.
   */
  startRecording(): void;
  /** The inputs since startRecording(), as a trace that `detent replay` reads; DetentStateError
      if a fling() was among them (a trace has no fling input). */
  trace(source?: string): string;
}

/** Draws a display list on a canvas whose transform maps points to pixels. */
export function drawDisplayList(ctx: CanvasRenderingContext2D, items: readonly DisplayItem[], font?: string): void;

/** The object `detent replay --summary` prints. */
export interface ReplaySummary {
  final_value: number;
  final_offset: number;
  rest_time: number | null;
  idle: boolean;
  selection_changes: number;
  frames: number;
  /** FNV-1a 64 of every record, 16 hex digits. */
  digest: string;
}
/**
 * `detent replay --summary [--profile P] [--fps N]` with the same code, in detent-replay.wasm:
 * throws a DetentError unless `await init({ replay: true })` has run.
 */
export function replayTrace(text: string, options?: { profile?: Profile | null; fps?: number; name?: string }): ReplaySummary;

export interface AttachOptions {
  /** Called each frame after the target advanced (draw here). */
  onFrame?(time: number): void;
  /** Event to the target's coordinates (default: relative to the element, plus `offset`). */
  point?(event: PointerEvent): { x: number; y: number };
  offset?: { x: number; y: number };
  /** Points per line of a line-mode wheel delta (16). */
  lineHeight?: number;
  /** Points each wheel notch is given as (the default, a millionth of a point, moves one target
      whatever the target's points per notch: a ruler's 10, a cylinder's row of 32). */
  pointsPerNotch?: number;
  /** An engine's axis, for wheel deltas. */
  axis?: "horizontal" | "vertical";
  /** false: leave the element's touch-action alone. */
  touchAction?: boolean;
}
/**
 * Wires pointer, wheel and keys of `element` to the target and runs its frames. A picker takes
 * keys as ARIA's slider and spinbutton do (Up and Right increase the value, Down and Left
 * decrease it, Page Up/Down by a page, Home the minimum, End the maximum; Left and Right move a
 * date or time picker's focus between columns); an engine as a scroll view (Down scrolls down).
 */
export function attach(element: HTMLElement, target: ScrollEngine | Picker, options?: AttachOptions): { detach(): void; frame(): void };
