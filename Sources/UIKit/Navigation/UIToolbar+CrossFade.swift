import QuartzCore

// A toolbar's items changing during a navigation transition: as UIKit does when the pushed (or revealed)
// controller has other `toolbarItems`, the old items fade out while the new ones fade in, alongside the transition
// — so the fade takes the transition's duration and curve, follows an interactive pop's finger, and runs back if
// the pop is cancelled, the old items then staying (decision; pinned in `UIToolbar+CrossFadeTests`).
extension UIToolbar {
    /// Shows `newItems` at once, their views transparent, and fades them in (the shown ones out) alongside
    /// `transition`. `completion` gets whether the transition was cancelled: the old items are back then.
    package func crossFadeItems(to newItems: [UIBarButtonItem]?, alongside transition: TransitionContext,
                                completion: @escaping (_ cancelled: Bool) -> Void) {
        let oldItems = items
        let oldViews = itemViews
        // Detached, so that rebuilding for the new items leaves them on the bar to fade out.
        itemViews = []
        items = newItems
        let newViews = itemViews
        let kept = Set(newViews.map(ObjectIdentifier.init))
        let leaving = oldViews.filter { !kept.contains(ObjectIdentifier($0)) }
        for view in newViews where !oldViews.contains(where: { $0 === view }) { view.alpha = 0 }
        // In the toolbar: it is outside the transition's container, so a percent-driven interactor drives the
        // fade only when told (animateAlongsideTransition(in:)).
        transition.animateAlongsideTransition(in: self, animation: { _ in
            for view in leaving { view.alpha = 0 }
            for view in newViews { view.alpha = 1 }
        }, completion: { [self] context in
            for view in leaving { view.removeFromSuperview(); view.alpha = 1 }
            if context.isCancelled {
                items = oldItems
            }
            completion(context.isCancelled)
        })
    }
}

extension UIToolbar {
    /// Whether the bar shows exactly `items` (the same item objects, in order).
    package func shows(_ items: [UIBarButtonItem]?) -> Bool {
        self.items.map { $0.map(ObjectIdentifier.init) } == items.map { $0.map(ObjectIdentifier.init) }
    }
}
