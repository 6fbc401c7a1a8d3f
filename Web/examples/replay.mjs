// `node Web/examples/replay.mjs TRACE [PROFILE]`: the trace's summary from detent-replay.wasm in node,
// the object `detent replay TRACE --summary [--profile PROFILE]` prints.
import { readFileSync } from "node:fs";
import { init, replayTrace } from "../dist/detent.js";

const [path, profile = null] = process.argv.slice(2);
await init({ replay: true });
console.log(JSON.stringify(replayTrace(readFileSync(path, "utf8"), { profile, name: path })));
