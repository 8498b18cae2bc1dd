#!/usr/bin/env python3
"""The simulator's page alone in real headless Chromium (Selenium + chromium-driver), its socket stubbed.

Serves Sources/FlipbookServer/Resources on a loopback port, replaces the page's WebSocket before simulator.js runs
(`Page.addScriptToEvaluateOnNewDocument`) and feeds it messages built here, so the page's compositor is checked
against exact pictures and matrices with no server: a `composite` (a flat opaque plane and a picture turned in
perspective) is drawn with `matrix3d` (pixels read from screenshots: inside the turned quad the turned picture,
outside it — where an affine placement would still cover — the flat plane); a composite naming the turned picture
by id only moves it without decoding anything (and is placed again when the screen is resized); a composite replaced by a newer one before it is drawn still has
its picture taken in (the newer names it by id only); a plane's opacity and `smooth: false`; the latency hooks count a composite as drawn; while a
finger is down the timeline moves at most every 250 ms and at once after the lift; a `frame` hides the planes,
draws on the canvas and forgets every picture; a picture carrying only its opaque `area` is drawn there, its
margin transparent; a header saying a touch changed nothing (`same`) answers the touch
after the frame still being decoded, leaving the picture; a real finger's touchstart is cancelled and its pointer
events still become touches.

Usage: page_e2e.py [RESOURCES_DIR]
Exit 0: passed; 1: failed; 77: skipped (no browser or driver: says why).
"""
import base64
import functools
import http.server
import json
import os
import struct
import sys
import threading
import time
import zlib

from browser import Failure, check, chromium_or_skip, report_failure, skip, start_chromium, waiter

HERE = os.path.dirname(os.path.abspath(__file__))
RESOURCES = os.path.join(HERE, "..", "..", "Sources", "FlipbookServer", "Resources")

# The page's socket: records what the page sends; the test calls window.__feed(base64 or text) to deliver.
STUB = """
(() => {
  class StubSocket {
    constructor(url) {
      this.url = url; this.readyState = 0; this.sent = []; window.__socket = this;
      setTimeout(() => { this.readyState = 1; this.onopen && this.onopen({}); }, 0);
    }
    send(data) { this.sent.push(data); }
    close() { this.readyState = 3; }
  }
  Object.assign(StubSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  window.WebSocket = StubSocket;
  window.__feed = (message, binary) => {
    if (!binary) return window.__socket.onmessage({ data: message });
    const s = atob(message), bytes = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
    window.__socket.onmessage({ data: bytes.buffer });
  };
})();
"""


def png(width, height, rgb):
    """A PNG of one opaque colour."""
    row = b"\x00" + bytes(rgb) * width
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * height)) + chunk(b"IEND", b""))


def unpng(data):
    """(width, height, rows of (r, g, b)) of an 8-bit RGB or RGBA PNG (a screenshot)."""
    pos, idat = 8, b""
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    assert depth == 8 and colour in (2, 6), (depth, colour)
    bpp = 3 if colour == 2 else 4
    raw, stride, prev, rows = zlib.decompress(idat), width * bpp, bytearray(width * bpp), []
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(width)])
        prev = line
    return width, height, rows


def binary(header, payload):
    h = json.dumps(header).encode()
    return base64.b64encode(struct.pack(">I", len(h)) + h + payload).decode()


FW, FH = 250, 444   # the frame's pixels (a drag's motion scale): the planes make up this frame
BLUE, RED, GREEN, YELLOW = (32, 64, 192), (224, 32, 32), (32, 176, 64), (240, 208, 32)
FLAT, TURNED, OTHER = "00000000000000f1", "00000000000000a2", "00000000000000b3"
IDENTITY = [1, 0, 0, 0, 1, 0, 0, 0, 1]
M1 = [1, 0, 60, 0, 1, 100, 0.004, 0, 1]      # a 100×150 picture turned away about its left edge, in perspective
M2 = [1, 0, 140, 0, 1, 100, 0.004, 0, 1]     # the same, moved right
M4 = [1, 0, 60, 0, 1, 140, 0.004, 0, 1]      # moved down


def apply(m, x, y):
    w = m[6] * x + m[7] * y + m[8]
    return ((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w)


def composite(seq, t, planes, pictures=(), **extra):
    """A composite message: planes [(id, w, h, matrix[, {opacity, smooth}])], pictures {id: png bytes} carried in it."""
    body, described = b"", []
    for pid, w, h, m, *style in planes:
        p = {"id": pid, "width": w, "height": h, "matrix": m, "opacity": 1, "smooth": True, **(style[0] if style else {})}
        if pid in dict(pictures) and pid not in [d["id"] for d in described if "offset" in d]:
            data = dict(pictures)[pid]
            p.update(format="png", offset=len(body), length=len(data))
            body += data
        described.append(p)
    j = json.dumps({"planes": described}).encode()
    header = dict(type="composite", seq=seq, time=t, live=True, paused=False, width=FW, height=FH, scale=2 / 3,
                  historyStart=0, historyEnd=t, historyFrames=seq, **extra)
    return binary(header, struct.pack(">I", len(j)) + j + body)


def frame(seq, t, picture, format="png"):
    return binary(dict(type="frame", format=format, seq=seq, time=t, live=True, paused=False, width=FW, height=FH,
                       scale=2 / 3, historyStart=0, historyEnd=t, historyFrames=seq), picture)


def main():
    resources = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else RESOURCES)
    chromium, driver_path = chromium_or_skip("page e2e")
    try:
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.pointer_input import PointerInput
        from selenium.common.exceptions import WebDriverException
    except ImportError as e:
        skip("page e2e", f"selenium is not installed ({e}); `make test` installs it in .build/selenium-venv")

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    handler = functools.partial(Quiet, directory=resources)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    driver = None
    try:
        driver = start_chromium(chromium, driver_path)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": STUB})
        driver.get(f"http://127.0.0.1:{httpd.server_address[1]}/index.html")
        js = driver.execute_script
        wait = waiter(js)

        def feed(message, is_binary=True):
            js("window.__feed(arguments[0], arguments[1])", message, is_binary)

        def colours(points):
            """Screen colours at frame pixels (x, y), from one screenshot of the composited page."""
            r = js("const r = document.getElementById('screen').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]")
            kx, ky = r[2] / FW, r[3] / FH
            css = [(int(r[0] + x * kx), int(r[1] + y * ky)) for x, y in points]
            left, top = min(p[0] for p in css), min(p[1] for p in css)
            shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": {
                "x": left, "y": top, "width": max(p[0] for p in css) - left + 1,
                "height": max(p[1] for p in css) - top + 1, "scale": 1}})
            _, _, rows = unpng(base64.b64decode(shot["data"]))
            return [rows[y - top][x - left] for x, y in css]

        def near(c, want, slack=24):
            return all(abs(a - b) <= slack for a, b in zip(c, want))

        wait("window.__socket && window.__socket.readyState === 1 && window.__flipbook.connected", "the stub socket")
        feed(json.dumps({"v": 1, "type": "welcome", "server": "stub", "scenes": [{"name": "stub", "summary": ""}], "limits": {}}), False)
        feed(json.dumps({"v": 1, "type": "state", "scene": "stub", "device": {"width": 375, "height": 667, "scale": 2},
                         "speed": 1, "paused": False, "live": True, "time": 0, "shownTime": 0, "historyStart": 0,
                         "historyEnd": 0, "historyFrames": 0, "touches": 0}), False)
        wait("window.__flipbook.state", "the state")
        check(js("const p = document.getElementById('planes'); return !p || p.hidden"), "no planes before a composite")

        # 1. A flat plane and a turned one, both pictures in the message.
        flat, turned = png(FW, FH, BLUE), png(100, 150, RED)
        feed(composite(1, 0.1, [(FLAT, FW, FH, IDENTITY), (TURNED, 100, 150, M1)], {FLAT: flat, TURNED: turned}))
        wait("window.__flipbook.composites === 1", "the first composite drawn")
        centre, edge = apply(M1, 50, 75), apply(M1, 10, 75)
        inside_affine_only = (140, 230)   # inside the picture's rectangle placed without perspective, outside the quad
        got = colours([centre, edge, inside_affine_only, (200, 400), (5, 5)])
        check(near(got[0], RED) and near(got[1], RED), f"inside the turned quad: the turned picture ({got[0]}, {got[1]})")
        check(near(got[2], BLUE), f"outside the quad where an affine placement would cover: the flat plane ({got[2]})")
        check(near(got[3], BLUE) and near(got[4], BLUE), f"elsewhere the flat plane ({got[3]}, {got[4]})")
        check(js("return window.__flipbook.decodes") == 2 and sorted(js("return window.__flipbook.pictures")) == sorted([FLAT, TURNED]),
              "two pictures decoded and held")
        check(not js("return document.getElementById('planes').hidden") and js("return document.querySelectorAll('#planes canvas').length") == 2,
              "the planes shown, one element each")
        check(js("return window.__flipbook.lastFrame.seq") == 1 and js("return document.getElementById('time').textContent").startswith("0.100"),
              "lastFrame and the timeline follow the composite")

        # 2. The turned picture by id only, moved: a style change, no decode, the same elements.
        js("document.querySelectorAll('#planes canvas')[1].dataset.mark = 'kept'")
        feed(composite(2, 0.2, [(FLAT, FW, FH, IDENTITY), (TURNED, 100, 150, M2)]))
        wait("window.__flipbook.composites === 2", "the id-only composite drawn")
        got = colours([apply(M2, 50, 75), centre])
        check(near(got[0], RED) and near(got[1], BLUE), f"the quad moved (new centre {got[0]}, old centre {got[1]})")
        check(js("return window.__flipbook.decodes") == 2 and js("return document.querySelectorAll('#planes canvas')[1].dataset.mark") == "kept",
              "nothing decoded, the plane's element reused")

        # The screen resized (1:1 and back to fitted): the planes are placed again over the new box.
        for size in ("1:1", "fitted"):
            js("document.getElementById('fit').click()")
            got = colours([apply(M2, 50, 75), centre, (140, 60)])
            check(near(got[0], RED) and near(got[1], BLUE) and near(got[2], BLUE),
                  f"{size} (×{js('return window.__flipbook.zoom'):.3f}): the quad where the matrix says ({got[0]}, {got[1]}, {got[2]})")

        # 3. Three in one go: the first is drawn at once; the second brings a new picture and is replaced before it
        # is drawn by the third, which names that picture by id only.
        skipped = js("return window.__flipbook.skipped || 0")
        js("arguments[0].forEach((m) => window.__feed(m, true))", [
            composite(3, 0.3, [(FLAT, FW, FH, IDENTITY), (TURNED, 100, 150, M1)]),
            composite(4, 0.4, [(FLAT, FW, FH, IDENTITY), (OTHER, 100, 150, M1)], {OTHER: png(100, 150, GREEN)}),
            composite(5, 0.5, [(FLAT, FW, FH, IDENTITY), (OTHER, 100, 150, M4)])])
        wait("window.__flipbook.lastFrame.seq === 5", "the newest composite drawn")
        check(js("return window.__flipbook.skipped") == skipped + 1 and js("return window.__flipbook.composites") == 4,
              "the middle one skipped for the newer")
        check(js("return window.__flipbook.errors.length") == 0, "no errors: the skipped composite's picture was taken in")
        check(sorted(js("return window.__flipbook.pictures")) == sorted([FLAT, OTHER]) and js("return window.__flipbook.decodes") == 3,
              "held: the pictures the last message names (the first turned one forgotten)")
        got = colours([apply(M4, 50, 75), (apply(M1, 50, 5)[0], apply(M1, 50, 5)[1] + 2)])
        check(near(got[0], GREEN) and near(got[1], BLUE), f"the new picture where the newest says ({got[0]}; above it {got[1]})")

        # Half transparent, nearest-neighbour: the plane's opacity blends it over the flat one.
        feed(composite(6, 0.55, [(FLAT, FW, FH, IDENTITY), (OTHER, 100, 150, M4, {"opacity": 0.5, "smooth": False})]))
        wait("window.__flipbook.lastFrame.seq === 6", "the half transparent composite")
        got = colours([apply(M4, 50, 75)])[0]
        blend = tuple((a + b) / 2 for a, b in zip(GREEN, BLUE))
        style = js("const s = getComputedStyle(document.querySelectorAll('#planes canvas')[1]); return [s.opacity, s.imageRendering]")
        check(near(got, blend, 12) and style == ["0.5", "pixelated"], f"opacity 0.5 and smooth false: {got} (half way: {blend}), {style}")
        feed(composite(7, 0.57, [(FLAT, FW, FH, IDENTITY), (OTHER, 100, 150, M4)]))
        wait("window.__flipbook.lastFrame.seq === 7", "opaque again")
        style = js("const s = getComputedStyle(document.querySelectorAll('#planes canvas')[1]); return [s.opacity, s.imageRendering]")
        check(style == ["1", "auto"], f"and back: {style}")

        # A snapshot's rounded clip, in the picture's pixels: 20 px off its left edge, corners of 30 px.
        feed(composite(8, 0.58, [(FLAT, FW, FH, IDENTITY), (OTHER, 100, 150, M4, {"clip": [20, 0, 0, 0, 30, 30]})]))
        wait("window.__flipbook.lastFrame.seq === 8", "the clipped composite")
        got = colours([apply(M4, 8, 75), apply(M4, 23, 3), apply(M4, 60, 75)])
        check(near(got[0], BLUE) and near(got[1], BLUE) and near(got[2], GREEN),
              f"clipped: off the inset {got[0]}, in the rounded corner {got[1]}, inside {got[2]}")
        feed(composite(9, 0.59, [(FLAT, FW, FH, IDENTITY), (OTHER, 100, 150, M4)]))
        wait("window.__flipbook.lastFrame.seq === 9", "unclipped again")
        check(near(colours([apply(M4, 8, 75)])[0], GREEN), "and the clip goes when a plane has none")

        # 4. A finger down: a composite for its touch is drawn (latency hooks), and the timeline moves at most every
        # 250 ms while 40 composites come 10 ms apart; after the lift it follows the next at once.
        r = js("const r = document.getElementById('canvas').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]")
        a = ActionBuilder(driver)
        a.pointer_action.move_to_location(int(r[0] + r[2] / 2), int(r[1] + r[3] / 2)).pointer_down()
        a.perform()
        wait("window.__socket.sent.some((m) => JSON.parse(m).type === 'touch')", "the touch sent (the planes let the pointer through)")
        seq = json.loads([m for m in js("return window.__socket.sent") if json.loads(m)["type"] == "touch"][-1])["seq"]
        feed(composite(8, 0.6, [(FLAT, FW, FH, IDENTITY), (OTHER, 100, 150, M1)], input=seq, inSeq=seq,
                       renderStart=1, rendered=2, encodeStart=3, sentAt=time.time() * 1000))
        wait("window.__flipbook.lastFrame.seq === 8", "the touch's composite")
        t = js("return window.__flipbook.traces.at(-1)")
        check(len(js("return window.__flipbook.latencies")) == 1 and t["seq"] == seq and t["decodeStart"] == t["arrived"] == t["decoded"] <= t["drawn"],
              f"the touch's latency taken when the composite's transforms were set (decoding stamps = arrival: nothing decoded)")
        messages = [composite(9 + k, 1 + k / 100, [(FLAT, FW, FH, IDENTITY), (OTHER, 100, 150, M1 if k % 2 else M2)]) for k in range(40)]
        before = js("return window.__flipbook.composites")
        changes = driver.execute_async_script("""
            const messages = arguments[0], done = arguments[arguments.length - 1], changes = [], time = document.getElementById('time');
            new MutationObserver(() => changes.push([performance.now(), time.textContent])).observe(time, { childList: true, characterData: true, subtree: true });
            let k = 0;
            const next = () => { window.__feed(messages[k++], true); if (k < messages.length) setTimeout(next, 10); else setTimeout(() => done(changes), 50); };
            next();
        """, messages)
        drawn = js("return window.__flipbook.composites")
        gaps = [b[0] - a[0] for a, b in zip(changes, changes[1:])]
        check(drawn == before + len(messages) and 1 <= len(changes) < len(messages) / 2 and all(g >= 240 for g in gaps),
              f"finger down: {len(changes)} timeline updates for 40 composites, {[round(g) for g in gaps]} ms apart")
        a = ActionBuilder(driver)
        a.pointer_action.pointer_up()
        a.perform()
        wait("window.__socket.sent.some((m) => JSON.parse(m).phase === 'ended')", "the lift sent")
        feed(composite(60, 2.5, [(FLAT, FW, FH, IDENTITY), (OTHER, 100, 150, M1)]))
        wait("window.__flipbook.lastFrame.seq === 60", "a composite after the lift")
        check(js("return document.getElementById('time').textContent").startswith("2.500"), "after the lift the timeline follows at once")

        # A composite naming a picture the page does not hold is refused whole: the pictures held stay as they were.
        held, errors = sorted(js("return window.__flipbook.pictures")), js("return window.__flipbook.errors.length")
        feed(composite(61, 2.55, [(FLAT, FW, FH, IDENTITY), (TURNED, 100, 150, M1), ("00000000000000c4", 100, 150, M2)],
                       {TURNED: png(100, 150, RED)}))
        check(js("return window.__flipbook.errors.length") == errors + 1 and sorted(js("return window.__flipbook.pictures")) == held
              and js("return window.__flipbook.lastFrame.seq") == 60, "a composite naming an unknown picture is refused, the pictures held kept")

        # A drag's moving (JPEG) frame between composites: drawn on the canvas, the pictures still held.
        held = sorted(js("return window.__flipbook.pictures"))
        feed(frame(61, 2.55, png(FW, FH, YELLOW), format="jpeg"))
        wait("window.__flipbook.lastFrame.seq === 61", "the moving frame drawn")
        check(js("return document.getElementById('planes').hidden") and sorted(js("return window.__flipbook.pictures")) == held,
              "a moving frame hides the planes and keeps the pictures")

        # 5. A still (PNG frame): the planes hidden and emptied, the canvas drawn, every picture forgotten.
        feed(frame(62, 2.6, png(FW, FH, YELLOW)))
        wait("window.__flipbook.lastFrame.seq === 62", "the frame drawn")
        check(js("return document.getElementById('planes').hidden") and js("return window.__flipbook.pictures.length") == 0,
              "the frame hides the planes and forgets the pictures")
        check(js("return Array.from(document.querySelectorAll('#planes canvas')).every((c) => c.width === 0)"), "the planes' pixels given back")
        got = colours([centre, (200, 400)])
        check(near(got[0], YELLOW) and near(got[1], YELLOW), f"the canvas shows the frame ({got[0]}, {got[1]})")
        composites = js("return window.__flipbook.composites")
        feed(composite(63, 2.7, [(FLAT, FW, FH, IDENTITY)]))
        time.sleep(0.2)
        check(js("return window.__flipbook.composites") == composites and "unknown picture" in js("return window.__flipbook.errors.at(-1).message"),
              "a composite naming a picture from before the frame is refused")

        # 6. A picture that carries only its opaque area (`area`: a turning screen in its transparent margin) is
        # drawn there, and the margin shows what is behind it.
        framed = "00000000000000d5"
        T = [1, 0, 50, 0, 1, 100, 0, 0, 1]
        feed(composite(64, 2.75, [(FLAT, FW, FH, IDENTITY), (framed, 100, 150, T, {"area": [10, 20, 80, 110]})],
                       {FLAT: png(FW, FH, BLUE), framed: png(80, 110, RED)}))
        wait("window.__flipbook.lastFrame.seq === 64", "the composite with an opaque area")
        got = colours([apply(T, 50, 75), apply(T, 5, 75), apply(T, 50, 140), apply(T, 88, 128)])
        check(near(got[0], RED) and near(got[1], BLUE) and near(got[2], BLUE) and near(got[3], RED),
              f"the area drawn where it says, the margin transparent: {got}")
        errors = js("return window.__flipbook.errors.length")
        feed(composite(65, 2.76, [(FLAT, FW, FH, IDENTITY), ("00000000000000d6", 100, 150, T, {"area": [30, 20, 80, 110]})],
                       {"00000000000000d6": png(80, 110, RED)}))
        check(js("return window.__flipbook.errors.length") == errors + 1 and "area" in js("return window.__flipbook.errors.at(-1).message")
              and js("return window.__flipbook.lastFrame.seq") == 64, "an area outside its picture is refused")

        # 7. A touch that changed nothing is answered by a header without a picture ("same"). Behind a frame being
        # decoded it waits for that frame; the canvas keeps its picture, and `lastFrame` stays the last picture.
        a = ActionBuilder(driver)
        a.pointer_action.move_to_location(int(r[0] + r[2] / 2), int(r[1] + r[3] / 2)).pointer_down().pointer_up()
        a.perform()
        wait("window.__socket.sent.filter((m) => JSON.parse(m).type === 'touch').length >= 4", "a tap's touches sent")
        down, up = [json.loads(m)["seq"] for m in js("return window.__socket.sent") if json.loads(m)["type"] == "touch"][-2:]
        latencies = len(js("return window.__flipbook.latencies"))
        same = binary(dict(type="same", time=2.8, live=True, paused=False, historyStart=0, historyEnd=2.8, historyFrames=66,
                           input=up, inSeq=up), b"")
        js("window.__feed(arguments[0], true); window.__feed(arguments[1], true)",
           binary(dict(type="frame", format="png", seq=66, time=2.8, live=True, paused=False, width=FW, height=FH, scale=2 / 3,
                       historyStart=0, historyEnd=2.8, historyFrames=64, input=down, inSeq=down), png(FW, FH, GREEN)), same)
        # The frame answers the tap's touch-down and the lift before it (step 4's, which no frame answered).
        wait(f"window.__flipbook.latencies.length === {latencies + 3}", "the touches answered")
        traces = js("return window.__flipbook.traces.slice(-2)")
        check([t["type"] for t in traces] == ["frame", "same"] and traces[0]["drawn"] <= traces[1]["drawn"]
              and js("return window.__flipbook.lastFrame.seq") == 66 and js("return window.__flipbook.unchanged") == 1,
              "the unchanged header answered its touch after the frame before it was drawn "
              f"(drawn {traces[1]['drawn'] - traces[0]['drawn']:.1f} ms after it)")
        check(near(colours([centre])[0], GREEN), "the canvas keeps the frame's picture")

        # 8. A real touch: its touchstart is cancelled (so Chromium does not hold the socket's messages back while
        # it waits to see whether the touch scrolls), and its pointer events still become touches.
        js("window.__touchstarts = []; document.addEventListener('touchstart', (e) => window.__touchstarts.push(e.defaultPrevented))")
        sent = len(js("return window.__socket.sent"))
        a = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
        a.pointer_action.move_to_location(int(r[0] + r[2] / 2), int(r[1] + r[3] / 2)).pointer_down().pointer_up()
        a.perform()
        wait("window.__socket.sent.slice(%d).some((m) => JSON.parse(m).phase === 'ended')" % sent, "the finger's touches sent")
        phases = [json.loads(m).get("phase") for m in js("return window.__socket.sent")[sent:] if json.loads(m)["type"] == "touch"]
        check(js("return window.__touchstarts") == [True] and phases == ["began", "ended"],
              f"the touchstart cancelled ({js('return window.__touchstarts')}) and the finger sent as touches {phases}")
        print("page e2e: PASSED")
        return 0
    except (Failure, WebDriverException) as e:
        report_failure("page e2e", driver, e)
        return 1
    finally:
        if driver:
            driver.quit()
        httpd.shutdown()


if __name__ == "__main__":
    sys.exit(main())
