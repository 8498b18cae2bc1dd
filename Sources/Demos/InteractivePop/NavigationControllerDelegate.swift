import Flipbook

/// objc.io #5's navigation controller delegate (seed 004, seed-samples §1), with the push variant of the
/// OBJC-fy fork: a pan on the navigation controller's view that starts in the left half of a stack deeper than
/// one pops interactively (finishing if the release moves right); one that starts in the right half of the
/// root pushes the second screen (finishing if the release moves left). Progress is |tx| / width. A new
/// percent-driven transition is made per gesture and dropped at its end.
final class NavigationControllerDelegate: NSObject, UINavigationControllerDelegate {
    /// The storyboard outlet on iOS.
    weak var navigationController: UINavigationController?
    /// What the push variant pushes.
    var makePushedViewController: (() -> UIViewController)?
    private let animator = Animator()
    private var interactionController: UIPercentDrivenInteractiveTransition?
    /// Whether the gesture under way pops (else it pushes).
    private var isPopping = true

    /// The storyboard's `awakeFromNib`: installs the pan.
    func install(on navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = self
        // iOS: UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
        let panRecognizer = UIPanGestureRecognizer(target: self, action: NavigationControllerDelegate.panned)
        navigationController.view.addGestureRecognizer(panRecognizer)
    }

    func panned(_ recognizer: UIPanGestureRecognizer) {
        guard let navigationController = navigationController, let view = navigationController.view else { return }
        switch recognizer.state {
        case .began:
            let location = recognizer.location(in: view)
            if location.x < view.bounds.midX && navigationController.viewControllers.count > 1 {
                interactionController = UIPercentDrivenInteractiveTransition()
                isPopping = true
                navigationController.popViewController(animated: true)
            } else if location.x > view.bounds.midX && navigationController.viewControllers.count == 1,
                      let next = makePushedViewController?() {
                interactionController = UIPercentDrivenInteractiveTransition()
                isPopping = false
                navigationController.pushViewController(next, animated: true)
            }
        case .changed:
            let translation = recognizer.translation(in: view)
            let d = abs(translation.x / view.bounds.width)
            interactionController?.update(d)
        case .ended:
            let velocity = recognizer.velocity(in: view).x
            if isPopping ? velocity > 0 : velocity < 0 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil
        default:
            interactionController?.cancel()
            interactionController = nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interactionController
    }
}
