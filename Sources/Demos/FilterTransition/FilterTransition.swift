import Flipbook

/// Seed 004: objc.io's "View Controller Transitions" GPUImage demo (FangYiXiong's demo2), rebuilt with Core
/// Image. A navigation controller whose delegate returns ``FilterTransitionAnimator`` for push and pop; a pan in
/// the right half of the first screen pushes interactively with a `UIPercentDrivenInteractiveTransition`, which
/// the display-link animation ignores, as in the original.
public enum FilterTransition {
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        let root = FilterTransitionRootViewController()
        let navigation = UINavigationController(rootViewController: root)
        let delegate = FilterTransitionNavigationDelegate(navigationController: navigation)
        root.navigationDelegate = delegate
        navigation.delegate = delegate
        return navigation
    }
}

/// The white first screen with its "Push" button.
final class FilterTransitionRootViewController: UIViewController {
    /// Retained here: the navigation controller's delegate is weak (the storyboard object kept it alive).
    var navigationDelegate: FilterTransitionNavigationDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 137, y: 269, width: 35, height: 30)
        button.setTitle("Push", for: .normal)
        button.addTarget(self, action: FilterTransitionRootViewController.push, for: .touchUpInside)
        view.addSubview(button)
    }

    func push() {
        navigationController?.pushViewController(FilterTransitionHelloViewController(), animated: true)
    }
}

/// The black second screen: "Hello, world" in white, system 25 pt, centred.
final class FilterTransitionHelloViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let label = UILabel(frame: CGRect(x: 54, y: 146, width: 213, height: 48))
        label.text = "Hello, world"
        label.textColor = .white
        label.font = .systemFont(ofSize: 25)
        label.textAlignment = .center
        view.addSubview(label)
    }
}

/// The navigation delegate: the filter animator for push and pop, and — while a pan drives a push — a
/// `UIPercentDrivenInteractiveTransition` (OBJC-fy's pan: right half, stack depth 1, finish on a leftward flick).
final class FilterTransitionNavigationDelegate: NSObject, UINavigationControllerDelegate {
    weak var navigationController: UINavigationController?
    private(set) var interactionController: UIPercentDrivenInteractiveTransition?
    private(set) var lastAnimator: FilterTransitionAnimator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        let pan = UIPanGestureRecognizer(target: self, action: FilterTransitionNavigationDelegate.pan)
        navigationController.view.addGestureRecognizer(pan)
    }

    func pan(_ recognizer: UIPanGestureRecognizer) {
        guard let navigationController, let view = navigationController.view else { return }
        switch recognizer.state {
        case .began:
            let location = recognizer.location(in: view)
            if location.x > view.bounds.midX && navigationController.viewControllers.count == 1 {
                interactionController = UIPercentDrivenInteractiveTransition()
                navigationController.pushViewController(FilterTransitionHelloViewController(), animated: true)
            }
        case .changed:
            let translation = recognizer.translation(in: view)
            interactionController?.update(min(max(-translation.x / view.bounds.width, 0), 1))
        case .ended:
            if recognizer.velocity(in: view).x < 0 {
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
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? {
        let animator = FilterTransitionAnimator()
        lastAnimator = animator
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController
    }
}
