import QuartzCore

/// A continuous recognizer for two fingers pinching (§10): what zooms a scroll view.
///
/// It begins once two fingers are down and the distance between them has changed by more than
/// ``UIPinchGestureRecognizer/hysteresis`` points; it changes while they move and ends when fewer than two
/// remain. ``scale`` is the distance between the fingers over the distance when they were both down (so it
/// begins near, not exactly at, 1 — as on iOS), and may be set (e.g. back to 1 to read increments);
/// ``velocity`` is the change of scale per second over the last movement. ``location(in:)`` is the midpoint
/// of the fingers.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers' distance must change before a pinch begins (a Flipbook decision).
    public static let hysteresis: CGFloat = 8

    /// The scale factor relative to the fingers' distance when the pinch started (or when it was last set).
    open var scale: CGFloat {
        get { initialDistance > 0 ? currentDistance / initialDistance * scaleBase : scaleBase }
        set {
            scaleBase = newValue
            initialDistance = currentDistance
        }
    }

    /// The change of ``scale`` per second, over the fingers' last movement.
    open private(set) var velocity: CGFloat = 0

    private var fingers = TwoFingerTracking()
    private var initialDistance: CGFloat = 0
    private var startDistance: CGFloat = 0
    private var currentDistance: CGFloat = 0
    private var scaleBase: CGFloat = 1
    private var lastTime: TimeInterval = 0

    private var distance: CGFloat {
        guard fingers.isTracking else { return currentDistance }
        let (a, b) = fingers.windowPoints
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if fingers.add(touches, of: event, to: self) {
            startDistance = distance
            initialDistance = startDistance
            currentDistance = startDistance
            scaleBase = 1
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers.isTracking else { return }
        let newDistance = distance
        let dt = event.timestamp - lastTime
        if dt > 0, initialDistance > 0 {
            velocity = (newDistance - currentDistance) / initialDistance * scaleBase / CGFloat(dt)
        }
        currentDistance = newDistance
        lastTime = event.timestamp
        if let next = TwoFingerTracking.stateAfterMove(state, pastHysteresis: abs(newDistance - startDistance) > Self.hysteresis) {
            state = next
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers.lift(touches, from: self, final: .ended)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingers.lift(touches, from: self, final: .cancelled)
    }

    open override func reset() {
        super.reset()
        fingers.reset()
        initialDistance = 0
        startDistance = 0
        currentDistance = 0
        scaleBase = 1
        velocity = 0
    }

    /// The midpoint of the two fingers.
    open override func location(in view: UIView?) -> CGPoint {
        fingers.midpoint(in: view) ?? super.location(in: view)
    }
}
