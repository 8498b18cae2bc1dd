import QuartzCore

/// The two fingers a pinch or a rotation follows, and the state steps both recognizers share (§10).
///
/// The first two touches to land are followed; later ones are handed back to be ignored. The gesture begins once
/// its measure (the fingers' distance, or the angle of the line between them) has moved past its recognizer's
/// hysteresis, changes while they move, and ends (or is cancelled) when one lifts; a pair that never began fails
/// when the last finger lifts. The recognizers keep their own measures; only the fingers and these steps are here.
@MainActor
struct TwoFingerTracking {
    /// The followed touches, in the order they landed (at most two).
    private(set) var touches: [UITouch] = []

    /// Whether both fingers are down.
    var isTracking: Bool { touches.count == 2 }

    /// The two fingers' positions in the window (only while tracking).
    var windowPoints: (CGPoint, CGPoint) { (touches[0].locationInWindow, touches[1].locationInWindow) }

    /// Follows the new touches, in the order they landed, up to two; returns those it will not follow (for
    /// `ignore(_:for:)`), and whether two fingers are down after the call — when the recognizers (re)start their
    /// measures, which includes a third finger landing (ignored) while two are down.
    mutating func add(_ landed: [UITouch]) -> (ignored: [UITouch], restart: Bool) {
        var ignored: [UITouch] = []
        for touch in landed {
            if touches.count < 2 { touches.append(touch) } else { ignored.append(touch) }
        }
        return (ignored, touches.count == 2)
    }

    /// Adds the landed touches of `event` and ignores the rest on `recognizer`; true when two fingers are down.
    mutating func add(_ touches: Set<UITouch>, of event: UIEvent, to recognizer: UIGestureRecognizer) -> Bool {
        let (ignored, restart) = add(event.touchList.filter { touches.contains($0) })
        for touch in ignored { recognizer.ignore(touch, for: event) }
        return restart
    }

    /// Stops following lifted touches; returns the recognizer's next state when a followed finger lifted
    /// (`final` — `.ended` or `.cancelled` — for a gesture under way; `.failed` for one that never began once no
    /// finger is left), or nil when nothing changes.
    mutating func lift(_ lifted: Set<UITouch>, state: UIGestureRecognizer.State,
                       final: UIGestureRecognizer.State) -> UIGestureRecognizer.State? {
        let before = touches.count
        touches.removeAll { lifted.contains($0) }
        guard touches.count < before else { return nil }
        switch state {
        case .began, .changed: return final
        case .possible where touches.isEmpty: return .failed
        default: return nil
        }
    }

    /// Stops following lifted touches and moves `recognizer` to its next state (see `lift(_:state:final:)`).
    mutating func lift(_ lifted: Set<UITouch>, from recognizer: UIGestureRecognizer, final: UIGestureRecognizer.State) {
        if let next = lift(lifted, state: recognizer.state, final: final) { recognizer.state = next }
    }

    /// The recognizer's state after the fingers moved: a possible gesture begins once `pastHysteresis`, one
    /// under way changes; nil when nothing changes.
    static func stateAfterMove(_ state: UIGestureRecognizer.State, pastHysteresis: Bool) -> UIGestureRecognizer.State? {
        switch state {
        case .possible: pastHysteresis ? .began : nil
        case .began, .changed: .changed
        default: nil
        }
    }

    /// The midpoint of the two fingers in `view`'s coordinates, or nil when fewer than two are down.
    func midpoint(in view: UIView?) -> CGPoint? {
        guard isTracking else { return nil }
        let a = touches[0].location(in: view), b = touches[1].location(in: view)
        return CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }

    mutating func reset() {
        touches = []
    }
}
