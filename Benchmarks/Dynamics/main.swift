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
import Flipbook
import Foundation
import UIKit

/// One falling box.
@MainActor
final class Box: NSObject, UIDynamicItem {
    var center: CGPoint
    let bounds = CGRect(x: 0, y: 0, width: Scene.boxSize, height: Scene.boxSize)
    var transform: CGAffineTransform = .identity

    init(center: CGPoint) {
        self.center = center
    }
}

/// The scene both engines run (keep in step with `dynamics_vs_pymunk.py`).
enum Scene {
    static let boxSize: CGFloat = 20
    static let spacing: CGFloat = 25
    static let container = CGRect(x: 0, y: 0, width: 800, height: 2400)
    static let frames = 180
    static let fps: Double = 60

    /// Box centres in a grid from the container's floor up, 5 pt apart, so the pile forms at once.
    static func centers(_ count: Int) -> [CGPoint] {
        let columns = Int((container.width - spacing) / spacing)
        return (0..<count).map { i in
            CGPoint(x: spacing * CGFloat(1 + i % columns), y: container.height - spacing * CGFloat(1 + i / columns))
        }
    }
}

@MainActor
func addBehaviors(_ animator: UIDynamicAnimator, _ items: [any UIDynamicItem]) {
    let collision = UICollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    let material = UIDynamicItemBehavior(items: items)
    material.friction = 0.5
    animator.addBehavior(UIGravityBehavior(items: items))
    animator.addBehavior(collision)
    animator.addBehavior(material)
}

/// CPU time of this thread in seconds (pymunk's side uses `time.thread_time()`): on a shared machine, time other
/// processes take the core away does not count.
func threadTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

@MainActor
func measure(boxes count: Int) -> (frame: Double, step: Double, settledY: Double, steppedFrames: Int) {
    let boxes = Scene.centers(count).map(Box.init)
    let animator = UIDynamicAnimator(referenceBounds: Scene.container)
    addBehaviors(animator, boxes)
    animator.advance(to: 0)

    var frameTimes: [Double] = []
    for frame in 1...Scene.frames {
        // Once the pile rests the animator pauses and a frame costs nothing: only frames that stepped count.
        guard animator.isRunning else { break }
        let start = threadTime()
        animator.advance(to: Double(frame) / Scene.fps)
        frameTimes.append(threadTime() - start)
    }
    frameTimes.sort()
    let median = frameTimes[frameTimes.count / 2]
    let meanY = boxes.reduce(0.0) { $0 + Double($1.center.y) } / Double(count)
    return (median, median / (UIDynamicAnimator.stepRate / Scene.fps), meanY, frameTimes.count)
}

@MainActor
func measureViews(boxes count: Int) -> (frame: Double, step: Double, settledY: Double, steppedFrames: Int) {
    let stage = Stage(size: Scene.container.size, scale: 1)
    let container = UIView(frame: Scene.container)
    container.backgroundColor = .white
    stage.show(container)
    let views = Scene.centers(count).map { center -> UIView in
        let view = UIView(frame: CGRect(x: center.x - Scene.boxSize / 2, y: center.y - Scene.boxSize / 2,
                                        width: Scene.boxSize, height: Scene.boxSize))
        view.backgroundColor = .systemBlue
        container.addSubview(view)
        return view
    }
    stage.pump()
    let animator = UIDynamicAnimator(referenceView: container)
    addBehaviors(animator, views)
    stage.pump()  // the animator's first frame is its time zero

    var frameTimes: [Double] = []
    for _ in 1...Scene.frames {
        guard animator.isRunning else { break }
        let start = threadTime()
        stage.pump()
        frameTimes.append(threadTime() - start)
    }
    frameTimes.sort()
    let median = frameTimes[frameTimes.count / 2]
    let meanY = views.reduce(0.0) { $0 + Double($1.center.y) } / Double(count)
    return (median, median / (UIDynamicAnimator.stepRate / Scene.fps), meanY, frameTimes.count)
}

let arguments = CommandLine.arguments.dropFirst()
let views = arguments.contains("--views")
let counts = arguments.compactMap { Int($0) }
for count in counts.isEmpty ? [500, 2000] : counts {
    let result = MainActor.assumeIsolated { views ? measureViews(boxes: count) : measure(boxes: count) }
    print(#"{"engine": "flipbook\#(views ? "-views" : "")", "boxes": \#(count), "median_frame_s": \#(result.frame), "#
        + #""median_step_s": \#(result.step), "mean_y": \#(result.settledY), "#
        + #""stepped_frames": \#(result.steppedFrames)}"#)
}
