import QuartzCore

/// The bar at the top of a navigation controller: shows the top item's title and a back button.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The standard height of the bar itself, below the status bar.
    public static let standardHeight: CGFloat = 44
    open private(set) var items: [UINavigationItem] = [] {
        didSet {
            for item in items where !item.bars.contains(where: { $0.bar === self }) { item.bars.append(WeakBar(bar: self)) }
            setNeedsItemViews()
        }
    }
    /// The title's attributes (font, colour); nil: 17 pt semibold, black.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { setNeedsItemViews() }
    }
    /// What the back button does: the navigation controller pops.
    package var backAction: (() -> Void)?
    /// The views showing the top item (title, back button, bar button items), rebuilt when items change.
    var itemViews: [UIView] = []
    /// The bar size the item views were laid out for.
    var itemViewsSize: CGSize = .zero
    open var topItem: UINavigationItem? { items.last }
    open var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }
    open var barTintColor: UIColor?
    open var isTranslucent = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items ?? []
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items.append(item)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        items.popLast()
    }

    open override var frame: CGRect {
        didSet { if itemViewsSize != bounds.size { rebuildItemViews() } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if itemViewsSize != bounds.size { rebuildItemViews() }
    }
}

/// The bar at the bottom of a tab bar controller.
@preconcurrency @MainActor
open class UITabBar: UIView {
    public static let standardHeight: CGFloat = 49
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
