import Testing
@testable import UIKit

@MainActor
@Suite("Dynamics: gravity (§9)")
struct UIGravityBehaviorTests {
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    @Test("gravity 1.0 drops an item ≈ 500 pt in 1 s, within the integrator's g·h·t/2 ≈ 2.1 pt")
    func freeFall() {
        let item = TestItem(center: CGPoint(x: 100, y: 0))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        var pump = FramePump(animator)
        pump.run(1.0)
        let fallen = Double(item.center.y)
        let integratorError = 1000 * (1 / DynamicsWorld.stepRate) * 1.0 / 2
        #expect(abs(fallen - 500) <= integratorError + 1e-9)
        #expect(abs(fallen - chipmunkFall(g: 1000, steps: 240)) < 1e-6)
        #expect(item.center.x == 100)
        #expect(animator.elapsedTime == 240 / DynamicsWorld.stepRate)
    }

    @Test("gravity angle and magnitude are the polar form of gravityDirection")
    func gravityPolar() {
        let gravity = UIGravityBehavior(items: [])
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(abs(gravity.angle - .pi / 2) < 1e-12)
        #expect(gravity.magnitude == 1)
        gravity.setAngle(0, magnitude: 2)
        #expect(abs(gravity.gravityDirection.dx - 2) < 1e-12 && abs(gravity.gravityDirection.dy) < 1e-12)
    }
}
