#!/usr/bin/env python3
"""`make bench-server`, the browser and load side: runs a release `flipbook serve` on loopback and measures

1. pointer-to-pixels latency, in headless Chromium: from a pointer event's timestamp to the moment the page has
   drawn the first frame rendered after the server applied that touch (frames echo the last touch's `seq`),
   during GuessThePet's interactive swipe back (every move changes the picture); target p95 <= 25 ms;
2. a soak: many concurrent sessions of scripted input over WebSockets (taps, edge swipes, speed changes,
   pause/step/seek, inspector, exports, garbage), checking that the server never dies and its memory (RSS) grows by
   at most 10 % between the end of the warm-up and the end.

Each session runs in its own worker process, so memory is the sum over the server and its workers: PSS (shared
library pages counted once, split between the processes that share them), with RSS beside it. How growth is
measured: every session connects first (20 ms apart) and plays its script through the warm-up (SOAK_WARMUP); the
baseline is the sum of `Pss` from /proc/PID/smaps_rollup over the server and its direct children (the workers) at
the end of the warm-up, the mean of three reads back to back (a worker's PSS includes, for a moment, the 4 MB frame
it is rendering or encoding; the mean evens out how many of those one read catches); it is sampled again every 5 s
(every 1 s in soaks of 60 s or less) for the peak and ten points of the series, and at the end (SOAK_SECONDS after
the baseline) the mean of three reads again is compared with the baseline: growth = (end − baseline) / baseline,
with the number of processes at both ends (a worker that died and was replaced would show). The same sums of VmRSS
are printed beside. A worker's own memory reaches its plateau within its first seconds of CPU (`--memory-curve`
shows it): beyond its stage and frames in flight it holds its timeline, filled at once by GuessThePet's script and
emptied at every scene change or restart, so the two ends compare two mixes of the same states (docs/serve.md).
Each worker's PSS and CPU time (utime + stime) are also read at both ends, and the growth is printed split by the
CPU each worker had used by the baseline. A worker's plateau takes CPU time to reach (its first scenes rendered,
its timeline filled), not wall time, and among a hundred on two cores some have had well under a CPU-second by the
end of the warm-up: each of those fills from ~15 MB to its plateau (~35 MB) afterwards, which the headline counts as
growth. So a second figure, labelled as such, is printed beside the headline (which stays the target's figure): the
growth of the server and of the workers that had used at least PLATEAU_CPU_SECONDS (1.0; SOAK_PLATEAU_CPU) by the
baseline, and how many were left out. The soak also prints how long the baseline's reads took.

`make bench-server`: latency (3 runs, the load average printed with each) and a 100-session soak of 60 s.
`make latency-server` (--latency-only): one latency run of up to 210 moves (5 rounds of 42; no round starts after
30 s, so it ends within a minute even on a busy machine; LATENCY_RUNS=N runs, LATENCY_ROUNDS=N rounds).
`make memory-server` (--memory-curve): 4 sessions × 50 s of the soak's script, each worker's PSS every second and
what its bounded structures hold (the workers' FLIPBOOK_MEMORY_REPORT lines): whether a worker's memory reaches a
plateau, and after how many CPU-seconds, in under a minute (CURVE_SESSIONS, CURVE_SECONDS override; SOAK_THROTTLE
slows the workers to a hundred-session soak's share).
`make soak-server` (--soak-only): the full soak, 100 sessions for 10 minutes after a 90 s warm-up (the same as
`SOAK_SECONDS=600 SOAK_WARMUP=90 make bench-server`, which measures latency first).
BENCH_SMOKE=1: a few seconds (10 moves, one run; 20 sessions for 3 s).
SOAK_SESSIONS, SOAK_SECONDS, SOAK_WARMUP, SOAK_HISTORY_LAYERS (4000) override the soak's size.
A soak prints what the workers' bounded structures hold (their FLIPBOOK_MEMORY_REPORT lines, every 10 s unless
set), summed over the sessions, at the baseline and at the end: which structure the growth is in. A small soak that
leaves the shared machine usable: SOAK_SESSIONS=10 SOAK_WARMUP=30 SOAK_SECONDS=150. SOAK_THROTTLE=F (e.g. 0.02)
gives each worker about F of a core, as a hundred sessions on two cores get, by stopping and continuing it
(SIGSTOP/SIGCONT, staggered duty cycles of 0.5 s): a 10-session soak then shows the full soak's growth without
saturating the machine.
LATENCY_TRACES=PATH writes each latency run's per-touch stamps to PATH.N.json.
Prints RESULT lines (figure, measured, target, peer, ratio).
Usage: serve_bench.py FLIPBOOK_BINARY [--soak-only | --latency-only | --memory-curve]
"""
import os
import shutil
import sys

from serve_common import SMOKE
from serve_latency import latency
from serve_soak import memory_curve, soak


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    flipbook = sys.argv[1]
    if "--memory-curve" in sys.argv:
        memory_curve(flipbook)
        return 0
    if "--soak-only" not in sys.argv:
        if shutil.which("chromedriver") or os.path.exists("/usr/bin/chromedriver"):
            # --latency-only: one run (210 moves, under a minute); `make bench-server`: three. LATENCY_RUNS overrides.
            runs = int(os.environ.get("LATENCY_RUNS", 1 if SMOKE or "--latency-only" in sys.argv else 3))
            for run in range(1, runs + 1):
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
