// Realistic full-screen screens on ordo-one's package-benchmark: one sample is one frame of a screen of UIViews in
// a window (Benchmarks/Scenes/RenderScenes.swift) — its change for the frame, then `stage.snapshot()` (layout,
// display, render at 750×1334, the image) — for percentiles, CPU time and allocations. `make bench-render` runs
// it (under `taskset -c 0`: one core); GuessThePet through the recorder stays with `RenderScenesBenchmark`.
// `BENCH_SMOKE=1`: 3 frames of each screen.
import Benchmark
import BenchmarkScenes
import Flipbook
import Foundation
import SuiteSupport

/// The screen of the benchmark that runs now (setup makes it, teardown drops it), and its next frame's number.
@MainActor var renderScene: RenderScene?
@MainActor var renderFrame = 0

let benchmarks: @Sendable () -> Void = {
    pinToOneCoreIfAsked()
    let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] == "1"
    for name in renderSceneNames {
        let configuration = Benchmark.Configuration(
            metrics: suiteMetrics, timeUnits: .microseconds,
            warmupIterations: smoke ? 0 : 2, maxDuration: .seconds(smoke ? 5 : 20), maxIterations: smoke ? 3 : 120,
            setup: {
                await MainActor.run {
                    CATransaction.setDisableActions(true)
                    renderScene = makeRenderScene(name)
                    renderFrame = 0
                }
            },
            teardown: { await MainActor.run { renderScene = nil } })
        // Samples run on a cooperative thread: each hops to the main actor, where the stage lives (a few
        // microseconds, counted).
        Benchmark("render \(name), a frame", configuration: configuration) { benchmark async in
            await benchmark.measuringCPU {
                await MainActor.run {
                    guard let scene = renderScene else { return }
                    scene.step(renderFrame)
                    renderFrame += 1
                    blackHole(scene.stage.snapshot())
                }
            }
        }
    }
}
