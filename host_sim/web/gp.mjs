// The browser build's shared part, used by the page (page.mjs) and the pixel-parity run
// under Node.js (parity.mjs): start the firmware on the MicroPython core, and draw the flat
// list of what is on the screen that host_sim/web/device.py's frame() writes.
export const PATHS = ["/mpfakes", "/lib", "/web", "/"];   // sys.path in the interpreter

// files: {path: text} (bundle.mjs); saved: {path: Uint8Array} put in /saves first.
export async function start(loadMicroPython, files, board, seed, saved = {}, print = console.log) {
  const mp = await loadMicroPython({ heapsize: 8 * 1024 * 1024, pystack: 16384, stdout: print, stderr: print });
  for (const [p, text] of Object.entries({ ...files, ...saved })) {
    mp.FS.mkdirTree(p.slice(0, p.lastIndexOf("/")) || "/");
    mp.FS.writeFile(p, text);
  }
  mp.FS.mkdirTree("/saves");
  mp.runPython(`import sys\nsys.path[:0] = ${JSON.stringify(PATHS)}\nimport device\n` +
    `device.start(${JSON.stringify(board)}, ${seed == null ? "None" : Number(seed)})`);
  return { mp, dev: mp.pyimport("device") };
}

// The screen as RGBA pixels (an ImageData's data), each colour through RGB565 as the
// display and the desktop simulator show it.
export function draw(buf, out) {
  const v = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let o = 0;
  const u8 = () => v.getUint8(o++), u16 = () => (o += 2, v.getUint16(o - 2, true));
  const i16 = () => (o += 2, v.getInt16(o - 2, true)), u32 = () => (o += 4, v.getUint32(o - 4, true));
  const W = u16(), H = u16(), bitmaps = [];
  out = out || new Uint8ClampedArray(W * H * 4);
  for (let i = 0; i < W * H; i++) out.set([0, 0, 0, 255], i * 4);
  for (let n = u16(); n > 0; n--) {
    const w = u16(), h = u16(), bits = u8(), len = u32(), stride = len / h;
    const px = new Uint8Array(w * h), mask = (1 << bits) - 1;
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
      const bit = x * bits, byte = buf[o + y * stride + (bit >> 3)];
      px[y * w + x] = (byte >> (8 - bits - (bit & 7))) & mask;
    }
    bitmaps.push({ w, px });
    o += len;
  }
  const rgb = (c) => [(c >> 19 & 31) * 255 / 31 | 0, (c >> 10 & 63) * 255 / 63 | 0, (c >> 3 & 31) * 255 / 31 | 0];
  const put = (x, y, s, c) => {
    for (let j = 0; j < s; j++) for (let i = 0; i < s; i++)
      if (x + i >= 0 && x + i < W && y + j >= 0 && y + j < H) out.set(c, ((y + j) * W + x + i) * 4);
  };
  for (let n = u16(); n > 0; n--) {
    const kind = u8(), x = i16(), y = i16(), s = u8();
    if (kind === 2) {
      const w = u16(), h = u16(), c = u32();
      if (!(c >> 24)) for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) put(x + i * s, y + j * s, s, rgb(c));
      continue;
    }
    const b = bitmaps[u16()], cols = u16(), rows = u16(), tw = u16(), th = u16();
    const pal = []; for (let k = u8(); k > 0; k--) pal.push(u32());
    const per = Math.floor(b.w / tw);
    for (let cell = 0; cell < cols * rows; cell++) {
      const t = u16(), sx = (t % per) * tw, sy = Math.floor(t / per) * th;
      const cx = x + (cell % cols) * tw * s, cy = y + Math.floor(cell / cols) * th * s;
      for (let j = 0; j < th; j++) for (let i = 0; i < tw; i++) {
        const c = pal[b.px[(sy + j) * b.w + sx + i]];
        if (c !== undefined && !(c >> 24)) put(cx + i * s, cy + j * s, s, rgb(c));
      }
    }
  }
  return { width: W, height: H, data: out };
}
