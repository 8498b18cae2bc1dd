import QuartzCore

/// What a view controller shows in a navigation bar: its title, back button title and bar button items.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String? {
        didSet { itemDidChange() }
    }
    open var backButtonTitle: String? {
        didSet { itemDidChange() }
    }
    /// The item the *next* controller's bar shows as its back button (its title is used).
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { itemDidChange() }
    }
    open var hidesBackButton = false {
        didSet { itemDidChange() }
    }
    /// Whether the left items show beside the back button rather than replacing it. Default false.
    open var leftItemsSupplementBackButton = false {
        didSet { itemDidChange() }
    }
    /// A view shown in the bar's middle instead of the title.
    open var titleView: UIView? {
        didSet { itemDidChange() }
    }
    /// The items at the leading edge, first outermost.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange() }
    }
    /// The items at the trailing edge, first outermost (rightmost).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange() }
    }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// When the item shows a large title (with the bar's `prefersLargeTitles`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never
        /// iOS 17: the title sits inline at the leading edge.
        case inline
    }

    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { itemDidChange() }
    }
    /// The bar's standard appearance while this item is on top; nil uses the bar's.
    open var standardAppearance: UINavigationBarAppearance? {
        didSet { itemDidChange() }
    }
    /// The bar's compact-height appearance while this item is on top; nil uses the bar's.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { itemDidChange() }
    }
    /// The bar's scroll-edge appearance while this item is on top; nil uses the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { itemDidChange() }
    }
    /// The bar's compact-height scroll-edge appearance while this item is on top; nil uses the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { itemDidChange() }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The bars showing this item, told when it changes.
    package var bars: [WeakBar] = []

    private func itemDidChange() {
        bars.removeAll { $0.bar == nil }
        for bar in bars { bar.bar?.setNeedsItemViews() }
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}

