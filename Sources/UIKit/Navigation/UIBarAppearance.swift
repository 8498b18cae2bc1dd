import QuartzCore

/// The look of a bar's background and shadow (iOS 13+), shared by navigation bars, toolbars and tab bars.
///
/// The three configurations set these values as UIKit does: ``configureWithDefaultBackground()`` the system's
/// translucent chrome — a `systemChromeMaterial` blur of the content behind the bar, drawn for real through a
/// `UIVisualEffectView` (Core Animation's backdrop stages: blur, saturation, tint), so coloured content scrolling
/// under a default bar tints it as on iOS — and the hairline shadow; ``configureWithOpaqueBackground()`` the
/// system background colour and the hairline; ``configureWithTransparentBackground()`` no background and no
/// shadow. The hairline is black at 30 % opacity, one pixel thick, along the edge facing the content.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// UIKit's bar hairline colour.
    static let hairlineColor = UIColor(white: 0, alpha: 0.3)

    /// The idiom the appearance is for.
    open private(set) var idiom: UIUserInterfaceIdiom
    /// A blur of what is behind the bar, drawn under ``backgroundColor`` and ``backgroundImage`` (through a
    /// `UIVisualEffectView`). The default configuration's is `systemChromeMaterial`.
    open var backgroundEffect: UIBlurEffect?
    /// The background colour, drawn over the background effect.
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour.
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline between the bar and the content; nil or clear hides it.
    open var shadowColor: UIColor?
    /// An image drawn in place of the hairline.
    open var shadowImage: UIImage?

    /// An appearance for the current device's idiom, with the default background.
    public override convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// An appearance for `idiom`, with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow values.
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        takeBackground(from: barAppearance)
    }

    public required init?(coder: NSCoder) {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    func takeBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// The system's translucent chrome and the hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.hairlineColor
        shadowImage = nil
    }

    /// An opaque system background (white in light mode, black in dark mode) and the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.hairlineColor
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UIBarAppearance(barAppearance: self)
    }

    /// The fill drawn over the background effect: the background colour, resolved.
    func backgroundFill(for traits: UITraitCollection) -> UIColor? {
        backgroundColor?.resolvedColor(with: traits)
    }
}
