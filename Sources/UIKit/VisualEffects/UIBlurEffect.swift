import QuartzCore

/// A blur of what lies behind a ``UIVisualEffectView``, in one of the system's styles (``Style``): the backdrop
/// is blurred, made more saturated and tinted, as the material's parameters (``BlurMaterial``) say. The
/// adaptive styles (`.regular`, `.prominent`, the system materials) follow the view's light or dark appearance.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The style the effect was made with.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = .regular
        super.init(coder: coder)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect).map { type(of: $0) == type(of: self) && $0.style == style } ?? false
    }

    open override var hash: Int { style.rawValue }
}
