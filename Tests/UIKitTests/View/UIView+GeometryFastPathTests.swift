import Flipbook
import Testing
@testable import UIKit

/// The write-back fast path (UIView+GeometryFastPath.swift): a dynamic animator writing plain leaf views directly
/// must leave exactly what the general setters leave, and every item that can run its own code when set (a
/// subclass, an observed view, a view with subviews, a layer given another delegate) must still go through them.
@MainActor
@Suite struct UIViewGeometryFastPathTests {
    /// A pile of boxes falling in a root view: `make` builds each box.
    private func fall(_ count: Int, frames: Int, make: (CGRect) -> UIView) -> (Stage, [UIView]) {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let boxes = (0..<count).map { i -> UIView in
            let box = make(CGRect(x: 20 + CGFloat(i % 8) * 35, y: 40 + CGFloat(i / 8) * 35, width: 30, height: 30))
            root.addSubview(box)
            return box
        }
        stage.pump()
        let animator = UIDynamicAnimator(referenceView: root)
        let collision = UICollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: boxes))
        animator.addBehavior(collision)
        for _ in 0..<frames { stage.pump() }
        return (stage, boxes)
    }

    final class PlainSubclass: UIView {}

    @Test func plainViewsEndExactlyWhereTheGeneralPathPutsThem() {
        let (_, fast) = fall(24, frames: 90) { UIView(frame: $0) }
        let (_, general) = fall(24, frames: 90) { PlainSubclass(frame: $0) }
        let fastMovesOnlyItself = fast.allSatisfy { $0.movesOnlyItself }
        let generalMovesOnlyItself = general.contains { $0.movesOnlyItself }
        #expect(fastMovesOnlyItself)
        #expect(!generalMovesOnlyItself)
        for (a, b) in zip(fast, general) {
            #expect(a.layer.position == b.layer.position)
            #expect(CATransform3DEqualToTransform(a.layer.transform, b.layer.transform))
        }
    }

    final class CountingView: UIView {
        var centerSets = 0
        override var center: CGPoint {
            get { super.center }
            set {
                centerSets += 1
                super.center = newValue
            }
        }
    }

    @Test func aSubclassOverridingCenterIsStillCalled() {
        let (_, boxes) = fall(1, frames: 10) { CountingView(frame: $0) }
        let box = boxes[0] as! CountingView
        #expect(!box.movesOnlyItself)
        #expect(box.centerSets >= 10)
    }

    @Test func anObservedViewStillTellsItsObservers() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let box = UIView(frame: CGRect(x: 100, y: 100, width: 30, height: 30))
        root.addSubview(box)
        var changes = 0
        let observation = box.observe(\.center) { _, _ in changes += 1 }
        #expect(!box.movesOnlyItself)
        let animator = UIDynamicAnimator(referenceView: root)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        for _ in 0..<10 { stage.pump() }
        #expect(changes >= 9)
        withExtendedLifetime(observation) {}
    }

    @Test func aViewWithSubviewsOrAnotherLayerDelegateTakesTheGeneralPath() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(parent.movesOnlyItself)
        parent.addSubview(UIView())
        #expect(!parent.movesOnlyItself)
        let view = UIView()
        #expect(view.layerChangeFindsNoAction)
        view.layer.delegate = view  // set again: no longer known to be the view's own
        #expect(!view.layerChangeFindsNoAction)
        let other = UIView()
        UIView.animate(withDuration: 1) {
            #expect(!other.layerChangeFindsNoAction)
        }
        #expect(other.layerChangeFindsNoAction)
    }

    final class ShapeBackedView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    /// The write-back remembers which items are plain views with plain layers (classes never change): a view backed
    /// by another layer class takes the general path and ends where a plain view does.
    @Test func aViewWithAnotherLayerClassTakesTheGeneralPathToTheSamePlace() {
        let (_, plain) = fall(16, frames: 60) { UIView(frame: $0) }
        let (_, shaped) = fall(16, frames: 60) { ShapeBackedView(frame: $0) }
        #expect(!shaped[0].movesOnlyItself)
        for (a, b) in zip(plain, shaped) {
            #expect(a.layer.position == b.layer.position)
            #expect(CATransform3DEqualToTransform(a.layer.transform, b.layer.transform))
        }
    }

    /// While the memo holds a superview's zero insets, a view with no remembered insets is answered from it; a view
    /// outside any window never consults it.
    @Test func theMemoAnswersOnlyForTheSuperviewItHolds() {
        let stage = Stage(size: CGSize(width: 400, height: 400), scale: 1)
        let root = UIView()
        stage.show(root)
        stage.pump()
        #expect(root.safeAreaInsets == .zero)
        let other = UIView()
        SafeAreaMemo.during {
            #expect(!SafeAreaMemo.holdsZeroInsets(of: root))
            #expect(SafeAreaMemo.safeAreaInsets(of: root) == .zero)
            #expect(SafeAreaMemo.holdsZeroInsets(of: root))
            #expect(!SafeAreaMemo.holdsZeroInsets(of: other))
            SafeAreaMemo.forget()
            #expect(!SafeAreaMemo.holdsZeroInsets(of: root))
        }
        #expect(!SafeAreaMemo.holdsZeroInsets(of: root))
    }

    /// `superviewIdentifier` follows every change of `superview`, so the write-back can ask the memo without
    /// loading the weak reference.
    @Test func theSuperviewIdentifierFollowsTheSuperview() {
        let a = UIView(), b = UIView(), view = UIView()
        #expect(view.superviewIdentifier == nil)
        a.addSubview(view)
        #expect(view.superviewIdentifier == ObjectIdentifier(a))
        b.insertSubview(view, at: 0)
        #expect(view.superviewIdentifier == ObjectIdentifier(b))
        #expect(a.subviews.isEmpty)
        view.removeFromSuperview()
        #expect(view.superviewIdentifier == nil)
    }

    /// In a write-back the memo answers by the superview's identity: a view in the superview it holds is not
    /// marked for layout, a view moved under a notch's inset in another superview is (its safe area changed), and a
    /// view whose superview has gone is moved and nothing else happens.
    @Test func theWriteBackAsksTheMemoByTheSuperviewsIdentity() {
        let stage = Stage(device: .iPhone15)
        let root = UIView()
        stage.show(root)
        let calm = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 300))
        root.addSubview(calm)
        let inCalm = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        let underNotch = UIView(frame: CGRect(x: 10, y: 300, width: 30, height: 30))
        calm.addSubview(inCalm)
        root.addSubview(underNotch)
        var orphan = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        do {
            let gone = UIView()
            gone.addSubview(orphan)
            orphan = gone.subviews[0]
        }
        stage.pump()
        orphan.layoutIfNeeded()
        #expect(calm.safeAreaInsets == .zero)
        #expect(root.safeAreaInsets.top > 20)
        #expect(underNotch.safeAreaInsets == .zero)
        #expect(orphan.superview == nil)
        for view in [inCalm, underNotch, orphan] { #expect(!view.layer.needsLayout()) }
        SafeAreaMemo.during {
            #expect(SafeAreaMemo.safeAreaInsets(of: calm) == .zero)
            inCalm.setCenterAndTransformMovingOnlyItself(center: CGPoint(x: 30, y: 30), transform: .identity)
            underNotch.setCenterAndTransformMovingOnlyItself(center: CGPoint(x: 30, y: 20), transform: .identity)
            orphan.setCenterAndTransformMovingOnlyItself(center: CGPoint(x: 40, y: 40), transform: .identity)
        }
        #expect(!inCalm.layer.needsLayout())
        #expect(underNotch.layer.needsLayout())
        #expect(underNotch.safeAreaInsets.top > 0)
        #expect(!orphan.layer.needsLayout())
        #expect(inCalm.layer.position == CGPoint(x: 30, y: 30))
        #expect(orphan.layer.position == CGPoint(x: 40, y: 40))
    }

    /// Inside an animation block the general path runs: moving a plain view animates as before.
    @Test func insideAnAnimationBlockCenterStillAnimates() {
        let (stage, _, box) = makeStageWithBox()
        UIView.animate(withDuration: 1) { box.center.x += 100 }
        #expect(box.layer.animationKeys()?.isEmpty == false)
        stage.pump(0.5)
        #expect(box.presented.position.x > 50 && box.presented.position.x < 150)
    }

    /// Under a notched device's safe area, views falling through the top inset still lay out when their safe area
    /// changes, with the superview's insets remembered during the write-back.
    @Test func safeAreaChangesStillMarkLayout() {
        final class Recorder: UIView {
            var insets: [UIEdgeInsets] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                insets.append(safeAreaInsets)
            }
        }
        let stage = Stage(device: .iPhone15)
        let root = UIView()
        stage.show(root)
        let watcher = Recorder(frame: CGRect(x: 10, y: 0, width: 30, height: 30))
        let plain = (0..<5).map { UIView(frame: CGRect(x: 60 + CGFloat($0) * 40, y: 0, width: 30, height: 30)) }
        plain.forEach(root.addSubview)
        root.addSubview(watcher)
        stage.pump()
        #expect(root.safeAreaInsets.top > 0)
        let before = watcher.insets.count
        let animator = UIDynamicAnimator(referenceView: root)
        animator.addBehavior(UIGravityBehavior(items: plain + [watcher]))
        for _ in 0..<30 { stage.pump() }
        // The watcher fell out of the top inset: its safe area changed and it laid out again.
        #expect(watcher.insets.count > before)
        #expect(watcher.insets.last == watcher.safeAreaInsets)
        // The plain views' safe areas are what the general computation gives.
        for view in plain { #expect(view.safeAreaInsets == view.computedSafeAreaInsets) }
    }
}
