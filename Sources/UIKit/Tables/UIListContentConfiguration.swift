import QuartzCore
import Foundation

/// The content of a list cell, header or footer (iOS 14): an image, a primary text and a secondary text, with the
/// system styles of `cell()`, `subtitleCell()`, `valueCell()` and the header/footer variants.
/// `UITableViewCell.defaultContentConfiguration()` returns the `cell()` style.
///
/// Measures (pinned, iOS 15 on a 375-point iPhone): 16-point leading and trailing margins, 11-point vertical margins,
/// 17-point body text in `label` colour, secondary text 15 points (`subtitleCell`, 3 points below the text) or
/// 17 points on the right in `secondaryLabel` colour (`valueCell`), images up to the text's line height with 16
/// points to the text. Not carried over: `directionalLayoutMargins` (no `NSDirectionalEdgeInsets` here).
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties {
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var numberOfLines = 0
        public init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the image is drawn.
    public struct ImageProperties {
        public var tintColor: UIColor?
        /// Zero: no limit beyond the row's line height.
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public init() {}
    }

    package enum Style: Sendable { case cell, subtitle, value, header, footer }
    package var style: Style

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var prefersSideBySideTextAndSecondaryText: Bool

    package init(style: Style) {
        self.style = style
        switch style {
        case .cell, .value:
            textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
            secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
        case .subtitle:
            textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
            secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
        case .header, .footer:
            textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
            secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
        }
        prefersSideBySideTextAndSecondaryText = style == .value
    }

    /// Text, with secondary text beside it only if `prefersSideBySideTextAndSecondaryText`.
    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    /// Text with a smaller secondary text under it.
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitle) }
    /// Text with the secondary text on the trailing side.
    public static func valueCell() -> UIListContentConfiguration { .init(style: .value) }
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .footer) }
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .header) }
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .footer) }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The frames of a list row's image, text and secondary text: pure, shared by ``UIListContentView`` and the
/// classic `UITableViewCell` styles.
package enum ListCellLayout {
    package static let margin: CGFloat = 16

    package static func frames(for style: UIListContentConfiguration.Style, bounds: CGRect, imageSize: CGSize?,
                               maximumImageSize: CGSize, imageToText: CGFloat, textFont: UIFont, secondaryFont: UIFont,
                               hasSecondary: Bool, verticalPadding: CGFloat)
        -> (image: CGRect, text: CGRect, secondary: CGRect) {
        var x = margin
        var image = CGRect.zero
        if var size = imageSize, size.width > 0, size.height > 0 {
            let limit = CGSize(width: maximumImageSize.width > 0 ? maximumImageSize.width : bounds.height - 8,
                               height: maximumImageSize.height > 0 ? maximumImageSize.height : bounds.height - 8)
            let scale = min(1, limit.width / size.width, limit.height / size.height)
            size = CGSize(width: size.width * scale, height: size.height * scale)
            image = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x = image.maxX + imageToText
        }
        let width = max(0, bounds.width - x - margin)
        let textHeight = (textFont.lineHeight).rounded(.up)
        let secondaryHeight = (secondaryFont.lineHeight).rounded(.up)
        switch style {
        case .subtitle where hasSecondary:
            let total = textHeight + verticalPadding + secondaryHeight
            let top = ((bounds.height - total) / 2).rounded()
            return (image, CGRect(x: x, y: top, width: width, height: textHeight),
                    CGRect(x: x, y: top + textHeight + verticalPadding, width: width, height: secondaryHeight))
        case .value where hasSecondary:
            let half = (width / 2).rounded()
            return (image, CGRect(x: x, y: ((bounds.height - textHeight) / 2).rounded(), width: half, height: textHeight),
                    CGRect(x: x + half, y: ((bounds.height - secondaryHeight) / 2).rounded(), width: width - half,
                           height: secondaryHeight))
        default:
            return (image, CGRect(x: x, y: ((bounds.height - textHeight) / 2).rounded(), width: width, height: textHeight),
                    .zero)
        }
    }
}
