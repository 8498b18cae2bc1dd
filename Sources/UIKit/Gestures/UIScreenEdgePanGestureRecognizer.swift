import QuartzCore

/// A pan that only begins when the finger starts at an edge of the screen (§10): the gesture of interactive
/// "swipe back" and "swipe to dismiss" transitions, and of `UINavigationController.interactivePopGestureRecognizer`.
///
/// The touch must begin within ``UIScreenEdgePanGestureRecognizer/edgeRegion`` (20 pt, **unverified**: UIKit's
/// region is private) of one of ``edges`` of the window, in window coordinates; a touch starting anywhere else
/// fails at once, so it never delays the view's touches. Then it behaves as a one-finger pan, except that it
/// fails if, when it moves past the slop, the movement runs along the edge rather than away from it (the
/// inward component must exceed the sideways one; **unverified**, UIKit decides this with a private angle
/// window). As in UIKit, `maximumNumberOfTouches` is 1 and ``UIGestureRecognizer/delaysTouchesBegan`` is true.
/// Portrait only: `edges` are the window's edges.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to an edge (window points) the touch must begin. **Unverified**.
    public static let edgeRegion: CGFloat = 20

    /// The edges the gesture may start from. Default none: set it (usually `.left`), or the gesture never
    /// begins.
    open var edges: UIRectEdge = []

    /// The requested edges the current touch started at.
    private var touchedEdges: UIRectEdge = []

    public override init() {
        super.init()
        maximumNumberOfTouches = 1
        delaysTouchesBegan = true
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible && touchedEdges.isEmpty, let touch = touches.first {
            touchedEdges = edges.intersection(Self.edges(near: touch.locationInWindow, in: touch.window?.bounds))
            guard !touchedEdges.isEmpty else {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBegin(translationInWindow t: CGPoint) -> Bool {
        // Away from any of the edges touched: the inward component leads.
        var ok = false
        if touchedEdges.contains(.left) { ok = ok || (t.x > 0 && t.x > abs(t.y)) }
        if touchedEdges.contains(.right) { ok = ok || (t.x < 0 && -t.x > abs(t.y)) }
        if touchedEdges.contains(.top) { ok = ok || (t.y > 0 && t.y > abs(t.x)) }
        if touchedEdges.contains(.bottom) { ok = ok || (t.y < 0 && -t.y > abs(t.x)) }
        return ok
    }

    open override func reset() {
        super.reset()
        touchedEdges = []
    }

    /// The edges of `bounds` within ``edgeRegion`` of `point`.
    static func edges(near point: CGPoint, in bounds: CGRect?) -> UIRectEdge {
        guard let bounds else { return [] }
        var result: UIRectEdge = []
        if point.x - bounds.minX < edgeRegion { result.insert(.left) }
        if bounds.maxX - point.x < edgeRegion { result.insert(.right) }
        if point.y - bounds.minY < edgeRegion { result.insert(.top) }
        if bounds.maxY - point.y < edgeRegion { result.insert(.bottom) }
        return result
    }
}
