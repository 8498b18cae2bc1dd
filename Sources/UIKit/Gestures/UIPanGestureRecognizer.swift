import QuartzCore

/// A continuous recognizer for one or more fingers dragging (§10): the gesture behind interactive transitions.
///
/// It begins once at least ``minimumNumberOfTouches`` fingers are down and their centroid has moved
/// ``UIPanGestureRecognizer/hysteresis`` (10 pt) along either axis of the view; it changes while they move and
/// ends when all fingers lift. Fingers beyond ``maximumNumberOfTouches`` are ignored.
///
/// ## Translation
///
/// ``translation(in:)`` is the movement of the centroid since the gesture began, in the given view's
/// coordinates. UIKit subtracts the 10 pt of slop when the pan begins, per axis, so the translation at
/// `.began` is only the movement *beyond* the slop (a few points at most) and a view dragged by it does not
/// jump: it trails the finger by the slop. (Read off the decompiled iOS 26 UIKit — `_removeHysteresisFromTranslation`
/// — and consistent with reports that the translation "always starts with 0"; a pan that had to wait for
/// another recognizer to fail begins with a translation of exactly zero.) ``setTranslation(_:in:)`` moves the
/// baseline so the translation reads the given value now.
///
/// ## Velocity
///
/// ``velocity(in:)`` is in points per second in the given view's coordinates, estimated from the two latest
/// movements of the centroid as UIKit does: `0.2 × latest + 0.8 × the one before`. A constant-speed drag
/// reports its speed exactly; lifting the finger doesn't add a sample, so at `.ended` the velocity is the one
/// of the last movement. Changing the translation does not reset the velocity (Apple's documentation says it
/// does, but UIKit's code doesn't, and code that calls `setTranslation(.zero, in:)` on every change and
/// flicks with the final velocity relies on that).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The slop: how far the centroid must move along one axis before a pan begins. UIKit's
    /// `_defaultHysteresis` (decompiled iOS 26).
    public static let hysteresis: CGFloat = 10

    /// The fewest fingers that can pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that can pan; more are ignored. Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// The kinds of scroll input a pan accepts; Flipbook has no pointer scrolling, so this is stored only.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// The touches the pan follows (at most `maximumNumberOfTouches`), still down.
    private var panTouches: [UITouch] = []
    /// The baseline and current centroid, in window coordinates; translation is their difference.
    private var firstLocation: CGPoint = .zero
    private var lastLocation: CGPoint = .zero
    private var lastTouchTime: TimeInterval = 0
    private var hasLocation = false

    /// One movement of the centroid, in window coordinates.
    private struct VelocitySample {
        var from: CGPoint
        var to: CGPoint
        var dt: TimeInterval
    }
    private var velocitySample: VelocitySample?
    private var previousVelocitySample: VelocitySample?

    // MARK: Reading the gesture

    /// The centroid's movement since the pan began (less the slop, see the type's discussion), in `view`'s
    /// coordinates (window coordinates for nil). To keep a view under the finger, ask in its superview.
    open func translation(in view: UIView?) -> CGPoint {
        let first = fromWindow(firstLocation, to: view), last = fromWindow(lastLocation, to: view)
        return CGPoint(x: last.x - first.x, y: last.y - first.y)
    }

    /// Makes ``translation(in:)`` read `translation` (in `view`'s coordinates) at the current finger position.
    /// Used to take incremental deltas: read the translation, apply it, set it back to zero. Ignored when no
    /// finger is down, as in UIKit.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard !panTouches.isEmpty else { return }
        let last = fromWindow(lastLocation, to: view)
        firstLocation = toWindow(CGPoint(x: last.x - translation.x, y: last.y - translation.y), from: view)
    }

    /// The centroid's velocity in points per second, in `view`'s coordinates (see the type's discussion).
    open func velocity(in view: UIView?) -> CGPoint {
        var v = convert(velocitySample, to: view)
        if let previous = previousVelocitySample, previous.dt > 1.0 / 8_388_608 {
            let p = convert(previous, to: view)
            v = CGPoint(x: v.x * 0.2 + p.x * 0.8, y: v.y * 0.2 + p.y * 0.8)
        }
        return v
    }

    private func convert(_ sample: VelocitySample?, to view: UIView?) -> CGPoint {
        guard let sample, sample.dt >= 0.001 else { return .zero }
        let from = fromWindow(sample.from, to: view), to = fromWindow(sample.to, to: view)
        return CGPoint(x: (to.x - from.x) / sample.dt, y: (to.y - from.y) / sample.dt)
    }

    /// Where the pan is: the centroid of its fingers (where they lifted, once they have).
    open override func location(in view: UIView?) -> CGPoint {
        hasLocation ? fromWindow(lastLocation, to: view) : super.location(in: view)
    }

    override var countedTouches: [UITouch] { panTouches }

    // MARK: Touch handling

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let before = panTouches
        for touch in ordered(touches, in: event) {
            if panTouches.count >= maximumNumberOfTouches {
                ignore(touch, for: event)
            } else {
                panTouches.append(touch)
            }
        }
        guard panTouches.count != before.count else { return }
        if before.isEmpty {
            firstLocation = Self.centroid(panTouches.map(\.locationInWindow))
            lastLocation = firstLocation
            lastTouchTime = event.timestamp
            hasLocation = true
        } else {
            touchesListChanged(from: before)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !panTouches.isEmpty else { return }
        centroidMoved(to: Self.centroid(panTouches.map(\.locationInWindow)), at: event.timestamp)
        switch state {
        case .possible:
            guard panTouches.count >= minimumNumberOfTouches, willPanX || willPanY else { return }
            guard shouldBegin(translationInWindow: translationInWindow) else {
                state = .failed
                return
            }
            removeHysteresisFromTranslation()
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        handleEnded(touches, final: .ended)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        handleEnded(touches, final: .cancelled)
    }

    open override func reset() {
        super.reset()
        panTouches = []
        velocitySample = nil
        previousVelocitySample = nil
        hasLocation = false
    }

    override func willBeginAfterSatisfyingFailureRequirements() {
        setTranslation(.zero, in: view)
    }

    /// Whether a pan whose centroid moved `translation` (window coordinates) past the slop may begin; the
    /// screen-edge pan requires the movement to leave its edge.
    func shouldBegin(translationInWindow translation: CGPoint) -> Bool { true }

    var translationInWindow: CGPoint {
        CGPoint(x: lastLocation.x - firstLocation.x, y: lastLocation.y - firstLocation.y)
    }

    // MARK: Mechanics

    private func handleEnded(_ touches: Set<UITouch>, final: State) {
        let before = panTouches
        panTouches.removeAll { touches.contains($0) }
        guard panTouches.count != before.count else { return }
        if panTouches.isEmpty {
            switch state {
            case .began, .changed: state = final
            default: state = .failed
            }
        } else {
            touchesListChanged(from: before)
        }
    }

    /// When fingers join or leave, the centroid jumps; shift the baseline and the current location by the jump
    /// so the translation doesn't.
    private func touchesListChanged(from old: [UITouch]) {
        let a = Self.centroid(old.map(\.locationInWindow))
        let b = Self.centroid(panTouches.map(\.locationInWindow))
        let dx = b.x - a.x, dy = b.y - a.y
        firstLocation.x += dx; firstLocation.y += dy
        lastLocation.x += dx; lastLocation.y += dy
    }

    private func centroidMoved(to location: CGPoint, at time: TimeInterval) {
        let dt = time - lastTouchTime
        if dt > 0 {
            previousVelocitySample = velocitySample
            velocitySample = VelocitySample(from: lastLocation, to: location, dt: dt)
        }
        lastLocation = location
        lastTouchTime = time
    }

    /// The translation along the view's x (or y) axis, measured in window points.
    private func axisDistance(horizontal: Bool) -> CGFloat {
        let t = translation(in: view)
        let masked = horizontal ? CGPoint(x: t.x, y: 0) : CGPoint(x: 0, y: t.y)
        let origin = toWindow(.zero, from: view), end = toWindow(masked, from: view)
        return hypot(end.x - origin.x, end.y - origin.y)
    }

    private var willPanX: Bool { axisDistance(horizontal: true) >= Self.hysteresis }
    private var willPanY: Bool { axisDistance(horizontal: false) >= Self.hysteresis }

    /// Takes the slop off the translation, per window axis, keeping its sign.
    private func removeHysteresisFromTranslation() {
        let t = translationInWindow, h = Self.hysteresis
        func shrink(_ v: CGFloat) -> CGFloat { v > 0 ? max(v - h, 0) : min(v + h, 0) }
        firstLocation = CGPoint(x: lastLocation.x - shrink(t.x), y: lastLocation.y - shrink(t.y))
    }

    private func ordered(_ touches: Set<UITouch>, in event: UIEvent) -> [UITouch] {
        event.touchList.filter { touches.contains($0) }
    }

    private func fromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: windowForConversion)
    }

    private func toWindow(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, to: windowForConversion)
    }
}

