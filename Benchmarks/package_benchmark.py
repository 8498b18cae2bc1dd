#!/usr/bin/env python3
"""Turns package-benchmark's JMH export into `make bench` RESULT lines (Benchmarks/README.md).

    package_benchmark.py DIR [--target 'REGEX=TARGET' ...]

DIR holds the `*.jmh.json` files that `swift package benchmark --format jmh --path DIR` wrote. One line per
benchmark: measured = the median and 90th percentile of its CPU time per sample (the suites' `CPU time (ns)`
metric, the process's CPU clock around the sample, Benchmarks/SuiteSupport; package-benchmark's own `cpuTotal`
counts 10 ms scheduler ticks on Linux) and the median count of allocations per sample (`mallocCountTotal`,
counted by the benchmark package's malloc interposer); the target is the first `--target` whose regular
expression matches the benchmark's name, else `-`. No peer: the peers are timed by the area's own script in the
same `make bench-<area>` run.
"""
import glob
import json
import os
import re
import sys


def percentile(metric, p):
    return metric["scorePercentiles"][str(float(p))]


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    directory = args[0]
    targets = []
    rest = args[1:]
    while rest:
        option = rest.pop(0)
        if option != "--target" or not rest:
            sys.exit(f"unexpected argument {option!r}\n{__doc__}")
        regex, _, target = rest.pop(0).partition("=")
        targets.append((re.compile(regex), target))
    files = sorted(glob.glob(os.path.join(directory, "*.jmh.json")))
    if not files:
        sys.exit(f"no *.jmh.json in {directory}: did the benchmark run?")
    for path in files:
        for element in json.load(open(path)):
            name = element["benchmark"].split(".", 3)[-1].replace("_", " ")
            metrics = element.get("secondaryMetrics", {})
            # The suites' own CPU clock in ns (Benchmarks/SuiteSupport); the package's `cpuTotal` counts 10 ms
            # scheduler ticks on Linux, too coarse for a frame.
            cpu = next((m for key, m in metrics.items() if key.lower().startswith("cpu time (ns)")), None)
            scale = 1e6
            if cpu is None:
                cpu = next((m for key, m in metrics.items() if key.lower().startswith("time (total cpu)")), None)
                scale = 1e3
            mallocs = next((m for key, m in metrics.items() if key.lower().startswith("malloc (total)")), None)
            if cpu is None:
                print(f"warning: {name}: no CPU time metric (have {sorted(metrics)})", file=sys.stderr)
                continue
            samples = element.get("measurementIterations", "?")
            measured = f"{percentile(cpu, 50) / scale:.3f} ms (p90 {percentile(cpu, 90) / scale:.3f})"
            if mallocs is not None:
                measured += f", {percentile(mallocs, 50):.0f} mallocs"
            target = next((t for regex, t in targets if regex.search(name)), "-")
            print(f"RESULT\t{name} (package-benchmark, CPU p50 of {samples})\t{measured}\t{target}\t-\t-")


if __name__ == "__main__":
    main()
