"""`serve_bench.py`'s pointer-to-pixels latency, in headless Chromium (see serve_bench.py)."""
import json
import os
import shutil
import statistics
import sys
import time

from serve_common import SMOKE, load, result, start_server


def latency(flipbook, run=1):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
    from selenium.webdriver.common.actions import interaction

    # LATENCY_SERVER_ARGS: more `flipbook serve` options, e.g. `--composite` or `--no-composite`.
    server, url = start_server(flipbook, "--trace-latency", *os.environ.get("LATENCY_SERVER_ARGS", "").split())
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    # LATENCY_CHROME_ARGS: more Chromium switches, e.g. a trace of the run (`--trace-startup=… --trace-startup-file=…`).
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"] \
            + os.environ.get("LATENCY_CHROME_ARGS", "").split():
        options.add_argument(a)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    try:
        driver.get(url)
        js = driver.execute_script

        def wait(cond, timeout=20):
            end = time.time() + timeout
            while time.time() < end:
                if js("return " + cond):
                    return
                time.sleep(0.05)
            raise SystemExit(f"timed out: {cond}")

        wait("window.__flipbook && window.__flipbook.drawn > 0")
        js("document.getElementById('inspect-live').checked = false")
        time.sleep(0.5)
        canvas = driver.find_element("id", "canvas")
        rect = js("const r = document.getElementById('canvas').getBoundingClientRect(); return [r.left, r.top, r.width]")
        k = rect[2] / 375

        def at(x, y):
            return int(rect[0] + x * k), int(rect[1] + y * k)

        samples, presented, breakdown, traces = [], [], [], []
        load_before = load()
        # 5 rounds of 42 moves (210); --latency-only stops starting rounds 30 s in, so the whole run (Chromium's
        # start, the page, the rounds) stays under a minute even on a busy machine. LATENCY_ROUNDS overrides.
        rounds = int(os.environ.get("LATENCY_ROUNDS", 1 if SMOKE else 5))
        rounds_started = time.time()
        for round_number in range(rounds):
            if "--latency-only" in sys.argv and round_number >= 2 and time.time() - rounds_started > 30:
                break
            ActionChains(driver).move_to_element(canvas).click().perform()   # flip to the reveal side
            time.sleep(1.2)
            js("window.__flipbook.latencies = []; window.__flipbook.presented = []; window.__flipbook.breakdown = []; window.__flipbook.traces = []")
            moves = 10 if SMOKE else 40
            actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
            p = actions.pointer_action
            p.move_to_location(*at(2, 400)).pointer_down()
            for i in range(1, moves + 1):
                p.pause(0.05)
                p.move_to_location(*at(2 + 6 * i, 400))   # slow: the swipe stays under half way, then cancels
            p.pause(0.05)
            p.pointer_up()
            actions.perform()
            time.sleep(1.0)
            samples += js("return window.__flipbook.latencies")
            presented += js("return window.__flipbook.presented")
            breakdown += js("return window.__flipbook.breakdown")
            traces += js("return window.__flipbook.traces")
            # Finish the dismissal for the next round.
            a2 = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
            q = a2.pointer_action
            q.move_to_location(*at(2, 400)).pointer_down()
            for i in range(1, 16):
                q.move_to_location(*at(2 + 18 * i, 400))
            q.pointer_up()
            a2.perform()
            time.sleep(1.2)
        if not samples:
            raise SystemExit("no latency samples")

        def pct(v, q):
            v = sorted(v)
            return v[min(len(v) - 1, int(len(v) * q))] if v else float("nan")
        skipped = js("return window.__flipbook.skipped || 0")
        print(f"pointer-to-pixels run {run} over loopback ({load_before} before, {load()} after): {len(samples)} moves; "
              f"to the canvas drawn: median {statistics.median(samples):.1f} ms, p95 {pct(samples, 0.95):.1f} ms, max {max(samples):.1f} ms; "
              f"to the next animation frame (composited): median {statistics.median(presented) if presented else float('nan'):.1f} ms, "
              f"p95 {pct(presented, 0.95):.1f} ms; stale frames skipped by the page: {skipped}")
        print(f"  the page decodes frames with {js('return window.__flipbook.decoder')}")
        print_breakdown(traces, raw_moves=js("return window.__flipbook.rawMoves || 0"))
        if os.environ.get("LATENCY_TRACES"):
            with open(f"{os.environ['LATENCY_TRACES']}.{run}.json", "w") as f:
                json.dump(traces, f)
        result(f"pointer-to-pixels latency p50, run {run} (headless Chromium, loopback; {load_before})", f"{statistics.median(samples):.1f} ms", "-")
        result(f"pointer-to-pixels latency p95, run {run} (headless Chromium, loopback; {load_before})", f"{pct(samples, 0.95):.1f} ms", "25 ms")
        result(f"pointer-to-composited-frame latency p95, run {run}", f"{pct(presented, 0.95):.1f} ms", "-")
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)


# The hops of a touch, each from one stamp to the next (wall-clock ms; see InputTrace.swift and simulator.js).
STAGES = [
    ("dispatch", "event", "handler", "browser: pointer event to the page's handler"),
    ("to worker", "sent", "inRead", "page → server → worker's pipe"),
    ("queued", "inRead", "inApplied", "worker: waiting for the main actor"),
    ("to render", "inApplied", "renderStart", "worker: applied, waiting for the frame that shows it"),
    ("render", "renderStart", "rendered", "worker: pump, freeze, render"),
    ("to encoder", "rendered", "encodeStart", "worker: waiting for an encoder"),
    ("encode", "encodeStart", "encoded", "worker: JPEG"),
    ("to server", "encoded", "relayIn", "worker's pipe → server"),
    ("to page", "relayIn", "arrived", "server → socket → page"),
    ("decode wait", "arrived", "decodeStart", "page: behind an older frame's decoding"),
    ("decode", "decodeStart", "decoded", "page: createImageBitmap"),
    ("draw", "decoded", "drawn", "page: drawImage"),
]


def print_breakdown(traces, raw_moves=0):
    """Where a touch's time goes, hop by hop: median and p95 of each, the mean of each over the slowest 10 %, and
    the structure (how many display ticks input waited, who rendered its frame, frames in flight)."""
    full = [t for t in traces if all(t.get(a) is not None and t.get(b) is not None for _, a, b, _ in STAGES)]
    if not full:
        print(f"  latency breakdown: no complete traces ({len(traces)} partial)")
        return

    def pct(v, q):
        v = sorted(v)
        return v[min(len(v) - 1, int(len(v) * q))]
    slow = sorted(full, key=lambda t: t["total"])[int(len(full) * 0.9):]
    print(f"  breakdown of {len(full)} touches (ms: median / p95 / mean of the slowest 10 %):")
    for name, a, b, what in STAGES:
        d = [t[b] - t[a] for t in full]
        print(f"    {name:<12} {statistics.median(d):6.1f} {pct(d, 0.95):6.1f} {statistics.mean(t[b] - t[a] for t in slow):6.1f}   {what}")
    print(f"    {'total':<12} {statistics.median(t['total'] for t in full):6.1f} {pct([t['total'] for t in full], 0.95):6.1f} "
          f"{statistics.mean(t['total'] for t in slow):6.1f}")

    def dist(key, ts):
        counts = {}
        for t in ts:
            counts[t.get(key)] = counts.get(t.get(key), 0) + 1
        return ", ".join(f"{k}: {v}" for k, v in sorted(counts.items(), key=lambda kv: str(kv[0])))
    for label, ts in (("all", full), ("slowest 10 %", slow)):
        print(f"  structure ({label}): rendered by {{{dist('renderedBy', ts)}}}; display ticks before apply "
              f"{{{dist('ticksBeforeApply', ts)}}}, after apply {{{dist('ticksAfterApply', ts)}}}; encoders busy "
              f"{{{dist('encoders', ts)}}}; page decoding another frame on arrival {{{dist('pageBusy', ts)}}}")
    print(f"  pointerrawupdate events: {raw_moves}")
