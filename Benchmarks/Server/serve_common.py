"""The parts of `serve_bench.py` that its latency and soak halves share: the server under test, RESULT lines, the
load average, and /proc reads (see serve_bench.py for what is measured and how)."""
import os
import re
import subprocess
import threading
import time

SMOKE = os.environ.get("BENCH_SMOKE") == "1"
T0 = time.time()
MEMORY_REPORTS = []


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
            # MEMORY_REPORT_LOG=FILE also writes every report there, each line after its time since the start.
            log = open(os.environ["MEMORY_REPORT_LOG"], "w") if os.environ.get("MEMORY_REPORT_LOG") else None

            def drain_output():
                for out in p.stdout:
                    if "memory:" in out:   # a worker's FLIPBOOK_MEMORY_REPORT lines (--memory-curve, soaks)
                        MEMORY_REPORTS.append((time.time(), out.rstrip()))
                        if log:
                            log.write(f"{time.time() - T0:.1f}\t{out}")
                            log.flush()
            threading.Thread(target=drain_output, daemon=True).start()
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


def load():
    return "load average %.1f %.1f %.1f" % os.getloadavg()
