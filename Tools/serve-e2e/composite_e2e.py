#!/usr/bin/env python3
"""Browser-side compositing end to end: a real `flipbook serve --composite` worker and the real page in headless
Chromium, together (serve_e2e.py runs with compositing off, page_e2e.py feeds the page hand-made messages).

GuessThePet's card is tapped to its revealed side, then swiped back from the left edge and held there:
- the frames of the drag come as composites: the page holds their pictures and shows its planes; the turning
  screens' pictures come as JPEGs of their opaque areas;
- what the page composites is the frame the server renders: sampled from a screenshot, it matches the pixel-exact
  still the server sends when the session is paused at that instant (drawn on the screen's canvas);
- released short of half way, the swipe cancels and the revealed side stays.

Usage: composite_e2e.py FLIPBOOK_BINARY. Exit 0 passed, 1 failed, 77 skipped (no browser or Selenium).
"""
import base64
import sys

from browser import Failure, check, chromium_or_skip, idler, report_failure, skip, start_chromium, start_server, stop_server, waiter
from page_e2e import unpng


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    flipbook = sys.argv[1]
    chromium, driver_path = chromium_or_skip("composite e2e")
    try:
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput
        from selenium.webdriver.common.actions import interaction
    except ImportError as e:
        skip("composite e2e", f"selenium is not installed ({e}); `make test` installs it in .build/selenium-venv")

    server, url = start_server(flipbook, "--scene", "guess-the-pet", "--composite")
    driver = None
    try:
        check(url is not None, f"the server printed its URL ({url})")
        driver = start_chromium(chromium, driver_path)
        driver.get(url)
        js = driver.execute_script
        wait = waiter(js)

        idle = idler(js)

        rect = None

        def css(x, y):
            return int(rect[0] + x * rect[2] / 375), int(rect[1] + y * rect[3] / 667)

        def on_screen(points):
            """RGB at device points, from one screenshot of the page as composited."""
            spots = [css(x, y) for x, y in points]
            left, top = min(p[0] for p in spots), min(p[1] for p in spots)
            shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": {
                "x": left, "y": top, "width": max(p[0] for p in spots) - left + 1,
                "height": max(p[1] for p in spots) - top + 1, "scale": 1}})
            _, _, rows = unpng(base64.b64decode(shot["data"]))
            return [tuple(rows[y - top][x - left]) for x, y in spots]

        def on_canvas(points):
            """RGB at device points of the screen's canvas (the last whole frame)."""
            return [tuple(p) for p in js("""
                const c = document.getElementById('canvas'), g = c.getContext('2d'), k = c.width / 375;
                return arguments[0].map(([x, y]) => Array.from(g.getImageData(Math.floor(x * k), Math.floor(y * k), 1, 1).data.slice(0, 3)));
            """, points)]

        wait("window.__flipbook.drawn > 0 && window.__flipbook.state", "the first frame")
        idle()
        rect = js("const r = document.getElementById('canvas').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]")
        edges = [(72, 333.5), (303, 333.5)]
        rest = on_canvas(edges)
        ActionChains(driver).move_to_element(driver.find_element("id", "canvas")).click().perform()
        idle()
        flipped = on_canvas(edges)
        check(flipped != rest, f"the tap flipped the card {flipped} (at rest {rest})")

        # Swipe back from the left edge and hold: the finger stays down between the two `perform`s.
        finger = PointerInput(interaction.POINTER_TOUCH, "finger")
        actions = ActionBuilder(driver, mouse=finger)
        p = actions.pointer_action
        p.move_to_location(*css(2, 400)).pointer_down()
        for i in range(1, 16):
            p.move_to_location(*css(2 + 6 * i, 400))
            p.pause(0.03)
        actions.perform()
        idle()
        held = js("""const h = window.__flipbook, p = document.getElementById('planes');
                     return {composites: h.composites, pictures: (h.pictures || []).length, shown: !!p && !p.hidden,
                             last: h.lastFrame && h.lastFrame.type, kinds: h.pictureKinds || {}};""")
        check(held["composites"] > 0 and held["last"] == "composite",
              f"the drag's frames are composites ({held['composites']} drawn, the last a {held['last']})")
        check(held["shown"] and held["pictures"] >= 2, f"the page shows its planes, holding {held['pictures']} pictures")
        # The turning screens' pictures are opaque in a transparent margin: JPEGs of their opaque areas, not raw RGBA.
        check(held["kinds"].get("jpeg area", 0) >= 1 and "rgba" not in held["kinds"], f"pictures by kind: {held['kinds']}")
        grid = [(x, y) for x in range(30, 375, 50) for y in range(40, 667, 70)]
        composited = on_screen(grid)

        # Paused at that instant, the server sends the frame as a pixel-exact still, drawn on the canvas.
        js("document.getElementById('pause').click()")
        wait("window.__flipbook.state.paused && window.__flipbook.lastFrame.format === 'png'", "the paused still")
        wait("document.getElementById('planes').hidden", "the planes hidden under the still")
        still = on_canvas(grid)
        close = [all(abs(a - b) <= 40 for a, b in zip(c, s)) for c, s in zip(composited, still)]
        check(sum(close) >= 0.9 * len(grid),
              f"the page's composite is the server's frame: {sum(close)} of {len(grid)} points within 40 "
              f"(differing: {[(pt, c, s) for pt, c, s, ok in zip(grid, composited, still, close) if not ok][:4]})")
        js("document.getElementById('pause').click()")
        wait("!window.__flipbook.state.paused", "resumed")

        # Released (the WebDriver lets go of the finger where it is, short of half way): the swipe cancels and
        # the revealed side stays, as it was before the swipe.
        shown_input = js("return window.__flipbook.lastFrame.input")
        actions.clear_actions()
        wait(f"window.__flipbook.lastFrame.input > {shown_input}", "a frame after the lift")
        idle()
        after = on_canvas(edges)
        check(all(abs(a - b) <= 12 for pa, pb in zip(after, flipped) for a, b in zip(pa, pb)),
              f"the cancelled swipe leaves the revealed side {after} (before the swipe {flipped}; at rest {rest})")
        check(js("return document.getElementById('planes').hidden"), "after the lift, whole frames again")
        check(not js("return window.__flipbook.errors.length"), "no errors on the page")
        print("composite e2e: PASSED")
        return 0
    except Failure as e:
        report_failure("composite e2e", driver, e, (("last frame", "window.__flipbook.lastFrame"), ("state", "window.__flipbook.state")))
        return 1
    finally:
        if driver:
            driver.quit()
        stop_server(server)


if __name__ == "__main__":
    sys.exit(main())
