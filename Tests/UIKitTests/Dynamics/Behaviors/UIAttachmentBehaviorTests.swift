import Testing
@testable import UIKit

@MainActor
@Suite("Dynamics: attachments (§9)")
struct UIAttachmentBehaviorTests {
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// Times when `x − anchor.x` changes sign from − to +, by linear interpolation between 240 Hz steps.
    func upwardCrossings(of samples: [(t: Double, x: Double)]) -> [Double] {
        zip(samples, samples.dropFirst()).compactMap { a, b in
            guard a.x < 0, b.x >= 0 else { return nil }
            return a.t + (b.t - a.t) * (-a.x) / (b.x - a.x)
        }
    }

    @Test("a rod pendulum's period is 2π√(L/g) within 2%", arguments: [150.0, 300.0])
    func pendulumPeriod(length: Double) {
        let anchor = CGPoint(x: 200, y: 50)
        let theta = 5.0 * .pi / 180
        let item = TestItem(center: CGPoint(x: anchor.x + length * sin(theta), y: anchor.y + length * cos(theta)))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: anchor)
        #expect(abs(Double(rod.length) - length) < 1e-9)
        #expect(rod.attachedBehaviorType == .anchor)
        let gravity = UIGravityBehavior(items: [item])
        var samples: [(t: Double, x: Double)] = []
        gravity.action = { samples.append((animator.elapsedTime, Double(item.center.x - anchor.x))) }
        animator.addBehavior(rod)
        animator.addBehavior(gravity)
        var pump = FramePump(animator)
        pump.run(12)
        let crossings = upwardCrossings(of: samples)
        #expect(crossings.count >= 3)
        let measured = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        let expected = 2 * .pi * (length / 1000).squareRoot()
        #expect(abs(measured - expected) / expected < 0.02)
        // The rod holds its length.
        let d = hypot(item.center.x - anchor.x, item.center.y - anchor.y)
        #expect(abs(Double(d) - length) < 0.5)
    }

    @Test("a spring attachment oscillates at its frequency about its length")
    func springAttachment() {
        let anchor = CGPoint(x: 100, y: 100)
        let item = TestItem(center: CGPoint(x: 300, y: 100))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: anchor)
        spring.length = 150
        spring.frequency = 1
        spring.damping = 0
        var samples: [(t: Double, x: Double)] = []
        spring.action = { samples.append((animator.elapsedTime, Double(item.center.x) - 250)) }
        animator.addBehavior(spring)
        var pump = FramePump(animator)
        pump.run(5)
        let crossings = upwardCrossings(of: samples)
        let measured = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        #expect(abs(measured - 1) < 0.02)
    }

    @Test("a limit attachment lets items close in but not part further than its length")
    func limitAttachment() {
        let top = TestItem(center: CGPoint(x: 100, y: 100))
        let hanging = TestItem(center: CGPoint(x: 100, y: 250))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let rope = UIAttachmentBehavior.limitAttachment(with: hanging, offsetFromCenter: .zero, attachedTo: top,
                                                        offsetFromCenter: .zero)
        #expect(abs(rope.length - 150) < 1e-9)
        let anchored = UIDynamicItemBehavior(items: [top])
        anchored.isAnchored = true
        animator.addBehavior(rope)
        animator.addBehavior(anchored)
        animator.addBehavior(UIGravityBehavior(items: [hanging]))
        var pump = FramePump(animator)
        pump.run(2)
        #expect(top.center == CGPoint(x: 100, y: 100))
        #expect(abs(hanging.center.y - 250) < 0.5)
        // Pushed up, the rope goes slack and the item rises.
        let push = UIPushBehavior(items: [hanging], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -3)
        animator.addBehavior(push)
        pump.run(0.1)
        #expect(hanging.center.y < 240)
    }

    @Test("a sliding attachment keeps the item on its axis and unturned")
    func slidingAttachment() {
        let item = TestItem(center: CGPoint(x: 100, y: 100))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let slider = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: CGPoint(x: 100, y: 100),
                                                            axisOfTranslation: CGVector(dx: 1, dy: 1))
        slider.attachmentRange = UIFloatRange(minimum: -50, maximum: 100)
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: 5, dy: 0)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 30), for: item)
        animator.addBehavior(slider)
        animator.addBehavior(push)
        var pump = FramePump(animator)
        pump.run(3)
        let dx = item.center.x - 100, dy = item.center.y - 100
        #expect(abs(dx - dy) < 0.5)
        #expect(abs((dx * dx + dy * dy).squareRoot() - 100) < 1)
        #expect(abs(item.transform.b) < 1e-3)
        // A shorter range takes effect at once.
        slider.attachmentRange = UIFloatRange(minimum: -10, maximum: 10)
        pump.run(1)
        let ex = item.center.x - 100, ey = item.center.y - 100
        #expect(abs((ex * ex + ey * ey).squareRoot() - 10) < 1)
    }

    @Test("a zero-length attachment holds the item's centre on the anchor")
    func zeroLength() {
        let item = TestItem(center: CGPoint(x: 100, y: 100))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let hold = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
        #expect(hold.length == 0)
        animator.addBehavior(hold)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        var pump = FramePump(animator)
        pump.run(1)
        #expect(abs(item.center.y - 100) < 0.1)
        // Dragging the anchor drags the item.
        hold.anchorPoint = CGPoint(x: 150, y: 100)
        pump.run(1)
        #expect(abs(item.center.x - 150) < 0.1)
    }

    @Test("fixed attachments fuse items; pin attachments let them turn about the pin")
    func fixedAndPin() {
        func hang(_ make: (TestItem, TestItem) -> UIAttachmentBehavior) -> (TestItem, CGFloat) {
            let top = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
            let arm = TestItem(center: CGPoint(x: 160, y: 100), size: CGSize(width: 80, height: 20))
            let animator = UIDynamicAnimator(referenceBounds: bounds)
            let anchored = UIDynamicItemBehavior(items: [top])
            anchored.isAnchored = true
            animator.addBehavior(make(top, arm))
            animator.addBehavior(anchored)
            let gravity = UIGravityBehavior(items: [arm])
            var lowest: CGFloat = 0
            gravity.action = {
                lowest = max(lowest, arm.center.y)
                // Wherever it swings, the arm's centre stays 40 pt from the pin.
                let dx = arm.center.x - 120, dy = arm.center.y - 100
                #expect(abs((dx * dx + dy * dy).squareRoot() - 40) < 0.5)
            }
            animator.addBehavior(gravity)
            var pump = FramePump(animator)
            pump.run(1)
            return (arm, lowest)
        }
        let (fixedArm, fixedLowest) = hang {
            .fixedAttachment(with: $1, attachedTo: $0, attachmentAnchor: CGPoint(x: 120, y: 100))
        }
        #expect(fixedLowest < 101 && abs(fixedArm.transform.b) < 0.01)
        let (_, pinnedLowest) = hang {
            .pinAttachment(with: $1, attachedTo: $0, attachmentAnchor: CGPoint(x: 120, y: 100))
        }
        // The arm swings down through the bottom of its arc, 40 pt below the pin.
        #expect(pinnedLowest > 139)
    }

    @Test("joints Chipmunk couldn't solve are left out: anchored items, items that may not turn")
    func unsolvableJoints() {
        let item = TestItem(center: CGPoint(x: 100, y: 200))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
        let slider = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: CGPoint(x: 100, y: 200),
                                                            axisOfTranslation: CGVector(dx: 0, dy: 1))
        let material = UIDynamicItemBehavior(items: [item])
        material.isAnchored = true
        for behavior in [rod, slider, material, UIGravityBehavior(items: [item])] as [UIDynamicBehavior] {
            animator.addBehavior(behavior)
        }
        var pump = FramePump(animator)
        pump.run(0.5)
        #expect(item.center == CGPoint(x: 100, y: 200))
        // Free to move but not to turn: the slider's rotary lock goes, its groove stays.
        material.isAnchored = false
        material.allowsRotation = false
        animator.removeBehavior(rod)
        pump.run(0.5)
        #expect(abs(item.center.x - 100) < 1e-6 && item.center.y > 300)
        #expect(item.transform == .identity)
        // And turning allowed again, the item's moment is back: an off-centre push turns it.
        material.allowsRotation = true
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 40), for: item)
        animator.removeBehavior(slider)
        animator.addBehavior(push)
        pump.run(0.2)
        #expect(abs(material.angularVelocity(for: item)) > 0.1)
    }
}
