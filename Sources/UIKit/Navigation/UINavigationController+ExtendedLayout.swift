import QuartzCore

// UIKit's extended layout for a navigation controller's children: a child's view runs under the navigation bar
// (and the toolbar) when its `edgesForExtendedLayout` includes that edge and the bar is translucent — or
// `extendedLayoutIncludesOpaqueBars` is set; otherwise it starts below the bar (ends above the toolbar). A
// hidden bar covers nothing. The defaults (`.all`, translucent bars) give the whole view, as before.
extension UINavigationController {
    /// The frame of `vc`'s view in the transition view.
    package func childViewFrame(for vc: UIViewController) -> CGRect {
        var frame = transitionView.bounds
        func extendsUnder(_ edge: UIRectEdge, translucent: Bool) -> Bool {
            vc.edgesForExtendedLayout.contains(edge) && (translucent || vc.extendedLayoutIncludesOpaqueBars)
        }
        if !isNavigationBarHidden, !extendsUnder(.top, translucent: navigationBar.isTranslucent) {
            let covered = max(0, navigationBar.frame.maxY - transitionView.frame.minY)
            frame.origin.y += covered
            frame.size.height -= covered
        }
        if !isToolbarHidden, !extendsUnder(.bottom, translucent: toolbar.isTranslucent) {
            frame.size.height -= max(0, transitionView.frame.maxY - toolbar.frame.minY)
        }
        return frame
    }

    /// Puts the top controller's view in its place (bars shown, hidden or resized); not during a transition.
    package func placeTopChildView() {
        guard currentTransition == nil, let top = topViewController, let view = top.viewIfLoaded,
              view.superview === transitionView else { return }
        let frame = childViewFrame(for: top)
        if view.frame != frame { view.frame = frame }
    }
}
