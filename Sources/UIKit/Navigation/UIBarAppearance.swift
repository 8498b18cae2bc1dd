import QuartzCore

/// The look of a bar's background and shadow (iOS 13+), shared by navigation bars, toolbars and tab bars.
///
/// The three configurations set these values as UIKit does: ``configureWithDefaultBackground()`` the system's
/// translucent chrome (UIKit's `systemChromeMaterial` blur; drawn here as a flat 97 % grey at 94 % opacity, so
/// frames stay stable whatever scrolls under a bar — an effect you assign to ``backgroundEffect`` is drawn as a real
/// blur) and the hairline shadow; ``configureWithOpaqueBackground()`` the system
/// background colour and the hairline; ``configureWithTransparentBackground()`` no background and no shadow. The
/// hairline is black at 30 % opacity, one pixel thick, along the edge facing the content.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The default chrome's flat stand-in for the `systemChromeMaterial` blur.
    static let chromeColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.94)
            : UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    }
    /// UIKit's bar hairline colour.
    static let hairlineColor = UIColor(white: 0, alpha: 0.3)

    /// The idiom the appearance is for.
    open private(set) var idiom: UIUserInterfaceIdiom
    /// A blur of what is behind the bar, drawn under ``backgroundColor`` and ``backgroundImage`` (through a
    /// `UIVisualEffectView`). The default configuration's is `systemChromeMaterial`, which Flipbook draws as its
    /// flat chrome stand-in (see the type's documentation); an effect you assign is drawn as a real blur.
    open var backgroundEffect: UIBlurEffect? {
        didSet { usesChromeBackground = false }
    }
    /// The background colour, drawn over the background effect.
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour.
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline between the bar and the content; nil or clear hides it.
    open var shadowColor: UIColor?
    /// An image drawn in place of the hairline.
    open var shadowImage: UIImage?
    /// Whether the background is the system chrome (the blur the default configuration uses).
    var usesChromeBackground = true

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
        usesChromeBackground = other.usesChromeBackground
    }

    /// The system's translucent chrome and the hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        usesChromeBackground = true
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.hairlineColor
        shadowImage = nil
    }

    /// An opaque system background (white in light mode, black in dark mode) and the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        usesChromeBackground = false
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.hairlineColor
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        usesChromeBackground = false
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UIBarAppearance(barAppearance: self)
    }

    /// The effect drawn as a blur: the assigned ``backgroundEffect`` (the default chrome is drawn flat instead).
    var drawnBackgroundEffect: UIBlurEffect? { usesChromeBackground ? nil : backgroundEffect }

    /// The fill drawn behind the bar's content: the colour over the chrome.
    func backgroundFill(for traits: UITraitCollection) -> UIColor? {
        if let backgroundColor {
            let color = backgroundColor.resolvedColor(with: traits)
            guard usesChromeBackground, color.rgba.a < 1 else { return color }
            return color.composited(over: Self.chromeColor.resolvedColor(with: traits))
        }
        return usesChromeBackground ? Self.chromeColor.resolvedColor(with: traits) : nil
    }
}

extension UIColor {
    /// This colour drawn over `background` (source-over), as one colour.
    func composited(over background: UIColor) -> UIColor {
        var r = CGFloat(0), g = CGFloat(0), b = CGFloat(0), a = CGFloat(0)
        var br = CGFloat(0), bg = CGFloat(0), bb = CGFloat(0), ba = CGFloat(0)
        getRed(&r, green: &g, blue: &b, alpha: &a)
        background.getRed(&br, green: &bg, blue: &bb, alpha: &ba)
        let outA = a + ba * (1 - a)
        guard outA > 0 else { return .clear }
        func mix(_ c: CGFloat, _ bc: CGFloat) -> CGFloat { (c * a + bc * ba * (1 - a)) / outA }
        return UIColor(red: mix(r, br), green: mix(g, bg), blue: mix(b, bb), alpha: outA)
    }
}
