// Runs a Python script under the MicroPython core of a CircuitPython release, compiled to
// WebAssembly (the npm packages pinned in package.json beside this file).
//
//   [PYSTACK=BYTES] node tools/mpcores/run.mjs VERSION ROOT SCRIPT [ARGS...]
//
// VERSION is 1.23 (CircuitPython 9) or 1.25 (CircuitPython 10). The project's lib/,
// firmware/ and tests/ folders and code.py/boot.py under ROOT are copied into the
// interpreter's in-memory file system at the same paths; /saves is an empty writable folder.
// SCRIPT (anywhere; it is copied too) is imported as a module with sys.argv = [SCRIPT, ARGS...].
// Prints what the script prints; on an uncaught exception prints its traceback to stderr and
// exits 1. tools/mpcompat.py calls this and explains the error.
//
// PYSTACK: the bytes of the Python stack (the port keeps Python frames on a fixed stack, as
// CircuitPython does: 1536 bytes on CircuitPython 9, 2048 on 10 for SAMD51 and RP2040). The
// WebAssembly core is 32-bit, like the boards, so a frame takes there what it takes on a board;
// a call deeper than the stack allows stops with "pystack exhausted". Default: the package's.
import fs from "fs";
import path from "path";
import { fileURLToPath } from "url";

const [version, root, script, ...args] = process.argv.slice(2);
const here = path.dirname(fileURLToPath(import.meta.url));
const core = path.join(here, "node_modules", "micropython-" + version, "micropython.mjs");
if (!script || !fs.existsSync(core)) {
  process.stderr.write(`no MicroPython ${version} core at ${core}: run \`npm ci\` in ${here}\n`);
  process.exit(2);
}
const { loadMicroPython } = await import(core);
const words = process.env.PYSTACK ? Math.floor(Number(process.env.PYSTACK) / 4) : undefined;
const mp = await loadMicroPython({
  ...(words ? { pystack: words } : {}),
  // The port grows its heap and collects garbage only between calls from JavaScript, so
  // this is a starting size, not a limit: heap figures come from tools/memcheck.py.
  heapsize: 16 * 1024 * 1024,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});

function copyTree(dir) {
  mp.FS.mkdirTree(dir);
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "__pycache__" && !e.name.startsWith(".")) copyTree(p);
    } else if (e.name.endsWith(".py")) {
      mp.FS.writeFile(p, fs.readFileSync(p));
    }
  }
}

const top = path.resolve(root);
for (const d of ["lib", "firmware", "tests"]) {
  if (fs.existsSync(path.join(top, d))) copyTree(path.join(top, d));
}
for (const f of ["code.py", "boot.py"]) {
  const p = path.join(top, f);
  if (fs.existsSync(p)) mp.FS.writeFile(p, fs.readFileSync(p));
}
mp.FS.mkdirTree("/saves");
const file = path.resolve(script);
mp.FS.mkdirTree(path.dirname(file));
mp.FS.writeFile(file, fs.readFileSync(file));

const code = [
  "import sys",
  `sys.argv[:] = ${JSON.stringify([file, ...args])}`,
  `sys.path.insert(0, ${JSON.stringify(path.dirname(file))})`,
  `__import__(${JSON.stringify(path.basename(file, ".py"))})`,
].join("\n");
try {
  mp.runPython(code);
} catch (e) {
  process.stderr.write(String(e.message || e).trimEnd() + "\n");
  process.exit(1);
}
