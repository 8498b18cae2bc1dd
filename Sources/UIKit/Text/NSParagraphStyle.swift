import Foundation
import QuartzCore

/// Paragraph attributes of text. Flipbook's drawing honours ``alignment`` and ``lineBreakMode``; the other values
/// are kept and reported but do not change the layout.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0

    public override init() {
        super.init()
    }

    /// Natural alignment, word wrapping, no spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    func copyValues(to other: NSParagraphStyle) {
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
