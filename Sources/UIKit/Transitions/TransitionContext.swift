import QuartzCore

/// One running view-controller transition: the context UIKit hands animators (§2) and the coordinator other
/// code animates alongside with (§5). Modal presentation, navigation and tab bar controllers all run their
/// transitions through it; the owner supplies what happens at the end (`finish`).
@MainActor
package final class TransitionContext: NSObject, UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    package let containerView: UIView
    package let isAnimated: Bool
    package let presentationStyle: UIModalPresentationStyle
    package let animator: any UIViewControllerAnimatedTransitioning
    package let interactor: (any UIViewControllerInteractiveTransitioning)?

    private let fromViewController: UIViewController
    private let toViewController: UIViewController
    private var fromView: UIView?
    private var toView: UIView?
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]

    package private(set) var isInteractive = false
    package let initiallyInteractive: Bool
    package private(set) var transitionWasCancelled = false
    package private(set) var percentComplete: CGFloat = 0
    package private(set) var transitionDuration: TimeInterval = 0
    package private(set) var completionVelocity: CGFloat = 1
    package private(set) var completionCurve: UIView.AnimationCurve = .easeInOut
    package private(set) var isCompleted = false
    /// Whether `finishInteractiveTransition`/`cancelInteractiveTransition` was called (the interactive part is over).
    package private(set) var interactionEnded = false
    package var isInterruptible: Bool { animator.implementedInterruptibleAnimator(using: self) != nil }
    package var isCancelled: Bool { transitionWasCancelled }
    package var targetTransform: CGAffineTransform { .identity }

    /// The owner's end of the transition before the appearance did-calls (§1.4 step 2a–b: DidEnd, hierarchy
    /// fix-up), and after them (step 2d–e: the completion closure, state).
    private let finish: (Bool) -> Void
    private let afterAppearance: (Bool) -> Void

    /// The controllers that hear appearance calls (nil: kept silent, §1.5), and whose did-call goes first.
    private var disappearing: UIViewController?
    private var appearing: UIViewController?
    private var appearingDidCallFirst = true
    private var cancelRequested = false
    /// The window that ignores touches while the transition runs (§1.2).
    private weak var ignoringWindow: UIWindow?

    private var started = false
    /// Whether ``start()`` ran: before, an interactor's finish or cancel waits for it (§1.2h).
    package var hasStarted: Bool { started }
    private var alongsideAnimations: [(view: UIView?, body: (any UIViewControllerTransitionCoordinatorContext) -> Void)] = []
    private var alongsideCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionChangeHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Views outside the container that alongside animations asked a percent-driven interactor to drive.
    package private(set) var alongsideViews: [UIView] = []

    package init(container: UIView, animated: Bool, style: UIModalPresentationStyle,
                 from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
                 animator: any UIViewControllerAnimatedTransitioning,
                 interactor: (any UIViewControllerInteractiveTransitioning)?,
                 finish: @escaping (Bool) -> Void, afterAppearance: @escaping (Bool) -> Void = { _ in }) {
        self.containerView = container
        self.isAnimated = animated
        self.presentationStyle = style
        self.fromViewController = from
        self.toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.animator = animator
        self.interactor = interactor
        self.finish = finish
        self.afterAppearance = afterAppearance
        // The initial value is the interactor's wantsInteractiveStart (§2, dec `_setInteractor:`).
        self.initiallyInteractive = animated && (interactor?.wantsInteractiveStart ?? false)
        self.isInteractive = initiallyInteractive
        super.init()
        // The participants' `transitionCoordinator` is this context from the moment the transition is asked for,
        // before it starts (on iOS `present` returns with the coordinator in place, §1.2 step 4).
        from.activeTransition = self
        to.activeTransition = self
        (interactor as? UIPercentDrivenInteractiveTransition)?.transitionWasScheduled(self)
    }

    /// The views `view(forKey:)` hands over, when they are known only once the transition starts (a
    /// presentation controller's `presentedView` may be built in `presentationTransitionWillBegin`, §1.2 5a–b).
    package func setViews(from: UIView?, to: UIView?) {
        fromView = from
        toView = to
    }

    /// Ends a transition that was asked for but can no longer start (its presenter left the window before the
    /// next frame): nothing is called, and the participants have no coordinator any more.
    package func abandon() {
        guard !started else { return }
        isCompleted = true
    }

    /// Which participants hear appearance calls: their will-calls run when the transition starts, are reversed
    /// when it is cancelled, and their did-calls run at completion — the appearing one's first for modal
    /// transitions, the disappearing one's first for navigation and tab bar ones (decision; §1.4–1.5 leave it
    /// open; pinned by TransitionContextCallbackOrderTests).
    package func sendAppearanceCalls(disappearing: UIViewController?, appearing: UIViewController?,
                                     appearingDidCallFirst: Bool) {
        self.disappearing = disappearing
        self.appearing = appearing
        self.appearingDidCallFirst = appearingDidCallFirst
    }

    package func setFrames(initialFrom: CGRect, finalFrom: CGRect, initialTo: CGRect, finalTo: CGRect) {
        initialFrames[ObjectIdentifier(fromViewController)] = initialFrom
        finalFrames[ObjectIdentifier(fromViewController)] = finalFrom
        initialFrames[ObjectIdentifier(toViewController)] = initialTo
        finalFrames[ObjectIdentifier(toViewController)] = finalTo
    }

    // MARK: UIViewControllerContextTransitioning

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    package func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }

    package func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    /// Clamped to [0, 1]; ignored unless the transition is interactive (§2).
    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive, !isCompleted else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    /// Ignored once the interaction ended (a finish or cancel was already asked for) until
    /// `pauseInteractiveTransition()` takes it back: a finish after a cancel must not turn the cancelled
    /// transition into a completed one under a reversed appearance (decision, §2 "finish/cancel mark
    /// completing"; found by the fuzzer, FuzzRegressionTests.interactiveDismissalScrubbedPastTheEndThenCancelled).
    package func finishInteractiveTransition() {
        guard !isCompleted, !interactionEnded else { return }
        transitionWasCancelled = false
        endInteraction(velocity: effectiveCompletionSpeed)
    }

    /// Ignored once the interaction ended, like ``finishInteractiveTransition()``.
    package func cancelInteractiveTransition() {
        guard !isCompleted, !interactionEnded else { return }
        transitionWasCancelled = true
        endInteraction(velocity: -effectiveCompletionSpeed)
        reverseAppearance()
    }

    /// The reversed will-calls of a cancel (§1.5), once.
    private func reverseAppearance() {
        guard !cancelRequested else { return }
        cancelRequested = true
        disappearing?.reverseAppearanceForCancel()
        appearing?.reverseAppearanceForCancel()
    }

    /// iOS 10: an interruptible transition that is animating becomes interactive again.
    package func pauseInteractiveTransition() {
        guard !isCompleted, !isInteractive, isInterruptible else { return }
        isInteractive = true
        interactionEnded = false
        notifyInteractionChange()
    }

    private var effectiveCompletionSpeed: CGFloat {
        let speed = interactor?.completionSpeed ?? 1
        return speed > 0 ? speed : 1
    }

    private func endInteraction(velocity: CGFloat) {
        interactionEnded = true
        completionVelocity = velocity
        completionCurve = interactor?.completionCurve ?? .easeInOut
        let wasInteractive = isInteractive
        isInteractive = false
        if wasInteractive { notifyInteractionChange() }
    }

    private func notifyInteractionChange() {
        for handler in interactionChangeHandlers { handler(self) }
    }

    /// Only the first call counts (§1.4). Order: the owner's end (DidEnd, hierarchy, appearance, completion
    /// closure), then `animationEnded`, then the alongside completions.
    package func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        (interactor as? UIPercentDrivenInteractiveTransition)?.transitionDidComplete()
        finish(didComplete)
        if !didComplete { reverseAppearance() }
        UIViewController.endAppearanceTransitions([disappearing, appearing].compactMap { $0 },
                                                  appearingFirst: appearingDidCallFirst)
        ignoringWindow?.endIgnoringInteraction()
        afterAppearance(didComplete)
        animator.animationEnded(didComplete)
        let completions = alongsideCompletions
        alongsideCompletions = []
        for completion in completions { completion(self) }
        interactionChangeHandlers = []
    }

    // MARK: Running

    /// Steps e–g of §1.2: the duration, then the interactor or the animator, then the queued alongside
    /// animations in the same animation context.
    package func start() {
        disappearing?.beginAppearanceTransition(false, animated: isAnimated)
        appearing?.beginAppearanceTransition(true, animated: isAnimated)
        ignoringWindow = containerView.window
        ignoringWindow?.beginIgnoringInteraction()
        transitionDuration = animator.transitionDuration(using: self)
        started = true
        let run = {
            if let interactor = self.interactor, self.isAnimated {
                interactor.startInteractiveTransition(self)
            } else {
                self.animator.animateTransition(using: self)
            }
        }
        if isAnimated { run() } else { UIView.performWithoutAnimation(run) }
        let queued = alongsideAnimations
        alongsideAnimations = []
        for entry in queued { runAlongside(entry.body) }
    }

    private func runAlongside(_ body: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard isAnimated else { return UIView.performWithoutAnimation { body(self) } }
        let remaining = transitionDuration * Double(1 - percentComplete)
        let animate = { UIView.animate(withDuration: remaining, delay: 0, options: [], animations: { body(self) }) }
        // A percent-driven interactor drives the alongside animations with the animator's (§3.2).
        if let percentDriven = interactor as? UIPercentDrivenInteractiveTransition {
            percentDriven.recording(animate)
        } else {
            animate()
        }
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    package func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    @discardableResult
    package func animateAlongsideTransition(in view: UIView?,
                                            animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isCompleted else { return false }
        if let view { alongsideViews.append(view) }
        if let completion { alongsideCompletions.append(completion) }
        if let animation {
            if started { runAlongside(animation) } else { alongsideAnimations.append((view, animation)) }
        }
        return true
    }

    package func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionChangeHandlers.append(handler)
    }
}
