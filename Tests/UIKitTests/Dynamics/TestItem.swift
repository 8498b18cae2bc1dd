@testable import UIKit

/// A bare dynamic item for tests: geometry only, no view.
@MainActor
final class TestItem: NSObject, UIDynamicItem {
    var center: CGPoint
    let bounds: CGRect
    var transform: CGAffineTransform = .identity
    let collisionBoundsType: UIDynamicItemCollisionBoundsType

    init(center: CGPoint, size: CGSize = CGSize(width: 100, height: 100),
         collisionBoundsType: UIDynamicItemCollisionBoundsType = .rectangle)
    {
        self.center = center
        bounds = CGRect(origin: .zero, size: size)
        self.collisionBoundsType = collisionBoundsType
    }
}

/// Drives an animator the way a stage does: one `advance(to:)` per frame.
@MainActor
struct FramePump {
    let animator: UIDynamicAnimator
    var fps: Double = 60
    private(set) var frame = 0

    init(_ animator: UIDynamicAnimator, fps: Double = 60) {
        self.animator = animator
        self.fps = fps
        animator.advance(to: 0)
    }

    var time: Double { Double(frame) / fps }

    /// Runs frames until `seconds` of media time have passed.
    mutating func run(_ seconds: Double) {
        let frames = Int((seconds * fps).rounded())
        for _ in 0..<frames {
            frame += 1
            animator.advance(to: time)
        }
    }

    /// Runs frames until `condition` holds or `limit` seconds pass; returns the time it held.
    mutating func run(until condition: () -> Bool, limit: Double) -> Double? {
        while time < limit {
            frame += 1
            animator.advance(to: time)
            if condition() { return time }
        }
        return nil
    }
}

/// Semi-implicit Euler as Chipmunk steps it (positions with the old velocity, then velocities), from rest:
/// after n steps of h the item has fallen `g·h²·n(n−1)/2`, i.e. `g·t²/2 − g·h·t/2`.
@MainActor func chipmunkFall(g: Double, steps n: Int) -> Double {
    let h = 1 / DynamicsWorld.stepRate
    return g * h * h * Double(n * (n - 1)) / 2
}

@MainActor
final class AnimatorDelegateSpy: NSObject, UIDynamicAnimatorDelegate {
    var events: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
}
