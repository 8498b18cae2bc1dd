import QuartzCore

/// A continuous recognizer for two fingers turning about each other (§10).
///
/// It begins once two fingers are down and the line between them has turned by more than
/// ``UIRotationGestureRecognizer/hysteresis`` radians; it changes while they move and ends when fewer than two
/// remain. ``rotation`` is the angle turned since the fingers were both down, in radians, positive clockwise on
/// screen (y down), unwrapped past ±π, and may be set (e.g. back to 0 to read increments); ``velocity`` is the
/// change of rotation per second over the last movement. ``location(in:)`` is the midpoint of the fingers.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before a rotation begins: 0.1 rad (about 6°; a Flipbook decision, iOS does
    /// not document it).
    public static let hysteresis: CGFloat = 0.1

    /// The angle turned since the fingers went down (or since it was last set), in radians.
    open var rotation: CGFloat {
        get { rotationBase + turned }
        set {
            rotationBase = newValue
            turned = 0
        }
    }

    /// The change of ``rotation`` per second, over the fingers' last movement.
    open private(set) var velocity: CGFloat = 0

    private var fingers = TwoFingerTracking()
    private var lastAngle: CGFloat = 0
    /// The unwrapped angle turned since the fingers went down (or the rotation was set).
    private var turned: CGFloat = 0
    private var totalTurned: CGFloat = 0
    private var rotationBase: CGFloat = 0
    private var lastTime: TimeInterval = 0

    private var angle: CGFloat {
        let (a, b) = fingers.windowPoints
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if fingers.add(touches, of: event, to: self) {
            lastAngle = angle
            turned = 0
            totalTurned = 0
            rotationBase = 0
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers.isTracking else { return }
        let newAngle = angle
        let step = Self.unwrappedStep(from: lastAngle, to: newAngle)
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = step / CGFloat(dt) }
        turned += step
        totalTurned += step
        lastAngle = newAngle
        lastTime = event.timestamp
        if let next = TwoFingerTracking.stateAfterMove(state, pastHysteresis: abs(totalTurned) > Self.hysteresis) {
            state = next
        }
    }

    /// The turn from `a` to `b` taken the short way round (−π…π).
    nonisolated static func unwrappedStep(from a: CGFloat, to b: CGFloat) -> CGFloat {
        var step = b - a
        while step > .pi { step -= 2 * .pi }
        while step < -.pi { step += 2 * .pi }
        return step
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
        lastAngle = 0
        turned = 0
        totalTurned = 0
        rotationBase = 0
        velocity = 0
    }

    /// The midpoint of the two fingers.
    open override func location(in view: UIView?) -> CGPoint {
        fingers.midpoint(in: view) ?? super.location(in: view)
    }
}
