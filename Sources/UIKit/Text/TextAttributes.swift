import Foundation
import QuartzCore

/// Horizontal alignment of text, with iOS's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// The script's natural alignment: left, as Flipbook lays out left-to-right text only.
    case natural = 4
}

/// How lines break and what happens to text that does not fit, with iOS's raw values.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// Paragraph attributes of text. Flipbook's drawing honours ``alignment`` and ``lineBreakMode``; the other values
/// are kept and reported but do not change the layout.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open fileprivate(set) var alignment: NSTextAlignment = .natural
    open fileprivate(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open fileprivate(set) var lineSpacing: CGFloat = 0
    open fileprivate(set) var paragraphSpacing: CGFloat = 0
    open fileprivate(set) var firstLineHeadIndent: CGFloat = 0
    open fileprivate(set) var headIndent: CGFloat = 0
    open fileprivate(set) var tailIndent: CGFloat = 0
    open fileprivate(set) var minimumLineHeight: CGFloat = 0
    open fileprivate(set) var maximumLineHeight: CGFloat = 0
    open fileprivate(set) var lineHeightMultiple: CGFloat = 0

    public override init() {
        super.init()
    }

    /// Natural alignment, word wrapping, no spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    fileprivate func copyValues(to other: NSParagraphStyle) {
        other.alignment = alignment
        other.lineBreakMode = lineBreakMode
        other.lineSpacing = lineSpacing
        other.paragraphSpacing = paragraphSpacing
        other.firstLineHeadIndent = firstLineHeadIndent
        other.headIndent = headIndent
        other.tailIndent = tailIndent
        other.minimumLineHeight = minimumLineHeight
        other.maximumLineHeight = maximumLineHeight
        other.lineHeightMultiple = lineHeightMultiple
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copyValues(to: copy)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copyValues(to: copy)
        return copy
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
}

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

/// Options for measuring and drawing strings, with iOS's raw values.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out in lines within the given width (otherwise the string is one line, broken only at newlines).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra input and output of string drawing; kept for API compatibility (no scaling to fit).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero
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
