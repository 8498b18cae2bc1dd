#!/usr/bin/env python3
"""End-to-end test of `flipbook serve` in real headless Chromium (Selenium + chromium-driver).

Starts the server on a free loopback port, opens the page, and checks, with pixels read from the page's canvas:
frames arrive; tapping GuessThePet's card starts the flip (a mid-flip frame is turned: the window's black shows at
the screen's edge); a swipe from the left edge dismisses it; pausing stops the frames; scrubbing the timeline to a
past instant shows that instant's frame (PNG, pixel-exact; compared with the live JPEG of the same instant);
another scene can be picked; a GIF export shows its progress and arrives while frames keep coming. Also: malformed
messages on a second socket get error messages and harm no session; a scene that traps (a fault scene, served with
FLIPBOOK_FAULT_SCENES=1) ends its own session with the crash shown over the device, while another session keeps
getting frames, and the page can start a new session.

Usage: serve_e2e.py FLIPBOOK_BINARY [--screenshot docs/serve.png]
Exit 0: passed; 1: failed; 77: skipped (no browser or driver: says why).
"""
import json
import os
import shutil
import subprocess
import sys
import time

from browser import Failure, check, chromium_or_skip, idler, report_failure, skip, start_chromium, start_server, stop_server, waiter


def page_controls(driver, js, wait, check):
    """Stepping, 1:1 and fitted, touches from every kind of pointer, and the inspector's outline, on the scene
    shown (the messages the page sends are read from its log, window.__flipbook.sent)."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.keys import Keys

    # One frame back and forth, from the buttons and the arrow keys: the timeline's neighbouring entries.
    js("document.getElementById('pause').click()")
    wait("window.__flipbook.state.paused && window.__flipbook.lastFrame.paused", "paused")
    t0 = js("return window.__flipbook.lastFrame.time")
    js("document.getElementById('back').click()")
    wait(f"!window.__flipbook.lastFrame.live && window.__flipbook.lastFrame.time < {t0}", "one frame back")
    t1 = js("return window.__flipbook.lastFrame.time")
    check(0 < t0 - t1 <= 1 / 60 + 1e-6, f"◀ shows the frame before ({t1:.4f} s, {1000 * (t0 - t1):.1f} ms earlier)")
    js("document.activeElement && document.activeElement.blur()")   # keys go to the page, not the scene picker
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()
    wait(f"window.__flipbook.lastFrame.time < {t1}", "another frame back")
    t2 = js("return window.__flipbook.lastFrame.time")
    check(0 < t1 - t2 <= 1 / 60 + 1e-6, f"← steps back once more ({t2:.4f} s)")
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    wait(f"Math.abs(window.__flipbook.lastFrame.time - {t1}) < 1e-9", "a frame forward")
    js("document.getElementById('forward').click()")
    wait(f"Math.abs(window.__flipbook.lastFrame.time - {t0}) < 1e-9", "back to the frame paused on")
    check(js("return window.__flipbook.lastFrame.format") == "png", "→ and ▶ come forward through the same frames, pixel-exact stills")
    js("document.getElementById('pause').click()")
    wait("!window.__flipbook.state.paused && window.__flipbook.state.live", "resumed")
    device = js("return [window.__flipbook.state.device.width, window.__flipbook.state.device.height]")

    def touches_sent(since):
        return [m for m in js("return window.__flipbook.sent") if m["n"] >= since and m["type"] == "touch"]

    def tap_at(x, y):
        """Clicks the device point (x, y) as laid out now; returns the touch messages it sent."""
        since = js("return window.__flipbook.sentTotal")
        r = js("const r = document.getElementById('canvas').getBoundingClientRect(); return [r.left, r.top, r.width]")
        k = r[2] / device[0]
        a = ActionBuilder(driver)
        a.pointer_action.move_to_location(int(r[0] + x * k), int(r[1] + y * k)).pointer_down().pointer_up()
        a.perform()
        wait(f"window.__flipbook.sentTotal >= {since + 2}", "the tap's messages")
        return touches_sent(since)

    # 1:1 and fitted: the screen's size in CSS pixels, and a click lands on the same device point in both.
    fitted = js("const r = document.getElementById('screen').getBoundingClientRect(); return [r.width, r.height, window.__flipbook.zoom]")
    js("document.getElementById('fit').click()")
    one = js("const r = document.getElementById('screen').getBoundingClientRect(); return [r.width, r.height]")
    check(one == device and js("return window.__flipbook.zoom") == 1, f"1:1: one CSS pixel per point ({one[0]:.0f}×{one[1]:.0f})")
    sent = tap_at(100, 200)
    p = sent[0]["touches"][0]
    check(sent[0]["phase"] == "began" and abs(p["x"] - 100) <= 1 and abs(p["y"] - 200) <= 1, f"at 1:1 a click at (100, 200) pt touches ({p['x']:.1f}, {p['y']:.1f})")
    js("document.getElementById('fit').click()")
    back = js("const r = document.getElementById('screen').getBoundingClientRect(); return [r.width, r.height, window.__flipbook.zoom]")
    check(back[2] != 1 and abs(back[0] - device[0] * back[2]) < 0.5 and abs(back[1] - device[1] * back[2]) < 0.5,
          f"fitted: {back[0]:.0f}×{back[1]:.0f} px, ×{back[2]:.3f} (the window decides; {fitted[0]:.0f} px before 1:1)")
    sent = tap_at(100, 200)
    p = sent[0]["touches"][0]
    slack = 1 / back[2] + 0.1   # WebDriver places the pointer on whole CSS pixels
    check(abs(p["x"] - 100) <= slack and abs(p["y"] - 200) <= slack, f"fitted, the same click touches ({p['x']:.1f}, {p['y']:.1f})")

    r = js("const r = document.getElementById('canvas').getBoundingClientRect(); return [r.left, r.top, r.width]")
    k = r[2] / device[0]

    def at(x, y):
        return int(r[0] + x * k), int(r[1] + y * k)
    errors = js("return window.__flipbook.errors.length")

    # Two fingers on a touch screen: two pointers down at once, each its own touch.
    since = js("return window.__flipbook.sentTotal")
    a = ActionBuilder(driver)
    f1 = a.add_pointer_input(interaction.POINTER_TOUCH, "finger1")
    f2 = a.add_pointer_input(interaction.POINTER_TOUCH, "finger2")
    w, h = device
    a1, a2 = (0.35 * w, 0.4 * h), (0.6 * w, 0.6 * h)   # inside the screen whichever way the device is turned
    f1.create_pointer_move(x=at(*a1)[0], y=at(*a1)[1], origin="viewport")
    f2.create_pointer_move(x=at(*a2)[0], y=at(*a2)[1], origin="viewport")
    f1.create_pointer_down(button=0)
    f2.create_pointer_down(button=0)
    for i in range(1, 6):
        p1, p2 = at(a1[0] - 6 * i, a1[1] - 4 * i), at(a2[0] + 6 * i, a2[1] + 4 * i)
        f1.create_pointer_move(duration=30, x=p1[0], y=p1[1], origin="viewport")
        f2.create_pointer_move(duration=30, x=p2[0], y=p2[1], origin="viewport")
    f1.create_pointer_up(button=0)
    f2.create_pointer_up(button=0)
    a.perform()
    try:
        wait(f"window.__flipbook.sent.filter((m) => m.n >= {since} && m.type === 'touch' && (m.phase === 'ended' || m.phase === 'cancelled')).length >= 2", "both fingers lifted", timeout=10)
    except Failure:
        print("  sent:", [(m["phase"], [t["id"] for t in m["touches"]]) for m in touches_sent(since)], js("return window.__flipbook.pointerTypes"))
        raise
    sent = touches_sent(since)
    down, most = set(), 0
    for m in sent:
        ids = {t["id"] for t in m["touches"]}
        if m["phase"] == "began":
            down |= ids
        elif m["phase"] in ("ended", "cancelled"):
            down -= ids
        most = max(most, len(down))
    moved = {t["id"] for m in sent if m["phase"] == "moved" for t in m["touches"]}
    check(most == 2 and len(moved) == 2, f"multi-touch: two touches down at once, both moving ({len(sent)} messages)")

    # The mouse with ⌥ Option: two fingers mirrored about the screen's centre; with ⌥⇧ two fingers together.
    def mouse_drag(keys, start, end):
        since = js("return window.__flipbook.sentTotal")
        chain = ActionChains(driver)
        for key in keys:
            chain.key_down(key)
        # The keys stay down while the pointer moves: one action sequence, the key device pausing meanwhile.
        pointer, keyboard = chain.w3c_actions.pointer_action, chain.w3c_actions.key_action
        for step in (lambda: pointer.move_to_location(*at(*start)), pointer.pointer_down,
                     lambda: pointer.move_to_location(*at(*end)), pointer.pointer_up):
            step()
            keyboard.pause(0)
        for key in reversed(keys):
            chain.key_up(key)
        chain.perform()
        wait(f"window.__flipbook.sent.filter((m) => m.n >= {since} && m.type === 'touch' && m.phase === 'ended').length >= 1", "the drag's end")
        return touches_sent(since)
    sent = mouse_drag([Keys.ALT], (120, 150), (150, 180))
    began = sent[0]["touches"]
    mirrored = len(began) == 2 and abs(began[1]["x"] - (device[0] - began[0]["x"])) < 0.01 and abs(began[1]["y"] - (device[1] - began[0]["y"])) < 0.01
    check(sent[0]["phase"] == "began" and mirrored and all(len(m["touches"]) == 2 for m in sent),
          f"⌥ Option-drag: two fingers mirrored about the centre ({began})")
    sent = mouse_drag([Keys.ALT, Keys.SHIFT], (120, 150), (150, 180))
    began = sent[0]["touches"]
    together = len(began) == 2 and abs(began[1]["x"] - began[0]["x"]) < 0.01 and abs(began[1]["y"] - began[0]["y"] - 60) < 0.01
    moves = [m for m in sent if m["phase"] == "moved"]
    kept = all(abs(m["touches"][1]["y"] - m["touches"][0]["y"] - 60) < 0.01 for m in moves)
    check(together and kept, f"⌥⇧ Option-Shift-drag: two fingers moving together, 60 pt apart ({began})")

    # A pen: one touch, began … moved … ended.
    since = js("return window.__flipbook.sentTotal")
    a = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_PEN, "pen"))
    a.pointer_action.move_to_location(*at(60, 300)).pointer_down()
    for i in range(1, 5):
        a.pointer_action.move_to_location(*at(60 + 20 * i, 300))
    a.pointer_action.pointer_up()
    a.perform()
    wait(f"window.__flipbook.sent.filter((m) => m.n >= {since} && m.type === 'touch' && m.phase === 'ended').length >= 1", "the pen lifted")
    sent = touches_sent(since)
    phases = [m["phase"] for m in sent]
    check(js("return (window.__flipbook.pointerTypes || {}).pen || 0") > 0 and phases[0] == "began" and phases[-1] == "ended"
          and "moved" in phases and all(len(m["touches"]) == 1 for m in sent), f"a pen is one finger ({', '.join(phases)})")
    wait(f"window.__flipbook.errors.length === {errors}", "no errors from the touches")

    # Hovering a row of the inspector outlines its layer on the device.
    js("const c = document.getElementById('inspect-live'); c.checked = false; document.getElementById('pause').click()")
    wait("window.__flipbook.state.paused && window.__flipbook.tree", "the inspector's tree")
    tree = js("return window.__flipbook.tree.layers")
    index = next(i for i, l in enumerate(tree) if l["outline"][2] > 0 and l["outline"][2] < device[0] and not l["hidden"])
    row = driver.find_elements("css selector", "#layers li")[index]
    ActionChains(driver).move_to_element(row).perform()
    wait("!document.getElementById('outline').hidden", "the outline")
    box = js("const o = document.getElementById('outline'); return [o.offsetLeft, o.offsetTop, o.offsetWidth, o.offsetHeight, window.__flipbook.zoom]")
    want = [v * box[4] for v in tree[index]["outline"]]
    check(all(abs(a - b) <= 2 for a, b in zip(box[:4], want)),
          f"hovering the row of {tree[index]['type']} outlines it: {[round(v) for v in box[:4]]} px, its frame ×{box[4]:.3f} is {[round(v) for v in want]}")
    ActionChains(driver).move_to_element(driver.find_element("id", "restart")).perform()
    wait("document.getElementById('outline').hidden", "the outline gone")
    check(True, "leaving the row removes the outline")
    js("document.getElementById('pause').click(); const c = document.getElementById('inspect-live'); c.checked = true")
    wait("!window.__flipbook.state.paused", "resumed")


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        return 2
    flipbook = args[0]
    shot = args[args.index("--screenshot") + 1] if "--screenshot" in args else None
    chromium, driver_path = chromium_or_skip("serve e2e")
    try:
        from selenium import webdriver
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.support.ui import Select
        import websocket  # websocket-client, a dependency of selenium
    except ImportError as e:
        skip("serve e2e", f"selenium is not installed ({e}); `make test` installs it in .build/selenium-venv")

    env = dict(os.environ, FLIPBOOK_FAULT_SCENES="1")
    server, url = start_server(flipbook, "--scene", "guess-the-pet", env=env)
    driver = None
    try:
        check(url is not None, f"the server printed its URL ({url})")

        driver = start_chromium(chromium, driver_path)
        driver.get(url)
        js = driver.execute_script
        wait = waiter(js)

        def pixels(points):
            """RGB at device points (x, y) of the canvas as drawn now."""
            return js("""
                const c = document.getElementById('canvas'), g = c.getContext('2d');
                const k = c.width / window.__flipbook.state.device.width;
                return arguments[0].map(([x, y]) => Array.from(g.getImageData(Math.floor(x * k), Math.floor(y * k), 1, 1).data.slice(0, 3)));
            """, points)

        idle = idler(js)

        wait("window.__flipbook.drawn > 0 && window.__flipbook.state", "the first frame")
        scenes = js("return window.__flipbook.scenes.map(s => s.name)")
        listed = subprocess.run([flipbook, "list"], capture_output=True, text=True, env=env).stdout
        names = [l.split()[0] for l in listed.splitlines() if l.strip()]
        check(scenes == names, f"the picker offers every registered scene ({len(scenes)}: {', '.join(scenes)})")
        check(js("return window.__flipbook.state.scene") == "guess-the-pet", "the session starts with --scene")
        idle()
        size = js("return [window.__flipbook.state.device.width, window.__flipbook.state.device.height]")
        check(size == [375, 667], "the device is the scene's (375×667 pt)")
        check(js("return document.getElementById('canvas').width") == 750, "frames come at the device's scale (750 px)")
        # The card at rest (62.5 … 312.5 pt wide): just inside its left and right edges, the card's colour.
        edges = [(72, 333.5), (303, 333.5)]
        rest = pixels(edges)
        check(all(sum(p) > 60 for p in rest), f"at rest the card covers both test points {rest}")

        # Slow Animations ×0.1 so the 0.6 s flip lasts 6 s of wall time, then tap the card's centre.
        js("document.querySelector('.speed[data-speed=\"0.1\"]').click()")
        wait("window.__flipbook.state.speed === 0.1", "Slow Animations ×0.1")
        canvas = driver.find_element("id", "canvas")
        drawn_before = js("return window.__flipbook.drawn")
        ActionChains(driver).move_to_element(canvas).click().perform()  # the canvas centre is the card's centre
        wait(f"window.__flipbook.drawn > {drawn_before + 10}", "frames while the flip runs")
        # Poll the canvas until a mid-flip frame shows: the card turned so it no longer covers an edge point.
        end = time.time() + 8
        mid, mid_header = None, None
        while time.time() < end:
            got = js("""const h = window.__flipbook.lastFrame; const c = document.getElementById('canvas'), g = c.getContext('2d');
                        return [h, arguments[0].map(([x, y]) => Array.from(g.getImageData(x * 2, y * 2, 1, 1).data.slice(0, 3)))];""", edges)
            if got[0]["format"] == "jpeg" and any(sum(p) < 40 for p in got[1]):
                mid_header, mid = got
                break
            time.sleep(0.05)
        check(mid is not None, f"mid-flip the card is turned: it no longer covers an edge point {mid} (t = {mid_header and mid_header['time']})")
        # Pause first (still at ×0.1, so the flip is still running), then back to ×1 while paused.
        js("document.getElementById('pause').click(); document.querySelector('.speed[data-speed=\"1\"]').click()")
        wait("window.__flipbook.state.paused", "paused mid-flip")
        # On a loaded machine the flip may have ended before the pause arrived: show the mid-flip instant seen
        # above (the timeline re-renders it, with the animations that ran then).
        mid_seen = mid_header["time"]
        js("window.__flipbook.send('seek', {time: arguments[0]})", mid_seen)
        wait(f"window.__flipbook.lastFrame && !window.__flipbook.lastFrame.live && Math.abs(window.__flipbook.lastFrame.time - {mid_seen}) < 1e-6", "the mid-flip instant")
        time.sleep(0.3)
        mid_header = js("return window.__flipbook.lastFrame")
        check(mid_header["format"] == "png", f"paused: a pixel-exact still (t = {mid_header['time']:.3f})")
        js("const c = document.getElementById('inspect-live'); c.checked = true; c.dispatchEvent(new Event('change'))")
        wait("window.__flipbook.tree && window.__flipbook.tree.layers.some(l => l.animations.length > 0)", "the inspector lists running animations")
        anim = js("return window.__flipbook.tree.layers.flatMap(l => l.animations)[0]")
        check(anim["curve"] and anim["progress"] is not None, f"an animation with its curve and progress: {anim['keyPath']} {anim['curve']} {anim['progress']}")
        mid_time = mid_header["time"]
        mid_full = pixels([(x, y) for x in range(10, 375, 60) for y in range(20, 667, 80)])
        if shot:
            hover = driver.find_elements("css selector", "#layers li")
            target = [h for h in hover if "▸" in h.text]
            if target:
                ActionChains(driver).move_to_element(target[0]).perform()
            time.sleep(0.3)
            driver.save_screenshot(shot)
            print(f"  screenshot: {shot}")
        js("document.getElementById('pause').click()")
        wait("!window.__flipbook.state.paused", "resumed")
        js("document.querySelector('.speed[data-speed=\"1\"]').click()")
        wait("window.__flipbook.state.speed === 1", "speed ×1")
        idle()
        flipped = pixels(edges)

        # Swipe back from the left edge: 250 pt over about half a second, as a finger would.
        rect = js("const r = document.getElementById('canvas').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]")
        k = rect[2] / 375

        def at(x, y):
            return int(rect[0] + x * k), int(rect[1] + y * k)

        actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
        p = actions.pointer_action
        p.move_to_location(*at(2, 400)).pointer_down()
        for i in range(1, 26):
            p.move_to_location(*at(2 + 10 * i, 400))
            p.pause(0.02)
        p.pointer_up()
        actions.perform()
        idle()
        back = pixels(edges)
        check(all(abs(a - b) <= 12 for pa, pb in zip(back, rest) for a, b in zip(pa, pb)),
              f"the edge swipe dismissed: the card is back {back} (the revealed side was {flipped})")

        # Pause: the clock stands and frames stop.
        js("document.getElementById('pause').click()")
        wait("window.__flipbook.state.paused", "paused")
        time.sleep(0.3)
        n = js("return window.__flipbook.drawn")
        t = js("return window.__flipbook.state.time")
        time.sleep(0.5)
        check(js("return window.__flipbook.drawn") == n and js("return window.__flipbook.state.time") == t, "paused: no frames, the clock stands")

        # Scrub the timeline back to the mid-flip instant: that exact frame, as a PNG.
        js("""const s = document.getElementById('scrubber'); s.value = arguments[0];
              s.dispatchEvent(new Event('input')); s.dispatchEvent(new Event('change'));""", mid_time)
        wait(f"window.__flipbook.lastFrame && !window.__flipbook.lastFrame.live && Math.abs(window.__flipbook.lastFrame.time - {mid_time}) < 1e-6",
             "the past frame")
        check(js("return window.__flipbook.lastFrame.format") == "png", "a past frame is a pixel-exact PNG")
        time.sleep(0.2)
        past = pixels([(x, y) for x in range(10, 375, 60) for y in range(20, 667, 80)])
        diff = max(abs(a - b) for pa, pb in zip(past, mid_full) for a, b in zip(pa, pb))
        check(diff <= 2, f"the scrubbed frame is the mid-flip frame seen when paused there, pixel for pixel (largest channel difference {diff})")
        check(any(sum(p) < 40 for p in pixels(edges)), "and it is turned, as it was")
        check(js("return !document.getElementById('badge').hidden"), "the page marks it as the past")
        js("document.getElementById('live').click()")
        wait("window.__flipbook.lastFrame.live", "live again")

        # A second socket sends garbage: errors come back, the page's session goes on.
        ws = websocket.create_connection(url.replace("http", "ws") + "ws", timeout=10)
        kinds = set()
        while True:
            m = ws.recv()
            if isinstance(m, str) and json.loads(m)["type"] == "state":
                break
        for garbage in ["{", "[]", '{"v":2,"type":"ping"}', '{"v":1,"type":"warp"}',
                        '{"v":1,"type":"speed","value":-3}', "x" * 20000, '{"v":1,"type":"touch","phase":"began","touches":[]}']:
            ws.send(garbage)
            while True:
                m = ws.recv()
                if isinstance(m, str):
                    j = json.loads(m)
                    if j["type"] == "error":
                        kinds.add(j["code"])
                        break
        ws.send_binary(b"\x00\x01")
        ws.close()
        check(kinds == {"malformed", "bad-version", "unknown-type", "out-of-range", "too-large"},
              f"malformed messages get errors ({', '.join(sorted(kinds))})")
        js("document.getElementById('pause').click()")
        wait("!window.__flipbook.state.paused", "resumed")

        # Another scene.
        n = js("return window.__flipbook.drawn")
        Select(driver.find_element("id", "scene")).select_by_value("cradle")
        wait("window.__flipbook.state.scene === 'cradle'", "the cradle scene")
        wait(f"window.__flipbook.drawn > {n + 5}", "the cradle's frames")
        check(js("return window.__flipbook.errors.length") == 0, "the page's own session saw no error")

        # A GIF of the recorded span: progress messages, then the file; the cradle's frames keep coming meanwhile.
        js("window.__flipbook.progressSeen = []; const o = window.__flipbook; const f = o.send; "
           "setInterval(() => { if (o.progress) o.progressSeen.push(o.progress.fraction); }, 10)")
        n = js("return window.__flipbook.drawn")
        # The last half second of the timeline (In / Out), so the debug build's GIF encoder is quick under load.
        js("""const s = document.getElementById('scrubber'), end = Number(s.max);
              s.value = end - 0.5; document.getElementById('mark-in').click();
              s.value = end; document.getElementById('mark-out').click();
              document.getElementById('export-gif').click();""")
        wait("window.__flipbook.exports.some(e => e.format === 'gif')", "the GIF export", timeout=120)
        gif = js("return window.__flipbook.exports.find(e => e.format === 'gif')")
        seen = js("return window.__flipbook.progressSeen")
        check(gif["bytes"] > 1000 and gif["filename"].endswith(".gif"), f"the GIF arrives ({gif['filename']}, {gif['bytes']} bytes)")
        check(len(seen) > 0 and seen == sorted(seen), f"its progress was shown, growing ({len(seen)} samples, up to {max(seen) if seen else None})")
        check(js("return document.getElementById('export-progress').hidden"), "the progress bar is gone when the file arrives")
        check(js("return window.__flipbook.drawn") > n, "frames kept coming during the export")
        check(28 <= gif["frames"] <= 33, f"the GIF holds the selected half second: {gif['frames']} frames at 60 fps")
        if shutil.which("ffmpeg"):
            js("document.getElementById('export-mp4').click()")
            wait("window.__flipbook.exports.some(e => e.format === 'mp4')", "the MP4 export", timeout=120)
            mp4 = js("return window.__flipbook.exports.find(e => e.format === 'mp4')")
            check(mp4["filename"].endswith(".mp4") and bytes(mp4["head"][4:8]) == b"ftyp" and mp4["frames"] == gif["frames"],
                  f"an MP4 of the same span arrives ({mp4['filename']}, {mp4['bytes']} bytes, {mp4['frames']} frames)")
        else:
            print("  skipped: MP4 export (no ffmpeg)")

        page_controls(driver, js, wait, check)

        # A scene that traps: its session ends with the crash shown; another session and the server go on.
        other = websocket.create_connection(url.replace("http", "ws") + "ws", timeout=10)
        other.send(json.dumps({"v": 1, "type": "scene", "name": "fault-trap-on-touch"}))
        Select(driver.find_element("id", "scene")).select_by_value("fault-trap-on-touch")
        wait("window.__flipbook.state.scene === 'fault-trap-on-touch' && window.__flipbook.drawn > 0", "the trapping scene")
        time.sleep(0.3)
        ActionChains(driver).move_to_element(driver.find_element("id", "canvas")).click().perform()
        wait("window.__flipbook.crashed", "the crash report", timeout=30)
        crash = js("return window.__flipbook.crashed")
        check("fault-trap-on-touch: the scene traps on purpose" in crash, f"the page says why the session ended: {crash}")
        check(js("return !document.getElementById('crash').hidden && document.getElementById('crash-message').textContent.includes('Fatal error')"),
              "shown over the device")
        other_frames, end = 0, time.time() + 1.5
        other.settimeout(0.2)
        while time.time() < end:
            try:
                m = other.recv()
            except websocket.WebSocketTimeoutException:
                continue
            if isinstance(m, bytes):
                other_frames += 1
        other.close()
        check(other_frames >= 3, f"another session kept getting frames after the crash ({other_frames} in 1.5 s)")
        check(server.poll() is None, "the server is still running after the crash")
        js("document.getElementById('crash-restart').click()")
        time.sleep(0.5)
        wait("window.__flipbook && window.__flipbook.drawn > 0 && window.__flipbook.state", "a new session after the crash")
        print("serve e2e: PASSED")
        return 0
    except Failure as e:
        report_failure("serve e2e", driver, e, [("state", "window.__flipbook && window.__flipbook.state"),
            ("tree", "window.__flipbook && window.__flipbook.tree && [window.__flipbook.tree.time, window.__flipbook.tree.live, window.__flipbook.tree.layers.length]")])
        return 1
    finally:
        if driver:
            driver.quit()
        stop_server(server)


if __name__ == "__main__":
    sys.exit(main())
