import QuartzCore

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// Shows one of several view controllers, chosen with a tab bar. Selection changes are instant unless the
/// delegate supplies an animator (§4.2: default tab switches are not animated). The selected child's view runs
/// under the translucent tab bar or stops above it (UITabBarController+ExtendedLayout.swift); a navigation
/// controller child hides the bar while its stack asks (`hidesBottomBarWhenPushed`,
/// UINavigationController+BottomBar.swift).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    open weak var delegate: (any UITabBarControllerDelegate)?
    open private(set) lazy var tabBar = UITabBar(frame: .zero)
    /// The navigation controller of the "More" tab iPhone adds beyond five tabs. Flipbook shows every tab in the
    /// bar and adds no More tab, so this controller is made on request and never shown.
    open private(set) lazy var moreNavigationController = UINavigationController(rootViewController: UIViewController())
    /// The controllers the More tab's Edit screen may rearrange: kept (Flipbook has no More tab).
    open var customizableViewControllers: [UIViewController]?
    package let transitionView = UIView()
    private var _selectedIndex = 0
    package private(set) var currentTransition: TransitionContext?
    /// Set while the tab bar rides in a navigation transition's view (hidesBottomBarWhenPushed): layout leaves
    /// it there.
    package var tabBarRidesTransition = false

    open var viewControllers: [UIViewController]? {
        didSet {
            for old in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
                old.willMove(toParent: nil)
                old.viewIfLoaded?.removeFromSuperview()
                old.removeFromParent()
            }
            for vc in viewControllers ?? [] where vc.parent !== self {
                addChild(vc)
                vc.didMove(toParent: self)
            }
            tabBar.items = viewControllers?.map(\.tabBarItem)
            _selectedIndex = min(_selectedIndex, max((viewControllers?.count ?? 1) - 1, 0))
            if isViewLoaded { showSelected() }
        }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    open var selectedIndex: Int {
        get { _selectedIndex }
        set { select(index: newValue) }
    }

    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(_selectedIndex) ? $0[_selectedIndex] : nil } }
        set {
            guard let vc = newValue, let index = viewControllers?.firstIndex(where: { $0 === vc }) else { return }
            select(index: index)
        }
    }

    /// The selected controller decides the status bar's style and visibility.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        tabBar.frame = CGRect(x: 0, y: root.bounds.height - UITabBar.standardHeight, width: root.bounds.width,
                              height: UITabBar.standardHeight)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(tabBar)
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showSelected()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutTabBar()
    }

    /// The bar's height follows the bottom safe area (the home indicator).
    open override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        layoutTabBar()
    }

    package override func childrenForAppearanceForwarding() -> [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// Selects as a tap on a tab does: asks the delegate, transitions, tells the delegate.
    package func userSelect(index: Int) {
        guard let vc = viewControllers?[index] else { return }
        guard delegate?.tabBarController(self, shouldSelect: vc) ?? true else { return }
        select(index: index)
        delegate?.tabBarController(self, didSelect: vc)
    }

    private func showSelected() {
        guard let vc = selectedViewController else { return }
        for other in viewControllers ?? [] where other !== vc { other.viewIfLoaded?.removeFromSuperview() }
        vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if vc.view.superview !== transitionView { transitionView.addSubview(vc.view) }
        tabBar.selectedItem = vc.tabBarItem
        layoutTabBar()
    }

    private func select(index: Int) {
        guard let vcs = viewControllers, vcs.indices.contains(index), index != _selectedIndex, currentTransition == nil else {
            return
        }
        let from = vcs[_selectedIndex], to = vcs[index]
        _selectedIndex = index
        tabBar.selectedItem = to.tabBarItem
        guard isViewLoaded, view.window != nil else { return showSelected() }
        let visible = appearanceState == .appeared || appearanceState == .appearing
        guard let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) else {
            if visible {
                from.beginAppearanceTransition(false, animated: false)
                to.beginAppearanceTransition(true, animated: false)
            }
            showSelected()
            if visible {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            return
        }
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        let previousIndex = vcs.firstIndex { $0 === from } ?? 0
        let context = TransitionContext(
            container: transitionView, animated: true, style: .none, from: from, to: to,
            fromView: from.view, toView: to.view, animator: animator, interactor: interactor,
            finish: { [self] completed in
                if completed {
                    from.viewIfLoaded?.removeFromSuperview()
                } else {
                    to.viewIfLoaded?.removeFromSuperview()
                    _selectedIndex = previousIndex
                    tabBar.selectedItem = from.tabBarItem
                }
            },
            afterAppearance: { [self] _ in
                currentTransition = nil
                layoutTabBar()
            })
        if visible { context.sendAppearanceCalls(disappearing: from, appearing: to, appearingDidCallFirst: false) }
        currentTransition = context
        applyBarInsets(to: to, frame: childViewFrame(for: to))
        context.setFrames(initialFrom: from.view.frame, finalFrom: childViewFrame(for: from), initialTo: .zero,
                          finalTo: childViewFrame(for: to))
        context.start()
    }
}
