// `node Web/examples/fling.mjs`: the reference ruler flung at 1000 pt/s, run at 120 Hz to rest,
// with its events — the module's API in a dozen lines.
import { init, Picker } from "../dist/detent.js";

await init();
const picker = new Picker({});                       // the reference ruler, 0 ... 100
let changes = 0;
picker.addEventListener("selectionchange", () => changes++);
picker.addEventListener("scrollend", (e) => console.log(`rests on ${picker.value} at ${e.time.toFixed(3)} ms after ${changes} selection changes`));
picker.fling(1000, 0);                               // 1000 pt/s at t = 0 ms
for (let t = 0; !picker.isIdle; t += 1000 / 120) picker.advance(t);
picker.dispose();
