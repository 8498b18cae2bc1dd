// The engine tick on ordo-one's package-benchmark: one sample is one whole stage frame (`stage.pump()` and every
// layer's presentation values read top-down, no raster) with N running animations, measured for percentiles,
// CPU time and allocations. `make bench-engine` runs it (FLIPBOOK_BENCHMARKS=1 swift package benchmark --target
// EngineSuite); `BENCH_SMOKE=1`: 100 layers, 3 frames. The scene is Benchmarks/Scenes/EngineScene.swift.
import Benchmark
import BenchmarkScenes
import Foundation
import SuiteSupport

/// The scene of the benchmark that runs now (setup makes it, teardown drops it).
@MainActor var engineScene: EngineScene?

let benchmarks: @Sendable () -> Void = {
    pinToOneCoreIfAsked()
    let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] == "1"
    for layers in smoke ? [100] : [1_000, 10_000] {
        for scenario in EngineScene.Scenario.allCases {
            let configuration = Benchmark.Configuration(
                metrics: suiteMetrics, timeUnits: .microseconds,
                warmupIterations: smoke ? 1 : 10, maxDuration: .seconds(smoke ? 5 : 30),
                maxIterations: smoke ? 3 : 360,
                setup: {
                    await MainActor.run {
                        let scene = EngineScene(scenario, layers: layers)
                        // Longer than any run: every frame measured has N animations running.
                        scene.startAnimations(duration: 10_000)
                        engineScene = scene
                    }
                },
                teardown: { await MainActor.run { engineScene = nil } })
            // The runner calls benchmarks on a cooperative thread: each sample hops to the main actor, where
            // the stage lives (the hop, a few microseconds, is part of every sample).
            Benchmark("engine tick, \(layers) animated layers, \(scenario.rawValue)", configuration: configuration) {
                benchmark async in
                await benchmark.measuringCPU { await MainActor.run { blackHole(engineScene?.frame()) } }
            }
        }
    }
}
