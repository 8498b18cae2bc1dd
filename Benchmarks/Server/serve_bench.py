#!/usr/bin/env python3
"""`make bench-server`, the browser and load side: runs a release `flipbook serve` on loopback and measures

1. pointer-to-pixels latency, in headless Chromium: from a pointer event's timestamp to the moment the page has
   drawn the first frame rendered after the server applied that touch (frames echo the last touch's `seq`),
   during GuessThePet's interactive swipe back (every move changes the picture); target p95 <= 25 ms;
2. a soak: many concurrent sessions of scripted input over WebSockets (taps, edge swipes, speed changes,
   pause/step/seek, inspector, exports, garbage), checking that the server never dies and its memory (RSS) grows by
   at most 10 % between the end of the warm-up and the end.

Each session runs in its own worker process, so memory is the sum over the server and its workers: PSS (shared
library pages counted once, split between the processes that share them), with RSS beside it.

`make bench-server`: latency (3 runs, the load average printed with each) and a 100-session soak of 60 s.
`make soak-server` (--soak-only): the full soak, 100 sessions for 10 minutes after a 90 s warm-up.
BENCH_SMOKE=1: a few seconds (10 moves, one run; 20 sessions for 3 s).
SOAK_SESSIONS, SOAK_SECONDS, SOAK_WARMUP override the soak's size.
Prints RESULT lines (figure, measured, target, peer, ratio).
Usage: serve_bench.py FLIPBOOK_BINARY [--soak-only | --latency-only]
"""
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time

SMOKE = os.environ.get("BENCH_SMOKE") == "1"
T0 = time.time()


def result(figure, measured, target):
    print(f"RESULT\t{figure}\t{measured}\t{target}\t-\t-", flush=True)


def start_server(flipbook, *extra):
    p = subprocess.Popen([flipbook, "serve", "--port", "0", "--scene", "guess-the-pet", *extra],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    while True:
        line = p.stdout.readline()
        if not line:
            raise SystemExit("the server did not start")
        m = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
        if m:
            threading.Thread(target=lambda: [None for _ in p.stdout], daemon=True).start()
            return p, m.group(1)


def field_kb(path, name):
    try:
        with open(path) as f:
            for line in f:
                if line.startswith(name + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def children(pid):
    """The server's worker processes (its direct children)."""
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    if int(f.read().rsplit(")", 1)[1].split()[1]) == pid:
                        out.append(int(entry))
            except (OSError, IndexError, ValueError):
                pass
    return out


def memory_kb(pid):
    """(PSS, RSS, processes) summed over the server and its workers."""
    pids = [pid] + children(pid)
    pss = sum(field_kb(f"/proc/{p}/smaps_rollup", "Pss") for p in pids)
    rss = sum(field_kb(f"/proc/{p}/status", "VmRSS") for p in pids)
    return pss, rss, len(pids)


def load():
    return "load average %.1f %.1f %.1f" % os.getloadavg()


def latency(flipbook, run=1):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
    from selenium.webdriver.common.actions import interaction

    server, url = start_server(flipbook)
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"]:
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

        samples, presented, breakdown = [], [], []
        load_before = load()
        rounds = 1 if SMOKE else 5
        for _ in range(rounds):
            ActionChains(driver).move_to_element(canvas).click().perform()   # flip to the reveal side
            time.sleep(1.2)
            js("window.__flipbook.latencies = []; window.__flipbook.presented = []; window.__flipbook.breakdown = []")
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
        slow = sorted(breakdown, key=lambda b: b["total"])[int(len(breakdown) * 0.9):]
        if slow:
            parts = ["tick", "wait", "encode", "transit", "draw"]
            avg = {k: statistics.mean(b[k] or 0 for b in slow) for k in parts}
            rest = statistics.mean(b["total"] for b in slow) - sum(avg.values())
            print(f"  the slowest 10 % ({len(slow)}), mean ms: " + ", ".join(f"{k} {avg[k]:.1f}" for k in parts)
                  + f", before the server's tick (page → server → worker, waiting for the main actor) {rest:.1f}")
        result(f"pointer-to-pixels latency p50, run {run} (headless Chromium, loopback; {load_before})", f"{statistics.median(samples):.1f} ms", "-")
        result(f"pointer-to-pixels latency p95, run {run} (headless Chromium, loopback; {load_before})", f"{pct(samples, 0.95):.1f} ms", "25 ms")
        result(f"pointer-to-composited-frame latency p95, run {run}", f"{pct(presented, 0.95):.1f} ms", "-")
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)


def soak(flipbook):
    import websocket
    sessions = int(os.environ.get("SOAK_SESSIONS", 20 if SMOKE else 100))
    duration = int(os.environ.get("SOAK_SECONDS", 3 if SMOKE else 600))
    warmup = int(os.environ.get("SOAK_WARMUP", 2 if SMOKE else 90))
    server, url = start_server(flipbook, "--max-sessions", str(sessions + 10), "--history-layers", "4000")
    ws_url = url.replace("http", "ws") + "ws"
    stop = threading.Event()
    counts = {"frames": 0, "errors": 0, "failures": 0, "messages": 0}
    lock = threading.Lock()

    def client(n):
        rnd = random.Random(n)
        try:
            ws = websocket.create_connection(ws_url, timeout=60)
        except Exception as e:
            with lock:
                counts["failures"] += 1
            print("connect failed:", e)
            return
        ws.settimeout(0.01)
        seq = 0

        def send(type_, **f):
            nonlocal seq
            f.update(v=1, type=type_)
            ws.send(json.dumps(f))
            with lock:
                counts["messages"] += 1

        def drain(seconds):
            end = time.time() + seconds
            while time.time() < end:
                try:
                    m = ws.recv()
                except websocket.WebSocketTimeoutException:
                    continue
                with lock:
                    if isinstance(m, (bytes, bytearray)):
                        counts["frames"] += 1
                    elif json.loads(m).get("type") == "error":
                        counts["errors"] += 1

        try:
            drain(rnd.random())
            while not stop.is_set():
                action = rnd.random()
                if action < 0.4:
                    send("touch", phase="began", touches=[{"id": 1, "x": 187.5, "y": 333.5}])
                    drain(0.05)
                    send("touch", phase="ended", touches=[{"id": 1, "x": 187.5, "y": 333.5}])
                    drain(0.8)
                elif action < 0.7:
                    send("touch", phase="began", touches=[{"id": 2, "x": 2, "y": 400}])
                    for i in range(1, 20):
                        drain(1 / 60)
                        send("touch", phase="moved", touches=[{"id": 2, "x": 2 + 14 * i, "y": 400}])
                    send("touch", phase="ended", touches=[{"id": 2, "x": 268, "y": 400}])
                    drain(0.8)
                elif action < 0.8:
                    send("speed", value=rnd.choice([1, 0.25, 0.1]))
                    send("pause", paused=True)
                    send("step", frames=rnd.choice([-3, -1, 1, 2]))
                    send("seek", time=rnd.random() * 5)
                    send("inspect")
                    send("live")
                    send("pause", paused=False)
                    drain(0.3)
                elif action < 0.9:
                    ws.send(rnd.choice(["{", "[]", '{"v":1,"type":"nope"}', '{"v":1,"type":"step","frames":0}']))
                    drain(0.2)
                elif action < 0.95:
                    send("scene", name=rnd.choice(["guess-the-pet", "cradle", "card-flip", "springs"]))
                    drain(1.0)
                else:
                    send("restart")
                    drain(0.5)
        except Exception as e:
            if not stop.is_set():
                with lock:
                    counts["failures"] += 1
                print(f"session {n} failed at {time.time() - T0:.0f} s: {e}")
        finally:
            try:
                ws.close()
            except Exception:
                pass

    threads = [threading.Thread(target=client, args=(n,), daemon=True) for n in range(sessions)]
    for t in threads:
        t.start()
        time.sleep(0.02)
    time.sleep(warmup)
    base, base_rss, base_n = memory_kb(server.pid)
    load_start = load()
    peak = base
    end = time.time() + duration
    while time.time() < end and server.poll() is None:
        time.sleep(5 if duration > 60 else 1)
        peak = max(peak, memory_kb(server.pid)[0])
    final, final_rss, final_n = memory_kb(server.pid) if server.poll() is None else (0, 0, 0)
    alive = server.poll() is None
    stop.set()
    for t in threads:
        t.join(timeout=10)
    growth = (final - base) / base * 100 if base else float("nan")
    print(f"soak: {sessions} sessions, {duration} s after {warmup} s warm-up; {counts['messages']} messages sent, "
          f"{counts['frames']} frames and {counts['errors']} error replies received, {counts['failures']} session failures; "
          f"PSS of the server and its workers {base / 1024:.0f} MB ({base_n} processes) after warm-up, {final / 1024:.0f} MB "
          f"({final_n} processes) at the end, peak {peak / 1024:.0f} MB; RSS sum {base_rss / 1024:.0f} → {final_rss / 1024:.0f} MB; "
          f"server {'alive' if alive else 'DIED'}; {load_start} at the start, {load()} at the end")
    result(f"soak, {sessions} sessions × {duration} s: server alive, session failures", f"{'alive' if alive else 'died'}, {counts['failures']}", "alive, 0")
    result(f"soak, {sessions} sessions × {duration} s: memory growth after warm-up", f"{growth:+.1f} %", "≤ 10 %")
    server.send_signal(2)   # Ctrl-C
    started = time.time()
    try:
        server.wait(timeout=30)
        print(f"the server stopped {time.time() - started:.1f} s after SIGINT (exit status {server.returncode})")
    except subprocess.TimeoutExpired:
        print("the server did not stop within 30 s of SIGINT")
        server.kill()


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    flipbook = sys.argv[1]
    if "--soak-only" not in sys.argv:
        if shutil.which("chromedriver") or os.path.exists("/usr/bin/chromedriver"):
            for run in range(1, 2 if SMOKE else 4):
                latency(flipbook, run)
        else:
            print("latency: SKIPPED (no chromedriver; make deps installs chromium-driver)")
        os.environ.setdefault("SOAK_SECONDS", "3" if SMOKE else "60")
        os.environ.setdefault("SOAK_WARMUP", "2" if SMOKE else "30")
    if "--latency-only" not in sys.argv:
        soak(flipbook)
    return 0


if __name__ == "__main__":
    sys.exit(main())
