import CoreGraphics

/// How Flipbook's `NSValue`s encode the structures Linux's Foundation cannot box itself (its `NSValue` only
/// takes scalars and arrays of them, and traps on a structure's type encoding): as arrays of doubles. Points,
/// sizes and rectangles use Foundation's own `NSValue(point:)`, `(size:)`, `(rect:)` encodings.
package enum FlipbookValueEncoding {
    package static let transform3D = "[16d]"
    package static let affineTransform = "[6d]"
    package static let edgeInsets = "[4d]"
    package static let directionalEdgeInsets = "[4d]"
    package static let pair = "[2d]"

    /// A copy of `doubles` in memory the caller deallocates (after `NSValue(bytes:objCType:)` copied it).
    package static func bytes(_ doubles: [Double]) -> UnsafeMutableRawPointer {
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: max(doubles.count, 1) * 8, alignment: 8)
        doubles.withUnsafeBytes { bytes.copyMemory(from: $0.baseAddress!, byteCount: doubles.count * 8) }
        return bytes
    }

    /// The `count` doubles of `value` if it was made with `encoding`, else nil.
    package static func doubles(of value: NSValue, encoding: String, count: Int) -> [Double]? {
        guard String(cString: value.objCType) == encoding else { return nil }
        var doubles = [Double](repeating: 0, count: count)
        doubles.withUnsafeMutableBytes { value.getValue($0.baseAddress!) }
        return doubles
    }
}

extension NSValue {
    /// Boxes a 3D transform, as Core Animation's `NSValue(caTransform3D:)` does (for `fromValue`/`toValue`).
    public convenience init(caTransform3D t: CATransform3D) {
        let bytes = FlipbookValueEncoding.bytes([t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                                                 t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) })
        defer { bytes.deallocate() }
        self.init(bytes: bytes, objCType: FlipbookValueEncoding.transform3D)
    }

    /// The boxed 3D transform; the identity if the value holds something else (iOS leaves such a read undefined).
    public var caTransform3DValue: CATransform3D {
        guard let m = FlipbookValueEncoding.doubles(of: self, encoding: FlipbookValueEncoding.transform3D, count: 16)
        else { return CATransform3DIdentity }
        var t = CATransform3DIdentity
        t.m11 = CGFloat(m[0]); t.m12 = CGFloat(m[1]); t.m13 = CGFloat(m[2]); t.m14 = CGFloat(m[3])
        t.m21 = CGFloat(m[4]); t.m22 = CGFloat(m[5]); t.m23 = CGFloat(m[6]); t.m24 = CGFloat(m[7])
        t.m31 = CGFloat(m[8]); t.m32 = CGFloat(m[9]); t.m33 = CGFloat(m[10]); t.m34 = CGFloat(m[11])
        t.m41 = CGFloat(m[12]); t.m42 = CGFloat(m[13]); t.m43 = CGFloat(m[14]); t.m44 = CGFloat(m[15])
        return t
    }
}
