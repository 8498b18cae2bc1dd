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

    package private(set) var phase: Phase = .inactiveEmpty

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
    private final class Block {
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

    private var blocks: [Block] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    // MARK: Motion

    /// How the timeline moves. `tau` is the time fraction along the forward direction (0 = start state, 1 = end
    /// state).
    private enum Motion {
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

    private enum Curve {
        case cubic(CAMediaTimingFunction)
        case spring(Spring)

        func progress(elapsed: Double, duration: Double) -> Double {
            switch self {
            case .cubic(let f): duration > 0 ? f.progress(at: min(max(elapsed / duration, 0), 1)) : 1
            case .spring(let s): elapsed >= duration ? 1 : s.progress(at: max(elapsed, 0))
            }
        }
    }

    private var motion: Motion = .idle
    private var reversed = false
    private weak var clock: MediaClock?
    private var now: CFTimeInterval { (clock ?? MediaClock.current).now }

    /// The animator's base curve.
    private var baseCurve: Curve {
        if let spring = timingParameters?.springTimingParameters {
            return .spring(spring.spring(forDuration: duration))
        }
        return .cubic(timingParameters?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .default))
    }

    /// The time the base timing takes: the duration, or a spring's settling duration (§6.8).
    private var baseDuration: TimeInterval {
        timingParameters?.springTimingParameters?.effectiveDuration(forAnimatorDuration: duration) ?? duration
    }

    /// The base curve's progress for a block at block fraction `local`.
    private func baseProgress(_ block: Block, local: Double) -> Double {
        let blockDuration = baseDuration * (1 - block.start)
        return baseCurve.progress(elapsed: local * blockDuration, duration: blockDuration)
    }

    /// The time fraction of the original run now.
    private func currentTau(startTime: CFTimeInterval, startTau: Double, rate: Double) -> Double {
        let elapsed = max(0, now - startTime)
        return min(max(startTau + (reversed ? -1 : 1) * elapsed * rate, 0), 1)
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
    private var internalFraction: Double {
        switch motion {
        case .idle: 0
        case .paused(let fraction, _): fraction
        case .original(let startTime, let startTau, let rate): currentTau(startTime: startTime, startTau: startTau, rate: rate)
        case .retimed: blocks.isEmpty ? 0 : progress(ofBlockAt: 0)
        }
    }

    /// Whether the current run has reached its end: when the time left is within the clock's tolerance (see
    /// `MediaClock.instantTolerance`).
    private var hasReachedEnd: Bool {
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

    private func scrub(to value: Double) {
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

    private var isRetimed: Bool {
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

    // MARK: Mechanics

    /// Runs the pending blocks' closures, creating their animations.
    private func begin() {
        clock = MediaClock.current
        for (index, block) in blocks.enumerated() where block.body != nil {
            run(block, index: index)
        }
    }

    private func startPaused() {
        guard isInterruptible else { raise("Cannot pause a non-interruptible property animator.") }
        begin()
        motion = .paused(fraction: reversed ? 1 : 0, linear: scrubsLinearly)
        phase = .paused
    }

    /// Runs one block's closure with this animator's animations as the block's animations.
    private func run(_ block: Block, index: Int) {
        guard let body = block.body else { return }
        block.body = nil
        if case .retimed = motion { block.retimeStart = 0 }
        let tracker = AnimationBlockTracker(completion: nil)
        let context = ViewAnimationContext(duration: baseDuration, delay: 0, timing: .curve(CAMediaTimingFunction(name: .linear)),
                                           options: [], tracker: tracker)
        context.animationFactory = { [weak self] key in
            let animation = DrivenAnimation(keyPath: key)
            animation.isRemovedOnCompletion = false
            animation.progressProvider = { MainActor.assumeIsolated { self?.progress(ofBlockAt: index) ?? 0 } }
            return animation
        }
        context.keyframeAnimationFactory = { [weak self] key in
            let animation = DrivenKeyframeAnimation(keyPath: key)
            animation.isRemovedOnCompletion = false
            animation.progressProvider = { MainActor.assumeIsolated { self?.progress(ofBlockAt: index) ?? 0 } }
            return animation
        }
        context.onCreate = { block.animations.append($0) }
        ViewAnimationContext.run(context, body)
        tracker.seal()
    }

    /// Continues from a pause.
    private func resume(timing parameters: (any UITimingCurveProvider)?, durationFactor: Double) {
        guard case .paused(let fraction, let linear) = motion else { return }
        let remainingFraction = reversed ? fraction : 1 - fraction
        if parameters == nil, case .cubic(let function) = baseCurve {
            // Back onto the original curve: a linearly scrubbed fraction is mapped back through the curve.
            let tau = linear ? function.inverseProgress(fraction) : fraction
            let remaining = durationFactor > 0 ? durationFactor * duration : (reversed ? tau : 1 - tau) * duration
            let rate = remaining > 0 ? (reversed ? tau : 1 - tau) / remaining : .infinity
            motion = .original(startTime: now, startTau: tau, rate: rate)
        } else {
            snapshotRetimeStarts()
            let provider = parameters ?? timingParameters
            let curve: Curve
            var remaining = durationFactor > 0 ? durationFactor * duration : remainingFraction * duration
            if let spring = provider?.springTimingParameters {
                curve = .spring(spring.spring(forDuration: max(remaining, 0.01)))
                remaining = spring.effectiveDuration(forAnimatorDuration: max(remaining, 0.01))
            } else {
                curve = .cubic(provider?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .default))
            }
            motion = .retimed(startTime: now, duration: remaining, curve: curve)
        }
        phase = .running
        retainWhileRunning()
    }

    /// Records each block's on-screen progress as the start of a re-timing.
    private func snapshotRetimeStarts() {
        let starts = blocks.indices.map(progress(ofBlockAt:))
        for (block, start) in zip(blocks, starts) { block.retimeStart = start }
    }

    /// Sets every animated property's model value to what is on screen and removes the animations.
    private func freezeAtCurrentValues() {
        for created in blocks.flatMap(\.animations) where owns(created) {
            let shown = created.layer.presentationProperties()[created.keyPath]
            created.layer.removeAnimation(forKey: created.key)
            created.layer.modelValues[created.keyPath] = shown
        }
        motion = .paused(fraction: internalFraction, linear: true)
    }

    /// The natural end of a run (§7.3): pause there, or finish at the end (or the start, when reversed).
    private func reachEnd() {
        if pausesOnCompletion {
            motion = .paused(fraction: reversed ? 0 : 1, linear: true)
            phase = .paused
            releaseFromClock()
            return
        }
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        if position == .start {
            for created in blocks.flatMap(\.animations) {
                if let old = created.old { created.layer.modelValues[created.keyPath] = old }
            }
        }
        releaseFromClock()
        complete(at: position)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        // Blocks nested in the animator's (a UIView.animate inside addAnimations) hear that they finished.
        for created in blocks.flatMap(\.animations) where owns(created) {
            created.layer.removeAnimation(forKey: created.key, finished: position != .current)
        }
        phase = .completing
        let toRun = completions
        completions = []
        for completion in toRun { completion(position) }
        if phase == .completing { reset() }
    }

    /// Whether the layer still runs this animator's animation under its key: once stopped, the key is free and
    /// a later animation block may use it — finishing the stopped animator must not remove that one (found by
    /// the fuzzer, FuzzRegressionTests.finishingAStoppedAnimatorSparesLaterAnimations).
    private func owns(_ created: CreatedAnimation) -> Bool {
        created.layer.animationEntries.contains { $0.key == created.key && $0.animation === created.animation }
    }

    private func reset() {
        blocks = []
        motion = .idle
        phase = .inactiveEmpty
    }

    // MARK: Frames

    /// The per-frame check for the natural end; retained by the clock while running, as UIKit keeps running
    /// animators alive. It holds the animator only while registered, so a paused, stopped or finished animator
    /// belongs to its owner alone again.
    private lazy var ticker = AnimatorTicker()

    private func retainWhileRunning() {
        let clock = self.clock ?? MediaClock.current
        self.clock = clock
        ticker.animator = self
        clock.addFrameObserver(ticker, retained: true)
    }

    private func releaseFromClock() {
        (clock ?? MediaClock.current).removeFrameObserver(ticker)
        ticker.animator = nil
    }

    fileprivate func tick() {
        guard phase == .running, hasReachedEnd else { return }
        reachEnd()
    }

    private func raise(_ message: String) -> Never {
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
