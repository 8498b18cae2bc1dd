import Flipbook
import Testing
@testable import UIKit

/// Dynamics on a real stage: views as items, the animator stepped by the stage's frames (§9).
@MainActor
@Suite("Dynamics on a stage (§9)")
struct UIDynamicAnimatorStageTests {
    /// A stage showing a root view with one 100 × 100 box centred at `center`.
    func scene(boxAt center: CGPoint) -> (Stage, UIView, UIView) {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.center = center
        root.addSubview(box)
        return (stage, root, box)
    }

    @Test("gravity drops a view ≈ 500 pt in the stage's first second")
    func gravityOnStage() {
        let (stage, root, box) = scene(boxAt: CGPoint(x: 100, y: 0))
        let animator = UIDynamicAnimator(referenceView: root)
        #expect(animator.referenceView === root)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        for _ in 0..<60 { stage.pump() }
        // 240 fixed steps, as driving the animator directly: g·h²·n(n−1)/2.
        let h = 1 / DynamicsWorld.stepRate
        #expect(abs(Double(box.center.y) - 1000 * h * h * 240 * 239 / 2) < 1e-6)
        #expect(animator.elapsedTime == 1)
        #expect(box.center.x == 100)
    }

    @Test("a view falls onto the reference view's bounds and the stage settles once it rests")
    func settlesOnTheFloor() {
        let (stage, root, box) = scene(boxAt: CGPoint(x: 150, y: 300))
        let animator = UIDynamicAnimator(referenceView: root)
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        let frames = stage.pumpAndSettle()
        #expect(frames > 30 && frames < 300)
        #expect(!animator.isRunning)
        // iPhone SE: 667 pt tall; the box rests on the bottom edge.
        #expect(abs(box.center.y - 617) < 0.5)
        #expect(abs(box.transform.b) < 1e-6)
    }

    @Test("a snapped view settles at the snap point under pumpAndSettle")
    func snapOnStage() {
        let (stage, root, box) = scene(boxAt: CGPoint(x: 60, y: 80))
        let animator = UIDynamicAnimator(referenceView: root)
        animator.addBehavior(UISnapBehavior(item: box, snapTo: CGPoint(x: 250, y: 400)))
        stage.pumpAndSettle()
        #expect(abs(box.center.x - 250) < 0.05 && abs(box.center.y - 400) < 0.05)
    }

    @Test("pumping a stage at 30, 60 and 120 fps moves views identically")
    func frameRatesOnStage() {
        func run(frameDuration: Double) -> [CGFloat] {
            let (stage, root, box) = scene(boxAt: CGPoint(x: 100, y: 100))
            let ball = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            ball.center = CGPoint(x: 130, y: 300)
            root.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: root)
            let collision = UICollisionBehavior(items: [box, ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            let bouncy = UIDynamicItemBehavior(items: [box, ball])
            bouncy.elasticity = 0.7
            animator.addBehavior(collision)
            animator.addBehavior(bouncy)
            animator.addBehavior(UIGravityBehavior(items: [box, ball]))
            animator.addBehavior(UIAttachmentBehavior(item: ball, attachedToAnchor: CGPoint(x: 250, y: 300)))
            let frames = Int((2 / frameDuration).rounded())
            for _ in 0..<frames { stage.pump(frameDuration) }
            return [box.center.x, box.center.y, box.transform.b, ball.center.x, ball.center.y, ball.transform.b]
        }
        let at60 = run(frameDuration: 1.0 / 60)
        #expect(run(frameDuration: 1.0 / 30) == at60)
        #expect(run(frameDuration: 1.0 / 120) == at60)
        #expect(at60[1] > 150)
    }

    @Test("the Newton's-cradle setup (seed 003): anchored balls swing, collide and keep their rods")
    func cradle() {
        let stage = Stage(size: CGSize(width: 896, height: 414))
        let root = UIView()
        stage.show(root)
        // Seed 003: anchors at x = 250, 220, 190; density 1…3 seeded; elasticity 0.8; collisions among the items.
        let anchors = [CGPoint(x: 250, y: 0), CGPoint(x: 220, y: 0), CGPoint(x: 190, y: 0)]
        let balls = [CGPoint(x: 252, y: 157), CGPoint(x: 398, y: 157), CGPoint(x: 541, y: 157)].map { center in
            let ball = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            ball.center = center
            root.addSubview(ball)
            return ball
        }
        let animator = UIDynamicAnimator(referenceView: root)
        animator.addBehavior(UIGravityBehavior(items: balls))
        animator.addBehavior(UICollisionBehavior(items: balls))
        var rods: [UIAttachmentBehavior] = []
        for (ball, anchor) in zip(balls, anchors) {
            let rod = UIAttachmentBehavior(item: ball, attachedToAnchor: anchor)
            rod.damping = 0.7
            rods.append(rod)
            animator.addBehavior(rod)
            let material = UIDynamicItemBehavior(items: [ball])
            material.density = [1.4, 2.7, 1.9][rods.count - 1]
            material.elasticity = 0.8
            animator.addBehavior(material)
        }
        var contacts = 0
        final class Counter: NSObject, UICollisionBehaviorDelegate {
            var began: () -> Void = {}
            func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                                   with item2: any UIDynamicItem, at p: CGPoint) { began() }
        }
        let counter = Counter()
        counter.began = { contacts += 1 }
        (animator.behaviors[1] as! UICollisionBehavior).collisionDelegate = counter
        stage.pump(0)
        for _ in 0..<180 { stage.pump() }
        #expect(contacts > 0)
        for (ball, rod) in zip(balls, rods) {
            let d = hypot(ball.center.x - rod.anchorPoint.x, ball.center.y - rod.anchorPoint.y)
            #expect(abs(d - rod.length) < 1)
        }
    }
}
