// Steps UIKit Dynamics on a box pile and prints the median time per frame and per physics step as JSON lines.
// Not a test: `Benchmarks/dynamics_vs_pymunk.py` runs it beside pymunk on the same scene. The wall clock here times
// the benchmark only; the engine never reads it.
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

    /// Boxes in a grid from the container's floor up, 5 pt apart, so the pile forms at once.
    @MainActor static func boxes(_ count: Int) -> [Box] {
        let columns = Int((container.width - spacing) / spacing)
        return (0..<count).map { i in
            Box(center: CGPoint(x: spacing * CGFloat(1 + i % columns),
                                y: container.height - spacing * CGFloat(1 + i / columns)))
        }
    }
}

@MainActor
func measure(boxes count: Int) -> (frame: Double, step: Double, settledY: Double, steppedFrames: Int) {
    let boxes = Scene.boxes(count)
    let animator = UIDynamicAnimator(referenceBounds: Scene.container)
    let collision = UICollisionBehavior(items: boxes)
    collision.translatesReferenceBoundsIntoBoundary = true
    let material = UIDynamicItemBehavior(items: boxes)
    material.friction = 0.5
    animator.addBehavior(UIGravityBehavior(items: boxes))
    animator.addBehavior(collision)
    animator.addBehavior(material)
    animator.advance(to: 0)

    let clock = ContinuousClock()
    var frameTimes: [Double] = []
    for frame in 1...Scene.frames {
        // Once the pile rests the animator pauses and a frame costs nothing: only frames that stepped count.
        guard animator.isRunning else { break }
        let start = clock.now
        animator.advance(to: Double(frame) / Scene.fps)
        let elapsed = start.duration(to: clock.now)
        frameTimes.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    frameTimes.sort()
    let median = frameTimes[frameTimes.count / 2]
    let stepsPerFrame = UIDynamicAnimator.stepRate / Scene.fps
    let meanY = boxes.reduce(0.0) { $0 + Double($1.center.y) } / Double(count)
    return (median, median / stepsPerFrame, meanY, frameTimes.count)
}

let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
for count in counts.isEmpty ? [500, 2000] : counts {
    let result = MainActor.assumeIsolated { measure(boxes: count) }
    print(#"{"engine": "flipbook", "boxes": \#(count), "median_frame_s": \#(result.frame), "#
        + #""median_step_s": \#(result.step), "mean_y": \#(result.settledY), "#
        + #""stepped_frames": \#(result.steppedFrames)}"#)
}
