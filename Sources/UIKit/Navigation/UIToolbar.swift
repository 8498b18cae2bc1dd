import QuartzCore

/// A bar of buttons, usually at the bottom of the screen: its items laid out from the leading edge, with
/// flexible spaces sharing the room left and fixed spaces their width.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The standard height.
    public static let standardHeight: CGFloat = 44

    open var items: [UIBarButtonItem]? {
        didSet { setNeedsItemViews() }
    }
    /// The legacy background colour, drawn while no appearance was assigned.
    open var barTintColor: UIColor? {
        didSet { appearanceDidChange() }
    }
    open var isTranslucent = true {
        didSet { appearanceDidChange() }
    }
    open var barStyle: UIBarStyle = .default {
        didSet { appearanceDidChange() }
    }
    /// The appearance of a standard-height toolbar; by default the translucent chrome with a hairline on top.
    open var standardAppearance: UIToolbarAppearance {
        didSet { appearanceDidChange() }
    }
    /// The appearance of a compact-height toolbar; nil uses ``standardAppearance``.
    open var compactAppearance: UIToolbarAppearance? {
        didSet { appearanceDidChange() }
    }
    /// The appearance at the scroll edge; nil uses the standard appearance made transparent. Flipbook never finds
    /// a toolbar at the scroll edge yet (no scroll view is observed), so this is kept but not shown.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { appearanceDidChange() }
    }
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet { appearanceDidChange() }
    }

    let defaultStandardAppearance = UIToolbarAppearance()
    let barBackground = BarBackgroundView(edge: .top)
    /// The views showing ``items`` now (item views fading out during a cross-fade are no longer among them).
    var itemViews: [UIView] = []
    private var itemViewsSize: CGSize = .zero
    /// The height of the row the items sit in, at the top of the bar (nil: the whole bar). A navigation
    /// controller's toolbar reaches down over the bottom safe area, its items staying in the bar's own 44 pt (32 in
    /// compact height, 50 on iPad) above it.
    package var itemRowHeight: CGFloat? {
        didSet { if itemRowHeight != oldValue { rebuildItemViews() } }
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

    /// The appearance the toolbar shows now: compact or standard by its height class, and — while the standard
    /// one is the toolbar's own — the legacy properties applied to it.
    package var resolvedAppearance: UIToolbarAppearance {
        let resolved = BarAppearanceResolution.resolve(
            standard: standardAppearance, compact: compactAppearance, scrollEdge: scrollEdgeAppearance,
            compactScrollEdge: compactScrollEdgeAppearance,
            isCompact: traitCollection.verticalSizeClass == .compact, isAtScrollEdge: false) { $0 }
        guard resolved === defaultStandardAppearance else { return resolved }
        let appearance = UIToolbarAppearance(barAppearance: resolved)
        BarAppearanceResolution.applyLegacy(to: appearance, barTintColor: barTintColor, barStyle: barStyle,
                                            isTranslucent: isTranslucent)
        return appearance
    }

    func appearanceDidChange() {
        barBackground.show(resolvedAppearance, traits: traitCollection)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        appearanceDidChange()
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        barBackground.frame = bounds
        sendSubviewToBack(barBackground)
        appearanceDidChange()
        if itemViewsSize != bounds.size { rebuildItemViews() }
    }

    func rebuildItemViews() {
        itemViewsSize = bounds.size
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        let items = self.items ?? []
        let margin: CGFloat = 16, gap: CGFloat = 8
        let views: [UIView?] = items.map { $0.isSpace ? nil : $0.makeView(in: self, tint: tintColor) }
        let fixed = zip(items, views).reduce(CGFloat(0)) { sum, pair in
            sum + (pair.1?.bounds.width ?? (pair.0.systemItem == .fixedSpace ? pair.0.width : 0))
        }
        let flexibleCount = items.filter { $0.systemItem == .flexibleSpace }.count
        let gaps = CGFloat(max(items.count - 1, 0)) * gap
        let flexible = flexibleCount > 0 ? max(bounds.width - 2 * margin - fixed - gaps, 0) / CGFloat(flexibleCount) : 0
        var x = margin
        for (item, view) in zip(items, views) {
            if let view {
                view.frame = CGRect(x: x, y: ((itemRowHeight ?? bounds.height) - view.bounds.height) / 2,
                                    width: view.bounds.width, height: view.bounds.height)
                addSubview(view)
                itemViews.append(view)
                x += view.bounds.width + gap
            } else {
                x += (item.systemItem == .flexibleSpace ? flexible : item.width) + gap
            }
        }
    }
}

extension UIToolbar: ItemShowingBar {
    package func setNeedsItemViews() {
        rebuildItemViews()
    }
}
