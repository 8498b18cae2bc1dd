import QuartzCore

// The navigation controller's toolbar: along the bottom edge while `isToolbarHidden` is false, showing the top
// view controller's `toolbarItems`, 44 points tall above the bottom safe area (which the bar's background fills,
// as on iOS) — 32 on iPhone in compact height, 50 on iPad, as the navigation bar (UINavigationController+BarPlacement.swift).
// When a push or pop brings other items, they cross-fade alongside the transition (UIToolbar+CrossFade.swift).
//
// `setToolbarHidden(_:animated:)` animates as UIKit does: outside a transition the bar slides up from below the
// bottom edge (or down out of it) over `hideShowBarDuration`, ease-in-out, and the top controller's view resizes
// with it when it does not run under the bar. Asked during a push or pop (the usual place is the incoming
// controller's `viewWillAppear(_:)`), the change follows the transition instead: the bar slides in or out
// sideways with the views — from the right on a push, from the left on a pop — alongside the transition, so an
// interactive pop scrubs it, and a cancelled transition puts the bar back as it was (decision; pinned in
// `UINavigationController+ToolbarTests`).
extension UINavigationController {
    /// The duration of the bars' hide and show animations (Apple's constant; its value, 0.2 s, as iOS reports it).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// The toolbar's frame at rest: along the bottom of the controller's view, its background reaching down over
    /// the bottom safe area — or, in a tab bar controller whose bar shows, just above the tab bar, as on iOS.
    package var restingToolbarFrame: CGRect {
        guard isViewLoaded else { return .zero }
        let bounds = view.bounds
        if let tabBarController = enclosingTabBarController, !hidesBottomBar(for: nil) {
            let barTop = view.convert(tabBarController.restingTabBarFrame, from: tabBarController.view).minY
            if barTop < bounds.height {
                return CGRect(x: 0, y: barTop - navigationBarRowHeight, width: bounds.width,
                              height: navigationBarRowHeight)
            }
        }
        let height = navigationBarRowHeight + view.safeAreaInsets.bottom
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Places the toolbar and gives it the top controller's items; called at layout, when the toolbar is shown or
    /// hidden and when the top controller's `toolbarItems` change. Leaves the bar alone while it animates.
    package func layoutToolbar() {
        guard isViewLoaded else { return }
        defer { placeTopChildView() }
        let items = topViewController?.toolbarItems
        toolbar.itemRowHeight = navigationBarRowHeight
        if !toolbarItemsCrossFading, !toolbar.shows(items) {
            toolbar.setItems(items, animated: false)
        }
        guard !toolbarIsAnimating else { return }
        toolbar.isHidden = isToolbarHidden
        guard !isToolbarHidden else { return }
        toolbar.frame = restingToolbarFrame
        view.bringSubviewToFront(toolbar)
    }

    /// Shows or hides the toolbar with an animation: alongside the running transition, or on its own.
    package func animateToolbar(hidden: Bool, wasHidden: Bool) {
        let resting = restingToolbarFrame
        toolbarIsAnimating = true
        toolbar.isHidden = false
        view.bringSubviewToFront(toolbar)
        if let transition = currentTransition, transition.isAnimated {
            // Sideways with the views: in from (out to) the right on a push, the left on a pop.
            let from = transition.viewController(forKey: .from)
            let push = viewControllers.contains { $0 === from }
            let width = view.bounds.width
            let offstage = resting.offsetBy(dx: (push == !hidden) ? width : -width, dy: 0)
            toolbar.frame = hidden ? resting : offstage
            toolbarGeneration += 1
            let generation = toolbarGeneration
            // In the toolbar's view: it is outside the transition's container, and an interactive transition
            // drives only what is inside it unless told (animateAlongsideTransition(in:)).
            transition.animateAlongsideTransition(in: toolbar, animation: { [self] _ in
                toolbar.frame = hidden ? offstage : resting
            }, completion: { [self] context in
                guard generation == toolbarGeneration else { return }
                if context.isCancelled { toolbarHiddenFlag = wasHidden }
                toolbarIsAnimating = false
                layoutToolbar()
            })
            return
        }
        // On its own: up from below the bottom edge, or down out of it.
        let below = resting.offsetBy(dx: 0, dy: resting.height)
        toolbar.frame = hidden ? resting : below
        toolbarGeneration += 1
        let generation = toolbarGeneration
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [.curveEaseInOut],
                       animations: { [self] in
            toolbar.frame = hidden ? below : resting
            placeTopChildView()
        }, completion: { [self] _ in
            guard generation == toolbarGeneration else { return }
            toolbarIsAnimating = false
            layoutToolbar()
        })
    }

    /// Cross-fades the toolbar's items to `vc`'s alongside `transition` when they differ and the bar shows.
    package func crossFadeToolbarItems(to vc: UIViewController, alongside transition: TransitionContext) {
        let items = vc.toolbarItems
        guard transition.isAnimated, !isToolbarHidden, !toolbar.isHidden, !toolbar.shows(items) else { return }
        toolbarItemsCrossFading = true
        toolbar.crossFadeItems(to: items, alongside: transition) { [self] _ in
            toolbarItemsCrossFading = false
            layoutToolbar()
        }
    }
}
