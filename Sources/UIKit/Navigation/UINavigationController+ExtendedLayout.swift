import QuartzCore

// UIKit's extended layout for a navigation controller's children: a child's view runs under the navigation bar
// (and the toolbar) when its `edgesForExtendedLayout` includes that edge and the bar is translucent — or
// `extendedLayoutIncludesOpaqueBars` is set; otherwise it starts below the bar (ends above the toolbar). A
// hidden bar covers nothing. The defaults (`.all`, translucent bars) give the whole view, as before.
//
// What the bars cover of a child's view — the navigation bar, the toolbar, and the tab bar of an enclosing tab
// bar controller while it shows for that child — is the child view's safe area (Apple: a root view's safe area
// "accounts for the status bar, other visible bars, and any additional insets").
extension UINavigationController {
    /// The frame of `vc`'s view in the transition view.
    package func childViewFrame(for vc: UIViewController) -> CGRect {
        var frame = transitionView.bounds
        func extendsUnder(_ edge: UIRectEdge, translucent: Bool) -> Bool {
            vc.edgesForExtendedLayout.contains(edge) && (translucent || vc.extendedLayoutIncludesOpaqueBars)
        }
        if !isNavigationBarHidden, !extendsUnder(.top, translucent: navigationBar.isTranslucent) {
            let covered = view.pixelRounded(max(0, navigationBar.frame.maxY - transitionView.frame.minY))
            frame.origin.y += covered
            frame.size.height -= covered
        }
        if !isToolbarHidden, !extendsUnder(.bottom, translucent: toolbar.isTranslucent) {
            frame.size.height -= view.pixelRounded(max(0, transitionView.frame.maxY - restingToolbarFrame.minY))
        }
        if let tabBarController = enclosingTabBarController, !hidesBottomBar(for: vc),
           !extendsUnder(.bottom, translucent: tabBarController.tabBar.isTranslucent) {
            let covered = tabBarController.tabBarCoverage(of: frame, in: transitionView)
            frame.size.height -= covered
        }
        return view.pixelAligned(frame)
    }

    /// The tab bar controller whose selected child this navigation controller is.
    package var enclosingTabBarController: UITabBarController? {
        guard let tabBarController = parent as? UITabBarController,
              tabBarController.selectedViewController === self, tabBarController.isViewLoaded else { return nil }
        return tabBarController
    }

    /// What the bars cover of `vc`'s view placed at `frame` (transition-view coordinates).
    package func barInsets(for vc: UIViewController, frame: CGRect) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if !isNavigationBarHidden {
            let barBottom = transitionView.convert(navigationBar.frame, from: view).maxY
            insets.top = view.pixelRounded(min(max(0, barBottom - frame.minY), frame.height))
        }
        if !isToolbarHidden {
            let barTop = transitionView.convert(restingToolbarFrame, from: view).minY
            insets.bottom = view.pixelRounded(min(max(0, frame.maxY - barTop), frame.height))
        }
        if let tabBarController = enclosingTabBarController, !hidesBottomBar(for: vc) {
            insets.bottom = max(insets.bottom, tabBarController.tabBarCoverage(of: frame, in: transitionView))
        }
        return insets
    }

    /// Places `vc`'s view at its frame and gives it the bars' coverage as safe area.
    package func placeChildView(_ vc: UIViewController) {
        guard let childView = vc.viewIfLoaded else { return }
        let frame = childViewFrame(for: vc)
        if childView.frame != frame { childView.frame = frame }
        childView.setBarSafeAreaInsets(barInsets(for: vc, frame: frame))
    }

    /// Puts the top controller's view in its place (bars shown, hidden or resized); not during a transition.
    package func placeTopChildView() {
        guard currentTransition == nil, let top = topViewController, let view = top.viewIfLoaded,
              view.superview === transitionView else { return }
        // A stack changed without a transition shows or hides the tab bar at once.
        // So does a tab bar not yet placed for the window's safe area.
        if let tabBarController = enclosingTabBarController, !tabBarController.tabBarRidesTransition,
           tabBarController.tabBar.isHidden != hidesBottomBar(for: nil)
            || tabBarController.tabBar.frame != tabBarController.restingTabBarFrame {
            tabBarController.layoutTabBar()
        }
        placeChildView(top)
    }
}
