import QuartzCore

/// The look of a toolbar (iOS 13+): the background and shadow of ``UIBarAppearance`` (the hairline along the
/// toolbar's top edge).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        UIToolbarAppearance(barAppearance: self)
    }
}
