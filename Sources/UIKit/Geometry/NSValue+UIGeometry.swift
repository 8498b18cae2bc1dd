import QuartzCore

// UIKit's NSValue additions (`NSValue(UIGeometryKeyedArchiving)`): animations' `fromValue`/`toValue`, keyframe
// `values` and notifications' `userInfo` carry geometry boxed this way. Points, sizes and rectangles use
// Foundation's own encodings (so `pointValue` reads an `NSValue(cgPoint:)` too); the others are arrays of
// doubles, since Linux's `NSValue` cannot box a structure (see `FlipbookValueEncoding`). Reading a value of
// another kind gives zero (undefined on iOS).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    public convenience init(cgVector vector: CGVector) {
        let bytes = FlipbookValueEncoding.bytes([Double(vector.dx), Double(vector.dy)])
        defer { bytes.deallocate() }
        self.init(bytes: bytes, objCType: FlipbookValueEncoding.pair)
    }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
        let bytes = FlipbookValueEncoding.bytes([t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) })
        defer { bytes.deallocate() }
        self.init(bytes: bytes, objCType: FlipbookValueEncoding.affineTransform)
    }

    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        let bytes = FlipbookValueEncoding.bytes([insets.top, insets.left, insets.bottom, insets.right].map { Double($0) })
        defer { bytes.deallocate() }
        self.init(bytes: bytes, objCType: FlipbookValueEncoding.edgeInsets)
    }

    public convenience init(uiOffset offset: UIOffset) {
        let bytes = FlipbookValueEncoding.bytes([Double(offset.horizontal), Double(offset.vertical)])
        defer { bytes.deallocate() }
        self.init(bytes: bytes, objCType: FlipbookValueEncoding.pair)
    }

    public var cgPointValue: CGPoint { String(cString: objCType) == "{CGPoint=dd}" ? pointValue : .zero }
    public var cgSizeValue: CGSize { String(cString: objCType) == "{CGSize=dd}" ? sizeValue : .zero }
    public var cgRectValue: CGRect {
        String(cString: objCType) == "{CGRect={CGPoint=dd}{CGSize=dd}}" ? rectValue : .zero
    }

    public var cgVectorValue: CGVector {
        guard let v = FlipbookValueEncoding.doubles(of: self, encoding: FlipbookValueEncoding.pair, count: 2) else { return .zero }
        return CGVector(dx: CGFloat(v[0]), dy: CGFloat(v[1]))
    }

    public var cgAffineTransformValue: CGAffineTransform {
        guard let m = FlipbookValueEncoding.doubles(of: self, encoding: FlipbookValueEncoding.affineTransform, count: 6)
        else { return CGAffineTransform() }
        return CGAffineTransform(a: CGFloat(m[0]), b: CGFloat(m[1]), c: CGFloat(m[2]), d: CGFloat(m[3]),
                                 tx: CGFloat(m[4]), ty: CGFloat(m[5]))
    }

    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let v = FlipbookValueEncoding.doubles(of: self, encoding: FlipbookValueEncoding.edgeInsets, count: 4)
        else { return .zero }
        return UIEdgeInsets(top: CGFloat(v[0]), left: CGFloat(v[1]), bottom: CGFloat(v[2]), right: CGFloat(v[3]))
    }

    public var uiOffsetValue: UIOffset {
        guard let v = FlipbookValueEncoding.doubles(of: self, encoding: FlipbookValueEncoding.pair, count: 2) else { return .zero }
        return UIOffset(horizontal: CGFloat(v[0]), vertical: CGFloat(v[1]))
    }
}
