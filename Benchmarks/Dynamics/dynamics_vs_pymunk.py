#!/usr/bin/env python3
"""UIKit Dynamics (Flipbook, on Chipmunk2D 7.0.3) against pymunk on the same box-pile scene, in one run.

Not a test. `make bench-dynamics` runs it; by hand, from the package root:

    make deps    # also builds Chipmunk from Debian's source package into .build/chipmunk (Tools/chipmunk)
    PKG_CONFIG_PATH=$PWD/.build/chipmunk/lib/pkgconfig swift build -c release --product DynamicsBenchmark
    python3 -m venv /tmp/pymunk-venv && /tmp/pymunk-venv/bin/pip install pymunk
    /tmp/pymunk-venv/bin/python Benchmarks/Dynamics/dynamics_vs_pymunk.py [--rounds N] [COUNT ...]

Which Chipmunk the Flipbook binary carries is printed in the header: the release build from Debian's source
(-O3 -DNDEBUG, static, like pymunk's own -O3 -DNDEBUG build of its fork), or Debian's libchipmunk (-O2, assertions
on) when the binary was built without that pkg-config path.

Both engines step 500 and 2,000 20×20 pt boxes (a grid from the floor up, 5 pt apart) falling under 1000 pt/s²
into an 800×2400 pt container for 180 frames at 60 fps, four 1/240 s Chipmunk steps per frame, 10 solver
iterations, box friction 0.5 against walls of friction 1 (thick segments on the container's edges), and report the
median frame time. A "step" is a quarter of a frame. The pymunk frame is only its four `space.step` calls; the
Flipbook frame is a whole `advance(to:)`: forces, steps, rest detection and writing every item's centre and
transform back.

Why the comparison is fair (checked in session 9; Tools/chipmunk/README.md has the build side):

- Same engine code. pymunk 7.3.1 wraps Munk2D 2.0.1, its fork of Chipmunk 7.0.3. Diffed against Debian's 7.0.3
  source, the fork differs on this scene's path only in how collision handlers are called (it calls all five
  default do-nothing handlers per contact where 7.0.3 calls one) and in an iterative walk of the bounding-box
  tree; the solver, collision and tree arithmetic are the same. A C program stepping this scene with Chipmunk
  7.0.3 (Flipbook's release build) ends at the same mean y as pymunk to all ten printed decimals
  (1852.5418869896 at 2,000 boxes): bit for bit the same simulation, in the same time or less (3,800-4,500 vs
  4,500-5,200 µs a step, pinned pairs under load).
- Same build settings in substance. pymunk's wheel: GCC 14.2 (manylinux), `-O3 -fwrapv -std=c99
  -march=x86-64 -mtune=generic -DNDEBUG -g` (from the wheel's DWARF producer string), shared, doubles
  (`cpFloat` is `double` on both sides). Flipbook's: GCC 12.2 `-std=gnu99 -O3 -DNDEBUG`, static. Neither uses
  `-ffast-math` or FMA, so both compute the same numbers. Clang 21 `-O3`, and GCC with profile-guided
  optimisation trained on this scene, measured in alternated runs of the C program: no difference beyond the
  noise (±8 % under load), so the build is left as it is.
- Same space configuration: both spaces come from `cpSpaceNew` with its defaults (bounding-box tree for
  dynamic shapes, collision slop 0.1, bias and persistence defaults, no sleeping, damping 1), 10 iterations set
  on both, gravity 1000 pt/s² through the space's gravity on both (UIKit's gravity behavior uses it when every
  body falls alike), collision handlers left as Chipmunk's defaults on both (Flipbook takes the default handler
  over only when a collision behavior filters or has a delegate, not here), the same shapes (a 20 × 20 polygon
  of radius 0 and density 1e-4 per box; four thick segments for the walls, elasticity 1 and friction 1) and
  the same steps (four 1/240 s `cpSpaceStep`s per frame). Flipbook builds each box from its four corners
  (`cpPolyShapeInit`, which orders them through its convex hull) where pymunk uses `cpBoxShapeNew`, so contacts
  are visited in another order and the two end a few hundredths of a point apart in mean y after the same work.

The machine may be shared, and its speed drifts over seconds, so the engines are measured in pairs: in each round,
for each box count, one Flipbook run (its own process) and one pymunk run back to back, the order swapped every
round. The ratio is the median over rounds of each pair's Flipbook / pymunk (below 1: Flipbook is faster), with the
lowest and highest pair beside it; the step times are the medians over rounds.
"""
import json
import os
import statistics
import subprocess
import sys
import time

import pymunk

BOX = 20.0
SPACING = 25.0
WIDTH, HEIGHT = 800.0, 2400.0
FRAMES = 180
FPS = 60.0
STEPS_PER_FRAME = 4
WALL = 32.0  # wall radius: each wall's inner face lies on the container's edge


def pymunk_scene(count):
    space = pymunk.Space()
    space.iterations = 10
    space.gravity = (0.0, 1000.0)
    r = WALL
    walls = [
        ((-2 * r, -r), (WIDTH + 2 * r, -r)),
        ((-2 * r, HEIGHT + r), (WIDTH + 2 * r, HEIGHT + r)),
        ((-r, -2 * r), (-r, HEIGHT + 2 * r)),
        ((WIDTH + r, -2 * r), (WIDTH + r, HEIGHT + 2 * r)),
    ]
    for a, b in walls:
        wall = pymunk.Segment(space.static_body, a, b, r)
        wall.elasticity = 1.0
        wall.friction = 1.0
        space.add(wall)
    columns = int((WIDTH - SPACING) / SPACING)
    bodies = []
    for i in range(count):
        body = pymunk.Body()
        body.position = (SPACING * (1 + i % columns), HEIGHT - SPACING * (1 + i // columns))
        box = pymunk.Poly.create_box(body, (BOX, BOX))
        box.density = 1.0 / 10_000.0  # UIKit's mass unit: a 100×100 pt item of density 1 weighs 1
        box.elasticity = 0.0
        box.friction = 0.5
        space.add(body, box)
        bodies.append(body)
    return space, bodies


def measure_pymunk(count):
    space, bodies = pymunk_scene(count)
    times = []
    for _ in range(FRAMES):
        start = time.thread_time()
        for _ in range(STEPS_PER_FRAME):
            space.step(1.0 / (FPS * STEPS_PER_FRAME))
        times.append(time.thread_time() - start)
    frame = statistics.median_low(times)
    mean_y = sum(b.position.y for b in bodies) / count
    return {"engine": "pymunk", "boxes": count, "median_frame_s": frame,
            "median_step_s": frame / STEPS_PER_FRAME, "mean_y": mean_y}


BINARY = os.environ.get("DYNAMICS_BENCHMARK") or os.path.join(os.path.dirname(__file__), "..", "..", ".build", "release",
                                                            "DynamicsBenchmark")


def flipbook_chipmunk():
    """Which Chipmunk the benchmark binary runs on: Debian's library keeps its "Debug Enabled" banner."""
    linked = subprocess.run(["ldd", BINARY], capture_output=True, text=True).stdout
    if "libchipmunk.so" in linked:
        return "Debian's libchipmunk 7.0.3, shared, assertions on"
    with open(BINARY, "rb") as f:
        debug = b"Debug Enabled" in f.read()
    return ("Debian's libchipmunk 7.0.3, static, assertions on" if debug
            else "Chipmunk 7.0.3 from Debian's source, -O3 -DNDEBUG, static")


def measure_flipbook(count, views=False):
    if not os.path.exists(BINARY):
        sys.exit(f"missing {BINARY}: run `swift build -c release --product DynamicsBenchmark` first")
    command = [BINARY, str(count)] + (["--views"] if views else [])
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return next(r for r in map(json.loads, out.splitlines()) if r.get("engine", "").startswith("flipbook"))


def measure_flipbook_views(count):
    return measure_flipbook(count, views=True)


def main():
    args = sys.argv[1:]
    smoke = os.environ.get("BENCH_SMOKE") == "1"
    rounds = 1 if smoke else 9
    if args[:1] == ["--rounds"]:
        rounds, args = int(args[1]), args[2:]
    counts = [int(a) for a in args] or ([100] if smoke else [500, 2000])
    engines = [("flipbook", measure_flipbook), ("views", measure_flipbook_views), ("pymunk", measure_pymunk)]
    results = {count: {name: [] for name, _ in engines} | {"ratios": [], "view_ratios": []} for count in counts}
    for round in range(rounds):
        for count in counts:
            # Each round runs the three back to back, the order rotating, so drift hits them alike.
            order = engines[round % 3:] + engines[:round % 3]
            for engine, measure in order:
                results[count][engine].append(measure(count))
            r = results[count]
            pymunk_step = r["pymunk"][-1]["median_step_s"]
            r["ratios"].append(r["flipbook"][-1]["median_step_s"] / pymunk_step)
            r["view_ratios"].append(r["views"][-1]["median_step_s"] / pymunk_step)
    print(f"pymunk {pymunk.version} (its Chipmunk fork Munk2D {pymunk.chipmunk_version.split('-')[0]}) vs "
          f"Flipbook ({flipbook_chipmunk()}), {rounds} rounds")
    print(f"{'boxes':>6} {'pymunk µs/step':>15} {'Flipbook µs/step':>17} {'ratio':>6} {'pairs':>11} "
          f"{'views µs/step':>14} {'ratio':>6} {'triples':>11}   mean y at the end (pymunk / Flipbook / views)")
    lines = []
    for count in counts:
        r = results[count]
        p = statistics.median(run["median_step_s"] for run in r["pymunk"])
        f = statistics.median(run["median_step_s"] for run in r["flipbook"])
        v = statistics.median(run["median_step_s"] for run in r["views"])
        ratio, view_ratio = statistics.median(r["ratios"]), statistics.median(r["view_ratios"])
        spread = f"{min(r['ratios']):.2f}–{max(r['ratios']):.2f}"
        view_spread = f"{min(r['view_ratios']):.2f}–{max(r['view_ratios']):.2f}"
        ys = " / ".join(f"{r[e][0]['mean_y']:.1f}" for e in ("pymunk", "flipbook", "views"))
        print(f"{count:>6} {p * 1e6:>15.1f} {f * 1e6:>17.1f} {ratio:>6.2f} {spread:>11} "
              f"{v * 1e6:>14.1f} {view_ratio:>6.2f} {view_spread:>11}   {ys}")
        lines.append(f"RESULT\tdynamics {count} boxes, items (µs per 1/240 s step)\t{f * 1e6:.1f} µs\t≤ 1.0× pymunk\t"
                     f"{p * 1e6:.1f} µs\t{ratio:.2f}")
        lines.append(f"RESULT\tdynamics {count} boxes, UIViews in a window (µs per step)\t{v * 1e6:.1f} µs\t"
                     f"≤ 1.0× pymunk\t{p * 1e6:.1f} µs\t{view_ratio:.2f}")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
