#!/usr/bin/env python3
"""What a drag's move costs the simulator page: a `composite` naming its pictures by id (a new matrix for the turned
plane) against a JPEG `frame` of the same screen, in headless Chromium (flags as the e2e tests), the page's socket
stubbed as in Tools/serve-e2e/page_e2e.py, so only the page's own work is timed: from the message handed to the
page to the frame drawn (`window.__flipbook.drawn` moves: transforms set, or decoded and drawn on the canvas), and
to the next animation frame after it. The frame is 750×1334 (a 2× device; a drag's frames when `--motion-scale`
is off), noisy content at JPEG quality 0.8 made by the page's own canvas. Messages alternate, 50 ms apart.

Usage: page_composite_probe.py [N (default 100)]   — prints medians and p95 in ms, and the load average.
"""
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("page_e2e", os.path.join(HERE, "..", "..", "Tools", "serve-e2e", "page_e2e.py"))
sys.path.insert(0, os.path.dirname(spec.origin))   # page_e2e's own imports (browser.py)
page = importlib.util.module_from_spec(spec)
spec.loader.exec_module(page)

RUN = """
const [n, done] = [arguments[0], arguments[arguments.length - 1]];
const W = 750, H = 1334, hook = window.__flipbook;
const header = (type, seq, extra) => Object.assign({ type, seq, time: seq / 60, live: true, paused: false, width: W, height: H,
  scale: 2, historyStart: 0, historyEnd: seq / 60, historyFrames: seq }, extra);
const message = (h, payload) => {
  const j = new TextEncoder().encode(JSON.stringify(h)), out = new Uint8Array(4 + j.length + payload.length);
  new DataView(out.buffer).setUint32(0, j.length); out.set(j, 4); out.set(payload, 4 + j.length);
  return out.buffer;
};
const picture = async (w, h, seed, type) => {
  const c = new OffscreenCanvas(w, h), g = c.getContext('2d'), img = g.createImageData(w, h);
  let s = seed;
  for (let i = 0; i < img.data.length; i += 4) { s = (s * 1103515245 + 12345) & 0x7fffffff;
    img.data[i] = (i / 4 % w) * 255 / w; img.data[i + 1] = (i / 4 / w) * 255 / h; img.data[i + 2] = (s >> 16) & 255; img.data[i + 3] = 255; }
  g.putImageData(img, 0, 0);
  return new Uint8Array(await (await c.convertToBlob({ type, quality: 0.8 })).arrayBuffer());
};
const composite = (seq, theta, pictures) => {
  const c = Math.cos(theta), s = Math.sin(theta), d = 0.002;   // a turn about the left edge in perspective
  const planes = [{ id: 'f1', width: W, height: H, matrix: [1, 0, 0, 0, 1, 0, 0, 0, 1], opacity: 1, smooth: true },
                  { id: 't2', width: W, height: H, matrix: [c, 0, 0, 0, 1, 0, -d * s, 0, 1], opacity: 1, smooth: true }];
  let bytes = new Uint8Array(0);
  if (pictures) planes.forEach((p, i) => { Object.assign(p, { format: 'png', offset: bytes.length, length: pictures[i].length });
    const b = new Uint8Array(bytes.length + pictures[i].length); b.set(bytes); b.set(pictures[i], bytes.length); bytes = b; });
  const j = new TextEncoder().encode(JSON.stringify({ planes })), payload = new Uint8Array(4 + j.length + bytes.length);
  new DataView(payload.buffer).setUint32(0, j.length); payload.set(j, 4); payload.set(bytes, 4 + j.length);
  return message(header('composite', seq), payload);
};
// Polled with timers (≤ 4 ms late), not a busy loop that would take a core from the decoder's thread.
const turn = () => new Promise((r) => setTimeout(r, 0));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const raf = () => new Promise((r) => requestAnimationFrame(r));
const timed = async (data) => {
  const before = hook.drawn, t0 = performance.now();
  window.__socket.onmessage({ data });
  while (hook.drawn === before) await turn();
  const t1 = performance.now(), h = hook.lastFrame;
  await raf();
  return [t1 - t0, performance.now() - t0, h.decoded - h.decodeStart];
};
(async () => {
  const jpeg = await picture(W, H, 1, 'image/jpeg'), pngs = [await picture(W, H, 2, 'image/png'), await picture(W, H, 3, 'image/png')];
  const out = { first: [], move: [], frame: [], jpegBytes: jpeg.length, pngBytes: pngs[0].length + pngs[1].length };
  for (let i = 0; i < n; i++) {
    await sleep(50);
    out.frame.push(await timed(message(header('frame', 3 * i, { format: 'jpeg' }), jpeg)));
    await sleep(50);
    out.first.push(await timed(composite(3 * i + 1, 0.3, pngs)));   // a drag's first: its pictures, decoded
    for (let k = 0; k < 3; k++) { await sleep(50); out.move.push(await timed(composite(3 * i + 2, 0.3 + 0.05 * (k + 1)))); }
  }
  done(out);
})();
"""


def stats(xs):
    xs = sorted(xs)
    return f"median {xs[len(xs) // 2]:.2f}, p95 {xs[int(len(xs) * 0.95)]:.2f}"


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    import functools, http.server, threading
    from browser import chromium_or_skip, start_chromium

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=os.path.abspath(page.RESOURCES)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    driver = start_chromium(*chromium_or_skip("page composite probe"))
    try:
        driver.set_script_timeout(600)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": page.STUB})
        driver.get(f"http://127.0.0.1:{httpd.server_address[1]}/index.html")
        import time
        time.sleep(1)
        driver.execute_script("window.__socket.onmessage({data: arguments[0]})", json.dumps({"v": 1, "type": "state", "scene": "s",
            "device": {"width": 375, "height": 667, "scale": 2}, "speed": 1, "paused": False, "live": True, "time": 0,
            "shownTime": 0, "historyStart": 0, "historyEnd": 0, "historyFrames": 0, "touches": 0}))
        load = os.getloadavg()
        r = driver.execute_async_script(RUN, n)
        print(f"page work per message, ms (n = {n} frames, {n} first composites, {3 * n} moves; load average before "
              f"{load[0]:.1f}, after {os.getloadavg()[0]:.1f}):")
        for key, what in [("frame", f"JPEG frame 750×1334 ({r['jpegBytes']} B): decode + drawImage"),
                          ("first", f"composite with its 2 PNG pictures ({r['pngBytes']} B): decode + place"),
                          ("move", "composite by id (a new matrix): place")]:
            print(f"  {what}: to drawn {stats([x[0] for x in r[key]])}; to the next animation frame {stats([x[1] for x in r[key]])}; "
                  f"decoding (decodeStart → decoded) {stats([x[2] for x in r[key]])}")
        print("  errors:", driver.execute_script("return window.__flipbook.errors"))
    finally:
        driver.quit()
        httpd.shutdown()


if __name__ == "__main__":
    main()
