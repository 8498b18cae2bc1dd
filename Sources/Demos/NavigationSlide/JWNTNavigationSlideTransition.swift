import Flipbook

/// JW's navigation slide (seed 001, seed-samples §8): one object that is both the animator and — for pops
/// driven by the left-edge pan — the percent-driven interaction controller. Push slides the new screen in from
/// the right while the old one leaves to the left, full width, in 0.3 s; pop is the mirror.
final class JWNTNavigationSlideTransition: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning {
    var naviOperation: UINavigationController.Operation = .none
    private(set) var interactive = false
    /// The push's context, kept to find the pushed controller for the edge pan (as the Objective-C code does).
    private weak var pushContext: UIViewControllerContextTransitioning?
    private weak var edgePanView: UIView?
    weak var navigationController: UINavigationController?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let containerView = transitionContext.containerView
        let width = containerView.bounds.width
        containerView.addSubview(toView)
        let direction: CGFloat = naviOperation == .push ? 1 : -1
        toView.frame = containerView.bounds.offsetBy(dx: direction * width, dy: 0)
        if naviOperation == .push {
            pushContext = transitionContext
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = containerView.bounds.offsetBy(dx: -direction * width, dy: 0)
            toView.frame = containerView.bounds
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if !cancelled && self.naviOperation == .push {
                self.addEdgePan(to: transitionContext.viewController(forKey: .to)?.view)
            }
            transitionContext.completeTransition(!cancelled)
        })
    }

    /// The pushed screen gets a left-edge pan that pops it interactively.
    private func addEdgePan(to view: UIView?) {
        guard let view, view !== edgePanView else { return }
        // iOS: UIScreenEdgePanGestureRecognizer(target: self, action: @selector(handleEdgePan:))
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: JWNTNavigationSlideTransition.handleEdgePan)
        edgePan.edges = .left
        edgePan.maximumNumberOfTouches = 1
        view.addGestureRecognizer(edgePan)
        edgePanView = view
    }

    /// progress = min(1, |tx| / (W/2)); the release (or a failure or cancel) finishes at ≥ 0.5, else cancels.
    func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view)
        let progress = min(1, abs(translation.x) / (UIScreen.main.bounds.width / 2))
        switch gesture.state {
        case .began:
            interactive = true
            naviOperation = .pop
            navigationController?.popViewController(animated: true)
        case .changed:
            update(progress)
        default:
            if progress >= 0.5 { finish() } else { cancel() }
            interactive = false
        }
    }
}

/// The navigation delegate: the slide for both operations, and the slide as interaction controller only while
/// its edge pan drives it.
final class JWNTNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let transition = JWNTNavigationSlideTransition()

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.naviOperation = operation
        transition.navigationController = navigationController
        return transition
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let slide = animationController as? JWNTNavigationSlideTransition, slide.interactive else { return nil }
        return slide
    }
}
