// ns per 120 Hz frame in node, in one run: libdetent natively (Web/bench/native, built by
// bench.sh), the same C loop inside the module (.build/web-bench/detent-bench.wasm, built by
// bench.sh), detent.wasm through its exports (the same calls), detent.wasm through detent.js
// (events dispatched as DOM events), and the JavaScript port of popmotion's inertia; each round
// is Web/bench/frames.js's. The paths take turns, one round each, ROUNDS times, and each keeps
// its fastest round, in CPU time: the machines it runs on are shared, and other programs' turns
// come and go (a path timed in a block of its own can land on a slow stretch and another on a
// fast one). Web/test/peers.py does the same in Chromium.
// Usage: node Web/bench/bench.mjs NATIVE BENCH_WASM [ROUNDS]
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { init, Picker } from "../dist/detent.js";
import * as inertia from "../peers/inertia.js";
import { velocities, instantiate, moduleRound, exportsRound, pickerRound, inertiaRound, Fastest } from "./frames.js";

const native = process.argv[2];
const benchWasm = process.argv[3];
const rounds = Number(process.argv[4] ?? 15);
const repeats = 200;
await init();

const [w, view] = await instantiate(await readFile(new URL("../dist/detent.wasm", import.meta.url)));
const [b, bView] = benchWasm ? await instantiate(await readFile(benchWasm)) : [null, null];
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) * 1000; };

const names = {
  native: "libdetent, native (C calls)",
  module: "the same C loop inside detent.wasm",
  exports: "detent.wasm, its exports (the same calls)",
  js: "detent.wasm through detent.js (DOM events)",
  inertia: "JavaScript inertia port (popmotion's formula)",
};
const best = new Fastest();
for (let round = 0; round < rounds; round++) {
  if (native) {
    const r = JSON.parse(execFileSync(native, ["1", String(repeats), ...velocities.map(String)], { encoding: "utf8" }));
    best.add("native", { frames: r.frames, ns: r.ns_per_frame * r.frames });
  }
  if (b) best.add("module", moduleRound(b, bView, cpu, repeats));
  best.add("exports", exportsRound(w, view, cpu, repeats));
  best.add("js", pickerRound(Picker, cpu, repeats));
  best.add("inertia", inertiaRound(inertia, cpu, repeats));
}

const base = best.get("native");
console.log(`ns per 120 Hz frame, flings of ${velocities.join(", ")} pt/s from rest, the fastest of ${rounds} rounds taken in turn (node ${process.version}):`);
for (const [key, name] of Object.entries(names)) {
  const r = best.get(key);
  if (!r) { console.log(`  ${name.padEnd(48)} (not measured)`); continue; }
  const ratio = base ? `  ${(r.ns_per_frame / base.ns_per_frame).toFixed(2)}x native` : "";
  console.log(`  ${name.padEnd(48)} ${r.ns_per_frame.toFixed(1).padStart(8)} ns  (${r.frames} frames)${ratio}`);
}
