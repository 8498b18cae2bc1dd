import QuartzCore

/// A continuous recognizer for a pointer (a trackpad's or a mouse's, or an Apple Pencil hovering) moving over its
/// view without pressing.
///
/// It begins when the pointer enters the view (the view is on the hit-test path of the pointer's location), changes
/// as the pointer moves over it, and ends when the pointer leaves it or the window. ``location(in:)`` is the
/// pointer's location. A Flipbook stage plays the pointer with `Stage.hover(at:)`, `hover(from:to:duration:)` and
/// `endHover()`; hover events carry no touches, so these recognizers take no part in touch handling.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer's location in window coordinates while it hovers over the view.
    var pointerInWindow: CGPoint?
    /// Whether the recognizer has begun for the current hover (between `.began` and `.ended`).
    var isHovering = false

    /// The pointer's location in `view`'s coordinates (the window's when `view` is nil).
    open override func location(in view: UIView?) -> CGPoint {
        guard let pointerInWindow else { return super.location(in: view) }
        guard let view else { return pointerInWindow }
        return view.convert(pointerInWindow, from: nil)
    }

    open override var numberOfTouches: Int { 0 }

    /// The pointer moved to `point` (window coordinates) over the view (`inside`), or away from it.
    func pointerMoved(to point: CGPoint?, inside: Bool) {
        if inside, let point {
            pointerInWindow = point
            if isHovering {
                state = .changed
            } else if delegate?.gestureRecognizerShouldBegin(self) ?? true {
                isHovering = true
                state = .began
            }
        } else if isHovering {
            if let point { pointerInWindow = point }
            isHovering = false
            state = .ended
        }
    }

    /// Leaving the view mid-hover ends the hover as a cancel.
    override func detachFromView() {
        isHovering = false
        super.detachFromView()
    }

    open override func reset() {
        super.reset()
        isHovering = false
        pointerInWindow = nil
    }
}

extension UIWindow {
    /// Delivers the pointer at `point` (window coordinates; nil when it left the window) to every hover recognizer
    /// in the window: the ones on the hit-tested view and its ancestors hover, the others end their hover.
    package func deliverPointer(at point: CGPoint?) {
        var path: [UIView] = []
        if let point, let hit = hitTest(point, with: nil) {
            var view: UIView? = hit
            while let current = view { path.append(current); view = current.superview }
        }
        var recognizers: [(UIHoverGestureRecognizer, Bool)] = []
        func collect(_ view: UIView) {
            for case let hover as UIHoverGestureRecognizer in view.gestureRecognizers ?? [] where hover.isEnabled {
                recognizers.append((hover, path.contains { $0 === view }))
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        // Exits first, so a pointer crossing from one view to another ends one hover before the next begins.
        for (hover, inside) in recognizers where !inside { hover.pointerMoved(to: point, inside: false) }
        for (hover, inside) in recognizers where inside { hover.pointerMoved(to: point, inside: true) }
    }
}
