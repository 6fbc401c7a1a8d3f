// Every trace in Traces/ and docs/images/, under every profile, replayed through replayTrace()
// (detent.wasm in node) and through `detent replay --summary --profile P` (native): the two
// summaries must be equal, digest included, bit for bit — except the digests of the pairs
// Web/test/libm-differences.txt lists (two libms' last bits), which must then still differ.
// Usage: node Web/test/replay.mjs DETENT
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { init, replayTrace, profiles } from "../dist/detent.js";

const detent = process.argv[2];
if (!detent) { console.error("usage: node Web/test/replay.mjs PATH/TO/detent"); process.exit(64); }
await init();
const traces = ["Traces", "docs/images"].flatMap((dir) =>
  readdirSync(dir).filter((f) => f.endsWith(".jsonl")).sort().map((f) => `${dir}/${f}`));
const known = new Set(readFileSync(new URL("./libm-differences.txt", import.meta.url), "utf8").split("\n")
  .filter((l) => l.trim() && !l.startsWith("#")).map((l) => l.trim()));
let compared = 0;
const differed = [], failed = [];
for (const path of traces) {
  const text = readFileSync(path, "utf8");
  for (const profile of profiles) {
    const native = JSON.parse(execFileSync(detent, ["replay", path, "--summary", "--profile", profile], { encoding: "utf8" }));
    const web = replayTrace(text, { profile, name: path });
    compared++;
    const keys = Object.keys(native);
    const same = (k) => Object.is(native[k], web[k]);
    const all = keys.length === Object.keys(web).length && keys.every(same);
    const listed = known.has(`${path} ${profile}`);
    if (!all) differed.push(`${path} --profile ${profile}`);
    if (listed ? all || !keys.filter((k) => k !== "digest").every(same) : !all) {
      failed.push(`${listed && all ? "NOW EQUAL (remove it from Web/test/libm-differences.txt)" : "DIFFERS"} ${path} --profile ${profile}\n` +
        `  native ${JSON.stringify(native)}\n  wasm   ${JSON.stringify(web)}`);
    }
  }
}
for (const d of differed) console.log(`digest differs: ${d}`);
for (const f of failed) console.log(f);
console.log(`replayTrace vs detent replay --summary: ${traces.length} traces x ${profiles.length} profiles = ${compared} compared, ` +
  `${differed.length} differ (in the digest only: libm's last bits), ${failed.length} unexpected`);
process.exit(failed.length ? 1 : 0);
