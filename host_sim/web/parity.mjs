// The browser build on scripted keys under Node.js, for tests/test_web_parity.py:
//   node host_sim/web/parity.mjs SCRIPT.json OUT
// SCRIPT: [{board, seed, saved, steps: ["A", "DOWN", "@name", ...]}, ...]: each run on a
// fresh interpreter, its saves those of `saved` ({"/saves/NAME": text}, as if kept in the
// browser's storage), a step a button pressed and released (then settled) or a
// screen written to OUT/<name>.rgb (RGB, 3 bytes a pixel, as draw() draws it).
import fs from "fs";
import path from "path";
import { collect, corePath } from "./bundle.mjs";
import { start, draw } from "./gp.mjs";

const [script, out] = process.argv.slice(2);
const { loadMicroPython } = await import(corePath);
const files = collect();
for (const run of JSON.parse(fs.readFileSync(script, "utf8"))) {
  const saved = Object.fromEntries(Object.entries(run.saved || {}).map(([p, t]) => [p, new TextEncoder().encode(t)]));
  const { mp, dev } = await start(loadMicroPython, files, run.board, run.seed, saved);
  dev.settle();
  for (const s of run.steps) {
    if (!s.startsWith("@")) { dev.press(s); continue; }
    dev.frame();
    const { data } = draw(mp.FS.readFile("/frame.bin"));
    const rgb = Buffer.alloc(data.length / 4 * 3);
    for (let i = 0, j = 0; i < data.length; i += 4, j += 3) rgb.set(data.subarray(i, i + 3), j);
    fs.writeFileSync(path.join(out, s.slice(1) + ".rgb"), rgb);
  }
}
