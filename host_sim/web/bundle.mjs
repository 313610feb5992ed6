// The files the browser build puts in the interpreter: the stand-ins (tests/mpfakes), the
// firmware, the game packages (lib/) and device.py with the PicoSystem's LED and piezo, as {path: text} (collect), and
//   node host_sim/web/bundle.mjs OUT   the page in OUT: index.html, page.mjs, gp.mjs, the
//                                      pinned core (tools/mpcores) and files.json
import fs from "fs";
import path from "path";
import { fileURLToPath } from "url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..", "..");
const CORE = path.join(root, "tools", "mpcores", "node_modules", "micropython-1.25");

function tree(dir, into, files) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== "__pycache__" && !e.name.startsWith(".")) {
      tree(p, into + "/" + e.name, files);
    } else if (e.name.endsWith(".py")) {
      files[into + "/" + e.name] = fs.readFileSync(p, "utf8");
    }
  }
  return files;
}

export function collect() {
  const files = {};
  tree(path.join(root, "tests", "mpfakes"), "/mpfakes", files);
  tree(path.join(root, "lib"), "/lib", files);
  tree(path.join(root, "firmware"), "/firmware", files);
  for (const f of ["device.py", "pwmio.py", "audiopwmio.py"]) files["/web/" + f] = fs.readFileSync(path.join(here, f), "utf8");
  return files;
}

export const corePath = path.join(CORE, "micropython.mjs");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] || path.join(here, "build"));
  fs.mkdirSync(out, { recursive: true });
  for (const f of ["index.html", "page.mjs", "gp.mjs"]) fs.copyFileSync(path.join(here, f), path.join(out, f));
  for (const f of ["micropython.mjs", "micropython.wasm"]) fs.copyFileSync(path.join(CORE, f), path.join(out, f));
  fs.writeFileSync(path.join(out, "files.json"), JSON.stringify(collect()));
  let total = 0;
  for (const f of fs.readdirSync(out)) total += fs.statSync(path.join(out, f)).size;
  console.log(`${out}: ${fs.readdirSync(out).length} files, ${(total / 1024).toFixed(0)} KB`);
}
