import QuartzCore

/// The bar at the top of a navigation controller: shows the top item's title and a back button.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The standard height of the bar itself, below the status bar.
    public static let standardHeight: CGFloat = 44
    open private(set) var items: [UINavigationItem] = []
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
