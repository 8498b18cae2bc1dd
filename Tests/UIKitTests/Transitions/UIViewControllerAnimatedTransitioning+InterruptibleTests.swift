import Flipbook
import Testing

/// The interruptible path of §3.2: an animator that implements `interruptibleAnimator(using:)` (written the way
/// Packt's *Mastering iOS 12* CustomModalHideAnimator is — one object that is both the percent-driven interactor
/// and the animator, caching its property animator) is scrubbed, cancelled and finished.
@MainActor
final class HideAnimator: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning {
    var currentAnimator: UIViewPropertyAnimator?
    var completions: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let currentAnimator { return currentAnimator }
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        transitionContext.containerView.addSubview(toVC.view)
        transitionContext.containerView.addSubview(fromVC.view)
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            timingParameters: UISpringTimingParameters(dampingRatio: 0.8))
        animator.addAnimations {
            fromVC.view.transform = CGAffineTransform(scaleX: 0.6, y: 0.6).concatenating(CGAffineTransform(translationX: 0, y: -200))
            fromVC.view.alpha = 0
        }
        animator.addCompletion { [weak self] _ in
            self?.completions.append(!transitionContext.transitionWasCancelled)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self?.currentAnimator = nil
        }
        currentAnimator = animator
        return animator
    }
}

@MainActor
@Suite struct UIViewControllerAnimatedTransitioningInterruptibleTests {
    private func presented() -> (Stage, UIViewController, UIViewController, HideAnimator, TestTransitioningDelegate) {
        let log = CallLog()
        let (stage, a) = makeStageWithRoot(log)
        let b = UIViewController()
        let hide = HideAnimator()
        let delegate = TestTransitioningDelegate(log: log)
        delegate.dismissAnimator = hide
        delegate.dismissInteractor = hide
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        stage.pumpAndSettle()
        return (stage, a, b, hide, delegate)
    }

    @Test func scrubbingDrivesThePropertyAnimator() throws {
        let (stage, _, b, hide, delegate) = presented()
        _ = delegate
        b.dismiss(animated: true)
        stage.pump()
        let animator = try #require(hide.currentAnimator)
        #expect(animator.state == .active && !animator.isRunning, "paused: wantsInteractiveStart")
        hide.update(0.5)
        stage.pump()
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        let alpha = Double(b.view.layer.presentation()!.opacity)
        #expect(abs(alpha - 0.5) < 1e-6, "scrubbing linearly: half way on screen (§7.3)")
        stage.pump(1)
        #expect(abs(Double(b.view.layer.presentation()!.opacity) - alpha) < 1e-9, "time does not move a paused transition")
    }

    @Test func cancelRunsBackAndRestoresTheModel() {
        let (stage, a, b, hide, delegate) = presented()
        _ = delegate
        b.dismiss(animated: true)
        stage.pump()
        hide.update(0.3)
        stage.pump()
        hide.cancel()
        #expect(hide.currentAnimator?.isReversed == true)
        stage.pumpAndSettle()
        #expect(hide.completions == [false])
        #expect(b.view.alpha == 1, "reversed completion restores the start values (§7.3)")
        #expect(b.view.transform == .identity)
        #expect(b.view.window != nil, "still presented")
        #expect(a.presentedViewController === b)
        #expect(a.view.window == nil, "the full-screen presenter went away again")
    }

    @Test func finishRunsToTheEnd() {
        let (stage, a, b, hide, delegate) = presented()
        _ = delegate
        b.dismiss(animated: true)
        stage.pump()
        hide.update(0.6)
        stage.pump()
        hide.finish()
        stage.pumpAndSettle()
        #expect(hide.completions == [true])
        #expect(b.view.window == nil)
        #expect(a.presentedViewController == nil)
        #expect(a.view.window != nil)
        #expect(b.view.alpha == 0)
    }

    /// Finishing with a slower completion speed continues the animator over (1 − p)/speed of its duration (§3.2).
    @Test func completionSpeedStretchesTheRest() {
        let (stage, _, b, hide, delegate) = presented()
        _ = delegate
        hide.completionSpeed = 0.5
        b.dismiss(animated: true)
        stage.pump()
        hide.update(0.5)
        stage.pump()
        let start = stage.time
        hide.finish()
        let frames = stage.pumpAndSettle()
        let elapsed = stage.time - start
        #expect(frames > 0)
        // (1 − 0.5) / 0.5 × 0.4 s = 0.4 s of a spring that the animator re-derives for that duration.
        #expect(abs(elapsed - 0.4) < 2.0 / 60, "took \(elapsed) s")
    }
}
