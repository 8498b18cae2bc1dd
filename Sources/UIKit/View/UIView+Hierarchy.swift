import QuartzCore

// How a view joins and leaves a superview: the subviews array and the layer tree change together, and the
// callbacks run in UIKit's order (see "Callbacks, for subclasses" in UIView.swift). The overridable entry points
// (addSubview, insertSubview…, removeFromSuperview) stay in the class body, as Swift cannot override members
// declared in extensions.
extension UIView {
    /// Removes `view` from `subviews` without the removal callbacks: it is only changing place.
    func detachForMove(_ view: UIView) {
        subviews.removeAll { $0 === view }
    }

    func insert(_ view: UIView, at requestedIndex: Int) {
        precondition(view !== self && !isDescendant(of: view), "Can't add self as subview")
        let isMove = view.superview === self
        let oldWindow = view.window
        if isMove {
            subviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperviewForReparenting(newSuperview: self)
        }
        let index = min(max(requestedIndex, 0), subviews.count)
        // The layer goes just below the layer of the subview now at `index`, or on top of all sublayers.
        if index < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: index)
        guard !isMove else { return }
        let newWindow = window
        view.superview = self
        view.layoutHierarchyDidAttach()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        // A view that joins a superview is laid out in its new place, and so is the superview, in the next layout
        // pass — whatever their sizes: a view that joins a window at the size it already has (a controller's view
        // laid out before it appears) still gets the window's safe area and its `layoutSubviews`. A change of
        // place among siblings (above) marks nothing. Pinned in UIViewHierarchyLayoutTests.
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Leaves the old superview on the way to `newSuperview`, with the callbacks UIKit sends.
    func removeFromSuperviewForReparenting(newSuperview: UIView) {
        let newWindow = newSuperview.window
        willMove(toSuperview: newSuperview)
        if window !== newWindow { notifyWillMoveToWindow(newWindow) }
        if let parent = superview {
            let oldWindow = window
            detach(from: parent)
            if oldWindow != nil && oldWindow !== newWindow { Self.removeAnimations(inTreeOf: layer) }
        }
    }

    /// Takes the view and its layer out of `parent`, between the will- and did-move callbacks its callers send.
    func detach(from parent: UIView) {
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        layoutHierarchyWillDetach(from: parent)
        layer.removeFromSuperlayer()
        superview = nil
        layoutHierarchyDidDetach(from: parent)
    }

    /// A view that leaves its window loses the animations of its whole layer tree, as Core Animation drops them
    /// from layers that leave the rendered tree; their delegates — block completions among them — hear
    /// `finished: false` in the next frame (§6.4).
    static func removeAnimations(inTreeOf layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(inTreeOf: sublayer) }
    }

    /// Tells the view and its subtree, top down, that they are about to move to `newWindow`; those leaving a
    /// window give up their touches first (``cancelTouches(of:)``). The live touches of the subtree are found
    /// once, here at its root — one look-up of the window's injector and one pass over its touches — not once
    /// per view: removing a big subtree (a list's cell on reuse) would otherwise cost views × touches.
    func notifyWillMoveToWindow(_ newWindow: UIWindow?) {
        guard let oldWindow = window, oldWindow !== newWindow else {
            notifySubtreeWillMoveToWindow(newWindow, leaving: nil)
            return
        }
        notifySubtreeWillMoveToWindow(newWindow, leaving: TouchesLeavingWindow(of: self, window: oldWindow))
    }

    /// The recursion of ``notifyWillMoveToWindow(_:)``; `leaving` is nil when the subtree stays in its window.
    private func notifySubtreeWillMoveToWindow(_ newWindow: UIWindow?, leaving: TouchesLeavingWindow?) {
        if let leaving { cancelTouches(of: leaving) }
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifySubtreeWillMoveToWindow(newWindow, leaving: leaving) }
    }

    /// The view is about to leave its window: the touches bound to it are cancelled (`touchesCancelled`, and
    /// nothing more of them reaches it), and its gesture recognizers give up theirs — a gesture in progress is cancelled, its action running now, while the view is still in the
    /// window; an undecided one fails. UIKit documents the first ("an interruption is anything that … causes the
    /// view handling the touch events to be removed from its window", `UIResponder.touchesCancelled(_:with:)`);
    /// the second follows from it, as a continuous recognizer whose touches are cancelled is cancelled
    /// (`UIGestureRecognizer.touchesCancelled(_:with:)`). A recognizer outside a window gets no touches at all
    /// (`TouchDelivery`), so no action of it runs once its view has gone — before this, a pan could go on
    /// calling its action from a view a transition had taken out of the window (UIGestureRecognizerLeavingWindowTests).
    private func cancelTouches(of leaving: TouchesLeavingWindow) {
        if let (event, touches) = leaving.takeTouches(boundTo: self) {
            event.delivery.cancelViewDelivery(of: touches)
        }
        for recognizer in gestureRecognizers ?? [] { recognizer.abandonGesture() }
    }

    package func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}

/// The live touches of a subtree about to leave its window, found once at the subtree's root and handed out view
/// by view as ``UIView/notifyWillMoveToWindow(_:)`` walks down: the window's injector is looked up once, and each
/// touch's view is tested once for being inside the subtree.
@MainActor
private final class TouchesLeavingWindow {
    private let event: UIEvent?
    /// The subtree's touches by view, each view's in the event's order.
    private var touchesByView: [ObjectIdentifier: [UITouch]] = [:]

    init(of root: UIView, window: UIWindow) {
        event = TouchInjector.existingInjector(for: window)?.event
        for touch in event?.touchList ?? [] {
            guard let view = touch.view, view.isDescendant(of: root) else { continue }
            touchesByView[ObjectIdentifier(view), default: []].append(touch)
        }
    }

    /// The touches bound to `view`, with their event, if it has any; each is handed out once.
    func takeTouches(boundTo view: UIView) -> (UIEvent, [UITouch])? {
        guard let event, let touches = touchesByView.removeValue(forKey: ObjectIdentifier(view)) else { return nil }
        return (event, touches)
    }
}
