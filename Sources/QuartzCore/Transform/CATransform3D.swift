import CoreGraphics

/// A 4×4 homogeneous transform: the type of `CALayer.transform` and `sublayerTransform`.
///
/// It uses Core Animation's row-vector convention (§8): a point is the row `[x y z 1]`, multiplied on the
/// left, so `m41 m42 m43` hold the translation and `m34` the perspective term (usually `−1/d` for an eye `d`
/// points in front of the plane). `mRC` is the entry in row `R`, column `C`:
///
///     [x' y' z' w'] = [x y z 1] × ⎡m11 m12 m13 m14⎤
///                                 ⎢m21 m22 m23 m24⎥
///                                 ⎢m31 m32 m33 m34⎥
///                                 ⎣m41 m42 m43 m44⎦
///
/// and the drawn point is `(x'/w', y'/w')`. `CATransform3DConcat(a, b)` (`a × b`) applies `a` first.
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform with every entry zero — *not* the identity.
    ///
    /// This matches Apple's Swift import of the C struct, whose empty initializer zero-fills it;
    /// start from ``CATransform3DIdentity`` for a transform that changes nothing.
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 0
        )
    }

    /// Creates a transform from all sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }
}

/// The transform that changes nothing: ones on the diagonal, zeros elsewhere.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1
)

extension CATransform3D {
    /// The sixteen entries row by row (`m11, m12, …, m44`), for code that loops over the matrix.
    package var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Creates a transform from sixteen entries given row by row.
    package init(entries e: [CGFloat]) {
        precondition(e.count == 16, "a 4×4 matrix has 16 entries")
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15]
        )
    }
}
