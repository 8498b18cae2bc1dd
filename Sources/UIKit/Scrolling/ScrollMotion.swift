import QuartzCore

/// A scroll view's motion without a finger — deceleration, bounce, paging, animated scroll — as one phase per
/// axis, each a closed form of `ScrollPhysics` evaluated at the frame's time. A deceleration that runs past an
/// edge turns into the spring back at the exact instant it crosses the edge, with the velocity it has there.
@MainActor
final class ScrollMotion: @preconcurrency FrameObserver {
    enum Kind {
        /// After a drag: ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// From `setContentOffset(_:animated:)` and friends: ends with `scrollViewDidEndScrollingAnimation`.
        case animation
        /// The content settling by itself, as after `UIRefreshControl.endRefreshing()`: ends without a delegate call.
        case settle
    }

    /// One axis's phase.
    enum Axis {
        /// UIKit's decay from `start` towards `target`; past `minimum...maximum` it bounces (or stops at the edge).
        case decelerate(start: CGFloat, target: CGFloat, rate: CGFloat, minimum: CGFloat, maximum: CGFloat, bounces: Bool)
        /// The critically damped spring onto `anchor`.
        case spring(anchor: CGFloat, start: CGFloat, velocity: CGFloat)
        /// An ease-in-ease-out animation.
        case ease(from: CGFloat, to: CGFloat, duration: TimeInterval)
        /// At rest.
        case done(CGFloat)

        var isDone: Bool {
            if case .done = self { return true }
            return false
        }
    }

    let kind: Kind
    private(set) var x: Axis
    private(set) var y: Axis
    private var xStart: TimeInterval
    private var yStart: TimeInterval
    /// The scroll view it moves (set by `UIScrollView.startMotion`).
    weak var scrollView: UIScrollView?

    init(kind: Kind, startTime: TimeInterval, x: Axis, y: Axis) {
        self.kind = kind
        self.x = x
        self.y = y
        xStart = startTime
        yStart = startTime
    }

    var isFinished: Bool { x.isDone && y.isDone }

    /// The offset at `time`, moving each axis to its next phase when it passes a phase's end.
    func offset(at time: TimeInterval) -> (x: CGFloat, y: CGFloat) {
        (Self.advance(&x, from: &xStart, to: time), Self.advance(&y, from: &yStart, to: time))
    }

    /// The value of `axis` at `time`, advancing its phase (and `start`, the phase's start time) as needed.
    static func advance(_ axis: inout Axis, from start: inout TimeInterval, to time: TimeInterval) -> CGFloat {
        while true {
            let elapsed = max(0, time - start)
            switch axis {
            case .done(let value):
                return value
            case let .ease(from, to, duration):
                guard elapsed < duration - MediaClock.instantTolerance else {
                    axis = .done(to)
                    continue
                }
                let progress = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: elapsed / duration)
                return from + (to - from) * CGFloat(progress)
            case let .decelerate(s, target, rate, lo, hi, bounces):
                // Crossing an edge on the way to a target beyond it.
                let edge: CGFloat? = target < lo && s >= lo ? lo : (target > hi && s <= hi ? hi : nil)
                if let edge, let crossing = ScrollPhysics.decelerationTime(start: s, target: target, rate: rate, reaching: edge),
                   elapsed >= crossing {
                    if bounces {
                        let velocity = ScrollPhysics.decelerationVelocity(start: s, target: target, rate: rate, elapsed: crossing)
                        axis = .spring(anchor: edge, start: edge, velocity: velocity)
                        start += crossing
                    } else {
                        axis = .done(edge)
                    }
                    continue
                }
                let value = ScrollPhysics.decelerationOffset(start: s, target: target, rate: rate, elapsed: elapsed)
                if abs(target - value) < ScrollPhysics.restDistance {
                    axis = .done(min(max(target, lo), hi))
                    continue
                }
                return value
            case let .spring(anchor, s, velocity):
                let value = ScrollPhysics.springOffset(anchor: anchor, start: s, velocity: velocity, elapsed: elapsed)
                let speed = ScrollPhysics.springVelocity(anchor: anchor, start: s, velocity: velocity, elapsed: elapsed)
                if abs(value - anchor) < ScrollPhysics.restDistance && abs(speed) < 10 * ScrollPhysics.restDistance {
                    axis = .done(anchor)
                    continue
                }
                return value
            }
        }
    }

    func clockDidTick(_ clock: MediaClock) {
        scrollView?.advanceMotion(self, to: clock.now)
    }

    var needsFrames: Bool { scrollView != nil && !isFinished }
}

extension UIScrollView {
    /// Starts `motion` on the stage clock; it moves the offset every frame until it ends.
    func startMotion(_ motion: ScrollMotion) {
        stopMotion()
        motion.scrollView = self
        self.motion = motion
        if motion.kind == .deceleration { isDecelerating = true }
        showScrollIndicators()
        layer.clock.addFrameObserver(motion)
    }

    /// Stops the motion under way where it is, without the delegate's end calls.
    func stopMotion() {
        guard let motion else { return }
        layer.clock.removeFrameObserver(motion)
        motion.scrollView = nil
        self.motion = nil
        isDecelerating = false
    }

    /// One frame of `motion`.
    func advanceMotion(_ motion: ScrollMotion, to time: TimeInterval) {
        guard motion === self.motion else { return }
        let (x, y) = motion.offset(at: time)
        let offset = CGPoint(x: x, y: y)
        if offset != contentOffset { contentOffset = offset }
        guard motion.isFinished, motion === self.motion else { return }
        stopMotion()
        scheduleIndicatorFade()
        switch motion.kind {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .settle: break
        }
    }
}
