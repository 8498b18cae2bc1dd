import Testing
@testable import UIKit

@MainActor
@Suite("Dynamics: the animator, item behavior and groups (§9)")
struct UIDynamicAnimatorTests {
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    @Test("behaviors: add, remove, children, willMove and dynamicAnimator")
    func behaviorTree() {
        final class Probe: UIDynamicBehavior {
            var moves: [Bool] = []
            override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator != nil) }
        }
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let parent = Probe()
        let child = Probe()
        parent.addChildBehavior(child)
        #expect(parent.childBehaviors == [child])
        animator.addBehavior(parent)
        animator.addBehavior(parent)
        #expect(animator.behaviors == [parent])
        #expect(child.dynamicAnimator === animator)
        #expect(child.moves == [true])
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty)
        #expect(parent.dynamicAnimator == nil && child.dynamicAnimator == nil)
        #expect(parent.moves == [true, false] && child.moves == [true, false])
    }

    @Test("an animator with nothing to move pauses, and resumes when a behavior arrives")
    func pauseAndResume() {
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let spy = AnimatorDelegateSpy()
        animator.delegate = spy
        #expect(!animator.isRunning)
        let item = TestItem(center: CGPoint(x: 100, y: 100))
        let still = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(still)
        #expect(animator.isRunning)
        var pump = FramePump(animator)
        pump.run(0.5)
        #expect(!animator.isRunning)
        #expect(spy.events == ["resume", "pause"])
        // It paused after resting a quarter second (60 steps); paused time doesn't count.
        #expect(animator.elapsedTime == 0.25)
        still.addLinearVelocity(CGPoint(x: 60, y: 0), for: item)
        #expect(animator.isRunning && spy.events == ["resume", "pause", "resume"])
        pump.run(1)
        // The next frame after the change steps a whole frame: 1 s at 60 pt/s.
        #expect(abs(item.center.x - 160) < 1e-9)
    }

    @Test("item behavior: resistance damps as exp(−r·t); anchored items don't move; rotation can be locked")
    func itemProperties() {
        let sliding = TestItem(center: CGPoint(x: 0, y: 0))
        let anchored = TestItem(center: CGPoint(x: 0, y: 300))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let slow = UIDynamicItemBehavior(items: [sliding])
        slow.resistance = 1
        slow.angularResistance = 2
        slow.addLinearVelocity(CGPoint(x: 100, y: 0), for: sliding)
        slow.addAngularVelocity(1, for: sliding)
        #expect(slow.linearVelocity(for: sliding) == CGPoint(x: 100, y: 0))
        let pinned = UIDynamicItemBehavior(items: [anchored])
        pinned.isAnchored = true
        let gravity = UIGravityBehavior(items: [anchored])
        for behavior in [slow, pinned, gravity] { animator.addBehavior(behavior) }
        var pump = FramePump(animator)
        pump.run(1)
        #expect(abs(slow.linearVelocity(for: sliding).x - 100 * exp(-1.0)) < 1e-9)
        #expect(abs(slow.angularVelocity(for: sliding) - exp(-2.0)) < 1e-9)
        #expect(anchored.center == CGPoint(x: 0, y: 300))

        let locked = TestItem(center: CGPoint(x: 200, y: 200))
        let noTurn = UIDynamicItemBehavior(items: [locked])
        noTurn.allowsRotation = false
        let push = UIPushBehavior(items: [locked], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 40), for: locked)
        animator.addBehavior(noTurn)
        animator.addBehavior(push)
        pump.run(0.5)
        #expect(locked.transform == .identity)
        #expect(locked.center.x > 210)
    }

    @Test("density sets mass as density × area / 10 000")
    func density() {
        let item = TestItem(center: .zero, size: CGSize(width: 50, height: 100))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let heavy = UIDynamicItemBehavior(items: [item])
        heavy.density = 4
        animator.addBehavior(heavy)
        _ = animator.items(in: bounds)
        #expect(animator.dynamicsWorld.body(for: item)?.body.mass == 2)
    }

    @Test("updateItem(usingCurrentState:) re-reads an item moved from outside")
    func updateItem() {
        let item = TestItem(center: CGPoint(x: 0, y: 0))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        var pump = FramePump(animator)
        pump.run(0.5)
        item.center = CGPoint(x: 50, y: 0)
        item.transform = CGAffineTransform(rotationAngle: 0.5)
        animator.updateItem(usingCurrentState: item)
        pump.run(1 / 60)
        #expect(item.center.x == 50)
        #expect(item.center.y > 0 && item.center.y < 20)
        #expect(abs(item.transform.b - sin(0.5)) < 1e-12)
    }

    @Test("items(in:) finds items by their rotated frames")
    func itemsInRect() {
        let a = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 100, height: 10))
        let b = TestItem(center: CGPoint(x: 300, y: 300))
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        animator.addBehavior(UICollisionBehavior(items: [a, b]))
        let found = animator.items(in: CGRect(x: 95, y: 140, width: 10, height: 5))
        #expect(found.count == 1 && found.first === a)
        #expect(animator.items(in: bounds).count == 2)
    }

    @Test("a group moves as one rigid body and writes every member back")
    func group() {
        let left = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let right = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 40, height: 40))
        let group = UIDynamicItemGroup(items: [left, right])
        #expect(group.center == CGPoint(x: 150, y: 100))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let push = UIPushBehavior(items: [group], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: group)
        animator.addBehavior(push)
        var pump = FramePump(animator)
        pump.run(0.5)
        // Still 100 pt apart, both turned by the same angle.
        let dx = right.center.x - left.center.x, dy = right.center.y - left.center.y
        #expect(abs((dx * dx + dy * dy).squareRoot() - 100) < 1e-9)
        #expect(left.transform == right.transform)
        #expect(left.transform.b > 0.01)
    }

    @Test("a behavior moves between animators, and outlives its animator, keeping its joints right")
    func behaviorMoves() {
        let item = TestItem(center: CGPoint(x: 100, y: 200))
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
        let first = UIDynamicAnimator(referenceBounds: bounds)
        first.addBehavior(rod)
        first.addBehavior(UIGravityBehavior(items: [item]))
        var pumpFirst = FramePump(first)
        pumpFirst.run(0.5)
        #expect(abs(item.center.y - 200) < 0.5)
        // Taken away, the rod no longer holds the item in the first animator.
        first.removeBehavior(rod)
        pumpFirst.run(0.5)
        #expect(item.center.y > 300)

        let second = UIDynamicAnimator(referenceBounds: bounds)
        let other = TestItem(center: CGPoint(x: 100, y: 200))
        let rod2 = UIAttachmentBehavior(item: other, attachedToAnchor: CGPoint(x: 100, y: 100))
        do {
            let doomed = UIDynamicAnimator(referenceBounds: bounds)
            doomed.addBehavior(rod2)
            var pump = FramePump(doomed)
            pump.run(0.1)
        }
        #expect(rod2.dynamicAnimator == nil)
        second.addBehavior(rod2)
        second.addBehavior(UIGravityBehavior(items: [other]))
        var pumpSecond = FramePump(second)
        pumpSecond.run(1)
        #expect(abs(other.center.y - 200) < 0.5)
    }

    @Test("a delegate that wakes the animator as it pauses continues from the step where it stopped")
    func resumeFromPauseCallback() {
        final class Waker: NSObject, UIDynamicAnimatorDelegate {
            var onPause: () -> Void = {}
            func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { onPause() }
        }
        let item = TestItem(center: CGPoint(x: 0, y: 0))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let still = UIDynamicItemBehavior(items: [item])
        let waker = Waker()
        var woke = false
        waker.onPause = {
            guard !woke else { return }
            woke = true
            still.addLinearVelocity(CGPoint(x: 100, y: 0), for: item)
        }
        animator.delegate = waker
        animator.addBehavior(still)
        var pump = FramePump(animator)
        pump.run(1)
        // Paused after 60 steps (0.25 s), woken at once, then 0.75 s at 100 pt/s until 1 s.
        #expect(woke)
        #expect(abs(item.center.x - 75) < 1e-9)
    }
}
