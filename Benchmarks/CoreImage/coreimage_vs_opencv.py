#!/usr/bin/env python3
"""Flipbook's Core Image (CPU, release build) against OpenCV on the same figures, in one run.

Not a test. `make bench-coreimage` runs it; by hand, from the package root:

    swift build -c release --product CoreImageBenchmark
    python3 -m venv .build/opencv-venv && .build/opencv-venv/bin/pip install opencv-python-headless
    .build/opencv-venv/bin/python Benchmarks/CoreImage/coreimage_vs_opencv.py [--rounds N]

Figures, on a 750×1334 RGBA (8-bit) picture — an iPhone 8 screen at 2× — timed as one call each:

- gaussian σ=10 and σ=30: Flipbook renders `image.clampedToExtent().applyingGaussianBlur(sigma: σ)
  .cropped(to: image.extent)` with `CIContext.createCGImage(_:from:)` (the usual way to a same-size blur whose
  edges don't fade); OpenCV runs `cv2.GaussianBlur(img, (0, 0), σ, borderType=cv2.BORDER_REPLICATE)`. Same σ, same
  kernel extent (OpenCV's automatic size for 8-bit images is 2·round(3σ)+1 taps, Flipbook's reach is ⌈3σ⌉ each
  side: 61 and 181 taps), same replicated edges, same 8-bit output.
- pixellate: CIPixellate, scale 8, grid anchored at the top-left (`inputCenter` (0, height)), rendered the same way;
  OpenCV: `cv2.resize(img, None, fx=1/8, fy=1/8, interpolation=cv2.INTER_LINEAR)` then
  `cv2.resize(small, None, fx=8, fy=8, interpolation=cv2.INTER_NEAREST)[:h, :w]` — the same picture: each 8×8
  square takes the bilinear sample at its centre (the mean of the 2×2 pixels there), the edge squares sampling
  inside the picture.

OpenCV runs on one thread (`cv2.setNumThreads(1)`); Flipbook splits large images in bands over the machine's cores
(two here), as its renderer does. The machine is shared and its speed drifts, so the two run in back-to-back pairs
(order swapped every round) and the ratio is the median of the pairs' ratios (below 1: Flipbook is faster).
Each figure also reports CPU time over all threads: on a loaded machine Flipbook's two bands wait for a core while
OpenCV's single thread does not, so the CPU-time ratio shows the work done and the wall ratio what a user waits.

`BENCH_SMOKE=1`: a 75×133 picture, one round, one iteration (CI checks that it runs).
"""
import json
import os
import statistics
import subprocess
import sys
import time

import cv2
import numpy as np

SMOKE = os.environ.get("BENCH_SMOKE") == "1"
WIDTH, HEIGHT = (75, 133) if SMOKE else (750, 1334)
ITERATIONS = 1 if SMOKE else 7
# `make bench-…` passes the binary it built (a debug one with BENCH_SMOKE=1).
BINARY = os.environ.get("BENCH_BINARY") or os.path.join(os.path.dirname(__file__), "..", "..", ".build", "release", "CoreImageBenchmark")
FIGURES = ["gaussian10", "gaussian30", "pixellate"]
LABELS = {
    "gaussian10": "Gaussian blur σ=10, 750×1334 RGBA",
    "gaussian30": "Gaussian blur σ=30, 750×1334 RGBA",
    "pixellate": "CIPixellate scale 8, 750×1334 RGBA",
}


def opencv(figure, img):
    if figure == "gaussian10":
        return cv2.GaussianBlur(img, (0, 0), 10, borderType=cv2.BORDER_REPLICATE)
    if figure == "gaussian30":
        return cv2.GaussianBlur(img, (0, 0), 30, borderType=cv2.BORDER_REPLICATE)
    small = cv2.resize(img, None, fx=1 / 8, fy=1 / 8, interpolation=cv2.INTER_LINEAR)
    return cv2.resize(small, None, fx=8, fy=8, interpolation=cv2.INTER_NEAREST)[:HEIGHT, :WIDTH]


def measure_opencv(figure):
    rng = np.random.default_rng(12345)
    img = rng.integers(0, 256, size=(HEIGHT, WIDTH, 4), dtype=np.uint8)
    img[:, :, 3] = 255
    times, cpu = [], []
    for _ in range(ITERATIONS):
        start, cpu_start = time.perf_counter(), time.process_time()
        opencv(figure, img)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - cpu_start)
    return statistics.median(times), statistics.median(cpu)


def measure_flipbook(figure):
    if not os.path.exists(BINARY):
        sys.exit(f"missing {BINARY}: run `swift build -c release --product CoreImageBenchmark` first")
    out = subprocess.run([BINARY, figure, str(WIDTH), str(HEIGHT), str(ITERATIONS)], check=True,
                         capture_output=True, text=True).stdout
    result = json.loads(out.strip().splitlines()[-1])
    return result["median_s"], result["median_cpu_s"]


def main():
    cv2.setNumThreads(1)
    rounds = 1 if SMOKE else 5
    if sys.argv[1:2] == ["--rounds"]:
        rounds = int(sys.argv[2])
    results = {f: {"flipbook": [], "opencv": [], "ratios": []} for f in FIGURES}
    for round_ in range(rounds):
        for figure in FIGURES:
            pair = [("flipbook", measure_flipbook), ("opencv", measure_opencv)]
            for side, measure in (pair if round_ % 2 == 0 else reversed(pair)):
                results[figure][side].append(measure(figure))
            r = results[figure]
            r["ratios"].append(r["flipbook"][-1][0] / r["opencv"][-1][0])
            r.setdefault("cpu_ratios", []).append(r["flipbook"][-1][1] / r["opencv"][-1][1])
    print(f"OpenCV {cv2.__version__} (1 thread) vs Flipbook CoreImage ({os.cpu_count()} cores), "
          f"{WIDTH}×{HEIGHT}, {rounds} rounds of {ITERATIONS} iterations")
    for figure in FIGURES:
        r = results[figure]
        f = statistics.median(run[0] for run in r["flipbook"])
        o = statistics.median(run[0] for run in r["opencv"])
        f_cpu = statistics.median(run[1] for run in r["flipbook"])
        o_cpu = statistics.median(run[1] for run in r["opencv"])
        ratio = statistics.median(r["ratios"])
        label = LABELS[figure] if not SMOKE else LABELS[figure].replace("750×1334", f"{WIDTH}×{HEIGHT}")
        print(f"RESULT\t{label}\t{f * 1e3:.2f} ms\t≤ 1.0× OpenCV\t{o * 1e3:.2f} ms\t{ratio:.2f}×"
              f" (pairs {min(r['ratios']):.2f}–{max(r['ratios']):.2f})")
        print(f"  CPU time (all threads): Flipbook {f_cpu * 1e3:.2f} ms, OpenCV {o_cpu * 1e3:.2f} ms, "
              f"ratio {statistics.median(r['cpu_ratios']):.2f}× — wall time suffers when the machine is loaded "
              f"(os.getloadavg: {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
