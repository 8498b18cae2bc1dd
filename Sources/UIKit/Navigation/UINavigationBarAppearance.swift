import QuartzCore

/// The look of a navigation bar (iOS 13+): the background and shadow of ``UIBarAppearance`` and the title's
/// text attributes. Set it as a bar's or an item's `standardAppearance`, `compactAppearance` or
/// `scrollEdgeAppearance`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The standard title's attributes; unset keys keep the defaults (17 pt semibold, the label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; unset keys keep the defaults (34 pt bold, the label colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the standard title from its centred place.
    open var titlePositionAdjustment: UIOffset = .zero

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        UINavigationBarAppearance(barAppearance: self)
    }
}
