// Steps UIKit Dynamics on a box pile and prints the median CPU time per frame and per physics step as JSON lines.
// Not a test: `Benchmarks/Dynamics/dynamics_vs_pymunk.py` runs it beside pymunk on the same scene. The clock here times the
// benchmark only; the engine never reads it.
//
//     DynamicsBenchmark [--views] [COUNT ...]
//
// Without `--views` the items are plain `UIDynamicItem` objects and a frame is `advance(to:)`. With `--views` they
// are 20×20 pt UIViews in a window (a stage), the animator is made with `init(referenceView:)` and a frame is the
// stage's whole frame (`stage.pump()`): the four physics steps, writing every view's centre and transform into its
// layer, the transaction commit and the layout pass — what an app pays.
import BenchmarkScenes
import Flipbook
import Foundation
import UIKit

/// CPU time of this thread in seconds (pymunk's side uses `time.thread_time()`): on a shared machine, time other
/// processes take the core away does not count.
func threadTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Steps a scene (`DynamicsItemsScene` or `DynamicsViewsScene`, Benchmarks/Scenes) for at most
/// `DynamicsScene.frames` frames, timing each frame that steps (once the pile rests the animator pauses and a
/// frame costs nothing).
@MainActor
func measure(isRunning: () -> Bool, frame: () -> Void, meanY: () -> Double)
    -> (frame: Double, step: Double, settledY: Double, steppedFrames: Int) {
    var frameTimes: [Double] = []
    for _ in 1...DynamicsScene.frames {
        guard isRunning() else { break }
        let start = threadTime()
        frame()
        frameTimes.append(threadTime() - start)
    }
    frameTimes.sort()
    let median = frameTimes[frameTimes.count / 2]
    return (median, median / DynamicsScene.stepsPerFrame, meanY(), frameTimes.count)
}

let arguments = CommandLine.arguments.dropFirst()
let views = arguments.contains("--views")
let counts = arguments.compactMap { Int($0) }
for count in counts.isEmpty ? [500, 2000] : counts {
    let result = MainActor.assumeIsolated {
        if views {
            let scene = DynamicsViewsScene(boxes: count)
            return measure(isRunning: { scene.isRunning }, frame: scene.frame, meanY: { scene.meanY })
        }
        let scene = DynamicsItemsScene(boxes: count)
        return measure(isRunning: { scene.isRunning }, frame: scene.frame, meanY: { scene.meanY })
    }
    print(#"{"engine": "flipbook\#(views ? "-views" : "")", "boxes": \#(count), "median_frame_s": \#(result.frame), "#
        + #""median_step_s": \#(result.step), "mean_y": \#(result.settledY), "#
        + #""stepped_frames": \#(result.steppedFrames)}"#)
}
