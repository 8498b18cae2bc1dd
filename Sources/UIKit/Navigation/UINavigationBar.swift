import QuartzCore

/// The bar at the top of a navigation controller: shows the top item's title and a back button.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The standard height of the bar itself, below the status bar (iPhone in portrait).
    public static let standardHeight: CGFloat = 44
    /// The bar's height on an iPhone in compact height (landscape): the thinner bar of iOS's landscape layout.
    package static let compactHeight: CGFloat = 32
    /// The bar's height on iPad (iOS 12 and later).
    package static let padHeight: CGFloat = 50
    /// The height of the row of items (title, back button, bar button items): the bar's height without a large
    /// title. The navigation controller sets it for the device and size class; a bar used on its own keeps 44.
    package var itemRowHeight: CGFloat = UINavigationBar.standardHeight {
        didSet { if itemRowHeight != oldValue { rebuildItemViews() } }
    }
    /// How far the bar's background reaches up beyond its top edge: under the status bar, when the bar sits at the
    /// top of the safe area (the navigation controller sets it to the bar's distance from its view's top). As on
    /// iOS the bar's frame starts below the status bar while its background fills the status bar's area too.
    package var backgroundExtensionAbove: CGFloat = 0 {
        didSet { if backgroundExtensionAbove != oldValue { setNeedsLayout() } }
    }
    open private(set) var items: [UINavigationItem] = [] {
        didSet {
            for item in items where !item.bars.contains(where: { $0.bar === self }) { item.bars.append(WeakBar(bar: self)) }
            setNeedsItemViews()
        }
    }
    /// The title's attributes (font, colour), the legacy way; nil: 17 pt semibold in the label colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { appearanceDidChange() }
    }
    /// The large title's attributes, the legacy way; nil: 34 pt bold in the label colour.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { appearanceDidChange() }
    }
    /// Whether items show a large title (below the standard bar, 52 pt more) unless their
    /// `largeTitleDisplayMode` is `.never`.
    open var prefersLargeTitles = false {
        didSet { appearanceDidChange() }
    }
    /// The legacy style: `.black` is dark chrome with white titles.
    open var barStyle: UIBarStyle = .default {
        didSet { appearanceDidChange() }
    }
    /// The appearance of a standard-height bar; by default the translucent chrome with a hairline.
    open var standardAppearance: UINavigationBarAppearance {
        didSet { appearanceDidChange() }
    }
    /// The appearance of a compact-height bar (iPhone landscape); nil uses ``standardAppearance``.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// The appearance while the content's scroll view is at its top edge; nil uses the standard appearance with a
    /// transparent background.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// The compact-height appearance at the scroll edge; nil uses ``scrollEdgeAppearance``.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// Whether the content under the bar is a scroll view at its top edge (set by the navigation controller).
    package var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { appearanceDidChange() } }
    }
    /// The standard appearance the bar was made with: while it is in place, the legacy properties apply.
    let defaultStandardAppearance = UINavigationBarAppearance()
    /// Draws the resolved appearance behind the items.
    let barBackground = BarBackgroundView(edge: .bottom)
    /// What the back button does: the navigation controller pops.
    package var backAction: (() -> Void)?
    /// The views showing the top item (title, back button, bar button items), rebuilt when items change.
    var itemViews: [UIView] = []
    /// The bar size the item views were laid out for.
    var itemViewsSize: CGSize = .zero
    open var topItem: UINavigationItem? { items.last }
    open var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }
    /// The legacy background colour (iOS 13+ draws it when no appearance was set).
    open var barTintColor: UIColor? {
        didSet { appearanceDidChange() }
    }
    /// The legacy translucency: false makes the default background opaque.
    open var isTranslucent = true {
        didSet { appearanceDidChange() }
    }

    public override init(frame: CGRect) {
        standardAppearance = defaultStandardAppearance
        super.init(frame: frame)
        barBackground.install(in: self, then: appearanceDidChange)
    }

    public required init?(coder: NSCoder) {
        standardAppearance = defaultStandardAppearance
        super.init(coder: coder)
        barBackground.install(in: self, then: appearanceDidChange)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        appearanceDidChange()
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
        barBackground.frame = CGRect(x: 0, y: -backgroundExtensionAbove, width: bounds.width,
                                     height: bounds.height + backgroundExtensionAbove)
        sendSubviewToBack(barBackground)
        barBackground.show(resolvedAppearance, traits: traitCollection)
        if itemViewsSize != bounds.size { rebuildItemViews() }
    }
}
