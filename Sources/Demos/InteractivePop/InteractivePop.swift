import Flipbook

/// objc.io issue #5's "NavigationTransitionController" (seed 004, seed-samples §1), rebuilt in code: a white
/// root screen with a Push button and a black "Hello, world" screen; pushes and pops scale the old screen down
/// to a tenth while the new one fades in over it, and a pan drives the pop (or, OBJC-fy's variant, the push)
/// interactively.
public enum InteractivePop {
    /// The navigation controller with its delegate installed (kept alive by the returned controller).
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        let root = ObjcRootViewController()
        let navigationController = ObjcNavigationController(rootViewController: root)
        navigationController.transitionDelegate.install(on: navigationController)
        navigationController.transitionDelegate.makePushedViewController = { HelloViewController() }
        return navigationController
    }
}

/// Keeps the delegate alive, as the storyboard's custom object is.
final class ObjcNavigationController: UINavigationController {
    let transitionDelegate = NavigationControllerDelegate()
}

/// The root screen: white, with the rounded-rect "Push" button (the storyboard's push segue).
final class ObjcRootViewController: UIViewController {
    let pushButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Root"
        view.backgroundColor = .white
        pushButton.setTitle("Push", for: .normal)
        // The storyboard's (137, 269, 35, 30) on a 320 × 568 screen, centred the same way here.
        pushButton.frame = CGRect(x: (view.bounds.width - 35) / 2, y: (view.bounds.height - 30) / 2, width: 35, height: 30)
        pushButton.addTarget(self, action: ObjcRootViewController.push, for: .touchUpInside)
        view.addSubview(pushButton)
    }

    func push() {
        navigationController?.pushViewController(HelloViewController(), animated: true)
    }
}

/// The second screen: black with a white "Hello, world" label, system 25 pt, centred.
final class HelloViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hello"
        view.backgroundColor = .black
        let label = UILabel(frame: CGRect(x: (view.bounds.width - 213) / 2, y: 146, width: 213, height: 48))
        label.text = "Hello, world"
        label.textColor = .white
        label.font = UIFont.systemFont(ofSize: 25)
        label.textAlignment = .center
        view.addSubview(label)
    }
}
