import QuartzCore

/// Right-to-left layout: a view's effective direction from its ``UIView/semanticContentAttribute`` and its
/// traits' layout direction. Auto Layout reads leading and trailing (and their margins) by the direction of the
/// view a constraint is installed on (decision: UIKit does not document which item's direction wins; the
/// constraint's container is the one that holds both items), ``UIView/directionalLayoutMargins`` map leading and
/// trailing to left and right by the view's own direction, and stack views lay out from their leading edge.
extension UIView {
    /// The direction for `attribute` in an interface running `direction` (iOS 10's `relativeTo:` form).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo direction: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction for `attribute` in the application's interface direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction this view lays out in: its semantic content attribute, else its traits' layout direction
    /// (left to right when unspecified). A superview's attribute is not inherited, as in UIKit.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let traits: UIUserInterfaceLayoutDirection = traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traits)
    }

    package var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// A new direction: constraints are read again and directional margins re-applied.
    package func layoutDirectionDidChange() {
        rootLayoutEngine?.needsRebuild = true
        if let directional = layoutStateIfPresent?.directionalMargins {
            applyDirectionalLayoutMargins(directional)
        }
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    package func applyDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        let rtl = isRightToLeft
        setRequestedLayoutMargins(UIEdgeInsets(top: margins.top, left: rtl ? margins.trailing : margins.leading,
                                               bottom: margins.bottom, right: rtl ? margins.leading : margins.trailing))
        layoutState.directionalMargins = margins
    }
}
