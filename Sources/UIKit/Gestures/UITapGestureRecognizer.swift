import QuartzCore

/// A discrete recognizer for one or more taps of one or more fingers (§10).
///
/// A tap is ``numberOfTouchesRequired`` fingers touching down and lifting; the gesture is recognized (state
/// `.ended`) when the last finger of the ``numberOfTapsRequired``-th tap lifts. It fails when:
/// - more fingers than required touch down;
/// - the fingers' centroid moves more than ``UITapGestureRecognizer/allowableMovement`` (45 pt) from where the
///   first tap was — UIKit's private default, read off the decompiled iOS 26 `UITapRecognizer`; taps are more
///   forgiving than the ~10 pt one might guess, so a short 20 pt slide still taps;
/// - a tap takes longer than ``UITapGestureRecognizer/maximumTapDuration`` (0.75 s, **unverified**: the
///   decompiled default is an unreadable constant; 0.75 s is what a system client sets alongside the known
///   defaults);
/// - the next tap of a multi-tap doesn't start within
///   ``UITapGestureRecognizer/maximumIntervalBetweenSuccessiveTaps`` (0.35 s, decompiled default).
///
/// Like UIKit, a tap recognizer can't make a recognizer for *more* taps with the same fingers fail: with a
/// single-tap and a double-tap recognizer on one view, a double tap fires both (single first) unless the
/// single tap `require(toFail:)` the double tap.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far (window points) the centroid may move during the taps. UIKit's default (decompiled).
    public static let allowableMovement: CGFloat = 45
    /// The longest a single tap may last. **Unverified**.
    public static let maximumTapDuration: TimeInterval = 0.75
    /// The longest pause between the taps of a multi-tap. UIKit's default (decompiled).
    public static let maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35

    /// How many taps make the gesture. Default 1.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs. Default 1.
    open var numberOfTouchesRequired = 1

    /// Fingers of the current tap still down.
    private var downTouches: [UITouch] = []
    /// The touches of the tap in progress (or the last one), for `numberOfTouches` and `location(in:)`.
    private var tapTouches: [UITouch] = []
    private var touchesThisTap = 0
    private var tapsCompleted = 0
    /// Where the first tap was, in window coordinates.
    private var startPoint: CGPoint?
    /// Bumped to invalidate pending timers.
    private var timerGeneration = 0

    override var countedTouches: [UITouch] { tapTouches }

    open override func location(in view: UIView?) -> CGPoint {
        guard !tapTouches.isEmpty else { return super.location(in: view) }
        return UITouch.convert(Self.centroid(tapTouches.map(\.locationInWindow)), to: view, window: windowForConversion)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if downTouches.isEmpty {
            // A new tap: the pause between taps is over; this tap must not last too long.
            timerGeneration += 1
            cancelTimers()
            let generation = timerGeneration
            scheduleTimer(at: event.timestamp + Self.maximumTapDuration) { [weak self] in
                guard let self, self.timerGeneration == generation, self.state == .possible,
                      !self.downTouches.isEmpty else { return }
                self.state = .failed
            }
        }
        downTouches.append(contentsOf: event.touchList.filter { touches.contains($0) })
        touchesThisTap += touches.count
        if downTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        if downTouches.count == numberOfTouchesRequired {
            tapTouches = downTouches
            let centroid = Self.centroid(tapTouches.map(\.locationInWindow))
            if let startPoint {
                if distance(centroid, startPoint) > Self.allowableMovement { state = .failed }
            } else {
                startPoint = centroid
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let startPoint, tapTouches.count == numberOfTouchesRequired else { return }
        if distance(Self.centroid(tapTouches.map(\.locationInWindow)), startPoint) > Self.allowableMovement {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        downTouches.removeAll { touches.contains($0) }
        guard downTouches.isEmpty else { return }
        guard touchesThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        touchesThisTap = 0
        timerGeneration += 1
        cancelTimers()
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            let generation = timerGeneration
            scheduleTimer(at: event.timestamp + Self.maximumIntervalBetweenSuccessiveTaps) { [weak self] in
                guard let self, self.timerGeneration == generation, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        downTouches = []
        tapTouches = []
        touchesThisTap = 0
        tapsCompleted = 0
        startPoint = nil
        timerGeneration += 1
        cancelTimers()
    }

    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTouchesRequired == numberOfTouchesRequired {
            return tap.numberOfTapsRequired <= numberOfTapsRequired
        }
        if let press = preventedGestureRecognizer as? UILongPressGestureRecognizer,
           press.numberOfTouchesRequired == numberOfTouchesRequired {
            return press.numberOfTapsRequired < numberOfTapsRequired
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}
