import Flipbook

/// objc.io #5's animator (seed 004, seed-samples §1): the to-view is added on top, transparent, and fades in
/// while the from-view shrinks to a tenth, over one second.
final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let fromViewController = transitionContext.viewController(forKey: .from) else { return }
        transitionContext.containerView.addSubview(toViewController.view)
        toViewController.view.alpha = 0

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromViewController.view.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            toViewController.view.alpha = 1
        }, completion: { _ in
            fromViewController.view.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
