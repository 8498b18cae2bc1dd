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

    private var pinchTouches: [UITouch] = []
    private var initialDistance: CGFloat = 0
    private var startDistance: CGFloat = 0
    private var currentDistance: CGFloat = 0
    private var scaleBase: CGFloat = 1
    private var lastTime: TimeInterval = 0

    private var distance: CGFloat {
        guard pinchTouches.count >= 2 else { return currentDistance }
        let a = pinchTouches[0].locationInWindow, b = pinchTouches[1].locationInWindow
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in event.touchList where touches.contains(touch) {
            if pinchTouches.count < 2 { pinchTouches.append(touch) } else { ignore(touch, for: event) }
        }
        if pinchTouches.count == 2 {
            startDistance = distance
            initialDistance = startDistance
            currentDistance = startDistance
            scaleBase = 1
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pinchTouches.count == 2 else { return }
        let newDistance = distance
        let dt = event.timestamp - lastTime
        if dt > 0, initialDistance > 0 {
            velocity = (newDistance - currentDistance) / initialDistance * scaleBase / CGFloat(dt)
        }
        currentDistance = newDistance
        lastTime = event.timestamp
        switch state {
        case .possible:
            if abs(newDistance - startDistance) > Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lift(touches, final: .ended)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        lift(touches, final: .cancelled)
    }

    private func lift(_ touches: Set<UITouch>, final: State) {
        let before = pinchTouches.count
        pinchTouches.removeAll { touches.contains($0) }
        guard pinchTouches.count < before else { return }
        switch state {
        case .began, .changed: state = final
        case .possible where pinchTouches.isEmpty: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        pinchTouches = []
        initialDistance = 0
        startDistance = 0
        currentDistance = 0
        scaleBase = 1
        velocity = 0
    }

    /// The midpoint of the two fingers.
    open override func location(in view: UIView?) -> CGPoint {
        guard pinchTouches.count == 2 else { return super.location(in: view) }
        let a = pinchTouches[0].location(in: view), b = pinchTouches[1].location(in: view)
        return CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
}
