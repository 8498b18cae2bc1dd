// Mapping Foundation's geometry values through a `CGAffineTransform` (row-vector convention, §8).

extension CGPoint {
    /// The point mapped through `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through the linear part of `t`: `(a·w + c·h, b·w + d·h)`.
    ///
    /// A size is a displacement, not a position, so the translation is ignored (as Apple's
    /// `CGSizeApplyAffineTransform` does); the result can be negative, e.g. under a rotation or a flip.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners of this rectangle.
    ///
    /// Rotations and shears therefore grow the rectangle (its bounding box); for pure scales and translations
    /// the result is exactly the transformed rectangle, standardized. The null rectangle stays null and the
    /// infinite rectangle stays infinite (**unverified** against Apple, which documents neither case).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!
        let minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
