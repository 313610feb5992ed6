// The page: the firmware (gp.mjs, device.py) stepped every 20 ms, its screen drawn on the
// canvas, the keys as in the desktop simulator's window, the lights as a strip, the sounds
// through WebAudio, the backlight as the canvas's brightness, the saves in localStorage.
// ?board=picosystem for 240x240; ?keys=DOWN,A presses those first and ?report sends the
// time to the title and per press to the server (host_sim/web/browser.py).
import { loadMicroPython } from "./micropython.mjs";
import { start, draw } from "./gp.mjs";

const t0 = performance.now(), q = new URLSearchParams(location.search);
const board = q.get("board") === "picosystem" ? "picosystem" : "pybadge";
const KEYS = { ArrowUp: "UP", ArrowDown: "DOWN", ArrowLeft: "LEFT", ArrowRight: "RIGHT", z: "A", Z: "A", x: "B", X: "B", Enter: "START", Shift: "SELECT" };
const $ = (id) => document.getElementById(id), status = (s) => ($("status").textContent = s);
$("board").value = board;
$("board").onchange = (e) => (location.search = "?board=" + e.target.value);
const store = {}, saved = {};           // localStorage "gp:/saves/..." = the file's bytes as latin1
for (const k of Object.keys(localStorage)) if (k.startsWith("gp:/saves/")) saved[k.slice(3)] = Uint8Array.from(localStorage[k], (c) => c.charCodeAt(0));
const files = await (await fetch("files.json")).json();
const { mp, dev } = await start(loadMicroPython, files, board === "picosystem" ? "pimoroni_picosystem" : "pybadge", Date.now() % 1e9, saved);
const ctx = $("screen").getContext("2d");
let audio = null, pending = (q.get("keys") || "").split(",").filter((k) => k), times = [];
function persist(dir = "/saves") {      // the saves, settings and statistics, kept as files
  for (const name of mp.FS.readdir(dir)) {
    if (name === "." || name === "..") continue;
    const p = dir + "/" + name;
    if (mp.FS.isDir(mp.FS.stat(p).mode)) { persist(p); continue; }
    let s = ""; for (const b of mp.FS.readFile(p)) s += String.fromCharCode(b);
    store[p] = s; if (localStorage["gp:" + p] !== s) localStorage["gp:" + p] = s;
  }
  if (dir === "/saves") for (const k of Object.keys(localStorage)) if (k.startsWith("gp:/saves/") && !(k.slice(3) in store)) localStorage.removeItem(k);
  if (dir === "/saves") for (const k in store) delete store[k];
}
function show() {
  dev.frame();
  const img = draw(mp.FS.readFile("/frame.bin"));
  if ($("screen").width !== img.width) [$("screen").width, $("screen").height] = [img.width, img.height];
  ctx.putImageData(new ImageData(img.data, img.width, img.height), 0, 0);
  $("screen").style.filter = `brightness(${Math.max(0.15, dev.brightness())})`;
  const lights = dev.lights().split(",").filter((c) => c);
  $("lights").innerHTML = lights.map((c) => `<div style="background:#${c === "000000" ? "3c3c3c" : c}"></div>`).join("");
}
let ticks = 0, held = null, pressed = null;                     // when a key went down, for the time a press takes
function tick() {
  const t = performance.now();
  if (held) { dev.key(held, false); held = null; }      // a scripted key: down for one step, every 0.5 s
  if (pending.length && ++ticks % 25 === 0) { held = pending.shift(); dev.key(held, true); pressed = t; }
  if (dev.step(Math.round(t - t0))) { show(); persist(); }
  if (pressed !== null) { times.push(performance.now() - t); pressed = null; status(`a press: ${median(times)} ms (median of ${times.length})`); document.body.dataset.press = median(times); if (!pending.length) report(); }
  const note = dev.note();
  if (note && audio) {
    const [hz, ms] = note.split(" ").map(Number), o = audio.createOscillator(), g = audio.createGain();
    o.type = "square"; o.frequency.value = hz; g.gain.value = 0.05;
    o.connect(g).connect(audio.destination); o.start(); o.stop(audio.currentTime + ms / 1000);
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1].toFixed(1);
addEventListener("keydown", (e) => {
  const k = KEYS[e.key]; if (!k) return;  // a key the page does not map does nothing
  e.preventDefault(); audio = audio || new AudioContext();
  if (!e.repeat) { dev.key(k, true); pressed = performance.now(); }
});
addEventListener("keyup", (e) => { const k = KEYS[e.key]; if (k) dev.key(k, false); });
show(); persist();
status(`title in ${Math.round(performance.now())} ms`);
document.body.dataset.ready = Math.round(performance.now());   // since the page was asked for
function report() {     // the page's figures, to the server of browser.py (?report)
  if (q.has("report")) fetch(`report?ready=${document.body.dataset.ready}&press=${document.body.dataset.press || ""}&saves=${Object.keys(saved).length}`);
}
if (!pending.length) report();
setInterval(tick, 20);
