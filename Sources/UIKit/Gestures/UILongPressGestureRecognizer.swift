import QuartzCore

/// A continuous recognizer for fingers held still (§10).
///
/// It begins once ``numberOfTouchesRequired`` fingers have been down for ``minimumPressDuration`` (0.5 s of
/// stage time, on the stage clock's timers) without moving more than ``allowableMovement`` (10 pt); it then
/// changes whenever a finger moves (any distance) and ends when any finger lifts (Apple's documentation).
/// Lifting or moving too far before the duration makes it fail. With ``numberOfTapsRequired`` > 0, that many
/// quick taps must come first (tap-and-hold); the taps follow `UITapGestureRecognizer`'s timing.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Taps before the press. Default 0.
    open var numberOfTapsRequired = 0
    /// Fingers that must be held. Default 1.
    open var numberOfTouchesRequired = 1
    /// How long the fingers must be held, in seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far (points) the fingers may wander before the gesture begins. Default 10.
    open var allowableMovement: CGFloat = 10

    private var downTouches: [UITouch] = []
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var tapsCompleted = 0
    private var touchesThisTap = 0
    private var timerGeneration = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let new = event.touchList.filter { touches.contains($0) }
        guard state == .possible else {
            for touch in new { ignore(touch, for: event) }
            return
        }
        timerGeneration += 1
        cancelTimers()
        touchesThisTap += new.count
        for touch in new {
            downTouches.append(touch)
            startLocations[ObjectIdentifier(touch)] = touch.locationInWindow
        }
        if downTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard downTouches.count == numberOfTouchesRequired else { return }
        let generation = timerGeneration
        if tapsCompleted < numberOfTapsRequired {
            // A tap of the tap-and-hold: it must be quick.
            scheduleTimer(at: event.timestamp + UITapGestureRecognizer.maximumTapDuration) { [weak self] in
                guard let self, self.timerGeneration == generation, self.state == .possible else { return }
                self.state = .failed
            }
        } else {
            scheduleTimer(at: event.timestamp + minimumPressDuration) { [weak self] in
                guard let self, self.timerGeneration == generation, self.state == .possible,
                      self.downTouches.count == self.numberOfTouchesRequired else { return }
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                let p = touch.locationInWindow
                if hypot(p.x - start.x, p.y - start.y) > allowableMovement {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            downTouches.removeAll { touches.contains($0) }
            // Lifting during the press itself (not one of the taps before it) fails.
            guard tapsCompleted < numberOfTapsRequired else {
                state = .failed
                return
            }
            guard downTouches.isEmpty else { return }
            guard touchesThisTap == numberOfTouchesRequired else {
                state = .failed
                return
            }
            touchesThisTap = 0
            tapsCompleted += 1
            timerGeneration += 1
            cancelTimers()
            let generation = timerGeneration
            scheduleTimer(at: event.timestamp + UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps) { [weak self] in
                guard let self, self.timerGeneration == generation, self.state == .possible else { return }
                self.state = .failed
            }
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        downTouches = []
        startLocations = [:]
        tapsCompleted = 0
        touchesThisTap = 0
        timerGeneration += 1
        cancelTimers()
    }
}
