import QuartzCore

// UIKit's extended layout in a tab bar controller (Apple: `edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`):
// the selected child's view runs under the tab bar when its `edgesForExtendedLayout` contains `.bottom` and the
// bar is translucent — or `extendedLayoutIncludesOpaqueBars` is set; otherwise it ends at the bar's top edge. The
// bar is 49 points tall above the bottom safe area, which its background fills (83 points on an iPhone with a
// home indicator). What the bar covers of the child's view is added to that view's safe area, so a view that
// runs under it lays its content out above it.
extension UITabBarController {
    /// The tab bar's frame at rest, along the bottom of the controller's view.
    package var restingTabBarFrame: CGRect {
        let bounds = view.bounds
        let height = UITabBar.standardHeight + view.safeAreaInsets.bottom
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Whether the tab bar is hidden now because the selected navigation controller's stack hides it.
    package var isTabBarHiddenBySelection: Bool {
        (selectedViewController as? UINavigationController)?.hidesBottomBar(for: nil) ?? false
    }

    /// The frame of `vc`'s view in the transition view.
    package func childViewFrame(for vc: UIViewController) -> CGRect {
        var frame = transitionView.bounds
        let extends = vc.edgesForExtendedLayout.contains(.bottom)
            && (tabBar.isTranslucent || vc.extendedLayoutIncludesOpaqueBars)
        if !extends, !isTabBarHiddenBySelection {
            let top = view.pixelRounded(transitionView.convert(restingTabBarFrame, from: view).minY)
            frame.size.height = max(0, min(frame.height, top - frame.minY))
        }
        return view.pixelAligned(frame)
    }

    /// How far the tab bar at rest reaches into `frame` (in `coordinateSpace`) from the bottom.
    package func tabBarCoverage(of frame: CGRect, in coordinateSpace: UIView) -> CGFloat {
        let bar = coordinateSpace.convert(restingTabBarFrame, from: view)
        return view.pixelRounded(min(max(0, frame.maxY - bar.minY), frame.height))
    }

    /// Gives `vc`'s view (placed at `frame`) the tab bar's coverage as safe area. A navigation controller child
    /// gets none: it gives each of its own children the coverage that child sees (the bar hides for some).
    package func applyBarInsets(to vc: UIViewController, frame: CGRect) {
        guard let childView = vc.viewIfLoaded else { return }
        var insets = UIEdgeInsets.zero
        if !(vc is UINavigationController), !tabBar.isHidden || tabBarRidesTransition {
            insets.bottom = tabBarCoverage(of: frame, in: transitionView)
        }
        childView.setBarSafeAreaInsets(insets)
    }

    /// Places the tab bar (unless it rides a navigation transition), hides it while the selection's stack asks,
    /// and puts the selected child's view in its frame with its safe area.
    package func layoutTabBar() {
        guard isViewLoaded else { return }
        if !tabBarRidesTransition {
            if tabBar.superview !== view { view.addSubview(tabBar) }
            let frame = restingTabBarFrame
            if tabBar.frame != frame { tabBar.frame = frame }
            tabBar.isHidden = isTabBarHiddenBySelection
            view.bringSubviewToFront(tabBar)
        }
        guard currentTransition == nil, let vc = selectedViewController, let childView = vc.viewIfLoaded,
              childView.superview === transitionView else { return }
        let frame = childViewFrame(for: vc)
        if childView.frame != frame { childView.frame = frame }
        applyBarInsets(to: vc, frame: frame)
        // A navigation controller gives its children the bar's coverage itself, and sets its toolbar on the bar.
        if let navigation = vc as? UINavigationController, !tabBarRidesTransition { navigation.layoutToolbar() }
    }
}

extension UIView {
    /// `value` on the screen's pixel grid: bar geometry goes through coordinate conversions, and UIKit's frames and
    /// insets are whole pixels.
    package func pixelRounded(_ value: CGFloat) -> CGFloat {
        let scale = max(window?.screen.scale ?? UIScreen.main.scale, 1)
        return (value * scale).rounded() / scale
    }

    /// `rect` with its edges on the screen's pixel grid.
    package func pixelAligned(_ rect: CGRect) -> CGRect {
        let minX = pixelRounded(rect.minX), minY = pixelRounded(rect.minY)
        return CGRect(x: minX, y: minY, width: pixelRounded(rect.maxX) - minX, height: pixelRounded(rect.maxY) - minY)
    }
}
