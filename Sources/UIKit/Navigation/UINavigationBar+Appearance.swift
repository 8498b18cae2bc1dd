import QuartzCore

/// How a navigation bar looks: the appearance objects of iOS 13+, and the legacy properties they replaced.
///
/// The appearance is resolved from the top item's slots, then the bar's (``BarAppearanceResolution``). While no
/// appearance was assigned anywhere (the bar's ``UINavigationBar/standardAppearance`` is the one it was made
/// with, and the top item sets none), the legacy properties apply as UIKit maps them onto the appearance:
/// ``UINavigationBar/barTintColor`` fills the bar (opaque), ``UINavigationBar/barStyle`` `.black` gives dark chrome
/// and white titles, ``UINavigationBar/isTranslucent`` false makes the default background opaque (system background,
/// or black for `.black`), and ``UINavigationBar/titleTextAttributes`` / `largeTitleTextAttributes` are laid over
/// the title defaults.
///
/// The scroll edge (a Flipbook reading of Apple's documentation, which speaks of "a navigation controller [that]
/// contains a navigation bar and a scroll view"): the bar is at its scroll edge only when the top view controller's
/// view is a scroll view scrolled to its top, as checked at each layout of the navigation controller. A
/// controller without a scroll view gets the standard appearance (iOS 15 gives such bars the scroll-edge look).
extension UINavigationBar {
    /// The appearance the bar shows now.
    package var resolvedAppearance: UINavigationBarAppearance {
        let item = topItem
        let isCompact = traitCollection.verticalSizeClass == .compact
        let standard = item?.standardAppearance ?? standardAppearance
        let resolved = BarAppearanceResolution.resolve(
            standard: standard, compact: item?.compactAppearance ?? compactAppearance,
            scrollEdge: item?.scrollEdgeAppearance ?? scrollEdgeAppearance,
            compactScrollEdge: item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance,
            isCompact: isCompact, isAtScrollEdge: isAtScrollEdge) { base in
                let transparent = UINavigationBarAppearance(barAppearance: base)
                transparent.configureWithTransparentBackground()
                return transparent
            }
        guard resolved === standardAppearance, !hasCustomStandardAppearance else { return resolved }
        return legacyAppearance(from: resolved)
    }

    /// The default appearance with the legacy properties applied.
    private func legacyAppearance(from base: UINavigationBarAppearance) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance(barAppearance: base)
        BarAppearanceResolution.applyLegacy(to: appearance, barTintColor: barTintColor, barStyle: barStyle,
                                            isTranslucent: isTranslucent)
        if barStyle != .default {
            appearance.titleTextAttributes[.foregroundColor] = UIColor.white
            appearance.largeTitleTextAttributes[.foregroundColor] = UIColor.white
        }
        appearance.titleTextAttributes.merge(titleTextAttributes ?? [:]) { $1 }
        appearance.largeTitleTextAttributes.merge(largeTitleTextAttributes ?? [:]) { $1 }
        return appearance
    }

    /// Whether the bar's standard appearance is one the app assigned (or changed).
    var hasCustomStandardAppearance: Bool { standardAppearance !== defaultStandardAppearance }

    /// The standard title's attributes now: 17 pt semibold in the label colour, under the appearance's.
    var resolvedTitleAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold),
                                                         .foregroundColor: UIColor.label]
        attributes.merge(resolvedAppearance.titleTextAttributes) { $1 }
        return attributes
    }

    /// The large title's attributes now: 34 pt bold in the label colour, under the appearance's.
    var resolvedLargeTitleAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 34, weight: .bold),
                                                         .foregroundColor: UIColor.label]
        attributes.merge(resolvedAppearance.largeTitleTextAttributes) { $1 }
        return attributes
    }

    /// Whether the top item shows a large title.
    public var showsLargeTitle: Bool {
        guard prefersLargeTitles, let item = topItem else { return false }
        return item.largeTitleDisplayMode != .never
    }

    /// The extra height a large title takes below the standard bar.
    public static let largeTitleHeight: CGFloat = 52

    /// Redraws the background and the items for the current appearance.
    func appearanceDidChange() {
        setNeedsItemViews()
    }
}
