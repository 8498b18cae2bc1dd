import Flipbook

/// JW's navigation slide with interactive pop (seed 001, seed-samples §8), rebuilt in code: a light-gray first
/// screen with a Push button and a brown second screen with a Pop button; both directions slide a full width in
/// 0.3 s, and a left-edge pan on the second screen pops interactively.
public enum NavigationSlide {
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: JWNTViewController())
    }
}

/// A centred button with a light-gray background, as both of the sample's screens have.
@MainActor
func makeSlideButton(title: String, in view: UIView) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.backgroundColor = UIColor(white: 0.85, alpha: 1)
    button.frame = CGRect(x: (view.bounds.width - 100) / 2, y: (view.bounds.height - 44) / 2, width: 100, height: 44)
    view.addSubview(button)
    return button
}

/// "First View Controller": light gray, Push.
final class JWNTViewController: UIViewController {
    /// Retained here: a navigation controller's delegate is weak.
    let navigationDelegate = JWNTNavigationDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "First View Controller"
        view.backgroundColor = .lightGray
        makeSlideButton(title: "Push", in: view).addTarget(self, action: JWNTViewController.push, for: .touchUpInside)
    }

    func push() {
        // The sample assigns the delegate just before pushing.
        navigationController?.delegate = navigationDelegate
        navigationController?.pushViewController(JWNTSecondViewController(), animated: true)
    }
}

/// "Second View Controller": brown, Pop.
final class JWNTSecondViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Second View Controller"
        view.backgroundColor = .brown
        makeSlideButton(title: "Pop", in: view).addTarget(self, action: JWNTSecondViewController.pop, for: .touchUpInside)
    }

    func pop() {
        navigationController?.popViewController(animated: true)
    }
}
