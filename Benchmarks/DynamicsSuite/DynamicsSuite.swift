// UIKit Dynamics on ordo-one's package-benchmark: one sample is one frame (four 240 Hz physics steps and the
// write-back) of the box pile (Benchmarks/Scenes/DynamicsScene.swift), as plain items and as UIViews in a window,
// over the first `DynamicsScene.frames` frames of the fall — percentiles, CPU time and allocations of the Swift side.
// The ratio to pymunk is measured by `dynamics_vs_pymunk.py` in the same `make bench-dynamics` run.
// `BENCH_SMOKE=1`: 50 boxes, 3 frames.
import Benchmark
import BenchmarkScenes
import Foundation
import SuiteSupport

@MainActor var itemsScene: DynamicsItemsScene?
@MainActor var viewsScene: DynamicsViewsScene?

let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] == "1"
    func configuration(setup: @escaping Benchmark.BenchmarkSetupHook) -> Benchmark.Configuration {
        .init(metrics: suiteMetrics, timeUnits: .microseconds,
              warmupIterations: 0, maxDuration: .seconds(smoke ? 5 : 120),
              maxIterations: smoke ? 3 : DynamicsScene.frames, setup: setup,
              teardown: { await MainActor.run { itemsScene = nil; viewsScene = nil } })
    }
    for boxes in smoke ? [50] : [500, 2_000] {
        Benchmark("dynamics, \(boxes) boxes, plain items, a frame",
                  configuration: configuration(setup: {
                      await MainActor.run { itemsScene = DynamicsItemsScene(boxes: boxes) }
                  })) { benchmark async in
            // Samples run on a cooperative thread: each hops to the main actor (a few microseconds, counted).
            await benchmark.measuringCPU { await MainActor.run { itemsScene?.frame() } }
        }
        Benchmark("dynamics, \(boxes) boxes, UIViews in a window, a frame",
                  configuration: configuration(setup: {
                      await MainActor.run { viewsScene = DynamicsViewsScene(boxes: boxes) }
                  })) { benchmark async in
            await benchmark.measuringCPU { await MainActor.run { viewsScene?.frame() } }
        }
    }
}
