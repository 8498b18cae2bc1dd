import Foundation
import QuartzCore

extension NSAttributedString.Key {
    /// A ``UIFont``; Helvetica 12 (DejaVu Sans 12) when absent, as on iOS.
    public static let font = NSAttributedString.Key("NSFont")
    /// An ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A ``UIColor`` for the glyphs; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A ``UIColor`` painted behind the text's bounding box.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between letters (kept, not drawn).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Underline style (kept, not drawn).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// Strikethrough style (kept, not drawn).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// Baseline offset (kept, not drawn).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

// MARK: Resolving attributes for the text layer

extension NSTextAlignment {
    var textAlignment: TextAlignment {
        switch self {
        case .left, .natural: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
    }
}

extension NSLineBreakMode {
    var textLineBreakMode: TextLineBreakMode {
        switch self {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }
}

/// What the text layer needs from a set of string attributes.
struct ResolvedTextAttributes {
    var font: UIFont
    var color: UIColor
    var backgroundColor: UIColor?
    var alignment: NSTextAlignment
    var lineBreakMode: NSLineBreakMode

    /// iOS's defaults for attributed strings without attributes: Helvetica 12, black.
    static let defaultFont = UIFont(name: "Helvetica", size: 12)!

    init(_ attributes: [NSAttributedString.Key: Any]?, defaultFont: UIFont = Self.defaultFont,
         defaultColor: UIColor = .black, defaultAlignment: NSTextAlignment = .natural,
         defaultLineBreakMode: NSLineBreakMode = .byWordWrapping) {
        let attributes = attributes ?? [:]
        font = attributes[.font] as? UIFont ?? defaultFont
        color = attributes[.foregroundColor] as? UIColor ?? defaultColor
        backgroundColor = attributes[.backgroundColor] as? UIColor
        let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
        alignment = paragraph?.alignment ?? defaultAlignment
        lineBreakMode = paragraph?.lineBreakMode ?? defaultLineBreakMode
    }

    func style(numberOfLines: Int) -> TextStyle {
        TextStyle(font: font.textFont, color: color.rgba, alignment: alignment.textAlignment,
                  lineBreakMode: lineBreakMode.textLineBreakMode, numberOfLines: numberOfLines)
    }
}
