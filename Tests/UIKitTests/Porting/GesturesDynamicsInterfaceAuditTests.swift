import Testing
import Flipbook

// The member-by-member audit of gesture recognizers, UIKit Dynamics and scroll views against Apple's Swift
// interface (docs/porting.md, "Interface audit"). Compiling is the check; the tests assert a few values.

final class AuditedGestureRecognizer: UIPanGestureRecognizer {
    override func reset() { super.reset() }
    override func ignore(_ touch: UITouch, for event: UIEvent) { super.ignore(touch, for: event) }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canPrevent(preventedGestureRecognizer)
    }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canBePrevented(by: preventingGestureRecognizer)
    }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.shouldRequireFailure(of: otherGestureRecognizer)
    }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.shouldBeRequiredToFail(by: otherGestureRecognizer)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
    }
    override func location(in view: UIView?) -> CGPoint { super.location(in: view) }
    override func translation(in view: UIView?) -> CGPoint { super.translation(in: view) }
    override func setTranslation(_ translation: CGPoint, in view: UIView?) { super.setTranslation(translation, in: view) }
    override func velocity(in view: UIView?) -> CGPoint { super.velocity(in: view) }
    override var state: UIGestureRecognizer.State { didSet {} }
    override var isEnabled: Bool { didSet {} }
}

final class AuditedGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}

final class AuditedBehavior: UIDynamicBehavior {
    var moves = 0
    override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves += 1; super.willMove(to: dynamicAnimator) }
}

final class AuditedAnimatorDelegate: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?) {}
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint) {}
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {}
}

final class AuditedScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        super.touchesShouldBegin(touches, with: event, in: view)
    }
    override func touchesShouldCancel(in view: UIView) -> Bool { super.touchesShouldCancel(in: view) }
    override func adjustedContentInsetDidChange() { super.adjustedContentInsetDidChange() }
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { super.setContentOffset(contentOffset, animated: animated) }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) { super.scrollRectToVisible(rect, animated: animated) }
    override var contentOffset: CGPoint { didSet {} }
    override var contentSize: CGSize { didSet {} }
    override var contentInset: UIEdgeInsets { didSet {} }
}

final class AuditedScrollDelegate: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

@MainActor
@Suite struct GesturesDynamicsInterfaceAuditTests {
    func handle(_ recognizer: UIGestureRecognizer) {}

    @Test func gestureMembersHaveApplesSignatures() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = AuditedGestureRecognizer()
        pan.delegate = AuditedGestureDelegate()
        pan.minimumNumberOfTouches = 1
        pan.maximumNumberOfTouches = 2
        pan.cancelsTouchesInView = true
        pan.delaysTouchesBegan = false
        pan.delaysTouchesEnded = true
        pan.name = "pan"
        view.addGestureRecognizer(pan)
        #expect(pan.view === view && pan.numberOfTouches == 0 && pan.state == .possible)
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        tap.numberOfTouchesRequired = 1
        tap.require(toFail: pan)
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.5
        press.allowableMovement = 10
        press.numberOfTapsRequired = 0
        press.numberOfTouchesRequired = 1
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        swipe.numberOfTouchesRequired = 1
        let pinch = UIPinchGestureRecognizer()
        pinch.scale = 1
        let _: CGFloat = pinch.velocity
        let rotation = UIRotationGestureRecognizer()
        rotation.rotation = 0
        let _: CGFloat = rotation.velocity
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.isEmpty ?? true)
    }

    @Test func dynamicsMembersHaveApplesSignatures() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let item = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        reference.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: reference)
        let delegate = AuditedAnimatorDelegate()
        animator.delegate = delegate
        let behavior = AuditedBehavior()
        behavior.action = {}
        let gravity = UIGravityBehavior(items: [item])
        gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        gravity.magnitude = 1
        gravity.angle = .pi / 2
        gravity.setAngle(.pi / 2, magnitude: 1)
        behavior.addChildBehavior(gravity)
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.setTranslatesReferenceBoundsIntoBoundary(with: .zero)
        collision.collisionMode = .everything
        collision.collisionDelegate = delegate
        collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 320, y: 400))
        collision.addBoundary(withIdentifier: "box" as NSString, for: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)))
        #expect(collision.boundary(withIdentifier: "box" as NSString) != nil)
        collision.removeBoundary(withIdentifier: "box" as NSString)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 100))
        snap.damping = 0.5
        snap.snapPoint = CGPoint(x: 100, y: 100)
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 50, y: 50))
        attachment.length = 10
        attachment.damping = 0.5
        attachment.frequency = 1
        _ = UIAttachmentBehavior(item: item, offsetFromCenter: UIOffset(horizontal: 1, vertical: 1),
                                 attachedToAnchor: .zero)
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.magnitude = 1
        push.active = true
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 0), for: item)
        let dynamic = UIDynamicItemBehavior(items: [item])
        dynamic.elasticity = 0.5
        dynamic.friction = 0.2
        dynamic.density = 1
        dynamic.resistance = 0
        dynamic.angularResistance = 0
        dynamic.allowsRotation = true
        dynamic.isAnchored = false
        dynamic.addLinearVelocity(CGPoint(x: 10, y: 0), for: item)
        dynamic.addAngularVelocity(1, for: item)
        let _: CGPoint = dynamic.linearVelocity(for: item)
        let _: CGFloat = dynamic.angularVelocity(for: item)
        animator.addBehavior(behavior)
        animator.addBehavior(collision)
        #expect(behavior.moves == 1 && behavior.dynamicAnimator === animator && behavior.childBehaviors.count == 1)
        #expect(animator.behaviors.count == 2 && animator.referenceView === reference)
        let _: [UIDynamicItem] = animator.items(in: reference.bounds)
        animator.updateItem(usingCurrentState: item)
        let _: TimeInterval = animator.elapsedTime()
        let _: Bool = animator.isRunning
        animator.removeBehavior(collision)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty)
    }

    @Test func scrollViewMembersHaveApplesSignatures() {
        let scroll = AuditedScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = AuditedScrollDelegate()
        scroll.delegate = delegate
        scroll.contentSize = CGSize(width: 100, height: 400)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.isPagingEnabled = false
        scroll.alwaysBounceVertical = true
        scroll.bounces = true
        scroll.showsVerticalScrollIndicator = false
        scroll.decelerationRate = .fast
        scroll.keyboardDismissMode = .onDrag
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 2
        scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(scroll.contentOffset.y == 50 && delegate.events == ["didScroll"])
        scroll.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        scroll.flashScrollIndicators()
        scroll.setZoomScale(1, animated: false)
        let _: UIPanGestureRecognizer = scroll.panGestureRecognizer
        let _: UIEdgeInsets = scroll.adjustedContentInset
        let _: Bool = scroll.isTracking || scroll.isDragging || scroll.isDecelerating
    }
}
