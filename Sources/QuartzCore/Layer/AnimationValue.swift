import CoreGraphics

/// A property value as the animation engine sees it: typed once when an animation is added, so that the
/// per-frame evaluation blends plain values instead of casting `Any`.
package enum AnimationValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Boxed (`indirect`): a 128-byte payload inline would make every value, and every animation object
    /// holding a few of them, four times larger — and an attached animation is read every frame.
    indirect case transform(CATransform3D)
    /// A colour; `nil` is "no colour", which blends as transparent.
    case color(RGBA?)
    case bool(Bool)
    /// Anything that cannot be blended (contents images, paths, colour arrays): it switches, never blends.
    case object(Any?)
}

extension AnimationValue {
    /// Converts a value written by client code (`fromValue = 0.5`, `CGPoint`, `CATransform3D`, `UIColor.cgColor`…).
    package init(any value: Any?) {
        switch value {
        // A Swift Bool, by its dynamic type: Foundation on Linux bridges Bool to NSNumber (so `as NSNumber` would
        // make it a number) and NSNumber to Bool (so `as Bool` would take NSNumber(value: 1)).
        case let v as Bool where type(of: value!) == Bool.self: self = .bool(v)
        case let v as Double: self = .number(v)
        case let v as CGFloat: self = .number(Double(v))
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as NSValue: self = AnimationValue(boxed: v) ?? .object(value)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v.rgba)
        default: self = .object(value)
        }
    }

    /// A point, size, rectangle or transform boxed in an `NSValue` (`NSValue(cgPoint:)`, `(caTransform3D:)`…),
    /// as iOS code passes them to `fromValue`/`toValue` and keyframe `values`.
    init?(boxed value: NSValue) {
        switch String(cString: value.objCType) {
        case "{CGPoint=dd}": self = .point(value.pointValue)
        case "{CGSize=dd}": self = .size(value.sizeValue)
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": self = .rect(value.rectValue)
        case FlipbookValueEncoding.transform3D: self = .transform(value.caTransform3DValue)
        case FlipbookValueEncoding.affineTransform:
            guard let m = FlipbookValueEncoding.doubles(of: value, encoding: FlipbookValueEncoding.affineTransform,
                                                        count: 6) else { return nil }
            let affine = CGAffineTransform(a: CGFloat(m[0]), b: CGFloat(m[1]), c: CGFloat(m[2]), d: CGFloat(m[3]),
                                           tx: CGFloat(m[4]), ty: CGFloat(m[5]))
            self = .transform(CATransform3DMakeAffineTransform(affine))
        default: return nil
        }
    }

    /// The value as client code reads it back through `value(forKeyPath:)`.
    package var anyValue: Any? {
        switch self {
        case .number(let v): CGFloat(v)
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .transform(let v): v
        case .color(let v): v.map { CGColor(red: CGFloat($0.r), green: CGFloat($0.g), blue: CGFloat($0.b), alpha: CGFloat($0.a)) }
        case .bool(let v): v
        case .object(let v): v
        }
    }

    /// Straight blend at `fraction` (0 = self, 1 = other). Transforms blend through their decomposition, so a
    /// rotation stays a rotation (§6.2); values that cannot blend switch at the halfway point (decision, unverified).
    package func interpolated(to other: AnimationValue, fraction: Double) -> AnimationValue {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a + (b - a) * fraction)
        case let (.point(a), .point(b)): .point(a.interpolated(to: b, fraction: fraction))
        case let (.size(a), .size(b)): .size(a.interpolated(to: b, fraction: fraction))
        case let (.rect(a), .rect(b)): .rect(a.interpolated(to: b, fraction: fraction))
        case let (.transform(a), .transform(b)): .transform(a.interpolated(to: b, fraction: fraction))
        case let (.color(a), .color(b)):
            .color(Self.blend(a, b, fraction))
        default: fraction < 0.5 ? self : other
        }
    }

    private static func blend(_ a: RGBA?, _ b: RGBA?, _ f: Double) -> RGBA? {
        switch (a, b) {
        case (nil, nil): return nil
        case let (a?, b?): return a.interpolated(to: b, fraction: f)
        case let (a?, nil): return a.interpolated(to: RGBA(r: a.r, g: a.g, b: a.b, a: 0), fraction: f)
        case let (nil, b?): return RGBA(r: b.r, g: b.g, b: b.b, a: 0).interpolated(to: b, fraction: f)
        }
    }

    /// `self + other`, for additive animations and `byValue`. Transforms compose: the offset is applied in the
    /// layer's own space before the base value (`CATransform3DConcat(other, self)`).
    package func adding(_ other: AnimationValue) -> AnimationValue {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a + b)
        case let (.point(a), .point(b)): .point(a + b)
        case let (.size(a), .size(b)): .size(a + b)
        case let (.rect(a), .rect(b)): .rect(a + b)
        case let (.transform(a), .transform(b)): .transform(CATransform3DConcat(b, a))
        case let (.color(a), .color(b)):
            .color((a ?? RGBA(r: 0, g: 0, b: 0, a: 0)) + (b ?? RGBA(r: 0, g: 0, b: 0, a: 0)))
        default: other
        }
    }

    /// `self − other`: the offset an additive animation starts from (§6.3: `old − new`).
    /// `nil` when the values cannot be subtracted (non-vector values, or a singular transform).
    package func subtracting(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a - b)
        case let (.point(a), .point(b)): .point(a - b)
        case let (.size(a), .size(b)): .size(a - b)
        case let (.rect(a), .rect(b)): .rect(a - b)
        case let (.color(a?), .color(b?)): .color(a - b)
        default: nil
        }
    }

    /// The additive identity of the same kind, or nil for kinds that are not vectors.
    package var zero: AnimationValue? {
        switch self {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        case .color(let c?): .color(RGBA(r: 0, g: 0, b: 0, a: 0 * c.a))
        default: nil
        }
    }

    /// Whether additive stacking keeps both value and velocity continuous for this kind (§6.3).
    /// Transforms do not commute, so UIKit-style additive offsets are not used for them.
    package var isVector: Bool {
        switch self {
        case .number, .point, .size, .rect: true
        case .color(let c): c != nil
        default: false
        }
    }
}
