import QuartzCore

/// Drives an animator's transition from a percentage — typically a gesture's progress — then finishes or
/// cancels the rest on its own (§3.2).
///
/// Two paths, as in UIKit:
/// - **Classic** (the animator uses UIView animations): `animateTransition(using:)` runs, then the container's
///   layer time is frozen (`speed = 0`) and `update(_:)` scrubs it through `timeOffset`. Only animations in the
///   container's layer tree (and views registered with `animateAlongsideTransition(in:)`) are driven. `finish()`
///   and `cancel()` run the rest forward or back at `completionSpeed` along `completionCurve`; a cancel writes
///   the animations' start values back to the model, so properties set inside the animation blocks end where
///   they began (anything set outside them is the animator's to undo).
/// - **Interruptible** (the animator implements `interruptibleAnimator(using:)`): the property animator is
///   paused and scrubbed through `fractionComplete`; finish and cancel continue it forward or reversed.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator's duration, captured when the transition starts.
    open private(set) var duration: CGFloat = 0
    /// The last value passed to `update(_:)`.
    open private(set) var percentComplete: CGFloat = 0
    /// The speed of the automatic rest after finish or cancel; ≤ 0 counts as 1.
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// For the interruptible path: the timing the animator continues with after finish or cancel.
    open var timingCurve: (any UITimingCurveProvider)?
    open var wantsInteractiveStart = true

    private weak var context: TransitionContext?
    private var interruptibleAnimator: (any UIViewImplicitlyAnimating)?
    /// Classic path: the layers whose time is frozen, the animations created for the transition, and whether
    /// the commit that gives them their begin times has happened.
    private var frozenLayers: [CALayer] = []
    private let recorder = AnimationRecorder()
    private var committed = false
    private var driver: CompletionDriver?
    /// Whether the frozen layers' time was given back (the classic path's end, or the transition completing
    /// before it): nothing the interaction scheduled may freeze or drive them after that.
    private var released = false
    /// The transition asked for with this interactor that has not started yet, and the `finish()` (true) or
    /// `cancel()` (false) called before it started, replayed when it starts (§1.2h).
    private weak var scheduledContext: TransitionContext?
    private var decisionBeforeStart: Bool?

    public override init() {
        super.init()
    }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        let replayed = scheduledContext === context ? decisionBeforeStart : nil
        scheduledContext = nil
        decisionBeforeStart = nil
        defer { if let replayed { replayed ? finish() : cancel() } }
        released = false  // an interactor may drive one transition after another (GuessThePet's swipe does)
        let animator = context.animator
        // The context asked the animator once already (§1.2e); the interactor uses that duration.
        duration = CGFloat(context.transitionDuration)
        if let interruptible = animator.implementedInterruptibleAnimator(using: context) {
            interruptibleAnimator = interruptible
            if wantsInteractiveStart { interruptible.pauseAnimation() } else { interruptible.startAnimation() }
            return
        }
        // Classic: record what the animator creates (and, through `recording(_:)`, the alongside animations),
        // freeze the container's time before the commit gives them their begin times, and apply updates after
        // it. Only those are tracked, as UIKit tracks them (§3.2): a block animation issued later in the same
        // frame, in the container, is frozen with it but stays the caller's — it is not finished or reversed
        // with the transition.
        recorder.reset()   // the animations of a transition this interactor drove before are not this one's
        recording { animator.animateTransition(using: context) }
        frozenLayers = [context.containerView.layer]
        for layer in frozenLayers { freeze(layer) }
        let clock = MediaClock.current
        clock.scheduleAtNextCommit { [self] in
            guard !released else { return }
            // Views registered with animateAlongsideTransition(in:) are frozen too.
            for view in context.alongsideViews where !frozenLayers.contains(where: { $0 === view.layer }) {
                frozenLayers.append(view.layer)
                freeze(view.layer)
            }
        }
        clock.scheduleAfterNextCommit { [self] in
            committed = true
            if driver == nil { setTimeOffset(duration * percentComplete) }
        }
    }

    /// Runs `body` with the animations it creates tracked as the transition's (§3.2: UIKit tracks the UIView
    /// animations of `animateTransition(using:)` and of the alongside blocks, which run in its animation context).
    package func recording(_ body: () -> Void) {
        guard interruptibleAnimator == nil else { return body() }
        recorder.start()
        defer { recorder.stop() }
        body()
    }

    private func freeze(_ layer: CALayer) {
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
    }

    /// Scrubs the transition to `percentComplete` (clamped to [0, 1]).
    open func update(_ percentComplete: CGFloat) {
        let p = min(max(percentComplete, 0), 1)
        self.percentComplete = p
        context?.updateInteractiveTransition(p)
        if let interruptibleAnimator {
            interruptibleAnimator.fractionComplete = p
        } else if committed, driver == nil {
            setTimeOffset(duration * p)
        }
    }

    /// iOS 10: takes an interruptible transition that is finishing or cancelling back into interactive control.
    open func pause() {
        guard let interruptibleAnimator, let context else { return }
        context.pauseInteractiveTransition()
        interruptibleAnimator.pauseAnimation()
        interruptibleAnimator.isReversed = false
        percentComplete = interruptibleAnimator.fractionComplete
    }

    /// Runs the rest of the transition forward. Ignored once `finish()` or `cancel()` was called (until
    /// `pause()`): the first decision stands (see `TransitionContext.finishInteractiveTransition()`). Called
    /// before the transition has started — a gesture that ends in the frame of `dismiss(animated:)`, before the
    /// next frame starts it — it is kept and replayed when the transition starts, as UIKit does (§1.2h).
    open func finish() {
        guard !deferredUntilStart(forward: true), let context, !context.isCompleted, !context.interactionEnded else { return }
        context.finishInteractiveTransition()
        complete(forward: true)
    }

    /// Runs the transition back to its start; ignored once `finish()` or `cancel()` was called (until `pause()`).
    open func cancel() {
        guard !deferredUntilStart(forward: false), let context, !context.isCompleted, !context.interactionEnded else { return }
        context.cancelInteractiveTransition()
        complete(forward: false)
    }

    /// Keeps a `finish()` or `cancel()` called after the transition was asked for and before it started, to
    /// replay in ``startInteractiveTransition(_:)``; the first one stands, as after the start. Returns whether
    /// the call was kept. With no transition asked for, a call is ignored (UIKit finds no context to mark).
    private func deferredUntilStart(forward: Bool) -> Bool {
        guard let scheduledContext, !scheduledContext.hasStarted, !scheduledContext.isCompleted else { return false }
        if decisionBeforeStart == nil { decisionBeforeStart = forward }
        return true
    }

    private var effectiveSpeed: Double { completionSpeed > 0 ? Double(completionSpeed) : 1 }

    private func complete(forward: Bool) {
        let p = Double(percentComplete)
        if let animator = interruptibleAnimator {
            animator.isReversed = !forward
            let factor = (forward ? 1 - p : p) / effectiveSpeed
            if timingCurve != nil || completionSpeed != 1 {
                animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: CGFloat(factor))
            } else {
                animator.startAnimation()
            }
            return
        }
        let run = { [self] in
            guard !released else { return }
            let start = Double(duration) * p
            let end = forward ? max(Double(duration), latestEnd()) : 0
            let driver = CompletionDriver(from: start, to: end, duration: abs(end - start) / effectiveSpeed,
                                          curve: completionCurve.timingFunction, clock: MediaClock.current) { [weak self] offset in
                self?.setTimeOffset(CGFloat(offset))
            } completion: { [weak self] in
                self?.finishClassic(forward: forward)
            }
            self.driver = driver
            driver.start()
        }
        // Before the commit the animations have no begin times yet: finish or cancel right after it.
        if committed { run() } else { MediaClock.current.scheduleAfterNextCommit(run) }
    }

    /// The latest end among the recorded animations, in the frozen container's time (animators may run longer
    /// than their stated duration).
    private func latestEnd() -> Double {
        recorder.added.compactMap { $0.entry.animation.timingSpec.activeEndInParentTime() }.max() ?? 0
    }

    private func setTimeOffset(_ offset: CGFloat) {
        for layer in frozenLayers { layer.timeOffset = Double(offset) }
    }

    /// The end of the classic path. Forward, the layers' time flows again from where the driver left it, so the
    /// animations end in this frame and the animator's completion runs. After a cancel, the recorded
    /// animations' start values become the model values and the animations end reporting `finished` (so the
    /// animator's completion runs and calls `completeTransition(false)`). Then the layers' time runs normally.
    private func finishClassic(forward: Bool) {
        driver = nil
        released = true
        if forward {
            for layer in frozenLayers {
                let offset = layer.timeOffset
                layer.beginTime = layer.superlayer?.currentLocalTime ?? layer.clock.now
                layer.timeOffset = offset
                layer.speed = 1
            }
        } else {
            for (layer, entry) in recorder.added where layer.animationEntries.contains(where: { $0 === entry }) {
                if let key = (entry.animation as? CAPropertyAnimation)?.parsedKeyPath {
                    layer.modelValues[key] = layer.presentationProperties()[key]
                }
            }
            for (layer, entry) in recorder.added {
                layer.removeAnimationEntry(entry, finished: true)
            }
        }
        // Forward, the animations end in the frame that reaches their end; restore the clocks after that.
        MediaClock.current.scheduleNextFrame { [self] in thawAndForget() }
    }

    /// The end of an interaction: the frozen layers get their own time back, and the transition's animations are
    /// forgotten (kept, they would keep their completions, and through them the transition's views, for as long
    /// as this interactor lives — and count in the next transition's `finish()`).
    private func thawAndForget() {
        for layer in frozenLayers {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        frozenLayers = []
        recorder.reset()
    }
}

extension UIPercentDrivenInteractiveTransition {
    /// A transition driven by this interactor was asked for (`present`, `dismiss`, a push or pop): it starts in
    /// the next frame, and a `finish()` or `cancel()` before then is replayed when it does (§1.2h, dec: UIKit
    /// ties the interactor to the context when it makes it and marks a pending decision on it).
    package func transitionWasScheduled(_ context: TransitionContext) {
        scheduledContext = context
        decisionBeforeStart = nil
    }

    /// The transition completed while this interactor still held its layers' time: the animator called
    /// `completeTransition(_:)` before `finish()` or `cancel()` had run the rest (an animation block with
    /// nothing to animate completes in the next frame, frozen or not), or while the rest was running. The
    /// interaction is over (later calls are ignored), so the frozen layers get their time back now: the
    /// container, and — what mattered — views registered with `animateAlongsideTransition(in:)`, such as a
    /// sheet's presenter, which stay in the window. Left frozen, every animation under them (the app's own,
    /// not the transition's) would stand still for good and its completion never run (found by the fuzzer:
    /// `FuzzRegressionTests.blockCompletionNeverRuns`). Their time runs from the parent's again, as at the
    /// end of the classic path. **Decision** (§3.2 is silent on an animator that completes early; UIKit's
    /// context stops the interaction when the transition completes).
    package func transitionDidComplete() {
        guard !released else { return }
        released = true
        driver?.stop()
        driver = nil
        thawAndForget()
    }
}

/// Runs a frozen container's time from one offset to another over a duration along a curve, a frame at a
/// time: the automatic rest of a percent-driven transition after finish or cancel.
@MainActor
private final class CompletionDriver: @preconcurrency FrameObserver {
    let from: Double, to: Double, duration: Double
    let curve: CAMediaTimingFunction
    /// Weak: the clock keeps the driver while it runs (a strong reference back was a cycle that kept the driver,
    /// and through `apply` the views, when the stage was dropped mid-transition).
    weak var clock: MediaClock?
    let apply: (Double) -> Void
    let completion: () -> Void
    private var startTime: CFTimeInterval = 0
    private var done = false

    init(from: Double, to: Double, duration: Double, curve: CAMediaTimingFunction, clock: MediaClock,
         apply: @escaping (Double) -> Void, completion: @escaping () -> Void) {
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
        self.clock = clock
        self.apply = apply
        self.completion = completion
    }

    func start() {
        guard let clock else { return }
        startTime = clock.now
        clock.addFrameObserver(self, retained: true)
        if duration <= 0 { clockDidTick(clock) }
    }

    func clockDidTick(_ clock: MediaClock) {
        guard !done else { return }
        let fraction = duration > 0 ? min(max((clock.now - startTime) / duration, 0), 1) : 1
        apply(from + (to - from) * curve.progress(at: fraction))
        guard fraction >= 1 else { return }
        done = true
        clock.removeFrameObserver(self)
        completion()
    }

    var needsFrames: Bool { !done }

    /// Stops driving without completing: the transition ended under it.
    func stop() {
        done = true
        clock?.removeFrameObserver(self)
    }
}
