import Foundation
import QuartzCore

// Drawing and measuring strings into the current UIKit context (UIGraphicsGetCurrentContext()).
//
// Attributed strings are drawn with the attributes of their first character for the whole string: one font,
// one colour, one paragraph style. Mixed runs are not laid out separately.

enum StringDrawing {
    /// Lays out `string` with `attributes`: within `width` when given (wrapping by the paragraph's line break
    /// mode), otherwise as lines broken only at newlines.
    static func layout(_ string: String, attributes: ResolvedTextAttributes, width: CGFloat?) -> TextLayout {
        TextLayout(string: string, style: attributes.style(numberOfLines: 0), maxWidth: width)
    }

    static func draw(_ string: String, attributes: ResolvedTextAttributes, in rect: CGRect, wraps: Bool, clips: Bool) {
        guard let context = UIGraphicsGetCurrentContext(), !string.isEmpty else { return }
        let layout = layout(string, attributes: attributes, width: wraps ? rect.width : nil)
        context.saveGState()
        if clips { context.clip(to: rect) }
        if let background = attributes.backgroundColor {
            context.setFillColor(background.cgColor)
            context.fill(CGRect(origin: rect.origin, size: CGSize(width: wraps ? rect.width : layout.size.width,
                                                                    height: min(layout.size.height, clips ? rect.height : .infinity))))
        }
        let drawRect = wraps ? rect : CGRect(origin: rect.origin, size: layout.size)
        layout.draw(in: context, rect: drawRect)
        context.restoreGState()
    }

    static func boundingRect(_ string: String, attributes: ResolvedTextAttributes, size: CGSize,
                             options: NSStringDrawingOptions) -> CGRect {
        let width: CGFloat? = options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0
            ? size.width : nil
        let layout = layout(string, attributes: attributes, width: width)
        return CGRect(origin: .zero, size: layout.size)
    }
}

extension NSAttributedString {
    private var firstAttributes: ResolvedTextAttributes {
        ResolvedTextAttributes(length > 0 ? attributes(at: 0, effectiveRange: nil) : [:])
    }

    /// The size of the string drawn on one line per paragraph, in points.
    public func size() -> CGSize {
        StringDrawing.layout(string, attributes: firstAttributes, width: nil).size
    }

    /// Draws the string with its top-left at `point` in the current context, lines broken only at newlines.
    public func draw(at point: CGPoint) {
        StringDrawing.draw(string, attributes: firstAttributes, in: CGRect(origin: point, size: .zero),
                           wraps: false, clips: false)
    }

    /// Draws the string wrapped to `rect`'s width from its top, clipped to `rect`.
    public func draw(in rect: CGRect) {
        StringDrawing.draw(string, attributes: firstAttributes, in: rect, wraps: true, clips: true)
    }

    /// The size the string needs: wrapped at `size.width` with `.usesLineFragmentOrigin`, else on one line.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let rect = StringDrawing.boundingRect(string, attributes: firstAttributes, size: size, options: options)
        context?.totalBounds = rect
        return rect
    }
}

extension StringProtocol {
    /// The size of the string drawn with `attrs` on one line per paragraph, in points.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.layout(String(self), attributes: ResolvedTextAttributes(attrs), width: nil).size
    }

    /// Draws the string with its top-left at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), attributes: ResolvedTextAttributes(attrs), in: CGRect(origin: point, size: .zero),
                           wraps: false, clips: false)
    }

    /// Draws the string wrapped to `rect`'s width from its top, clipped to `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), attributes: ResolvedTextAttributes(attrs), in: rect, wraps: true, clips: true)
    }

    /// The size the string needs: wrapped at `size.width` with `.usesLineFragmentOrigin`, else on one line.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let rect = StringDrawing.boundingRect(String(self), attributes: ResolvedTextAttributes(attributes), size: size,
                                              options: options)
        context?.totalBounds = rect
        return rect
    }
}
