#!/usr/bin/env python3
"""Prints `make bench`'s table from the RESULT lines of every `bench-*` target (stdin or a file).

A RESULT line is `RESULT<TAB>figure<TAB>measured<TAB>target<TAB>peer measured or -<TAB>ratio to peer or -`
(Benchmarks/README.md); a target that printed none shows as failed, and then the table exits non-zero, so a
benchmark that stops building or crashes fails `make test`'s smoke run (which sets no thresholds on figures).
"""
import sys


def main():
    text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
    rows = []
    for line in text.splitlines():
        if not line.startswith("RESULT\t"):
            continue
        cells = line.rstrip("\n").split("\t")[1:]
        rows.append((cells + ["-"] * 5)[:5])
    header = ["figure", "target", "measured", "peer", "ratio"]
    # Columns in the order the table shows them.
    table = [[r[0], r[2], r[1], r[3], r[4]] for r in rows]
    widths = [max(len(x) for x in col) for col in zip(header, *table)] if table else [len(h) for h in header]

    def line(cells):
        return "| " + " | ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))) + " |"

    print(line(header))
    print("|" + "|".join("-" * (w + 2) if i == 0 else "-" * (w + 1) + ":" for i, w in enumerate(widths)) + "|")
    for r in table:
        print(line(r))
    failed = [r[0] for r in rows if r[0].endswith("failed (see above)")]
    if failed:
        sys.exit("benchmarks that failed: " + ", ".join(f.split()[0] for f in failed))


if __name__ == "__main__":
    main()
