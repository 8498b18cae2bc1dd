/// A 2D affine transformation matrix, used for `UIView.transform` and for mapping points, sizes and rectangles.
///
/// The matrix uses the row-vector convention of Core Graphics (§8): a point is the row `[x y 1]` and
///
///     [x' y' 1] = [x y 1] × ⎡ a  b  0⎤      x' = a·x + c·y + tx
///                           ⎢ c  d  0⎥      y' = b·x + d·y + ty
///                           ⎣tx ty  1⎦
///
/// so `t1.concatenating(t2)` (the product `t1 × t2`) applies `t1` first, then `t2`.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// Row 1, column 1: x-scale (and the cosine of a rotation).
    public var a: CGFloat
    /// Row 1, column 2: how much x feeds into y' (the sine of a rotation).
    public var b: CGFloat
    /// Row 2, column 1: how much y feeds into x' (minus the sine of a rotation).
    public var c: CGFloat
    /// Row 2, column 2: y-scale (and the cosine of a rotation).
    public var d: CGFloat
    /// The x translation, added after the linear part.
    public var tx: CGFloat
    /// The y translation, added after the linear part.
    public var ty: CGFloat

    /// Creates a transform with every entry zero — *not* the identity.
    ///
    /// This matches Apple's Swift import of the C struct, whose empty initializer zero-fills it;
    /// use ``identity`` for the transform that changes nothing.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from its six matrix entries, in the order `a, b, c, d, tx, ty`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Creates a transform that moves points by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales about the origin by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a rotation about the origin by `angle` radians: the matrix `[cos, sin, −sin, cos, 0, 0]`.
    ///
    /// On UIKit's y-down screen a positive angle turns a view *clockwise*, although Apple's prose calls it
    /// counter-clockwise (§8). Multiples of π/2 are not snapped: `cos(.pi / 2)` leaves a `6.1e-17` residue.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }
}

extension CGAffineTransform {
    /// Returns `self` with a translation applied *first*: `Translation(tx, ty) × self` (§8).
    ///
    /// Because the new operation is prepended, the offset is measured in the transform's local (pre-transform)
    /// space: `CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)` moves points down, not right.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns `self` with a scale applied *first*: `Scale(sx, sy) × self` (§8).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns `self` with a rotation applied *first*: `Rotation(angle) × self` (§8).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns `self × t2`: the transform that applies `self`, then `t2` (§8).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns the transform that undoes this one, or `self` unchanged when it has no inverse.
    ///
    /// Returning the input for a singular matrix (determinant exactly zero, e.g. a zero scale) is what Apple's
    /// `CGAffineTransformInvert` documents; callers that need to know should check the determinant themselves.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let inverse = CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
        let entries = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
        return entries.allSatisfy(\.isFinite) ? inverse : self
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// The entries in declaration order, formatted as Swift prints Apple's imported struct.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGAffineTransform: Codable {
    /// Decodes the six entries from an unkeyed container in the order `a, b, c, d, tx, ty`, as Apple's overlay does.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes the six entries into an unkeyed container in the order `a, b, c, d, tx, ty`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}
