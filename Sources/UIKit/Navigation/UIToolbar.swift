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
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? Self.defaultBackground }
    }
    open var isTranslucent = true
    open var barStyle = 0

    static let defaultBackground = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    private var itemViews: [UIView] = []
    private var itemViewsSize: CGSize = .zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBackground
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if itemViewsSize != bounds.size { rebuildItemViews() }
    }

    fileprivate func rebuildItemViews() {
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
                view.frame = CGRect(x: x, y: (bounds.height - view.bounds.height) / 2,
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
