import Flipbook

/// The sample's `NavigationDelegate`: custom push/pop animators and an interactive pop driven by a pan on the
/// navigation controller's view that starts in its left half.
final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
    let navigationController: UINavigationController
    var interactionController: UIPercentDrivenInteractiveTransition?

    init(withNavigationController navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        let panRecognizer = UIPanGestureRecognizer(target: self, action: NavigationDelegate.handlePan)
        navigationController.view.addGestureRecognizer(panRecognizer)
    }

    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        guard let view = navigationController.view else { return }
        switch gestureRecognizer.state {
        case .began:
            let location = gestureRecognizer.location(in: view)
            if location.x < view.bounds.midX && navigationController.viewControllers.count > 1 {
                interactionController = UIPercentDrivenInteractiveTransition()
                navigationController.popViewController(animated: true)
            }
        case .changed:
            let panTranslation = gestureRecognizer.translation(in: view)
            let animationProgress = abs(panTranslation.x / view.bounds.width)
            interactionController?.update(animationProgress)
        default:
            if gestureRecognizer.velocity(in: view).x > 0 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .pop {
            return ContactDetailHideAnimator()
        } else {
            return ContactDetailShowAnimator()
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interactionController
    }
}
