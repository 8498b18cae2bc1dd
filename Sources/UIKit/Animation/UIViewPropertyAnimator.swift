import QuartzCore

/// An interruptible animation object: the changes made in its animation blocks can be started, paused,
/// scrubbed with ``fractionComplete``, reversed, re-timed with ``continueAnimation(withTimingParameters:durationFactor:)``
/// and stopped (§7).
///
/// The animator drives its animations itself: each property change becomes an animation whose progress the
/// animator computes from its own state (running since a time, paused at a fraction, re-timed by a new curve),
/// so every transition of the state table keeps what is on screen continuous. Misuse traps with UIKit's
/// messages exactly where UIKit raises (§7.4).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    // MARK: Configuration

    /// The timing the animator was created with.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration of the animations, in seconds (0 at creation becomes 0.2, §7.3).
    open private(set) var duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)`.
    open private(set) var delay: TimeInterval = 0

    /// Whether the animator can be paused, stopped and scrubbed. Can't change while active or stopped (§7.4).
    open var isInterruptible = true {
        willSet {
            if phase.isActive || phase == .stopped {
                raise("Setting interruptible on an active property animator is not supported.")
            }
        }
    }

    /// Whether the animated views take touches while it runs. Can't change while active or stopped (§7.4).
    open var isUserInteractionEnabled = true {
        willSet {
            if phase.isActive || phase == .stopped {
                raise("Setting userInteractionEnabled on an active property animator is not supported.")
            }
        }
    }

    open var isManualHitTestingEnabled = false

    /// While paused, whether ``fractionComplete`` maps linearly to what is on screen instead of through the
    /// curve. Can't change while paused (§7.3–7.4).
    open var scrubsLinearly = true {
        willSet {
            if phase == .paused { raise("Cannot change scrubsLinearly on a paused property animator.") }
        }
    }

    /// At the end, pause (staying active, no completions) instead of finishing. Only for interruptible animators.
    open var pausesOnCompletion = false {
        willSet {
            if !isInterruptible {
                raise("pausesOnCompletion can only be set on an interruptible property animator.")
            }
        }
    }

    // MARK: Creation

    /// An animator with the given duration and timing; add animations, then start it.
    ///
    /// A spring given by mass, stiffness and damping (or by duration and bounce) replaces `duration` with its
    /// settling duration, which ``duration`` then reports (§6.8: Apple's documentation of
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` — "the duration is computed assuming a
    /// small settling oscillation"); damping-ratio springs and cubic curves keep the duration passed.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let given = duration > 0 ? duration : 0.2
        self.duration = parameters.springTimingParameters?.effectiveDuration(forAnimatorDuration: given) ?? given
        self.timingParameters = parameters
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator of 0.2 s with the default cubic curve.
    public convenience override init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// Creates an animator with the curve in `options` and starts it after `delay`. Created inside another
    /// animation block it is not interruptible (§7.3).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration,
                            timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        if ViewAnimationContext.current != nil { animator.isInterruptible = false }
        animator.isManualHitTestingEnabled = true
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    isolated deinit {
        // UIKit raises NSInternalInconsistencyException here (§7.3); a Swift trap is the closest equivalent.
        if phase == .paused || phase == .stopped {
            preconditionFailure(
                "It is an error to release a paused or stopped property animator. Property animators must either "
                    + "finish animating or be explicitly stopped and finished before they can be released.")
        }
    }

    // MARK: State (§7.1–7.2)

    /// UIKit's internal states: the public `state` is derived from them.
    package enum Phase: Equatable {
        case inactiveEmpty, inactivePending, running, paused, stopped, completing

        var isActive: Bool { self == .running || self == .paused || self == .completing }
    }

    package internal(set) var phase: Phase = .inactiveEmpty

    open var state: UIViewAnimatingState {
        switch phase {
        case .inactiveEmpty, .inactivePending: .inactive
        case .running, .paused, .completing: .active
        case .stopped: .stopped
        }
    }

    /// Whether the animations are moving (in either direction). True while completions run, as on iOS.
    open var isRunning: Bool { phase == .running || phase == .completing }

    // MARK: Blocks

    /// The changes of one `addAnimations` call and the part of the timeline they occupy.
    final class Block {
        /// Where on the animator's timeline (0…1) this block starts; it ends at 1.
        let start: Double
        var body: (() -> Void)?
        var animations: [CreatedAnimation] = []
        /// Progress when a re-timing began (see `Motion.retimed`).
        var retimeStart = 0.0

        init(start: Double, body: @escaping () -> Void) {
            self.start = start
            self.body = body
        }

        /// The block's own fraction at animator time fraction `tau`.
        func localFraction(_ tau: Double) -> Double {
            guard start < 1 else { return tau >= 1 ? 1 : 0 }
            return min(max((tau - start) / (1 - start), 0), 1)
        }

        /// The block's own progress when the animator's on-screen progress is `fraction` (linear scrubbing): as
        /// ``localFraction(_:)``, except that a fraction past either end — a spring caught overshooting when it was
        /// paused — carries over instead of being clamped, so pausing never moves anything.
        func linearProgress(_ fraction: Double) -> Double {
            if fraction > 1 && start < 1 { return (fraction - start) / (1 - start) }
            if fraction < 0 && start == 0 { return fraction }
            return localFraction(fraction)
        }
    }

    var blocks: [Block] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []

    // MARK: Motion

    /// How the timeline moves. `tau` is the time fraction along the forward direction (0 = start state, 1 = end
    /// state).
    enum Motion {
        case idle
        /// Frozen. `linear`: `fraction` is the on-screen progress itself (linear scrubbing); otherwise it is a
        /// time fraction shown through the curve.
        case paused(fraction: Double, linear: Bool)
        /// Running on the original curve: `tau = startTau ± (t − startTime) · rate`.
        case original(startTime: CFTimeInterval, startTau: Double, rate: Double)
        /// Re-timed by `continueAnimation` with new parameters: each block goes from its `retimeStart` progress
        /// to the target along `curve` over `duration`.
        case retimed(startTime: CFTimeInterval, duration: Double, curve: Curve)
    }

    enum Curve {
        case cubic(CAMediaTimingFunction)
        case spring(Spring)

        func progress(elapsed: Double, duration: Double) -> Double {
            switch self {
            case .cubic(let f): duration > 0 ? f.progress(at: min(max(elapsed / duration, 0), 1)) : 1
            case .spring(let s): elapsed >= duration ? 1 : s.progress(at: max(elapsed, 0))
            }
        }
    }

    var motion: Motion = .idle
    var reversed = false
    weak var clock: MediaClock?
    var now: CFTimeInterval { (clock ?? MediaClock.current).now }

    /// The animator's base curve.
    var baseCurve: Curve {
        if let spring = timingParameters?.springTimingParameters {
            return .spring(spring.spring(forDuration: duration))
        }
        return .cubic(timingParameters?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .default))
    }

    /// The time the base timing takes: the duration, or a spring's settling duration (§6.8).
    var baseDuration: TimeInterval {
        timingParameters?.springTimingParameters?.effectiveDuration(forAnimatorDuration: duration) ?? duration
    }

    /// The base curve's progress for a block at block fraction `local`.
    func baseProgress(_ block: Block, local: Double) -> Double {
        let blockDuration = baseDuration * (1 - block.start)
        return baseCurve.progress(elapsed: local * blockDuration, duration: blockDuration)
    }

    /// The time fraction of the original run now. An infinite rate — a run with nothing left, such as an
    /// animator reversed before it moved — is at its end from its start time on: `0 × ∞` would be NaN, which
    /// never reaches the end, so the animator kept the stage busy forever (found by the fuzzer,
    /// FuzzRegressionTests.emptyDelayedAnimatorReversedAndPaused).
    func currentTau(startTime: CFTimeInterval, startTau: Double, rate: Double) -> Double {
        let advance = rate.isInfinite ? (now >= startTime ? 1.0 : 0) : max(0, now - startTime) * rate
        return min(max(startTau + (reversed ? -1 : 1) * advance, 0), 1)
    }

    /// What the block shows now, from 0 (start values) to 1 (end values).
    package func progress(ofBlockAt index: Int) -> Double {
        guard blocks.indices.contains(index) else { return 0 }
        let block = blocks[index]
        switch motion {
        case .idle:
            return 0
        case .paused(let fraction, let linear):
            return linear ? block.linearProgress(fraction) : baseProgress(block, local: block.localFraction(fraction))
        case .original(let startTime, let startTau, let rate):
            return baseProgress(block, local: block.localFraction(currentTau(startTime: startTime, startTau: startTau, rate: rate)))
        case .retimed(let startTime, let duration, let curve):
            let g = curve.progress(elapsed: now - startTime, duration: duration)
            let target = reversed ? 0.0 : 1.0
            return block.retimeStart + (target - block.retimeStart) * g
        }
    }

    /// The forward-direction fraction now: time fraction while running on the original curve, the main block's
    /// progress while re-timed, the stored value while paused.
    var internalFraction: Double {
        switch motion {
        case .idle: 0
        case .paused(let fraction, _): fraction
        case .original(let startTime, let startTau, let rate): currentTau(startTime: startTime, startTau: startTau, rate: rate)
        case .retimed: blocks.isEmpty ? 0 : progress(ofBlockAt: 0)
        }
    }

    /// Whether the current run has reached its end: when the time left is within the clock's tolerance (see
    /// `MediaClock.instantTolerance`).
    var hasReachedEnd: Bool {
        let tolerance = MediaClock.instantTolerance
        switch motion {
        case .idle, .paused:
            return false
        case .original(let startTime, let startTau, let rate):
            let tau = currentTau(startTime: startTime, startTau: startTau, rate: rate)
            let fractionLeft = reversed ? tau : 1 - tau
            return now >= startTime - tolerance && fractionLeft <= tolerance * rate
        case .retimed(let startTime, let duration, _):
            return now - startTime >= duration - tolerance
        }
    }

    // MARK: UIViewAnimating

    /// The completion fraction, 0…1, measured along the current direction (§7.3). Setting it scrubs a paused
    /// animator (clamped to [0.00001, 0.99999]); on a running one it pauses, scrubs and continues.
    open var fractionComplete: CGFloat {
        get {
            guard phase.isActive || phase == .stopped else { return 0 }
            let f = min(max(internalFraction, 0), 1)
            return CGFloat(reversed ? 1 - f : f)
        }
        set {
            let value = min(max(Double(newValue), 0.00001), 0.99999)
            switch phase {
            case .stopped, .completing:
                return
            case .running:
                pauseAnimation()
                scrub(to: value)
                continueAnimation(withTimingParameters: nil, durationFactor: 0)
            case .inactiveEmpty, .inactivePending:
                startPaused()
                scrub(to: value)
            case .paused:
                scrub(to: value)
            }
        }
    }

    func scrub(to value: Double) {
        motion = .paused(fraction: reversed ? 1 - value : value, linear: scrubsLinearly)
    }

    /// The direction: setting it on a paused or pending animator flips it in place; on a running one it pauses,
    /// flips and continues, so the animation heads back the way it came (§7.3).
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            switch phase {
            case .inactivePending, .paused:
                reversed = newValue
            case .running:
                pauseAnimation()
                reversed = newValue
                continueAnimation(withTimingParameters: nil, durationFactor: 0)
            case .inactiveEmpty, .stopped, .completing:
                return
            }
        }
    }

    open func startAnimation() {
        switch phase {
        case .inactiveEmpty, .inactivePending:
            begin()
            motion = .original(startTime: now + delay, startTau: reversed ? 1 : 0, rate: 1 / baseDuration)
            phase = .running
            retainWhileRunning()
        case .paused:
            resume(timing: nil, durationFactor: 0)
        case .running, .stopped, .completing:
            return
        }
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        if phase == .paused { raise("Cannot start a paused property animator after a delay.") }
        if delay < 0 { raise("Delay must be greater than or equal to zero, got \(delay).") }
        self.delay = delay
        startAnimation()
    }

    open func pauseAnimation() {
        guard isInterruptible else { raise("Cannot pause a non-interruptible property animator.") }
        switch phase {
        case .inactiveEmpty, .inactivePending:
            startPaused()
        case .running:
            // Scrubbing linearly, the paused fraction is what is on screen, so pausing doesn't move anything.
            let f = scrubsLinearly ? (blocks.isEmpty ? internalFraction : progress(ofBlockAt: 0)) : internalFraction
            if case .retimed = motion { snapshotRetimeStarts() }
            motion = .paused(fraction: f, linear: scrubsLinearly || isRetimed)
            phase = .paused
            releaseFromClock()
        case .paused, .stopped, .completing:
            return
        }
    }

    var isRetimed: Bool {
        if case .retimed = motion { return true }
        return false
    }

    /// Stops where the animations are: every animated property keeps its on-screen value as its model value.
    /// `true` ends here (inactive; completions are discarded); `false` waits for `finishAnimation(at:)` (§7.3).
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible else { raise("Cannot stop a non-interruptible property animator.") }
        if phase == .stopped { raise("Attempt to stop a property animator that is already stopped.") }
        guard phase == .running || phase == .paused else { return }
        freezeAtCurrentValues()
        releaseFromClock()
        if withoutFinishing {
            completions = []
            reset()
        } else {
            phase = .stopped
        }
    }

    /// Finishes a stopped animator: `.end` and `.start` set the model values to the end or start values,
    /// `.current` leaves them; then the completions run with that position.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        switch phase {
        case .inactiveEmpty:
            return
        case .stopped:
            for created in blocks.flatMap(\.animations) {
                switch finalPosition {
                case .end: if let new = created.new { created.layer.modelValues[created.keyPath] = new }
                case .start: if let old = created.old { created.layer.modelValues[created.keyPath] = old }
                case .current: break
                }
            }
            complete(at: finalPosition)
        default:
            raise("finishAnimationAtPosition: should only be called on a stopped animator!")
        }
    }

    // MARK: UIViewImplicitlyAnimating

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds changes that start after `delayFactor` of the remaining duration. Added to a running or paused
    /// animator they run at once, over the remaining time (§7.3).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if delayFactor < 0 { raise("delayFactor must be greater than or equal to zero, got \(delayFactor).") }
        if phase == .stopped || phase == .completing {
            raise("Cannot add animations to a property animator that is stopped or finishing.")
        }
        let origin = phase.isActive ? (reversed ? 1 - internalFraction : internalFraction) : 0
        let start = min(origin + Double(delayFactor) * (1 - origin), 1)
        let block = Block(start: start, body: animation)
        blocks.append(block)
        if phase.isActive {
            run(block, index: blocks.count - 1)
        } else {
            phase = .inactivePending
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Continues a paused animator "as if started from its current position": with new timing parameters (nil
    /// keeps the original) over `durationFactor` × duration (0 keeps the pace of the original duration) (§7.3).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard isInterruptible else { raise("Cannot continue a non-interruptible property animator.") }
        guard phase == .paused else { return }
        resume(timing: parameters, durationFactor: Double(durationFactor))
    }

    // MARK: Frames

    /// The per-frame check for the natural end; retained by the clock while running, as UIKit keeps running
    /// animators alive. It holds the animator only while registered, so a paused, stopped or finished animator
    /// belongs to its owner alone again.
    private lazy var ticker = AnimatorTicker()

    func retainWhileRunning() {
        let clock = self.clock ?? MediaClock.current
        self.clock = clock
        ticker.animator = self
        clock.addFrameObserver(ticker, retained: true)
    }

    func releaseFromClock() {
        (clock ?? MediaClock.current).removeFrameObserver(ticker)
        ticker.animator = nil
    }

    fileprivate func tick() {
        guard phase == .running, hasReachedEnd else { return }
        reachEnd()
    }

    func raise(_ message: String) -> Never {
        preconditionFailure(message)
    }
}

/// Keeps a running animator alive and checks each frame whether it reached its end.
@MainActor
private final class AnimatorTicker: @preconcurrency FrameObserver {
    // Strong while registered: the clock holds the ticker and the ticker holds the animator.
    var animator: UIViewPropertyAnimator?

    func clockDidTick(_ clock: MediaClock) {
        animator?.tick()
    }

    var needsFrames: Bool {
        animator?.isRunning ?? false
    }
}
