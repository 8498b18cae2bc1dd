import Testing
import Flipbook

// The member-by-member audit of UIViewController against Apple's Swift interface (docs/porting.md): its `open`
// members overridden with Apple's signatures, and called with Apple's labels and default arguments. This file
// compiling is the check; the test asserts values.

/// Overrides UIViewController's `open` members with Apple's exact signatures.
final class AuditedViewController: UIViewController {
    var calls: [String] = []
    override func loadView() { super.loadView() }
    override func viewDidLoad() { calls.append("viewDidLoad"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear"); super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { calls.append("viewIsAppearing"); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear"); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func updateViewConstraints() { super.updateViewConstraints() }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override func addChild(_ childController: UIViewController) { super.addChild(childController) }
    override func removeFromParent() { super.removeFromParent() }
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        super.dismiss(animated: flag, completion: completion)
    }
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) { super.showDetailViewController(vc, sender: sender) }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
    }
    override func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
    }
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { super.prepare(for: segue, sender: sender) }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        super.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    }
    override func performSegue(withIdentifier identifier: String, sender: Any?) {
        super.performSegue(withIdentifier: identifier, sender: sender)
    }
    override func setNeedsStatusBarAppearanceUpdate() { super.setNeedsStatusBarAppearanceUpdate() }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    override var childForStatusBarStyle: UIViewController? { nil }
    override var childForStatusBarHidden: UIViewController? { nil }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var shouldAutorotate: Bool { true }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    override var preferredContentSize: CGSize { didSet {} }
    override var title: String? { didSet {} }
    override var isEditing: Bool { didSet {} }
    override var additionalSafeAreaInsets: UIEdgeInsets { didSet {} }
    override var modalPresentationStyle: UIModalPresentationStyle { didSet {} }
    override var transitioningDelegate: UIViewControllerTransitioningDelegate? { didSet {} }
    override var canBecomeFirstResponder: Bool { false }
}

@MainActor
@Suite struct UIViewControllerInterfaceAuditTests {
    @Test func membersHaveApplesSignatures() {
        let stage = Stage(device: .iPhoneSE)
        let controller = AuditedViewController(nibName: nil, bundle: nil)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded && controller.calls == ["viewDidLoad"])
        stage.window.rootViewController = controller
        stage.pumpAndSettle()
        #expect(controller.calls.prefix(4) == ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])

        controller.title = "Audit"
        controller.modalTransitionStyle = .crossDissolve
        controller.modalPresentationStyle = .fullScreen
        controller.modalPresentationCapturesStatusBarAppearance = true
        controller.definesPresentationContext = true
        controller.providesPresentationContextTransitionStyle = false
        controller.isModalInPresentation = false
        controller.edgesForExtendedLayout = .all
        controller.extendedLayoutIncludesOpaqueBars = false
        controller.preferredContentSize = CGSize(width: 10, height: 10)
        controller.additionalSafeAreaInsets = .zero
        controller.hidesBottomBarWhenPushed = false
        controller.overrideUserInterfaceStyle = .light
        controller.viewRespectsSystemMinimumLayoutMargins = true
        controller.setToolbarItems(nil, animated: false)
        controller.setNeedsUpdateOfHomeIndicatorAutoHidden()
        let _: NSDirectionalEdgeInsets = controller.systemMinimumLayoutMargins
        let _: UIViewController? = controller.parent
        let _: UIViewController? = controller.presentedViewController
        let _: UIViewController? = controller.presentingViewController
        let _: [UIViewController] = controller.children
        let _: Bool = controller.isBeingPresented || controller.isBeingDismissed
        let _: Bool = controller.isMovingToParent || controller.isMovingFromParent
        let _: UIPresentationController? = controller.presentationController
        let _: UIPopoverPresentationController? = controller.popoverPresentationController
        let _: UIViewControllerTransitionCoordinator? = controller.transitionCoordinator
        let _: UINavigationItem = controller.navigationItem
        let _: UINavigationController? = controller.navigationController
        let _: UITabBarController? = controller.tabBarController
        let _: UITabBarItem! = controller.tabBarItem
        let _: [UIBarButtonItem]? = controller.toolbarItems
        let _: UIBarButtonItem = controller.editButtonItem
        let _: UITraitCollection = controller.traitCollection
        let _: String? = controller.nibName
        let _: UIViewController? = controller.overrideTraitCollection(forChild: controller).map { _ in controller }

        let child = UIViewController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(controller.children.isEmpty)

        // Default arguments as Apple's: completion may be left out.
        let presented = UIViewController()
        controller.present(presented, animated: false)
        stage.pumpAndSettle()
        #expect(controller.presentedViewController === presented)
        presented.dismiss(animated: false)
        stage.pumpAndSettle()
        #expect(controller.presentedViewController == nil)
        UIViewController.attemptRotationToDeviceOrientation()
        #expect(controller.preferredStatusBarStyle == .lightContent)
    }

    @Test func editingShowAndOrientationDefaults() {
        let controller = UIViewController()
        let button = controller.editButtonItem
        #expect(button === controller.editButtonItem && button.title == "Edit" && !controller.isEditing)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && button.title == "Done" && button.style == .done)
        #expect(controller.nibName == nil && UIViewController(nibName: "Card", bundle: nil).nibName == "Card")
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.edgesForExtendedLayout == .all && !controller.hidesBottomBarWhenPushed)
        controller.setToolbarItems([UIBarButtonItem(title: "A", style: .plain)], animated: false)
        #expect(controller.toolbarItems?.count == 1)

        // show(_:sender:) pushes inside a navigation controller and presents outside one.
        let stage = Stage(device: .iPhoneSE)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        stage.window.rootViewController = navigation
        stage.pumpAndSettle()
        let pushed = UIViewController()
        root.show(pushed, sender: nil)
        stage.pumpAndSettle()
        #expect(navigation.topViewController === pushed)
        let detail = UIViewController()
        pushed.showDetailViewController(detail, sender: nil)
        stage.pumpAndSettle()
        #expect(detail.presentingViewController != nil)
    }
}
