import Flipbook

/// Where the selected contact's picture is, in `view`'s coordinates (both animators start or end there).
@MainActor
func selectedContactImageFrame(in navigation: UIViewController?, convertedTo view: UIView) -> CGRect? {
    guard let contacts = (navigation as? UINavigationController)?.viewControllers.first as? ContactsViewController
            ?? navigation as? ContactsViewController,
          let indexPath = contacts.collectionView.indexPathsForSelectedItems?.first,
          let cell = contacts.collectionView.cellForItem(at: indexPath) as? ContactCollectionViewCell else { return nil }
    return view.convert(cell.contactImage.frame, from: cell.contactImage.superview)
}

/// Push: the detail view starts as the tapped cell's picture (round: radius = height / 2) and grows to its final
/// frame in 0.3 s, ease-in-out; the radius goes to 0 in the same property animator.
final class ContactDetailShowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let fromViewController = transitionContext.viewController(forKey: .from) else { return }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        let startFrame = selectedContactImageFrame(in: fromViewController.navigationController ?? fromViewController,
                                                   convertedTo: container) ?? finalFrame
        toViewController.view.frame = startFrame
        toViewController.view.layer.cornerRadius = startFrame.height / 2
        toViewController.view.clipsToBounds = true
        container.addSubview(toViewController.view)

        let animationTiming = UICubicTimingParameters(animationCurve: .easeInOut)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext),
                                              timingParameters: animationTiming)
        animator.addAnimations {
            toViewController.view.frame = finalFrame
            toViewController.view.layer.cornerRadius = 0
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

/// Pop: the detail view shrinks back into the picture (radius → height / 2). Interruptible, so the pan can scrub
/// it; the animator is cached for the transition and cleared when it ends.
final class ContactDetailHideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator {
            return animator
        }
        guard let fromViewController = transitionContext.viewController(forKey: .from),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            return UIViewPropertyAnimator()
        }
        let container = transitionContext.containerView
        container.insertSubview(toViewController.view, belowSubview: fromViewController.view)
        toViewController.view.frame = transitionContext.finalFrame(for: toViewController)
        toViewController.view.layoutIfNeeded()
        let endFrame = selectedContactImageFrame(in: toViewController.navigationController ?? toViewController,
                                                 convertedTo: container) ?? fromViewController.view.frame
        let animationTiming = UICubicTimingParameters(animationCurve: .easeInOut)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext),
                                              timingParameters: animationTiming)
        animator.addAnimations {
            fromViewController.view.frame = endFrame
            fromViewController.view.layer.cornerRadius = endFrame.height / 2
        }
        fromViewController.view.clipsToBounds = true
        animator.addCompletion { [weak self] _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self?.animator = nil
        }
        self.animator = animator
        return animator
    }
}
