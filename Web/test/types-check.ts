// Type-checked by `tsc --noEmit -p Web` in make test: the declarations hold together, and code a
// page writes against them compiles.
import { init, Picker, ScrollEngine, replayTrace, attach, drawDisplayList, DetentTimeError, type ReplaySummary } from "../src/detent.js";

async function main(canvas: HTMLCanvasElement): Promise<void> {
  await init();
  const picker = new Picker({ style: "cylinder", looping: true, values: { from: 0, to: 59 } }, { window: { width: 200, height: 216 } });
  picker.addEventListener("selectionchange", (e) => { const v: number = e.to; void v; });
  picker.addEventListener("scrollend", (e) => { const o: number = e.offset; void o; });
  const ctx = canvas.getContext("2d")!;
  attach(canvas, picker, { onFrame: () => drawDisplayList(ctx, picker.displayList()) });
  const rows = picker.displayList().filter((i) => i.kind === "text" && i.scaleY < 1);
  const jump: number = picker.keyValue("page_down");
  if (!Number.isNaN(jump)) picker.select(jump, false, performance.now());
  void rows;
  const date = new Picker({ demo: "date", years: { from: 2000, to: 2030 }, start: "2024-02-29", cylinder: { squeeze: 1.2 } });
  const month: string = date.columns[0].label;
  void month;
  const engine = new ScrollEngine({ width: 320, height: 480, axis: "vertical", insets: { top: 0 }, bounds: [0, 5000] });
  engine.setItemTargets([0, 40, 100], [40, 60, 30], 0);
  engine.setViewAligned("always-by-one");
  engine.configure({ contentHeight: 8000, bounds: [0, 7520], profile: "android" });
  const top: number = engine.geometry.visibleRect.y;
  const scale: number = engine.stretch.edge === "none" ? 1 : engine.stretch.scale;
  const t = engine.transition({ x: 0, y: 40, width: 320, height: 60 }, { threshold: "visible", amount: 0.5 });
  const fade: number = t.phase === "identity" ? 1 : 1 - Math.abs(t.progress);
  void top; void scale; void fade;
  try { engine.advance(-1); } catch (e) { if (e instanceof DetentTimeError) console.log(e.status, e.message); }
  await init({ replay: true });
  const s: ReplaySummary = replayTrace(picker.trace(), { profile: "android", fps: 60 });
  const digest: string = s.digest;
  void digest;
}
void main;
