// Flinging a 100,000-item collection on ordo-one's package-benchmark: one sample is one frame of the fling
// (Benchmarks/Scenes/CollectionsScene.swift: `stage.pump()` and `stage.snapshot()`, layout + cell reuse + render at
// 750×1334), a new fling every 40 frames — for percentiles, CPU time and allocations. `make bench-collections` runs
// it (one core); the peak-memory figures stay with `CollectionsBenchmark` (each count in its own process).
// `BENCH_SMOKE=1`: 1,000 items, 3 frames.
import Benchmark
import BenchmarkScenes
import Foundation
import SuiteSupport

@MainActor var collectionsScene: CollectionsScene?
@MainActor var collectionsFrame = 0

let benchmarks: @Sendable () -> Void = {
    pinToOneCoreIfAsked()
    let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] == "1"
    let items = smoke ? 1_000 : 100_000
    let configuration = Benchmark.Configuration(
        metrics: suiteMetrics, timeUnits: .microseconds,
        warmupIterations: 0, maxDuration: .seconds(smoke ? 5 : 30), maxIterations: smoke ? 3 : 480,
        setup: {
            await MainActor.run {
                collectionsScene = CollectionsScene(items: items)
                collectionsFrame = 0
            }
        },
        teardown: { await MainActor.run { collectionsScene = nil } })
    Benchmark("collection fling, \(items) items, a frame", configuration: configuration) { benchmark async in
        // Each sample hops to the main actor, where the stage lives (a few microseconds, counted).
        await benchmark.measuringCPU {
            await MainActor.run {
                guard let scene = collectionsScene else { return }
                if collectionsFrame % 40 == 0 { scene.fling() }
                collectionsFrame += 1
                scene.frame()
            }
        }
    }
}
