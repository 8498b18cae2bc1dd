import Testing
@testable import UIKit

@MainActor
@Suite("Dynamics: snap (§9)")
struct UISnapBehaviorTests {
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    @Test("snap settles at the point, upright, then the animator pauses")
    func snapSettles() {
        let item = TestItem(center: CGPoint(x: 40, y: 60))
        item.transform = CGAffineTransform(rotationAngle: 0.6)
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let delegate = AnimatorDelegateSpy()
        animator.delegate = delegate
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 200, y: 300))
        #expect(snap.damping == 0.5)
        animator.addBehavior(snap)
        #expect(animator.isRunning)
        #expect(delegate.events == ["resume"])
        var pump = FramePump(animator)
        let pausedAt = pump.run(until: { !animator.isRunning }, limit: 10)
        #expect(pausedAt != nil)
        #expect(delegate.events == ["resume", "pause"])
        #expect(abs(item.center.x - 200) < 0.05 && abs(item.center.y - 300) < 0.05)
        #expect(abs(item.transform.b) < 1e-3)
        // Moving the snap point re-excites the item.
        snap.snapPoint = CGPoint(x: 100, y: 100)
        #expect(animator.isRunning)
        #expect(pump.run(until: { !animator.isRunning }, limit: 20) != nil)
        #expect(abs(item.center.x - 100) < 0.05 && abs(item.center.y - 100) < 0.05)
        #expect(delegate.events == ["resume", "pause", "resume", "pause"])
    }
}
