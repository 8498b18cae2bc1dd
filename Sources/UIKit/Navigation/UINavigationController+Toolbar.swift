import QuartzCore

// The navigation controller's toolbar: along the bottom edge while `isToolbarHidden` is false, showing the top
// view controller's `toolbarItems`, 44 points tall above the bottom safe area (which the bar's background fills,
// as on iOS).
extension UINavigationController {
    /// Places the toolbar and gives it the top controller's items; called at layout, when the toolbar is shown or
    /// hidden and when the top controller's `toolbarItems` change.
    package func layoutToolbar() {
        guard isViewLoaded else { return }
        toolbar.isHidden = isToolbarHidden
        defer { placeTopChildView() }
        guard !isToolbarHidden else { return }
        let items = topViewController?.toolbarItems
        if toolbar.items.map({ $0.map(ObjectIdentifier.init) }) != items.map({ $0.map(ObjectIdentifier.init) }) {
            toolbar.setItems(items, animated: false)
        }
        let bounds = view.bounds
        let bottomInset = view.safeAreaInsets.bottom
        let height = UIToolbar.standardHeight + bottomInset
        toolbar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        view.bringSubviewToFront(toolbar)
    }
}
