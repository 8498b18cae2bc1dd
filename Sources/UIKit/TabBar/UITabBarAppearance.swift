import QuartzCore

/// The look of a tab bar (iOS 13+): the background and shadow of ``UIBarAppearance`` (the hairline along the
/// bar's top edge) and the selection indicator's tint.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The tint of the selection indicator image, when there is one.
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UITabBarAppearance {
            selectionIndicatorTintColor = other.selectionIndicatorTintColor
            selectionIndicatorImage = other.selectionIndicatorImage
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        UITabBarAppearance(barAppearance: self)
    }
}
