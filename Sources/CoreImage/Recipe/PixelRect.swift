import CoreGraphics

/// A rectangle of whole pixels in Core Image's working coordinates (y up): the unit recipes are evaluated over.
package struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    /// The smallest pixel rectangle holding `rect` (empty for a null or empty rect; huge coordinates are clamped,
    /// so an infinite rect becomes a very large finite one that is only ever intersected with finite ones).
    package init(covering rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let limit = Double(1 << 40)
        func clamp(_ value: CGFloat) -> Double { min(max(Double(value), -limit), limit) }
        let x0 = Int(clamp(rect.minX).rounded(.down)), y0 = Int(clamp(rect.minY).rounded(.down))
        let x1 = Int(clamp(rect.maxX).rounded(.up)), y1 = Int(clamp(rect.maxY).rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var isEmpty: Bool { width <= 0 || height <= 0 }
    package var area: Int { width * height }
    package var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    package func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                                  : PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Grown by `dx` on the left and right and `dy` at the bottom and top.
    package func outset(by dx: Int, _ dy: Int) -> PixelRect {
        isEmpty ? self : PixelRect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    package var description: String { "[\(x) \(y) \(width) \(height)]" }
}
