import UIKit

/// The menu: white at 50 % over the photo, six buttons in a 2 × 3 grid (each a half of the width by a third
/// of the height), an icon over each title. Any button dismisses.
class MenuViewController: UIViewController {
    let transitionManager = MenuTransitionManager()
    var btns: [UIButton] = []

    static let titles = ["Audio", "Chat", "Link", "Photo", "Quote", "Text"]

    override func viewDidLoad() {
        super.viewDidLoad()
        // As in the seed, the presented controller sets its own transitioning delegate in viewDidLoad.
        transitioningDelegate = transitionManager
        view.backgroundColor = UIColor(white: 1, alpha: 0.5)

        let width = UIScreen.main.bounds.width / 2
        let height = UIScreen.main.bounds.height / 3
        for (index, title) in MenuViewController.titles.enumerated() {
            let button = UIButton(frame: CGRect(x: CGFloat(index % 2) * width, y: CGFloat(index / 2) * height,
                                                width: width, height: height))
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.setImage(TumblrMenu.icon(index), for: .normal)
            button.addTarget(self, action: MenuViewController.buttonTapped, for: .touchUpInside)
            view.addSubview(button)
            button.layoutIfNeeded()
            button.alignContentVerticallyByCenter()
            btns.append(button)
        }
    }

    func buttonTapped(_ sender: UIButton) {
        dismiss(animated: true, completion: nil)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }
}

/// The first screen: a full-screen photo; touching anywhere presents the menu.
class TumblrViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.contents = TumblrMenu.photo(size: UIScreen.main.bounds.size).cgImage
        view.layer.contentsGravity = .resizeAspectFill
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let menu = MenuViewController()
        // The 2017 app ran on iOS 10, where a modal was full screen; since iOS 13 the default is a page sheet,
        // so a port states the style it was written for.
        menu.modalPresentationStyle = .fullScreen
        present(menu, animated: true, completion: nil)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }
}
