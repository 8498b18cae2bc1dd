import Testing
@testable import UIKit
import Flipbook

/// When joining a superview asks for layout, pinned with `layoutSubviews` call counts. UIKit lays out a view that
/// is added to a superview, and that superview, in the next layout pass — whatever sizes they have — and a view
/// is born needing layout. **Decision** (Apple's documentation says only that layout happens "during the next
/// update cycle" after `setNeedsLayout()`; what marks a view is UIKit's bookkeeping): a fresh view needs layout;
/// `addSubview` (and the `insertSubview` family) marks the added view and its new superview; a view that only
/// changes place among its siblings is not marked; a subtree that arrives in a window with its top view is laid
/// out from that top view down only where something asks (a size or safe area that changed).
@MainActor
@Suite struct UIViewHierarchyLayoutTests {
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// A stage showing a plain root view, laid out and settled.
    func makeStage() -> (Stage, CountingView) {
        let stage = Stage(device: .iPhoneSE)
        let root = CountingView()
        stage.show(root)
        stage.pump()
        return (stage, root)
    }

    @Test func aFreshViewNeedsLayout() {
        #expect(UIView().layer.needsLayout())
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layer.needsLayout())
        let view = CountingView()
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.layoutIfNeeded()
        #expect(view.layouts == 1, "laid out, it needs nothing more")
    }

    /// The engine bug behind the tab bar's old workaround: a view laid out before it joins, at the size it keeps,
    /// was never laid out in the window.
    @Test func aViewAddedAtTheSizeItHasIsLaidOutAgain() {
        let (stage, root) = makeStage()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        let before = root.layouts
        root.addSubview(view)
        #expect(view.layer.needsLayout() && root.layer.needsLayout())
        stage.pump()
        #expect(view.layouts == 2, "the added view")
        #expect(root.layouts == before + 1, "its new superview")
        stage.pump()
        #expect(view.layouts == 2 && root.layouts == before + 1, "once")
    }

    @Test func everyInsertionMarksTheAddedView() {
        let (stage, root) = makeStage()
        let anchor = CountingView()
        root.addSubview(anchor)
        stage.pump()
        var views: [CountingView] = []
        for insert in [{ root.insertSubview($0, at: 0) }, { root.insertSubview($0, belowSubview: anchor) },
                       { root.insertSubview($0, aboveSubview: anchor) }] as [(UIView) -> Void] {
            let view = CountingView()
            view.layoutIfNeeded()
            insert(view)
            views.append(view)
        }
        stage.pump()
        #expect(views.map(\.layouts) == [2, 2, 2])
        #expect(anchor.layouts == 1, "a sibling is not laid out for it")
    }

    /// Moving from one superview to another marks the view again, in its new place.
    @Test func aViewMovedToAnotherSuperviewIsLaidOutThere() {
        let (stage, root) = makeStage()
        let first = CountingView(), second = CountingView(), view = CountingView()
        root.addSubview(first)
        root.addSubview(second)
        first.addSubview(view)
        stage.pump()
        #expect(view.layouts == 1)
        let (firstBefore, secondBefore) = (first.layouts, second.layouts)
        second.addSubview(view)
        stage.pump()
        #expect(view.layouts == 2)
        #expect(second.layouts == secondBefore + 1)
        #expect(first.layouts == firstBefore, "the old superview (decision: UIKit's removal is not pinned here)")
    }

    /// A change of place among the siblings is not a new superview: nothing is laid out for it.
    @Test func reorderingSiblingsLaysNothingOut() {
        let (stage, root) = makeStage()
        let a = CountingView(), b = CountingView()
        root.addSubview(a)
        root.addSubview(b)
        stage.pump()
        let rootBefore = root.layouts
        root.bringSubviewToFront(a)
        root.sendSubviewToBack(a)
        root.exchangeSubview(at: 0, withSubviewAt: 1)
        stage.pump()
        #expect(a.layouts == 1 && b.layouts == 1)
        #expect(root.layouts == rootBefore)
    }

    /// A subtree joins the window with its top view: the top view is laid out; below it, only what asks.
    @Test func aSubtreeJoiningTheWindowIsLaidOutFromItsTop() {
        let (stage, root) = makeStage()
        let container = CountingView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let inner = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(inner)
        container.layoutIfNeeded()
        #expect(container.layouts == 1 && inner.layouts == 1)
        root.addSubview(container)
        stage.pump()
        #expect(container.layouts == 2)
        #expect(inner.layouts == 1, "its size and safe area did not change")
    }
}
