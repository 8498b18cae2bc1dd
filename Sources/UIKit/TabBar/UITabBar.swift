import QuartzCore

/// The bar at the bottom of a tab bar controller, drawn with its appearance (iOS 13+) or the legacy properties:
/// the background and the hairline along its top edge (see ``UIBarAppearance``).
@preconcurrency @MainActor
open class UITabBar: UIView {
    public static let standardHeight: CGFloat = 49
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?

    /// The appearance; by default the translucent chrome with a hairline.
    open var standardAppearance: UITabBarAppearance {
        didSet { appearanceDidChange() }
    }
    /// The appearance while the content's scroll view is at its bottom edge; nil uses the standard appearance
    /// with a transparent background. Flipbook never finds a tab bar at the scroll edge yet (no scroll view is
    /// observed), so this is kept but not shown.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { appearanceDidChange() }
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
    /// The tint of unselected items (nil: UIKit's grey).
    open var unselectedItemTintColor: UIColor?

    let defaultStandardAppearance = UITabBarAppearance()
    let barBackground = BarBackgroundView(edge: .top)

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

    /// The appearance the bar shows now: the standard one, or — while it is the bar's own — the legacy properties
    /// applied to it.
    package var resolvedAppearance: UITabBarAppearance {
        guard standardAppearance === defaultStandardAppearance else { return standardAppearance }
        let appearance = UITabBarAppearance(barAppearance: standardAppearance)
        BarAppearanceResolution.applyLegacy(to: appearance, barTintColor: barTintColor, barStyle: barStyle,
                                            isTranslucent: isTranslucent)
        return appearance
    }

    func appearanceDidChange() {
        barBackground.show(resolvedAppearance, traits: traitCollection)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        barBackground.frame = bounds
        sendSubviewToBack(barBackground)
        appearanceDidChange()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        appearanceDidChange()
    }
}
