import QuartzCore

/// What a bar draws behind its content for a resolved ``UIBarAppearance``: the fill (colour over the chrome, or
/// nothing), the background image, and the one-pixel hairline just outside the edge that faces the content (below
/// a navigation bar, above a toolbar or tab bar). Shared by the three bars.
@MainActor
final class BarBackgroundView: UIView {
    enum Edge { case top, bottom }

    let edge: Edge
    /// The appearance's `backgroundEffect` (a blur of what is behind the bar), under the colour.
    private let effectView = UIVisualEffectView(effect: nil)
    /// The colour, over the effect, while there is one (otherwise the view's own background colour).
    private let fillView = UIView()
    private let imageView = UIImageView()
    private let hairline = UIView()
    /// The fill drawn now (nil: none), for tests.
    private(set) var fill: UIColor?

    init(edge: Edge) {
        self.edge = edge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        effectView.isHidden = true
        addSubview(effectView)
        addSubview(fillView)
        addSubview(imageView)
        addSubview(hairline)
    }

    required init?(coder: NSCoder) {
        edge = .bottom
        super.init(coder: coder)
    }

    /// Puts the background behind `bar`'s items and shows its appearance (`showAppearance`, the bar's
    /// `appearanceDidChange`): what every initialiser of the three bars does.
    func install(in bar: UIView, then showAppearance: () -> Void) {
        bar.insertSubview(self, at: 0)
        showAppearance()
    }

    /// Shows `appearance` resolved for `traits`.
    func show(_ appearance: UIBarAppearance, traits: UITraitCollection) {
        fill = appearance.backgroundFill(for: traits)
        let effect = appearance.backgroundEffect
        effectView.effect = effect
        effectView.isHidden = effect == nil
        // The colour goes over the blur when there is one, as UIKit layers them.
        backgroundColor = effect == nil ? fill : nil
        fillView.backgroundColor = effect == nil ? nil : fill
        imageView.image = appearance.backgroundImage
        imageView.contentMode = appearance.backgroundImageContentMode
        imageView.isHidden = appearance.backgroundImage == nil
        hairline.backgroundColor = appearance.shadowColor?.resolvedColor(with: traits)
        hairline.isHidden = appearance.shadowColor == nil && appearance.shadowImage == nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        effectView.frame = bounds
        fillView.frame = bounds
        imageView.frame = bounds
        let pixel = 1 / max(traitCollection.displayScale, 1)
        hairline.frame = CGRect(x: 0, y: edge == .bottom ? bounds.height : -pixel, width: bounds.width, height: pixel)
    }
}

/// A bar's four appearance slots resolved as UIKit does for its state (Apple's `scrollEdgeAppearance`
/// documentation): at the scroll edge, the compact-height scroll-edge appearance, else the scroll-edge one, else the
/// standard (or compact) one made transparent; otherwise the compact appearance when the bar is compact-height,
/// else the standard one. Item slots (a navigation item's) win over the bar's own.
enum BarAppearanceResolution {
    @MainActor
    static func resolve<Appearance: UIBarAppearance>(
        standard: Appearance, compact: Appearance?, scrollEdge: Appearance?, compactScrollEdge: Appearance?,
        isCompact: Bool, isAtScrollEdge: Bool, makeTransparent: (Appearance) -> Appearance
    ) -> Appearance {
        let base = isCompact ? (compact ?? standard) : standard
        guard isAtScrollEdge else { return base }
        if let edge = (isCompact ? compactScrollEdge ?? scrollEdge : scrollEdge) { return edge }
        return makeTransparent(base)
    }

    /// Applies the legacy bar properties to `appearance` (a copy of the bar's default one) as UIKit maps them:
    /// a bar tint colour fills the bar opaquely, a non-translucent bar gets the opaque background (black for
    /// `.black`), a translucent `.black` bar dark chrome.
    @MainActor
    static func applyLegacy(to appearance: UIBarAppearance, barTintColor: UIColor?, barStyle: UIBarStyle,
                            isTranslucent: Bool) {
        let black = barStyle != .default
        if let barTintColor {
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = barTintColor
        } else if !isTranslucent {
            appearance.configureWithOpaqueBackground()
            if black { appearance.backgroundColor = .black }
        } else if black {
            // The dark chrome, whatever the appearance.
            appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark)
        }
    }
}
