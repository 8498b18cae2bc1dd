import Testing
@testable import UIKit

@MainActor
@Suite("Dynamics: push (§9)")
struct UIPushBehaviorTests {
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    @Test("continuous push of magnitude 1 on a 100×100 density-1 item accelerates it at 100 pt/s²")
    func continuousPush() {
        let item = TestItem(center: CGPoint(x: 0, y: 300))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.magnitude = 1
        #expect(push.angle == 0)
        let dynamics = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(push)
        animator.addBehavior(dynamics)
        var pump = FramePump(animator)
        pump.run(1.0)
        #expect(abs(dynamics.linearVelocity(for: item).x - 100) < 1e-9)
        #expect(abs(Double(item.center.x) - chipmunkFall(g: 100, steps: 240)) < 1e-6)
    }

    @Test("a denser item accelerates less under the same push; gravity doesn't care")
    func pushScalesWithMass() {
        let light = TestItem(center: CGPoint(x: 0, y: 0))
        let heavy = TestItem(center: CGPoint(x: 0, y: 200), size: CGSize(width: 200, height: 100))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let push = UIPushBehavior(items: [light, heavy], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let dynamics = UIDynamicItemBehavior(items: [light, heavy])
        dynamics.allowsRotation = false
        animator.addBehavior(push)
        animator.addBehavior(dynamics)
        var pump = FramePump(animator)
        pump.run(0.5)
        #expect(abs(dynamics.linearVelocity(for: light).x - 50) < 1e-9)
        #expect(abs(dynamics.linearVelocity(for: heavy).x - 25) < 1e-9)
    }

    @Test("an instantaneous push changes velocity once, by magnitude·100 pt/s for unit mass, then deactivates")
    func instantaneousPush() {
        let item = TestItem(center: CGPoint(x: 0, y: 0))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -2)
        let dynamics = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(push)
        animator.addBehavior(dynamics)
        var pump = FramePump(animator)
        pump.run(0.5)
        #expect(push.active == false)
        #expect(abs(dynamics.linearVelocity(for: item).y + 200) < 1e-9)
        push.active = true
        pump.run(0.5)
        #expect(abs(dynamics.linearVelocity(for: item).y + 400) < 1e-9)
    }

    @Test("a push off the centre turns the item")
    func offCentrePush() {
        let item = TestItem(center: CGPoint(x: 0, y: 0))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 50), for: item)
        let dynamics = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(push)
        animator.addBehavior(dynamics)
        var pump = FramePump(animator)
        pump.run(0.25)
        // A force along +x below the centre turns the item counter-clockwise on screen: negative angle.
        #expect(dynamics.angularVelocity(for: item) < -0.1)
        #expect(item.transform.b < 0)
    }
}
