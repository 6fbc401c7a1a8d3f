// Every trace in Traces/ and docs/images/, under every profile, replayed through replayTrace()
// (detent-replay.wasm in node) and through `detent replay --summary --profile P` (native): the two
// summaries must be equal, digest included, bit for bit (the core computes its own elementary
// functions, the same on every target). Usage: node Web/test/replay.mjs DETENT
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { init, replayTrace, profiles } from "../dist/detent.js";

const detent = process.argv[2];
if (!detent) { console.error("usage: node Web/test/replay.mjs PATH/TO/detent"); process.exit(64); }
await init({ replay: true });
const traces = ["Traces", "docs/images"].flatMap((dir) =>
  readdirSync(dir).filter((f) => f.endsWith(".jsonl")).sort().map((f) => `${dir}/${f}`));
let compared = 0;
const differed = [];
for (const path of traces) {
  const text = readFileSync(path, "utf8");
  for (const profile of profiles) {
    const native = JSON.parse(execFileSync(detent, ["replay", path, "--summary", "--profile", profile], { encoding: "utf8" }));
    const web = replayTrace(text, { profile, name: path });
    compared++;
    const keys = Object.keys(native);
    const same = keys.length === Object.keys(web).length && keys.every((k) => Object.is(native[k], web[k]));
    if (!same) differed.push(`DIFFERS ${path} --profile ${profile}\n  native ${JSON.stringify(native)}\n  wasm   ${JSON.stringify(web)}`);
  }
}
for (const d of differed) console.log(d);
console.log(`replayTrace vs detent replay --summary: ${traces.length} traces x ${profiles.length} profiles = ${compared} compared, ${differed.length} differ`);
process.exit(differed.length ? 1 : 0);
