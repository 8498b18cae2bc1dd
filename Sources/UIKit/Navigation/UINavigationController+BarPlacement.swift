import QuartzCore

// Where the navigation bar sits, as on iOS 11 and later: at the top of the navigation controller's safe area —
// below the status bar or the sensor housing, wherever the window's safe area propagates that (y = 20 on iPhone SE,
// 59 on iPhone 15, 24 on iPad, 0 in an iPhone's landscape, or in a sheet that does not reach the top of the
// screen) — and as tall as the bar itself: 44 pt on iPhone in portrait, 32 pt on iPhone in compact height
// (landscape), 50 pt on iPad (iOS 12 and later), plus 52 pt for a large title, which iOS shows only in regular
// height (decision, pinned in `UINavigationController+BarPlacementTests`). The bar's background reaches up from
// its frame over the status bar's area, so the status bar still shows the bar's colour; the children's safe area
// starts at the bar's bottom edge (103 on iPhone 15: 59 + 44).
//
// The bar is placed in the controller's layout pass (`viewDidLayoutSubviews`), as on iOS: a view that joins a
// window is laid out in the next pass (`UIView+Hierarchy.swift`), when the window's safe area is known, and
// `Stage.pumpAndSettle()` runs that pass even when no frame is due.
extension UINavigationController {
    /// The height of the bar's row of items for the view's traits: 50 pt on iPad, 32 pt on iPhone in compact
    /// height, 44 pt otherwise.
    package var navigationBarRowHeight: CGFloat {
        let traits = isViewLoaded ? view.traitCollection : traitCollection
        if traits.userInterfaceIdiom == .pad { return UINavigationBar.padHeight }
        return traits.verticalSizeClass == .compact ? UINavigationBar.compactHeight : UINavigationBar.standardHeight
    }

    /// The bar's frame at rest in the controller's view: along the top of the safe area, the row of items tall,
    /// plus the large title's 52 pt when the top item shows one in regular height.
    package var restingNavigationBarFrame: CGRect {
        guard isViewLoaded else { return .zero }
        let top = view.pixelRounded(view.safeAreaInsets.top)
        let compact = view.traitCollection.verticalSizeClass == .compact
        let large = navigationBar.showsLargeTitle && !compact ? UINavigationBar.largeTitleHeight : 0
        return CGRect(x: 0, y: top, width: view.bounds.width, height: navigationBarRowHeight + large)
    }
}

