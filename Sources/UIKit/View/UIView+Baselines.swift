import QuartzCore

/// Baselines for Auto Layout (`firstBaselineAnchor`, `lastBaselineAnchor`, `.firstBaseline`/`.lastBaseline`, a
/// stack view's baseline alignment).
///
/// A label's first baseline sits its font's ascent below the top of its text, its last baseline the last line's
/// descent above the bottom; a button's and a text field's are their title's or text's, centred in them as they
/// draw it. Decision (UIKit's exact rule for views taller than their text is private): the offsets are measured
/// with the view at its intrinsic height, the first from its top and the last from its bottom, which is exact
/// for text views sized by their content, the case baseline alignment is for. A view without text has its
/// baselines at its bottom edge, as in UIKit.
extension UIView {
    /// The first baseline's distance from the top and the last baseline's from the bottom; nil: the bottom edge.
    package var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
        switch self {
        case let label as UILabel:
            guard let text = label.textBaselineOffsets else { return nil }
            return (text.first, text.height - text.last)
        case let button as UIButton:
            guard let label = button.titleLabel, let text = label.textBaselineOffsets else { return nil }
            let size = button.intrinsicContentSize
            let rect = button.titleRect(forContentRect: button.contentRect(forBounds: CGRect(origin: .zero, size: size)))
            let top = rect.minY + max(0, (rect.height - text.height) / 2)
            return (top + text.first, size.height - top - text.last)
        case let field as UITextField:
            let font = field.textLabel.font ?? .systemFont(ofSize: 17)
            let text = field.textLabel.textBaselineOffsets ?? (font.ascender, font.ascender, font.lineHeight.rounded(.up))
            let height = field.intrinsicContentSize.height
            let top = (height - text.height) / 2
            return (top + text.first, height - top - text.last)
        default:
            return nil
        }
    }
}
