"""`serve_bench.py`'s soak and memory curve: many sessions of scripted input over WebSockets, and the memory of the
server and its workers (see serve_bench.py)."""
import json
import os
import random
import re
import signal
import statistics
import subprocess
import threading
import time

from serve_common import MEMORY_REPORTS, SMOKE, T0, children, field_kb, load, result, start_server


REPORT_FIELDS = [
    ("PSS", r"PSS ([\d.]+) MB"), ("heap in use", r"heap in use ([\d.]+) MB"), ("mmapped", r"\(mapped ([\d.]+)\)"),
    ("free in arenas", r"free in arenas ([\d.]+) MB"), ("pixels", r"pixels ([\d.]+) MB"), ("timeline", r"layer copies, ([\d.]+) MB counted"),
    ("renderer bitmaps", r"renderer bitmaps ([\d.]+) MB"), ("frame bitmaps", r", frame ([\d.]+) MB"),
    ("shadow masks", r"shadow masks ([\d.]+) MB"),
    ("messages waiting (count)", r"input waiting (\d+)"), ("frames rendered so far (count)", r"frames sent (\d+)"),
    ("frames held (count)", r"frames held (\d+)"),
]


def structures(since=0.0):
    """What the workers' bounded structures hold, summed over each session's latest FLIPBOOK_MEMORY_REPORT line
    made after `since` (time.time()): {field: MB}, and how many sessions reported."""
    latest = {}
    for at, line in MEMORY_REPORTS:
        m = re.search(r"session (\d+): memory:", line)
        if m and at >= since:
            latest[m.group(1)] = line
    sums = {}
    for line in latest.values():
        for name, pattern in REPORT_FIELDS:
            m = re.search(pattern, line)
            if m:
                sums[name] = sums.get(name, 0.0) + float(m.group(1))
    return sums, len(latest)


def print_structures(label, since):
    sums, n = structures(since)
    if n:
        print(f"  {label}, the workers' own reports summed over {n} sessions (MB): "
              + ", ".join(f"{k} {v:.0f}" for k, v in sums.items()), flush=True)


def print_resting_by_scene(start, end, window=120.0):
    """Each scene's workers at rest — reports with no renderer bitmap and no frame bitmap kept, so no animation, drag
    or still in flight — averaged over the first `window` seconds after `start` and the last before `end`
    (time.time()). A scene at rest holds the same whatever came before, so what grows here is kept, not a mix of
    states: how session 21 found a leak (GuessThePet's reveal screens held by workers in other scenes)."""
    pattern = re.compile(r"memory: scene ([\w-]+); PSS ([\d.]+) MB.*?pixels ([\d.]+) MB.*?"
                         r"renderer bitmaps ([\d.]+) MB, frame ([\d.]+) MB")
    rows = {}
    for at, line in MEMORY_REPORTS:
        m = pattern.search(line)
        if not m or float(m.group(4)) > 0 or float(m.group(5)) > 0:
            continue
        which = 0 if start <= at < start + window else 1 if end - window <= at <= end else None
        if which is not None:
            rows.setdefault(m.group(1), ([], []))[which].append((float(m.group(2)), float(m.group(3))))
    if not rows:
        return
    print(f"  workers at rest (no renderer or frame bitmap kept), by scene, over the first {window:.0f} s after the "
          f"warm-up → the last {window:.0f} s (reports; mean PSS, mean pixels):", flush=True)
    def means(r):
        return statistics.mean(p for p, _ in r), statistics.mean(x for _, x in r)
    for scene, (first, last) in sorted(rows.items()):
        if first and last:
            (p0, x0), (p1, x1) = means(first), means(last)
            print(f"    {scene:16} {len(first):4} → {len(last):4} reports; PSS {p0:5.1f} → {p1:5.1f} MB; "
                  f"pixels {x0:5.2f} → {x1:5.2f} MB", flush=True)


def server_pss_kb(pid):
    return field_kb(f"/proc/{pid}/smaps_rollup", "Pss")


def memory_kb(pid, each=None):
    """(PSS, RSS, processes) summed over the server and its workers; each worker's PSS is added to `each[worker]`
    if given."""
    pids = [pid] + children(pid)
    pss = {p: field_kb(f"/proc/{p}/smaps_rollup", "Pss") for p in pids}
    if each is not None:
        for p in pids[1:]:
            each[p] = each.get(p, 0) + pss[p]
    rss = sum(field_kb(f"/proc/{p}/status", "VmRSS") for p in pids)
    return sum(pss.values()), rss, len(pids)


def cpu_seconds(pid):
    """The CPU time a process has used so far (utime + stime of /proc/PID/stat), in seconds (0 if it has gone)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


# The CPU time by which a worker has reached its plateau (its first scenes rendered, its timeline filled), for the
# second figure; SOAK_PLATEAU_CPU overrides. Measured in session 13 (docs/serve.md): a worker's start-up curve
# (--memory-curve, throttled) fills within its first 0.2–0.3 CPU-s, then swings between about 21 and 56 MB. In
# throttled 10-session soaks, workers that had used 0.1 CPU-s or less by the baseline held 12–20 MB there and
# 36–45 MB at the end; most groups with 0.2–0.8 CPU-s still grew by 29–74 % in the runs where the throttled workers
# got the least CPU; groups with 0.7–1.2 CPU-s (less load) and 3.3–4.7 CPU-s (a 90 s warm-up) did not grow on
# average. A judgement from noisy data (each worker's PSS swings by ±15 MB from one read to the next), with a
# margin of three to five times the fill.
PLATEAU_CPU_SECONDS = float(os.environ.get("SOAK_PLATEAU_CPU", "1.0"))


def started_workers_growth(base, end, base_server, end_server):
    """The second figure, beside the headline: the growth of the server and of the workers that had used at least
    PLATEAU_CPU_SECONDS by the baseline (past their start, at their plateau), alive at both ends. Why: among a
    hundred workers on two cores, some have not rendered their first frames by the end of the warm-up; each of
    those then fills from ~15 MB to its plateau (~35 MB), which the headline counts as growth though nothing
    grows without end. (MB at the baseline, MB at the end, workers counted, workers left out)."""
    kept = [pid for pid, (_, cpu) in base.items() if cpu >= PLATEAU_CPU_SECONDS and pid in end]
    b = (base_server + sum(base[p][0] for p in kept)) / 1024
    e = (end_server + sum(end[p][0] for p in kept)) / 1024
    return b, e, len(kept), len(base) - len(kept)


def print_growth_by_cpu(base, end, groups=4):
    """The PSS growth of the workers alive at both ends, split by how much CPU each had used by the baseline
    (`groups` groups of equal count, least CPU first), and of the workers that came or went in between: whether the
    growth is in workers still on their way to their plateau at the baseline (a worker's memory fills as it works,
    and among a hundred on two cores a worker gets about 2 % of a core) or in workers that had long reached it."""
    both = sorted((cpu, pid) for pid, (_, cpu) in base.items() if pid in end)
    if not both:
        return
    print("  growth by the CPU each worker had used by the baseline (each worker's PSS the mean of three reads):", flush=True)
    size = -(-len(both) // groups)
    for g in range(0, len(both), size):
        chunk = [pid for _, pid in both[g:g + size]]
        b = sum(base[p][0] for p in chunk) / 1024
        e = sum(end[p][0] for p in chunk) / 1024
        cpu_b = [base[p][1] for p in chunk]
        cpu_e = [end[p][1] - base[p][1] for p in chunk]
        print(f"    {len(chunk):3d} workers with {min(cpu_b):6.1f}–{max(cpu_b):6.1f} CPU-s by the baseline "
              f"(+{statistics.mean(cpu_e):.1f} CPU-s each after it): PSS {b:7.0f} → {e:7.0f} MB "
              f"({e - b:+6.0f} MB, {(e - b) / b * 100 if b else float('nan'):+.1f} %; "
              f"{b / len(chunk):.1f} → {e / len(chunk):.1f} MB each)", flush=True)
    gone = [p for p in base if p not in end]
    new = [p for p in end if p not in base]
    if gone or new:
        print(f"    workers gone since the baseline: {len(gone)} ({sum(base[p][0] for p in gone) / 1024:.0f} MB at the "
              f"baseline); new: {len(new)} ({sum(end[p][0] for p in new) / 1024:.0f} MB at the end)", flush=True)


def memory_mean_kb(pid, reads=3):
    """memory_kb averaged over `reads` back-to-back reads: a worker's PSS is what it keeps plus, for a moment, the
    frame it is rendering or encoding (4 MB at 750×1334), so one read of a hundred workers catches a varying number
    of frames in flight; the mean of three is steadier. (PSS, RSS, processes, {worker: (its mean PSS, the CPU
    seconds it had used when the reads began)}): the workers' figures come from the same reads as the sums, so
    they add nothing to how long a loaded machine takes to read a hundred processes."""
    cpu = {p: cpu_seconds(p) for p in children(pid)}
    each = {}
    samples = [memory_kb(pid, each) for _ in range(reads)]
    workers = {p: (kb // reads, cpu[p]) for p, kb in each.items() if p in cpu}
    return (sum(p for p, _, _ in samples) // reads, sum(r for _, r, _ in samples) // reads, samples[-1][2], workers)


def soak_client(ws_url, n, stop, counts, lock):
    """One soak session's scripted input (taps, edge swipes, controls, garbage, scene changes, restarts) until
    `stop` is set; counts what it sends and receives."""
    import websocket
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


def throttle_workers(server_pid, fraction, stop, period=0.5):
    """Lets each of the server's workers run for `fraction` of every `period` seconds (staggered) until `stop` is
    set: what a worker of a 100-session soak on two cores gets, with a few sessions (SOAK_THROTTLE)."""
    running = {}
    while not stop.is_set():
        now = time.time()
        pids = sorted(children(server_pid))
        for i, pid in enumerate(pids):
            want = (now / period + i / len(pids)) % 1.0 < fraction
            if running.get(pid) != want:
                try:
                    os.kill(pid, signal.SIGCONT if want else signal.SIGSTOP)
                    running[pid] = want
                except ProcessLookupError:
                    pass
        time.sleep(0.004)
    for pid in children(server_pid):
        try:
            os.kill(pid, signal.SIGCONT)
        except ProcessLookupError:
            pass


def start_soak(flipbook, sessions, stagger=0.0):
    """A server with the soak's limits (SOAK_HISTORY_LAYERS, 4000 by default; SOAK_SERVER_ARGS: more `flipbook serve`
    options, e.g. `--composite`) and `sessions` clients playing the soak's script, `stagger` seconds apart; returns
    (server, stop event, counts)."""
    history = os.environ.get("SOAK_HISTORY_LAYERS", "4000")
    server, url = start_server(flipbook, "--max-sessions", str(sessions + 10), "--history-layers", history,
                               *os.environ.get("SOAK_SERVER_ARGS", "").split())
    ws_url = url.replace("http", "ws") + "ws"
    stop = threading.Event()
    counts = {"frames": 0, "errors": 0, "failures": 0, "messages": 0}
    lock = threading.Lock()
    threads = [threading.Thread(target=soak_client, args=(ws_url, n, stop, counts, lock), daemon=True)
               for n in range(sessions)]
    for t in threads:
        t.start()
        time.sleep(stagger)
    if os.environ.get("SOAK_THROTTLE"):
        threading.Thread(target=throttle_workers, args=(server.pid, float(os.environ["SOAK_THROTTLE"]), stop),
                         daemon=True).start()
    counts["threads"] = threads
    return server, stop, counts


def soak(flipbook):
    import websocket
    sessions = int(os.environ.get("SOAK_SESSIONS", 20 if SMOKE else 100))
    duration = int(os.environ.get("SOAK_SECONDS", 3 if SMOKE else 600))
    warmup = int(os.environ.get("SOAK_WARMUP", 2 if SMOKE else 90))
    # Every worker reports what its bounded structures hold every 10 s: printed summed at both ends, so the
    # growth can be told structure by structure.
    os.environ.setdefault("FLIPBOOK_MEMORY_REPORT", "10")
    report_every = float(os.environ["FLIPBOOK_MEMORY_REPORT"])
    server, stop, counts = start_soak(flipbook, sessions, stagger=0.02)
    threads = counts.pop("threads")
    time.sleep(warmup)
    read_start = time.time()
    base, base_rss, base_n, base_workers = memory_mean_kb(server.pid)
    # Reading a hundred processes' smaps three times takes seconds on a loaded machine (the workers run on
    # meanwhile; 10–12 s for 20 sessions at load 50 in session 13), so say how long and when.
    print(f"  the baseline's reads took {time.time() - read_start:.1f} s, {time.time() - T0:.0f} s after the start; "
          f"{load()}", flush=True)
    base_server = server_pss_kb(server.pid)
    print_structures("after warm-up", time.time() - report_every - 1)
    load_start = load()
    peak = base
    started = time.time()
    end = started + duration
    series = [(0, base, base_server)]
    # Every read of the soak (its time after the baseline, PSS), for the windowed figure.
    reads = [(0.0, base)]
    while time.time() < end and server.poll() is None:
        # Reading 100 processes' smaps is slow on a loaded machine: never sample past the end.
        time.sleep(max(0, min(5 if duration > 60 else 1, end - time.time())))
        if time.time() >= end:
            break
        now = memory_kb(server.pid)[0]
        reads.append((time.time() - started, now))
        peak = max(peak, now)
        if time.time() - started >= series[-1][0] + max(1, duration / 10):
            series.append((time.time() - started, now, server_pss_kb(server.pid)))
            print(f"  soak +{series[-1][0]:.0f} s: PSS {now / 1024:.0f} MB in all, the server's own {series[-1][2] / 1024:.0f} MB; {load()}", flush=True)
    final, final_rss, final_n, final_workers = memory_mean_kb(server.pid) if server.poll() is None else (0, 0, 0, {})
    final_server = server_pss_kb(server.pid) if server.poll() is None else 0
    alive = server.poll() is None
    print_structures("at the end", time.time() - report_every - 1)
    print_resting_by_scene(started, time.time())
    # Frames rendered against frames received: every session's latest report, however old (a starved worker
    # reports seldom), so the rendered count is a lower bound.
    rendered, reporting = structures()
    print(f"  frames rendered by every session's latest report: {rendered.get('frames rendered so far (count)', 0):.0f} "
          f"({reporting} sessions); frames the pages received: {counts['frames']}", flush=True)
    print_growth_by_cpu(base_workers, final_workers)
    started_base, started_end, started_n, left_out = started_workers_growth(base_workers, final_workers,
                                                                            base_server, final_server)
    stop.set()
    for t in threads:
        t.join(timeout=10)
    growth = (final - base) / base * 100 if base else float("nan")
    rss_growth = (final_rss - base_rss) / base_rss * 100 if base_rss else float("nan")
    print(f"soak: {sessions} sessions, {duration} s after {warmup} s warm-up; {counts['messages']} messages sent, "
          f"{counts['frames']} frames and {counts['errors']} error replies received, {counts['failures']} session failures; "
          f"PSS of the server and its workers {base / 1024:.0f} MB ({base_n} processes) after warm-up, {final / 1024:.0f} MB "
          f"({final_n} processes) at the end, peak {peak / 1024:.0f} MB (the server's own PSS {base_server / 1024:.0f} → "
          f"{final_server / 1024:.0f} MB); RSS sum {base_rss / 1024:.0f} → {final_rss / 1024:.0f} MB; "
          f"server {'alive' if alive else 'DIED'}; {load_start} at the start, {load()} at the end")
    result(f"soak, {sessions} sessions × {duration} s: server alive, session failures", f"{'alive' if alive else 'died'}, {counts['failures']}", "alive, 0")
    result(f"soak, {sessions} sessions × {duration} s: memory growth after warm-up (PSS, server + workers)", f"{growth:+.1f} %", "≤ 10 %")
    result(f"soak, {sessions} sessions × {duration} s: RSS (server + workers) at the end of the warm-up → at the end",
           f"{base_rss / 1024:.0f} → {final_rss / 1024:.0f} MB ({rss_growth:+.1f} %)", "≤ 10 %")
    if started_n:
        result(f"soak, {sessions} sessions × {duration} s: second figure, memory growth of the server and the {started_n} "
               f"workers past their start (≥ {PLATEAU_CPU_SECONDS} CPU-s by the baseline; {left_out} left out)",
               f"{started_base:.0f} → {started_end:.0f} MB ({(started_end - started_base) / started_base * 100:+.1f} %)", "-")
    if alive:
        # Like the baseline's reads (taken as at 0 s), the final ones are taken as at the end, however long
        # they took on a loaded machine.
        reads.append((float(duration), final))
    window = float(os.environ.get("SOAK_WINDOW", min(60, duration / 4)))
    first = [kb for t, kb in reads if t <= window]
    last = [kb for t, kb in reads if t >= duration - window]
    if first and last and len(reads) >= 4:
        # A single moment's PSS swings with what each worker happens to hold then (a 4 MB frame in an encoder
        # or not): session 20 measured one binary at +7.0 % and +13.9 %. The means over a window at each end
        # tell a trend from those swings; a labelled figure beside the headline, which stays the target's.
        a, b = statistics.mean(first), statistics.mean(last)
        result(f"soak, {sessions} sessions × {duration} s: third figure, growth of the mean PSS over the first {window:.0f} s "
               f"after warm-up ({len(first)} reads) → over the last {window:.0f} s ({len(last)} reads)",
               f"{a / 1024:.0f} → {b / 1024:.0f} MB ({(b - a) / a * 100:+.1f} %)", "-")
    if len(series) >= 4:
        half = series[len(series) // 2]
        late = (final - half[1]) / half[1] * 100 if half[1] else float("nan")
        result(f"soak, {sessions} sessions: memory growth over the last half ({half[0]:.0f} s → {duration} s)", f"{late:+.1f} %", "-")
    server.send_signal(2)   # Ctrl-C
    started = time.time()
    try:
        server.wait(timeout=30)
        print(f"the server stopped {time.time() - started:.1f} s after SIGINT (exit status {server.returncode})")
    except subprocess.TimeoutExpired:
        print("the server did not stop within 30 s of SIGINT")
        server.kill()


def memory_curve(flipbook):
    """A few sessions under the soak's script for under a minute, each worker's PSS sampled every second: what a
    worker's memory does over time (does it reach a plateau, and when), without a hundred processes. The workers
    print what their bounded structures hold (FLIPBOOK_MEMORY_REPORT) and the last report of each is shown."""
    sessions = int(os.environ.get("CURVE_SESSIONS", 2 if SMOKE else 4))
    duration = int(os.environ.get("CURVE_SECONDS", 5 if SMOKE else 50))
    os.environ.setdefault("FLIPBOOK_MEMORY_REPORT", "10")
    server, stop, counts = start_soak(flipbook, sessions)
    threads = counts.pop("threads")
    load_start = load()
    started = time.time()
    series = {}   # worker pid -> [(seconds, PSS kB, CPU seconds used so far)]
    while time.time() - started < duration and server.poll() is None:
        time.sleep(1 - (time.time() - started) % 1)
        now = time.time() - started
        for pid in children(server.pid):
            kb = field_kb(f"/proc/{pid}/smaps_rollup", "Pss")
            if kb:
                series.setdefault(pid, []).append((now, kb, cpu_seconds(pid)))
    stop.set()
    for t in threads:
        t.join(timeout=10)
    print(f"memory curve: {sessions} sessions × {duration} s of the soak's script, each worker's PSS every second "
          f"(MB); {counts['frames']} frames received; {load_start} at the start, {load()} at the end")
    # Each worker's PSS is its floor (what it keeps) plus what a frame in flight holds for a moment (a 4 MB bitmap
    # being rendered, encoded, sent): the curve shows both, the lowest and the highest sample of every 5 s.
    marks = list(range(5, duration + 1, 5))
    print("  worker    lowest / highest PSS of each 5 s, MB: " + " ".join(f"{m:>9}s" for m in marks))
    for pid, points in sorted(series.items()):
        def window(sec):
            w = [kb / 1024 for t, kb, _ in points if sec - 5 < t <= sec] or [float("nan")]
            return min(w), max(w)
        cells = [window(m) for m in marks]
        print(f"  {pid:<8} " + " " * 35 + " ".join(f"{lo:5.1f}/{hi:<4.0f}" for lo, hi in cells))
        # The CPU it had used by each mark: a worker's plateau comes with CPU time, not wall time (SOAK_THROTTLE
        # slows the curve down to a hundred-session soak's share).
        cpu = [max([c for t, _, c in points if t <= m], default=float("nan")) for m in marks]
        print(f"  {'':<8} " + f"{'CPU-s used by then:':>35}" + " ".join(f"{c:>10.2f}" for c in cpu))
        lows = [lo for lo, _ in cells if lo == lo]
        if len(lows) >= 3:
            third = lows[len(lows) // 3]
            result(f"worker memory curve: lowest PSS, a third of the way in → the last 5 s ({duration} s), worker {pid}",
                   f"{third:.1f} → {lows[-1]:.1f} MB ({(lows[-1] - third) / third * 100:+.1f} %)", "-")
    for _, line in MEMORY_REPORTS[-2 * sessions:]:
        print("  " + line)
    server.send_signal(2)
    try:
        server.wait(timeout=30)
    except subprocess.TimeoutExpired:
        server.kill()
