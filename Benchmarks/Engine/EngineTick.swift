import BenchmarkScenes
import Flipbook

/// The engine-tick benchmark: what one stage frame costs with N concurrently animated layers, without raster.
///
/// Each repeat builds a fresh ``Stage`` showing one root view and gives N layers below the root's layer a
/// running animation, long enough to outlast every frame of the run. Then, per frame, it times
/// - `pump`: `stage.pump()` — the clock step, timers, display links, animation bookkeeping and the layout pass;
/// - `top-down`: every layer's presentation values read the way the renderer reads them for a frame
///   (`LayerTreeRenderer`): walking the tree from the window's layer, each layer's local time computed from its
///   parent's and handed down, `presentationProperties(atLocalTime:)` on each layer;
/// - `frame` = pump + top-down: the engine's whole work for a frame, short of raster;
/// - `each layer` (not part of `frame`): the same values read with `presentationProperties()` on every layer,
///   as code outside a frame asks one layer at a time — each layer finds its clock and local time through its
///   ancestors. The two passes alternate order from frame to frame, so neither always runs on the other's
///   warm caches, and the harness checks that they read identical values.
///
/// The scene itself (tree, animations, the two reads) is ``EngineScene`` (Benchmarks/Scenes), shared with the
/// package-benchmark suite `EngineSuite`; the two scenarios differ only in how the animations are made.
@MainActor
enum EngineTick {
    /// Frame times of one (scenario, layer count) case, pooled over repeats, in milliseconds.
    struct Result {
        let scenario: Arguments.Scenario
        let layers: Int
        /// Time to create and attach the N animations, one sample per repeat.
        var animate: [Double] = []
        var pump: [Double] = []
        /// The presentation pass with local times handed down the tree, as the renderer reads it.
        var topDown: [Double] = []
        /// pump + top-down of the same frame.
        var frame: [Double] = []
        /// The presentation pass with `presentationProperties()` on each layer.
        var present: [Double] = []
        /// Layers visited by the presentation pass in one frame (N plus the window's and root's layers).
        var visitedLayers = 0
        /// Layers with a running animation after the last measured frame, over all repeats (should be N each).
        var stillAnimating: [Int] = []
        /// Something the compiler cannot drop: the sum of presented x positions and opacities.
        var checksum = 0.0
    }

    static func run(_ scenario: Arguments.Scenario, layers n: Int, frames: Int, warmup: Int, repeats: Int) -> Result {
        var result = Result(scenario: scenario, layers: n)
        // Animations must outlast the run: a second more than all the frames.
        let duration = Double(warmup + frames) * Stage.frameDuration + 1
        for _ in 0..<repeats {
            let scene = EngineScene(scenario, layers: n)
            let stage = scene.stage

            result.animate.append(Stopwatch.measure {
                scene.startAnimations(duration: duration)
            })

            for _ in 0..<warmup {
                stage.pump()
                _ = scene.presentAll()
            }
            var watch = Stopwatch()
            for frame in 0..<frames {
                _ = watch.lap()
                stage.pump()
                let pump = watch.lap()
                var present = 0.0, topDown = 0.0
                var sum = 0.0, topDownSum = 0.0, visited = 0
                if frame.isMultiple(of: 2) {
                    (sum, visited) = scene.presentAll()
                    present = watch.lap()
                    topDownSum = scene.presentTopDown()
                    topDown = watch.lap()
                } else {
                    topDownSum = scene.presentTopDown()
                    topDown = watch.lap()
                    (sum, visited) = scene.presentAll()
                    present = watch.lap()
                }
                precondition(sum == topDownSum, "the two presentation passes disagree: \(sum) vs \(topDownSum)")
                result.pump.append(pump)
                result.present.append(present)
                result.topDown.append(topDown)
                result.frame.append(pump + topDown)
                result.checksum += sum
                result.visitedLayers = visited
            }
            result.stillAnimating.append(scene.stillAnimating)
        }
        return result
    }
}
