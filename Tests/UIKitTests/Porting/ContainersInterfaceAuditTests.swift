import Testing
import Flipbook

// The member-by-member audit of the containers and the transitioning protocols against Apple's Swift interface
// (docs/porting.md, "Interface audit"). Every `open` member a transition library overrides is overridden here with
// Apple's signature, and every protocol requirement is implemented as iOS code implements it. Compiling is the check.

final class AuditedPresentationController: UIPresentationController {
    var events: [String] = []
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return containerView.bounds.insetBy(dx: 20, dy: 40)
    }
    override var presentedView: UIView? { super.presentedView }
    override var shouldRemovePresentersView: Bool { false }
    override var shouldPresentInFullscreen: Bool { true }
    override var adaptivePresentationStyle: UIModalPresentationStyle { super.adaptivePresentationStyle }
    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
    override func presentationTransitionWillBegin() { events.append("willBegin"); super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { events.append("didEnd \(completed)") }
    override func dismissalTransitionWillBegin() { super.dismissalTransitionWillBegin() }
    override func dismissalTransitionDidEnd(_ completed: Bool) { super.dismissalTransitionDidEnd(completed) }
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
    override func containerViewDidLayoutSubviews() { super.containerViewDidLayoutSubviews() }
    override func size(forChildContentContainer container: UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - 40, height: parentSize.height - 80)
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
}

final class AuditedInteraction: UIPercentDrivenInteractiveTransition {
    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
    }
    override func update(_ percentComplete: CGFloat) { super.update(percentComplete) }
    override func pause() { super.pause() }
    override func finish() { super.finish() }
    override func cancel() { super.cancel() }
    override var completionSpeed: CGFloat { didSet {} }
    override var wantsInteractiveStart: Bool { didSet {} }
}

/// Implements every member of the transitioning protocols as iOS code does (all of them, optional ones too).
final class AuditedTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning {
    var events: [String] = []
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AuditedPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let _: UIView = transitionContext.containerView
        let _: Bool = transitionContext.isAnimated
        let _: Bool = transitionContext.isInteractive
        let _: UIModalPresentationStyle = transitionContext.presentationStyle
        let _: CGAffineTransform = transitionContext.targetTransform
        let from = transitionContext.viewController(forKey: .from)!
        let to = transitionContext.viewController(forKey: .to)!
        let _: CGRect = transitionContext.initialFrame(for: from)
        if let toView = transitionContext.view(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(toView)
        }
        _ = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {}) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: 0.25, curve: .linear)
    }
    func animationEnded(_ transitionCompleted: Bool) { events.append("ended \(transitionCompleted)") }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.updateInteractiveTransition(0.5)
        transitionContext.pauseInteractiveTransition()
        transitionContext.cancelInteractiveTransition()
        transitionContext.finishInteractiveTransition()
    }
    var completionSpeed: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var wantsInteractiveStart: Bool { false }
}

final class AuditedNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController) }
    override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
    }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        super.pushViewController(viewController, animated: animated)
    }
    override func popViewController(animated: Bool) -> UIViewController? { super.popViewController(animated: animated) }
    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        super.popToRootViewController(animated: animated)
    }
    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        super.popToViewController(viewController, animated: animated)
    }
    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
    }
    override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { super.setNavigationBarHidden(hidden, animated: animated) }
    override func setToolbarHidden(_ hidden: Bool, animated: Bool) { super.setToolbarHidden(hidden, animated: animated) }
    override var viewControllers: [UIViewController] { didSet {} }
    override var topViewController: UIViewController? { super.topViewController }
    override var visibleViewController: UIViewController? { super.visibleViewController }
    override var childForStatusBarStyle: UIViewController? { topViewController }
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
}

final class AuditedNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var events: [String] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) { events.append("willShow") }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) { events.append("didShow") }
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask { .portrait }
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation { .portrait }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? {
        events.append(operation == .push ? "push" : operation == .pop ? "pop" : "none")
        return nil
    }
}

final class AuditedTabBarController: UITabBarController {
    override var selectedIndex: Int { didSet {} }
    override var selectedViewController: UIViewController? { didSet {} }
    override var viewControllers: [UIViewController]? { didSet {} }
    override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
    }
}

final class AuditedTabBarDelegate: NSObject, UITabBarControllerDelegate {
    var events: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        events.append("should"); return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        events.append("did")
    }
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
}

@MainActor
@Suite struct ContainersInterfaceAuditTests {
    @Test func presentationControllerMembersHaveApplesSignatures() throws {
        let stage = Stage(device: .iPhoneSE)
        let root = UIViewController()
        stage.window.rootViewController = root
        stage.pump()
        let presented = UIViewController()
        let delegate = AuditedTransitionDelegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        stage.pumpAndSettle()
        let controller = presented.presentationController as? AuditedPresentationController
        #expect(controller?.events == ["willBegin", "didEnd true"])
        let container = try #require(controller?.containerView)
        #expect(presented.view.frame == container.bounds.insetBy(dx: 20, dy: 40))
        #expect(controller?.adaptivePresentationStyle == UIModalPresentationStyle.none)
        #expect(controller?.traitCollection.horizontalSizeClass == .compact)
        controller?.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        #expect(controller?.traitCollection.horizontalSizeClass == .regular)
        #expect(controller?.size(forChildContentContainer: presented, withParentContainerSize: CGSize(width: 100, height: 100))
                == CGSize(width: 60, height: 20))
        #expect(delegate.events == ["ended true"])
    }

    @Test func navigationMembersHaveApplesSignatures() {
        let stage = Stage(device: .iPhoneSE)
        let nav = AuditedNavigationController(rootViewController: UIViewController())
        let delegate = AuditedNavigationDelegate()
        nav.delegate = delegate
        stage.window.rootViewController = nav
        stage.pump()
        nav.pushViewController(UIViewController(), animated: true)
        stage.pumpAndSettle()
        _ = nav.popViewController(animated: false)
        stage.pumpAndSettle()
        #expect(delegate.events.contains("push") && delegate.events.contains("pop"))
        let _: UIGestureRecognizer? = nav.interactivePopGestureRecognizer
        let _: UIToolbar? = nav.toolbar
        nav.hidesBarsOnSwipe = false
        nav.hidesBarsOnTap = false
        nav.hidesBarsWhenKeyboardAppears = false
        nav.hidesBarsWhenVerticallyCompact = false
        #expect(nav.isToolbarHidden)
        _ = AuditedNavigationController(navigationBarClass: UINavigationBar.self, toolbarClass: nil)
        _ = AuditedNavigationController(nibName: nil, bundle: nil)
    }

    @Test func tabBarMembersHaveApplesSignatures() {
        let stage = Stage(device: .iPhoneSE)
        let tabs = AuditedTabBarController()
        let delegate = AuditedTabBarDelegate()
        tabs.delegate = delegate
        tabs.setViewControllers([UIViewController(), UIViewController()], animated: false)
        stage.window.rootViewController = tabs
        stage.pump()
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === tabs.viewControllers?[1])
        let _: UITabBar = tabs.tabBar
        let _: UINavigationController = tabs.moreNavigationController
        tabs.customizableViewControllers = nil
    }
}
