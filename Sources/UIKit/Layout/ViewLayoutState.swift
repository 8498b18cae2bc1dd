import QuartzCore

/// A view's Auto Layout state, made the first time the view takes part: installed constraints, guides, priorities,
/// margins, the safe area it last reported, and (on a hierarchy's root) its layout engine.
@MainActor
package final class ViewLayoutState {
    package var constraints: [NSLayoutConstraint] = []
    package var engine: LayoutEngine?
    package var layoutGuides: [UILayoutGuide] = []
    package var hugging: (horizontal: Float, vertical: Float)?
    package var compression: (horizontal: Float, vertical: Float) = (750, 750)
    package var needsUpdateConstraints = false
    package var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    package var preservesSuperviewLayoutMargins = false
    package var insetsLayoutMarginsFromSafeArea = true
    package var lastSafeAreaInsets = UIEdgeInsets.zero
    package var lastMargins: UIEdgeInsets?
    /// Margins set as ``UIView/directionalLayoutMargins``: re-applied when the direction changes.
    package var directionalMargins: NSDirectionalEdgeInsets?
    /// A window's insets from the device (status bar, home indicator).
    package var deviceSafeAreaInsets = UIEdgeInsets.zero
    /// What a container's bars (navigation bar, toolbar, tab bar) cover of a child controller's root view, set by
    /// the container: the view's safe area reaches at least this far in from each edge.
    package var barSafeAreaInsets = UIEdgeInsets.zero
    package var safeAreaGuide: UILayoutGuide?
    package var safeAreaGuideConstraints: [NSLayoutConstraint] = []
    package var marginsGuide: UILayoutGuide?
    package var marginsGuideConstraints: [NSLayoutConstraint] = []
    /// The legacy top and bottom layout guides of a view controller's root view (length constraints).
    package var legacyGuideHeights: [NSLayoutConstraint] = []
    package init() {}
}
