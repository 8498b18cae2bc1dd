import Testing
@testable import UIKit

@MainActor
@Suite("Dynamics: fixed-rate stepping (§9)")
struct UIDynamicAnimatorFrameRateTests {
    /// A busy scene — gravity, a bouncing pile, a pendulum knocking into it, a push — run at `fps`; returns every
    /// item's centre and transform after each whole second.
    func run(fps: Double) -> [[CGFloat]] {
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let boxes = (0..<6).map { (i: Int) -> TestItem in
            let center = CGPoint(x: Double(60 + 45 * i), y: Double(300 - 30 * (i % 3)))
            let type: UIDynamicItemCollisionBoundsType = i % 2 == 0 ? .rectangle : .ellipse
            return TestItem(center: center, size: CGSize(width: 40, height: 40), collisionBoundsType: type)
        }
        let bob = TestItem(center: CGPoint(x: 80, y: 400), size: CGSize(width: 50, height: 50))
        let all = boxes + [bob]
        let collision = UICollisionBehavior(items: all)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: all)
        material.elasticity = 0.6
        material.friction = 0.3
        let rod = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 300, y: 400))
        let push = UIPushBehavior(items: [boxes[0]], mode: .continuous)
        push.pushDirection = CGVector(dx: 0.7, dy: -0.2)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 5, vertical: 10), for: boxes[0])
        for behavior in [collision, material, rod, push, UIGravityBehavior(items: all)] as [UIDynamicBehavior] {
            animator.addBehavior(behavior)
        }
        var pump = FramePump(animator, fps: fps)
        var snapshots: [[CGFloat]] = []
        for _ in 0..<3 {
            pump.run(1)
            snapshots.append(all.flatMap { [$0.center.x, $0.center.y, $0.transform.a, $0.transform.b] })
        }
        return snapshots
    }

    @Test("pumping at 30, 60 and 120 fps gives bit-identical results")
    func identicalAcrossFrameRates() {
        let at60 = run(fps: 60)
        #expect(run(fps: 30) == at60)
        #expect(run(fps: 120) == at60)
        // And the scene did move.
        #expect(at60[0] != at60[2])
    }

    @Test("an uneven frame (a long hitch) still lands on the same step count")
    func unevenFrames() {
        let item = TestItem(center: .zero)
        let animator = UIDynamicAnimator(referenceBounds: .zero)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.advance(to: 10)
        for t in [10.1, 10.25, 10.26, 10.9, 11.0] { animator.advance(to: t) }
        #expect(animator.elapsedTime == 1)
    }
}
