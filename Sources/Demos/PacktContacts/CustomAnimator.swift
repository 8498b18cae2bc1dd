import Flipbook

/// The chapter's presentation animator: the presented view starts at 0.6 scale, 200 pt up and transparent, and
/// springs (damping 0.5) to identity and opaque in 0.6 s.
final class CustomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to) else {
            return
        }
        let transitionContainer = transitionContext.containerView

        var transform = CGAffineTransform.identity
        transform = transform.concatenating(CGAffineTransform(scaleX: 0.6, y: 0.6))
        transform = transform.concatenating(CGAffineTransform(translationX: 0, y: -200))
        toViewController.view.transform = transform
        toViewController.view.alpha = 0

        transitionContainer.addSubview(toViewController.view)

        let animationTiming = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 0))
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext),
                                              timingParameters: animationTiming)
        animator.addAnimations {
            toViewController.view.transform = CGAffineTransform.identity
            toViewController.view.alpha = 1
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}
