#!/usr/bin/env python3
"""Export as a user runs it, and GIF quality beside ffmpeg, in one run. `make bench-export` runs it.

    python3 Benchmarks/Export/export_bench.py FLIPBOOK [--runs N] [--baseline OLD_FLIPBOOK]

1. Speed: `flipbook render guess-the-pet -o x.mp4 --fps 60` and the same to x.gif (750×1334, the scene lasts
   7.6 s, read from the MP4 written), timed by hyperfine (Debian's, `make deps`) — wall time of the whole command, as a user waits for it,
   divided by the seconds of video. Target ≤ 0.25 s per second of video on 2 cores.
2. GIF quality: the scene rendered at 50 fps (every frame keeps its own 2/100 s delay in a GIF, so both GIFs hold
   the same frames) to PNG frames, then to a GIF by Flipbook's encoder and by ffmpeg's palettegen + paletteuse
   (ffmpeg's defaults: one palette for the whole clip, Sierra dithering); each GIF's PSNR against the PNG frames
   (ffmpeg's psnr filter, average over frames) and its size. Target: equal or better PSNR at equal or smaller size.

3. With `--baseline OLD_FLIPBOOK` (another build, e.g. main's; `make bench-export BASELINE_FLIPBOOK=…`): the MP4
   export of both binaries timed in the same hyperfine run (interleaved warm-ups, same load), and each MP4's PSNR
   against the rendered frames (60 fps PNGs, ffmpeg's psnr filter on RGB) and size: the ratios of one run are what
   a shared machine can tell.

BENCH_SMOKE=1: one run, the quality check on a 0.4 s cut at 10 fps. Prints RESULT lines (Benchmarks/README.md).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SCENE = "guess-the-pet"


def video_seconds(path):
    """The length of a written video (ffprobe): what the per-second figures divide by (the scene's length)."""
    out = subprocess.run(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path],
                         capture_output=True, text=True, check=True).stdout
    return float(out.strip())


def load_average():
    """The 1-minute load average: printed beside every timed run (a shared machine's wall times need it)."""
    return f"{os.getloadavg()[0]:.1f}"


def hyperfine(commands, runs, folder):
    out = os.path.join(folder, "hyperfine.json")
    before = load_average()
    subprocess.run(["hyperfine", "-N", "--warmup", "1" if runs > 1 else "0", "--runs", str(runs),
                    "--export-json", out] + commands, check=True, stdout=sys.stderr)
    load = f"load {before}→{load_average()}"
    print(load, file=sys.stderr)
    with open(out) as f:
        return [dict(r, load=load) for r in json.load(f)["results"]]


def psnr(gif, frames, fps):
    """Average PSNR (dB) of `gif`'s frames against the PNG frames, frame by frame."""
    pattern = os.path.join(frames, "frame-%04d.png")
    result = subprocess.run(
        ["ffmpeg", "-hide_banner", "-nostats", "-i", gif, "-framerate", str(fps), "-i", pattern,
         "-lavfi", f"[0:v]fps={fps},format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr", "-f", "null", "-"],
        capture_output=True, text=True)
    match = re.search(r"average:([0-9.]+|inf)", result.stderr)
    if not match:
        raise SystemExit(f"psnr failed for {gif}:\n{result.stderr[-2000:]}")
    return float(match.group(1))


def mp4_psnr(mp4, frames, fps):
    """Average PSNR (dB, RGB) of an MP4's frames against the rendered PNG frames. The MP4 is sampled at `fps`
    (ffmpeg's fps filter): a variable-frame-rate file (a still stretch is one picture) is compared frame by frame
    with what a display at that rate shows; for a constant-rate file the filter changes nothing."""
    pattern = os.path.join(frames, "frame-%04d.png")
    result = subprocess.run(
        ["ffmpeg", "-hide_banner", "-nostats", "-i", mp4, "-framerate", str(fps), "-i", pattern,
         "-lavfi", f"[0:v]fps={fps},format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr", "-f", "null", "-"],
        capture_output=True, text=True)
    match = re.search(r"average:([0-9.]+|inf)", result.stderr)
    if not match:
        raise SystemExit(f"psnr failed for {mp4}:\n{result.stderr[-2000:]}")
    return float(match.group(1))


def compare_mp4(flipbook, baseline, runs, folder):
    """RESULT lines: the MP4 export of `baseline` and `flipbook` side by side (wall, CPU, PSNR, size)."""
    new, old = os.path.join(folder, "new.mp4"), os.path.join(folder, "old.mp4")
    results = hyperfine([f"{baseline} render {SCENE} -o {old} --fps 60 -q",
                         f"{flipbook} render {SCENE} -o {new} --fps 60 -q"], runs, folder)
    seconds = video_seconds(new)
    # Each MP4 against the frames its own binary renders: two builds may differ in what the scene shows (a
    # timing-fragile step of GuessThePet's script, Benchmarks/README.md, session 9).
    psnrs = []
    for binary, mp4 in ((baseline, old), (flipbook, new)):
        frames = os.path.join(folder, "frames60") + "/"
        subprocess.run([binary, "render", SCENE, "-o", frames, "--fps", "60", "-q"], check=True)
        psnrs.append(mp4_psnr(mp4, frames, 60))
        shutil.rmtree(frames, ignore_errors=True)
    psnr_old, psnr_new = psnrs
    # Both files must last the whole scene (a variable-frame-rate file keeps its last still stretch).
    seconds_old = video_seconds(old)
    print(f"MP4 durations: {seconds:.4f} s (new), {seconds_old:.4f} s (baseline)", file=sys.stderr)
    if abs(seconds - seconds_old) > 1e-3:
        raise SystemExit(f"the MP4s differ in length: {seconds} s against the baseline's {seconds_old} s")
    mb_old, mb_new = os.path.getsize(old) / 1e6, os.path.getsize(new) / 1e6
    (r_old, r_new) = results
    wall_old, wall_new = r_old["median"] / seconds, r_new["median"] / seconds
    cpu_old, cpu_new = (r_old["user"] + r_old["system"]) / seconds, (r_new["user"] + r_new["system"]) / seconds
    return [
        f"RESULT\tMP4 export beside the baseline binary, same run (wall s per s of video; {r_new['load']})\t{wall_new:.2f} s\t≤ 0.25 s\t"
        f"{wall_old:.2f} s\t{wall_new / wall_old:.2f}",
        f"RESULT\tMP4 export beside the baseline binary, same run (CPU s per s of video)\t{cpu_new:.2f} s\t-\t"
        f"{cpu_old:.2f} s\t{cpu_new / cpu_old:.2f}",
        f"RESULT\tMP4 PSNR against the rendered frames (dB)\t{psnr_new:.2f} dB\t-\t{psnr_old:.2f} dB\t"
        f"{psnr_new - psnr_old:+.2f} dB",
        f"RESULT\tMP4 size (MB)\t{mb_new:.2f} MB\t-\t{mb_old:.2f} MB\t{mb_new / mb_old:.2f}",
    ]


def main():
    args = sys.argv[1:]
    flipbook = os.path.abspath(args[0])
    baseline = os.path.abspath(args[args.index("--baseline") + 1]) if "--baseline" in args else None
    smoke = os.environ.get("BENCH_SMOKE") == "1"
    runs = 1 if smoke else (int(args[args.index("--runs") + 1]) if "--runs" in args else 5)
    folder = tempfile.mkdtemp(prefix="flipbook-export-bench-")
    try:
        lines = []
        if shutil.which("hyperfine") and not smoke:
            mp4, gif = (os.path.join(folder, "x.mp4"), os.path.join(folder, "x.gif"))
            results = hyperfine([f"{flipbook} render {SCENE} -o {mp4} --fps 60 -q",
                                 f"{flipbook} render {SCENE} -o {gif} --fps 60 -q"], runs, folder)
            seconds = video_seconds(mp4)
            print(f"video length {seconds:.2f} s; ffmpeg: NUT in (yuv420p, still stretches as one picture), libx264 -preset ultrafast -crf 26 (MP4Writer's defaults)",
                  file=sys.stderr)
            for name, r in zip(("MP4", "GIF"), results):
                per_second = r["median"] / seconds
                cpu = (r["user"] + r["system"]) / seconds
                lines.append(f"RESULT\t{name} export, flipbook render {SCENE} --fps 60, 750×1334 (wall s per s of video; "
                             f"CPU {cpu:.2f} s; {r['load']})\t{per_second:.2f} s\t≤ 0.25 s\t-\t-")
            if baseline:
                lines += compare_mp4(flipbook, baseline, runs, folder)
        elif not smoke:
            lines.append("RESULT\texport (hyperfine missing: make deps)\t-\t≤ 0.25 s\t-\t-")

        # GIF quality against ffmpeg on the same frames.
        fps = 10 if smoke else 50
        frames = os.path.join(folder, "frames") + "/"
        speed = ["--speed", "14"] if smoke else []
        subprocess.run([flipbook, "render", SCENE, "-o", frames, "--fps", str(fps), "-q"] + speed, check=True)
        ours = os.path.join(folder, "flipbook.gif")
        subprocess.run([flipbook, "render", SCENE, "-o", ours, "--fps", str(fps), "-q"] + speed, check=True)
        theirs = os.path.join(folder, "ffmpeg.gif")
        subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-framerate", str(fps), "-i",
                        os.path.join(frames, "frame-%04d.png"), "-filter_complex",
                        "split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0", "-y", theirs], check=True)
        ours_db, theirs_db = psnr(ours, frames, fps), psnr(theirs, frames, fps)
        ours_mb, theirs_mb = os.path.getsize(ours) / 1e6, os.path.getsize(theirs) / 1e6
        lines.append(f"RESULT\tGIF quality, {SCENE} at {fps} fps: PSNR against the frames (dB)\t{ours_db:.2f} dB\t"
                     f"≥ ffmpeg\t{theirs_db:.2f} dB\t{ours_db - theirs_db:+.2f} dB")
        lines.append(f"RESULT\tGIF size, same frames (MB)\t{ours_mb:.2f} MB\t≤ ffmpeg\t{theirs_mb:.2f} MB\t"
                     f"{ours_mb / theirs_mb:.2f}")
        print("\n".join(lines))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
