import QuartzCore

/// A discrete recognizer for a quick straight stroke in one of the permitted directions (§10).
///
/// Recognized (`.ended`) while the fingers are still moving, as soon as their centroid has travelled
/// ``UISwipeGestureRecognizer/minimumDistance`` (50 pt) in a permitted ``direction`` with the sideways drift at
/// most half of that travel, within ``UISwipeGestureRecognizer/maximumDuration`` (0.5 s) of touching down.
/// All three thresholds are **unverified** (UIKit's are private). It fails if the fingers lift first, if the
/// time runs out, or if a different number of fingers than ``numberOfTouchesRequired`` touch down.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, as a set.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far (window points) the stroke must travel. **Unverified**.
    public static let minimumDistance: CGFloat = 50
    /// How long after touching down the stroke may take. **Unverified**.
    public static let maximumDuration: TimeInterval = 0.5

    /// The permitted directions. Default `.right`.
    open var direction: Direction = .right
    /// How many fingers swipe. Default 1.
    open var numberOfTouchesRequired = 1

    private var swipeTouches: [UITouch] = []
    private var start: CGPoint?
    private var startTime: TimeInterval = 0
    private var timerGeneration = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        swipeTouches.append(contentsOf: event.touchList.filter { touches.contains($0) })
        if swipeTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        if swipeTouches.count == 1 {
            startTime = event.timestamp
            timerGeneration += 1
            cancelTimers()
            let generation = timerGeneration
            scheduleTimer(at: event.timestamp + Self.maximumDuration) { [weak self] in
                guard let self, self.timerGeneration == generation, self.state == .possible else { return }
                self.state = .failed
            }
        }
        if swipeTouches.count == numberOfTouchesRequired {
            start = Self.centroid(swipeTouches.map(\.locationInWindow))
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, swipeTouches.count == numberOfTouchesRequired else { return }
        if event.timestamp - startTime > Self.maximumDuration {
            state = .failed
            return
        }
        let c = Self.centroid(swipeTouches.map(\.locationInWindow))
        let dx = c.x - start.x, dy = c.y - start.y
        // (direction, travel along it, drift across it)
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (dir, along, across) in candidates where direction.contains(dir) {
            if along >= Self.minimumDistance && abs(across) <= along / 2 {
                state = .ended
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        swipeTouches = []
        start = nil
        timerGeneration += 1
        cancelTimers()
    }
}
