// Frame time of realistic full-screen scenes built from UIViews in a window, read back the way a user does:
// `stage.snapshot()` (layout, display, render, image) and the recorder's frames of the GuessThePet demo.
// 750×1334 px (iPhone SE at 2x), release build, one core (`taskset -c 0`), the process's CPU time per frame (every
// thread's: work the renderer splits over threads counts whole).
//
//     swift build -c release --product RenderScenesBenchmark && taskset -c 0 .build/release/RenderScenesBenchmark
//
// Options: --frames N (per scene, default 120), --runs N (default 3; the fastest run's median is reported),
// --scene NAME (only that one), --png DIR (one frame of each scene, for looking at). BENCH_SMOKE=1: 4 frames, 1 run.
// Prints `RESULT<TAB>figure<TAB>measured<TAB>target<TAB>peer<TAB>ratio` lines (see Benchmarks/README.md).
import BenchmarkScenes
import Demos
import Flipbook
import Foundation

let arguments = CommandLine.arguments
let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] == "1"
func option(_ name: String) -> String? { arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } }
let frames = smoke ? 4 : option("--frames").flatMap(Int.init) ?? 120
let runs = smoke ? 1 : option("--runs").flatMap(Int.init) ?? 3
let only = option("--scene")
let pngFolder = option("--png")

/// CPU time of this process (all its threads) in ms: other processes on a shared machine only show through caches.
func cpuTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

// MARK: Measuring

/// A frame source that times the default one (the recorder's path) per frame.
@MainActor final class TimedFrames: FrameSource {
    var times: [(stageTime: Double, ms: Double)] = []
    func image(of stage: Stage, at time: TimeInterval, scale: CGFloat) throws -> CGImage {
        let start = cpuTime()
        let image = try LayerTreeFrameSource().image(of: stage, at: time, scale: scale)
        times.append((time, cpuTime() - start))
        return image
    }
}

struct Result {
    let figure: String, measured: Double, target: Double
}

@MainActor func run() -> [Result] {
    var results: [Result] = []
    for scene in renderScenes(only: only) where only != "guess-the-pet" {
        CATransaction.setDisableActions(true)
        var medians: [Double] = []
        for _ in 0..<runs {
            var times: [Double] = []
            for frame in 0..<frames {
                scene.step(frame)
                let start = cpuTime()
                let image = scene.stage.snapshot()
                times.append(cpuTime() - start)
                if frame == frames / 2, let pngFolder {
                    try? image.pngData()?.write(to: URL(fileURLWithPath: pngFolder).appendingPathComponent("\(scene.name).png"))
                }
            }
            medians.append(median(times))
        }
        results.append(Result(figure: "render \(scene.name) (snapshot, 750×1334, 1 core)", measured: medians.min()!,
                              target: scene.target))
        FileHandle.standardError.write("\(scene.name): run medians \(medians.map { String(format: "%.2f", $0) })\n".data(using: .utf8)!)
    }
    if only == nil || only == "guess-the-pet" {
        // The demo as `flipbook render guess-the-pet --fps 60` records it: the flip is the frames of the
        // present transition (0.4 s to 1.2 s of the scene), the whole scene every frame.
        var flips: [Double] = [], wholes: [Double] = []
        for _ in 0..<runs {
            let timed = TimedFrames()
            let scene = MainActor.assumeIsolated { DemoScenes.guessThePet }
            _ = try! scene.record(fps: smoke ? 5 : 60, options: .init(captureTrace: false), source: timed,
                                  keepsFrames: false)
            flips.append(median(timed.times.filter { $0.stageTime > 0.42 && $0.stageTime < 1.2 }.map(\.ms)))
            wholes.append(median(timed.times.map(\.ms)))
        }
        results.append(Result(figure: "render guess-the-pet flip (recorder, 750×1334, 1 core)", measured: flips.min()!, target: 2))
        results.append(Result(figure: "render guess-the-pet all frames (recorder, 750×1334, 1 core)", measured: wholes.min()!, target: 4))
    }
    return results
}

let results = MainActor.assumeIsolated { run() }
for r in results {
    print("RESULT\t\(r.figure)\t\(String(format: "%.2f ms", r.measured))\t≤ \(String(format: "%g", r.target)) ms\t-\t-")
}
