#!/usr/bin/env python3
"""Where a worker's pictures were made: reads the memory reports of workers run with FLIPBOOK_PIXEL_CENSUS=sites
(a soak's MEMORY_REPORT_LOG, or `ServerBenchmark states` with REPORT=1), names each site's stack with
llvm-symbolizer, and prints the MB each site holds per report, averaged over windows of time.

    pixel_sites.py LOG BINARY [--window SECONDS] [--scene NAME] [--top N]

BINARY is the executable that wrote the reports (the addresses are offsets into it). Each row is a site: the
first frames of its stack that name it (the image and context initialisers are left out), and the MB it held per
report in each window, oldest first. A site that grows from window to window holds what the worker keeps.
"""
import argparse
import collections
import re
import subprocess

LEAVE_OUT = ("makeImage(", "init(", "acquire(", "born(", "site(", "display(", "<compiler", "thunk", "closure", "??(")


def read_reports(path, scene):
    """[(seconds or None, [(count, bytes, [address])])] for each report line with sites."""
    reports = []
    for line in open(path, errors="replace"):
        sites = re.search(r"; sites (.*?)(?:; input waiting|$)", line)
        name = re.search(r"scene ([\w-]+);", line)
        if not sites or (scene and (not name or name.group(1) != scene)):
            continue
        at = re.match(r"\s*([\d.]+)\s", line)
        blocks = []
        for part in sites.group(1).split(" | "):
            m = re.match(r"(\d+)×(\d+) at \[(.*)\]", part)
            if m:
                blocks.append((int(m.group(1)), int(m.group(2)), m.group(3).split()))
        reports.append((float(at.group(1)) if at else None, blocks))
    return reports


def symbolize(binary, addresses):
    """{'+0x…': 'function(File:line)'} for the executable's offsets."""
    offsets = sorted(a for a in addresses if a.startswith("+0x"))
    out = subprocess.run(["llvm-symbolizer", f"--obj={binary}", "--functions=short", "--no-inlines", "--demangle"],
                         input="\n".join(a[1:] for a in offsets), capture_output=True, text=True, check=True).stdout
    names = {}
    for address, block in zip(offsets, out.strip().split("\n\n")):
        lines = block.split("\n")
        where = lines[1].rsplit("/", 1)[-1].split(":") if len(lines) > 1 else ["", ""]
        names[address] = f"{lines[0]}({where[0].removesuffix('.swift')}:{where[1] if len(where) > 1 else ''})"
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("log")
    parser.add_argument("binary")
    parser.add_argument("--window", type=float, default=60)
    parser.add_argument("--scene")
    parser.add_argument("--top", type=int, default=14)
    args = parser.parse_args()
    reports = read_reports(args.log, args.scene)
    if not reports:
        raise SystemExit(f"{args.log}: no report with sites (run the workers with FLIPBOOK_PIXEL_CENSUS=sites)")
    names = symbolize(args.binary, {a for _, blocks in reports for _, _, stack in blocks for a in stack})

    def label(stack):
        frames = [names.get(a, a) for a in stack]
        return " < ".join([f for f in frames if not f.startswith(LEAVE_OUT)][:5])

    start = next((at for at, _ in reports if at is not None), 0)
    held = collections.defaultdict(lambda: collections.defaultdict(float))
    count = collections.Counter()
    for at, blocks in reports:
        window = int(((at or start) - start) // args.window)
        count[window] += 1
        for _, size, stack in blocks:
            held[window][label(stack)] += size / 1048576
    windows = sorted(count)
    overall = collections.Counter()
    for w in windows:
        for site, mb in held[w].items():
            overall[site] += mb / count[w]
    print(f"MB per report, by site, in windows of {args.window:.0f} s ({' '.join(str(count[w]) for w in windows)} reports):")
    for site, _ in overall.most_common(args.top):
        print(" ".join(f"{held[w].get(site, 0) / count[w]:5.1f}" for w in windows), " ", site)


if __name__ == "__main__":
    main()
