import Testing
@testable import UIKit

@MainActor
final class CollisionSpy: NSObject, UICollisionBehaviorDelegate {
    enum Event: Equatable {
        case itemsBegan(TestItem, TestItem, CGPoint)
        case itemsEnded(TestItem, TestItem)
        case boundaryBegan(TestItem, String?, CGPoint)
        case boundaryEnded(TestItem, String?)
    }

    var events: [Event] = []

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint)
    {
        events.append(.itemsBegan(item1 as! TestItem, item2 as! TestItem, p))
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem)
    {
        events.append(.itemsEnded(item1 as! TestItem, item2 as! TestItem))
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    {
        events.append(.boundaryBegan(item as! TestItem, (identifier as? NSString).map(String.init), p))
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?)
    {
        events.append(.boundaryEnded(item as! TestItem, (identifier as? NSString).map(String.init)))
    }
}

@MainActor
@Suite("Dynamics: collisions (§9)")
struct UICollisionBehaviorTests {
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    @Test("an item landing on a named boundary reports its identifier and the contact point, then the parting")
    func namedBoundary() {
        let item = TestItem(center: CGPoint(x: 150, y: 100), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 400),
                              to: CGPoint(x: 375, y: 400))
        #expect(collision.boundaryIdentifiers?.count == 1)
        let spy = CollisionSpy()
        collision.collisionDelegate = spy
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        var pump = FramePump(animator)
        pump.run(1)
        guard case let .boundaryBegan(who, identifier, point)? = spy.events.first else {
            Issue.record("no contact: \(spy.events)")
            return
        }
        #expect(who === item)
        #expect(identifier == "floor")
        #expect(abs(point.y - 400) < 1 && point.x >= 129 && point.x <= 171)
        // Chipmunk lets resting shapes overlap a little (0.1 pt slop, then corrected over a few steps).
        #expect(abs(item.center.y - 380) < 1)

        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -1)
        animator.addBehavior(push)
        pump.run(0.2)
        #expect(spy.events.last == .boundaryEnded(item, "floor"))
    }

    @Test("the reference bounds are a boundary with a nil identifier, inset as asked")
    func referenceBoundary() {
        let item = TestItem(center: CGPoint(x: 150, y: 500), size: CGSize(width: 50, height: 50))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let collision = UICollisionBehavior(items: [item])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 17, right: 0))
        #expect(collision.translatesReferenceBoundsIntoBoundary)
        #expect(collision.boundaryIdentifiers == nil)
        let spy = CollisionSpy()
        collision.collisionDelegate = spy
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        var pump = FramePump(animator)
        #expect(pump.run(until: { !animator.isRunning }, limit: 5) != nil)
        #expect(spy.events.first.map { if case .boundaryBegan(_, nil, _) = $0 { true } else { false } } == true)
        // Resting on the inset floor (650), overlapping it a little as Chipmunk's resting contacts do.
        #expect(abs(item.center.y - 625) < 0.5)
    }

    @Test("items collide with each other and report the pair; items of different behaviors pass through")
    func itemPairs() {
        let falling = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let ghost = TestItem(center: CGPoint(x: 300, y: 100), size: CGSize(width: 40, height: 40))
        let floorA = TestItem(center: CGPoint(x: 100, y: 300))
        let floorB = TestItem(center: CGPoint(x: 300, y: 300))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let collision = UICollisionBehavior(items: [falling, floorA, floorB])
        collision.collisionMode = .items
        let other = UICollisionBehavior(items: [ghost])
        let spy = CollisionSpy()
        collision.collisionDelegate = spy
        let anchors = UIDynamicItemBehavior(items: [floorA, floorB])
        anchors.isAnchored = true
        animator.addBehavior(collision)
        animator.addBehavior(other)
        animator.addBehavior(anchors)
        animator.addBehavior(UIGravityBehavior(items: [falling, ghost]))
        var pump = FramePump(animator)
        pump.run(1)
        #expect(spy.events.count == 1)
        guard case let .itemsBegan(a, b, point)? = spy.events.first else {
            Issue.record("no contact: \(spy.events)")
            return
        }
        let pair = Set([ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(pair == [ObjectIdentifier(falling), ObjectIdentifier(floorA)])
        #expect(abs(point.y - 250) < 1)
        #expect(abs(falling.center.y - 230) < 0.5)
        #expect(ghost.center.y > 400)
    }

    @Test("boundaries-only mode lets items pass through each other")
    func boundariesOnly() {
        let a = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let b = TestItem(center: CGPoint(x: 100, y: 300), size: CGSize(width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let collision = UICollisionBehavior(items: [a, b])
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        let anchors = UIDynamicItemBehavior(items: [b])
        anchors.isAnchored = true
        animator.addBehavior(collision)
        animator.addBehavior(anchors)
        animator.addBehavior(UIGravityBehavior(items: [a]))
        var pump = FramePump(animator)
        pump.run(2)
        #expect(abs(a.center.y - 647) < 1)
    }

    @Test("elasticity 1 on both sides bounces back to nearly the starting height")
    func elasticBounce() {
        let ball = TestItem(center: CGPoint(x: 100, y: 300), size: CGSize(width: 40, height: 40),
                            collisionBoundsType: .ellipse)
        let animator = UIDynamicAnimator(referenceBounds: bounds)
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let bouncy = UIDynamicItemBehavior(items: [ball])
        bouncy.elasticity = 1
        animator.addBehavior(collision)
        animator.addBehavior(bouncy)
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        var highest = 667.0
        var falling = true
        bouncy.action = {
            let vy = Double(bouncy.linearVelocity(for: ball).y)
            if falling, vy < 0 { falling = false }
            if !falling { highest = min(highest, Double(ball.center.y)) }
        }
        var pump = FramePump(animator)
        pump.run(1.5)
        #expect(!falling)
        // Chipmunk's discrete contacts lose a few per cent of the 347 pt drop on the bounce.
        #expect(highest > 300 && highest < 320)
    }
}
