import Testing
@testable import UIKit
import Flipbook

/// A view that logs its hierarchy callbacks into a shared journal.
@MainActor
private final class LoggingView: UIView {
    let label: String
    let journal: Journal

    final class Journal {
        var entries: [String] = []
    }

    init(_ label: String, journal: Journal) {
        self.label = label
        self.journal = journal
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError() }

    private func log(_ event: String) { journal.entries.append("\(label).\(event)") }

    override func willMove(toSuperview newSuperview: UIView?) { log("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log("didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    override func didAddSubview(_ subview: UIView) { log("didAddSubview(\((subview as? LoggingView)?.label ?? "?"))") }
    override func willRemoveSubview(_ subview: UIView) { log("willRemoveSubview(\((subview as? LoggingView)?.label ?? "?"))") }
}

/// The view hierarchy (§8's subject views): subview order mirrored in the layer tree, and the callbacks.
@MainActor @Suite struct UIViewTests {
    private func views(_ n: Int) -> (UIView, [UIView]) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let children = (0..<n).map { i -> UIView in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.tag = i
            return v
        }
        return (parent, children)
    }

    /// Subviews in order, and the layer tree in the same order.
    private func order(_ parent: UIView) -> [Int] {
        let tags = parent.subviews.map(\.tag)
        let layerTags = (parent.layer.sublayers ?? []).compactMap { layer in parent.subviews.first { $0.layer === layer }?.tag }
        #expect(tags == layerTags, "layer order \(layerTags) differs from subviews \(tags)")
        #expect(parent.subviews.allSatisfy { $0.superview === parent && $0.layer.superlayer === parent.layer })
        return tags
    }

    @Test func addAndInsertOrderIsMirroredInTheLayerTree() {
        let (parent, v) = views(6)
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        #expect(order(parent) == [0, 1])
        parent.insertSubview(v[2], at: 0)
        #expect(order(parent) == [2, 0, 1])
        parent.insertSubview(v[3], at: 99)  // past the end: appended
        #expect(order(parent) == [2, 0, 1, 3])
        parent.insertSubview(v[4], belowSubview: v[1])
        #expect(order(parent) == [2, 0, 4, 1, 3])
        parent.insertSubview(v[5], aboveSubview: v[2])
        #expect(order(parent) == [2, 5, 0, 4, 1, 3])
        // Re-adding an existing subview moves it to the front; inserting moves it in place.
        parent.addSubview(v[2])
        #expect(order(parent) == [5, 0, 4, 1, 3, 2])
        parent.insertSubview(v[3], at: 0)
        #expect(order(parent) == [3, 5, 0, 4, 1, 2])
        parent.insertSubview(v[2], belowSubview: v[5])
        #expect(order(parent) == [3, 2, 5, 0, 4, 1])
        parent.insertSubview(v[3], aboveSubview: v[1])
        #expect(order(parent) == [2, 5, 0, 4, 1, 3])
    }

    @Test func bringSendExchangeAndRemove() {
        let (parent, v) = views(4)
        v.forEach(parent.addSubview)
        parent.bringSubviewToFront(v[0])
        #expect(order(parent) == [1, 2, 3, 0])
        parent.sendSubviewToBack(v[3])
        #expect(order(parent) == [3, 1, 2, 0])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(order(parent) == [0, 1, 2, 3])
        parent.exchangeSubview(at: 1, withSubviewAt: 2)
        #expect(order(parent) == [0, 2, 1, 3])
        v[2].removeFromSuperview()
        #expect(order(parent) == [0, 1, 3])
        #expect(v[2].superview == nil)
        #expect(v[2].layer.superlayer == nil)
        // Not a subview: ignored.
        parent.bringSubviewToFront(v[2])
        #expect(order(parent) == [0, 1, 3])
    }

    /// A layer added directly to the parent's layer keeps its place among the subviews' layers.
    @Test func standaloneSublayersStayInPlace() {
        let (parent, v) = views(3)
        parent.addSubview(v[0])
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)
        parent.addSubview(v[1])
        parent.insertSubview(v[2], belowSubview: v[1])
        #expect(parent.layer.sublayers?.map { $0 === decoration } == [false, true, false, false])
        #expect(parent.layer.sublayers?[2] === v[2].layer)
    }

    /// JWP inserts a view below itself (seed-samples §7): harmless. Not yet a subview, it is added; already one, it
    /// stays where it is (decision, unverified).
    @Test func insertingAViewBelowItself() {
        let (parent, v) = views(3)
        parent.insertSubview(v[0], belowSubview: v[0])
        #expect(order(parent) == [0])
        parent.addSubview(v[1])
        parent.addSubview(v[2])
        parent.insertSubview(v[0], belowSubview: v[0])
        #expect(order(parent) == [0, 1, 2])
    }

    /// Moving a view to another superview removes it from the old one.
    @Test func reparenting() {
        let (parent, v) = views(2)
        let other = UIView()
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        other.addSubview(v[0])
        #expect(order(parent) == [1])
        #expect(v[0].superview === other)
        #expect(other.layer.sublayers?.first === v[0].layer)
    }

    @Test func addingAViewToItselfOrItsDescendantTraps() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let parent = UIView()
            let child = UIView()
            parent.addSubview(child)
            child.addSubview(parent)
        }
    }

    // MARK: Callbacks

    /// Adding a subtree to a view in a window: willMove(toSuperview:), willMove(toWindow:) down the subtree,
    /// didMoveToWindow down the subtree, didMoveToSuperview, then the parent's didAddSubview. Removing it: the same
    /// order with nil, and the parent's willRemoveSubview before it goes (decision from iOS logs of removal —
    /// willMoveToSuperview, willMoveToWindow, didMoveToWindow, didMoveToSuperview — mirrored for addition;
    /// unverified for addition).
    @Test func callbacksWhenMovingIntoAndOutOfAWindow() {
        let stage = Stage(device: .iPhoneSE)
        let journal = LoggingView.Journal()
        let parent = LoggingView("parent", journal: journal)
        stage.show(parent)
        let child = LoggingView("child", journal: journal)
        let grandchild = LoggingView("grandchild", journal: journal)
        child.addSubview(grandchild)
        #expect(journal.entries == ["parent.willMove(toSuperview: view)", "parent.willMove(toWindow: window)",
                                    "parent.didMoveToWindow(window)", "parent.didMoveToSuperview",
                                    "grandchild.willMove(toSuperview: view)", "grandchild.didMoveToSuperview",
                                    "child.didAddSubview(grandchild)"])
        journal.entries = []
        parent.addSubview(child)
        #expect(journal.entries == [
            "child.willMove(toSuperview: view)",
            "child.willMove(toWindow: window)", "grandchild.willMove(toWindow: window)",
            "child.didMoveToWindow(window)", "grandchild.didMoveToWindow(window)",
            "child.didMoveToSuperview",
            "parent.didAddSubview(child)",
        ])
        journal.entries = []
        child.removeFromSuperview()
        #expect(journal.entries == [
            "child.willMove(toSuperview: nil)",
            "child.willMove(toWindow: nil)", "grandchild.willMove(toWindow: nil)",
            "parent.willRemoveSubview(child)",
            "child.didMoveToWindow(nil)", "grandchild.didMoveToWindow(nil)",
            "child.didMoveToSuperview",
        ])
    }

    /// Outside any window only the superview callbacks run.
    @Test func callbacksOutsideAWindow() {
        let journal = LoggingView.Journal()
        let parent = LoggingView("parent", journal: journal)
        let child = LoggingView("child", journal: journal)
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(journal.entries == ["child.willMove(toSuperview: view)", "child.didMoveToSuperview",
                                    "parent.didAddSubview(child)", "child.willMove(toSuperview: nil)",
                                    "parent.willRemoveSubview(child)", "child.didMoveToSuperview"])
    }

    /// Moving between two superviews in the same window: the old parent hears willRemoveSubview, no window
    /// callbacks run.
    @Test func callbacksWhenMovingWithinAWindow() {
        let stage = Stage(device: .iPhoneSE)
        let journal = LoggingView.Journal()
        let root = UIView()
        stage.show(root)
        let a = LoggingView("a", journal: journal), b = LoggingView("b", journal: journal)
        let child = LoggingView("child", journal: journal)
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(child)
        journal.entries = []
        b.addSubview(child)
        #expect(journal.entries == ["child.willMove(toSuperview: view)", "a.willRemoveSubview(child)",
                                    "child.didMoveToSuperview", "b.didAddSubview(child)"])
    }

    @Test func windowAndHelpers() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        let child = UIView()
        child.tag = 7
        root.addSubview(child)
        #expect(child.window == nil)
        stage.show(root)
        #expect(child.window === stage.window)
        #expect(child.isDescendant(of: root))
        #expect(child.isDescendant(of: stage.window))
        #expect(!root.isDescendant(of: child))
        #expect(stage.window.viewWithTag(7) === child)
        #expect(child.next === root)
    }

    // MARK: Layout

    /// setNeedsLayout marks; the stage's frame lays out parents first; layoutIfNeeded lays out at once.
    @Test func layoutRunsInTheFrameParentsFirst() {
        final class LayoutView: UIView {
            var log: (String) -> Void = { _ in }
            var name = ""
            override func layoutSubviews() { log(name) }
        }
        let stage = Stage(device: .iPhoneSE)
        var order: [String] = []
        let parent = LayoutView(), child = LayoutView()
        parent.name = "parent"
        child.name = "child"
        parent.log = { order.append($0) }
        child.log = { order.append($0) }
        parent.addSubview(child)
        stage.show(parent)
        order = []
        child.setNeedsLayout()
        parent.setNeedsLayout()
        #expect(order.isEmpty)
        stage.pump()
        #expect(order == ["parent", "child"])
        stage.pump()
        #expect(order == ["parent", "child"])
        child.bounds.size = CGSize(width: 40, height: 40)  // a size change asks for layout
        child.layoutIfNeeded()
        #expect(order == ["parent", "child", "child"])
    }
}
