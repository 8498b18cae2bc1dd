/// The few affine-transform operations the drawing layer needs, written against CGAffineTransform's six
/// stored fields only, so that drawing does not depend on which helpers the geometry layer provides.
enum Affine {
    /// `point` mapped by `t`.
    static func apply(_ t: CGAffineTransform, _ point: CGPoint) -> CGPoint {
        CGPoint(x: t.a * point.x + t.c * point.y + t.tx, y: t.b * point.x + t.d * point.y + t.ty)
    }

    /// First `first`, then `second` (Quartz's `first.concatenating(second)`).
    static func concat(_ first: CGAffineTransform, _ second: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: first.a * second.a + first.b * second.c,
            b: first.a * second.b + first.b * second.d,
            c: first.c * second.a + first.d * second.c,
            d: first.c * second.b + first.d * second.d,
            tx: first.tx * second.a + first.ty * second.c + second.tx,
            ty: first.tx * second.b + first.ty * second.d + second.ty)
    }

    /// The inverse, or `t` itself when it is singular (as Quartz's `inverted()` does).
    static func invert(_ t: CGAffineTransform) -> CGAffineTransform {
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite else { return t }
        return CGAffineTransform(
            a: t.d / determinant, b: -t.b / determinant, c: -t.c / determinant, d: t.a / determinant,
            tx: (t.c * t.ty - t.d * t.tx) / determinant, ty: (t.b * t.tx - t.a * t.ty) / determinant)
    }

    static func isIdentity(_ t: CGAffineTransform) -> Bool {
        t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0
    }

    /// The bounding box of `rect` after mapping by `t`.
    static func apply(_ t: CGAffineTransform, _ rect: CGRect) -> CGRect {
        if rect.isNull { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { apply(t, $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
