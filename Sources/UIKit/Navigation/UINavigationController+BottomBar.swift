import QuartzCore

// `hidesBottomBarWhenPushed` in a navigation controller that is a tab bar controller's selected child: while a
// controller that asks for it is on the stack — it or any controller below it (decision: what iOS does, where a
// controller pushed above one that hid the bar keeps it hidden; Apple's page speaks of the topmost controller;
// pinned in `UINavigationController+BottomBarTests`) — the tab bar is hidden, and that controller's view runs to
// the bottom of the screen with the bar's height gone from its safe area.
//
// The bar leaves and comes back as on iOS: for the transition it rides in the view it belongs to — the outgoing
// view on a push that hides it, the incoming view on a pop that shows it — so it slides out with the push and
// back in with the pop, whatever the animator does with those views, following an interactive pop's progress and
// going back if the pop is cancelled.
extension UINavigationController {
    /// Whether the tab bar is hidden for `vc` (nil: the top controller): some controller from the root up to it
    /// hides the bottom bar when pushed.
    package func hidesBottomBar(for vc: UIViewController?) -> Bool {
        let stack = viewControllers
        let end = vc.flatMap { vc in stack.firstIndex { $0 === vc } } ?? (stack.count - 1)
        guard end >= 0 else { return false }
        return stack[...end].contains { $0.hidesBottomBarWhenPushed }
    }

    /// At the start of a transition from `from` to `to` (the stack already changed): when the tab bar's
    /// visibility changes, it goes into the view that carries it for the transition. Returns whether it did.
    package func beginTabBarRide(from: UIViewController, to: UIViewController, animated: Bool) -> Bool {
        guard let tabBarController = enclosingTabBarController else { return false }
        let tabBar = tabBarController.tabBar
        let hides = hidesBottomBar(for: nil)
        guard hides != tabBar.isHidden, !tabBarController.tabBarRidesTransition else {
            return false
        }
        guard animated, let fromView = from.viewIfLoaded, let toView = to.view else {
            tabBarController.layoutTabBar()
            return false
        }
        let resting = transitionView.convert(tabBarController.restingTabBarFrame, from: tabBarController.view)
        tabBarController.tabBarRidesTransition = true
        tabBar.isHidden = false
        if hides {
            // Pushing: the bar goes with the outgoing view.
            fromView.addSubview(tabBar)
            tabBar.frame = resting.offsetBy(dx: -fromView.frame.minX, dy: -fromView.frame.minY)
        } else {
            // Popping: the bar comes with the incoming view, placed where that view ends.
            let final = childViewFrame(for: to)
            toView.addSubview(tabBar)
            tabBar.frame = resting.offsetBy(dx: -final.minX, dy: -final.minY)
        }
        return true
    }

    /// After the transition: the bar goes back to the tab bar controller, shown or hidden for the stack as it
    /// ended (the old one when the transition was cancelled).
    package func endTabBarRide() {
        guard let tabBarController = parent as? UITabBarController else { return }
        tabBarController.tabBarRidesTransition = false
        tabBarController.layoutTabBar()
    }
}
