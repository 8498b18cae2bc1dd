import CoreGraphics

/// Builds an animated transform from plain numbers: a property animation with a value function interpolates its
/// values as numbers (an angle, a scale, a translation) and only then maps the result through the function into a
/// `CATransform3D`.
///
/// That is what makes `rotateZ` from 0 to 2π turn the layer a whole turn: interpolating the end matrices, which
/// are equal, would not move it at all. The rotations and single-axis forms take one number; `scale` and
/// `translate` take an array of three (x, y, z). Core Animation's reference: *CAValueFunction*,
/// *CAPropertyAnimation.valueFunction*.
open class CAValueFunction: NSObject {
    open var name: CAValueFunctionName { kind.name }

    package let kind: ValueFunctionKind

    /// The function of that name, or nil for a name Core Animation does not define.
    public convenience init?(name: CAValueFunctionName) {
        guard let kind = ValueFunctionKind(name) else { return nil }
        self.init(kind: kind)
    }

    package init(kind: ValueFunctionKind) {
        self.kind = kind
        super.init()
    }
}

/// The eleven value functions, as a closed set the evaluation can switch over.
package enum ValueFunctionKind: Sendable {
    case rotateX, rotateY, rotateZ, scale, scaleX, scaleY, scaleZ, translate, translateX, translateY, translateZ

    init?(_ name: CAValueFunctionName) {
        switch name {
        case .rotateX: self = .rotateX
        case .rotateY: self = .rotateY
        case .rotateZ: self = .rotateZ
        case .scale: self = .scale
        case .scaleX: self = .scaleX
        case .scaleY: self = .scaleY
        case .scaleZ: self = .scaleZ
        case .translate: self = .translate
        case .translateX: self = .translateX
        case .translateY: self = .translateY
        case .translateZ: self = .translateZ
        default: return nil
        }
    }

    var name: CAValueFunctionName {
        switch self {
        case .rotateX: .rotateX
        case .rotateY: .rotateY
        case .rotateZ: .rotateZ
        case .scale: .scale
        case .scaleX: .scaleX
        case .scaleY: .scaleY
        case .scaleZ: .scaleZ
        case .translate: .translate
        case .translateX: .translateX
        case .translateY: .translateY
        case .translateZ: .translateZ
        }
    }

    /// Whether the function reads three inputs (x, y, z) rather than one.
    var takesThreeValues: Bool { self == .scale || self == .translate }

    /// The input that gives the identity transform: what an animation end left unset stands for (decision: Core
    /// Animation does not say; it cannot recover an input from the layer's matrix either).
    package var identityInput: ValueFunctionInput {
        switch self {
        case .scale, .scaleX, .scaleY, .scaleZ: ValueFunctionInput(x: 1, y: 1, z: 1)
        default: .zero
        }
    }

    /// Reads an animation value as this function's input: a number, or an array of numbers (`[0, 0, 1]`,
    /// `[NSNumber]`). A single number given to a three-value function applies to all three axes, and an array
    /// given to a one-value function gives its first element (decisions: Core Animation documents neither).
    package func input(_ value: Any?) -> ValueFunctionInput? {
        if let array = value as? [Any] {
            let numbers = array.compactMap(Self.number)
            guard numbers.count == array.count, let first = numbers.first else { return nil }
            guard takesThreeValues else { return ValueFunctionInput(x: first, y: first, z: first) }
            let identity = identityInput
            return ValueFunctionInput(x: first, y: numbers.count > 1 ? numbers[1] : identity.y,
                                      z: numbers.count > 2 ? numbers[2] : identity.z)
        }
        guard let v = Self.number(value) else { return nil }
        return ValueFunctionInput(x: v, y: v, z: v)
    }

    private static func number(_ value: Any?) -> Double? {
        switch AnimationValue(any: value) {
        case .number(let v): v
        default: nil
        }
    }

    /// The transform for an input: the pure map every evaluation ends in.
    package func transform(_ v: ValueFunctionInput) -> CATransform3D {
        switch self {
        case .rotateX: CATransform3DMakeRotation(CGFloat(v.x), 1, 0, 0)
        case .rotateY: CATransform3DMakeRotation(CGFloat(v.x), 0, 1, 0)
        case .rotateZ: CATransform3DMakeRotation(CGFloat(v.x), 0, 0, 1)
        case .scale: CATransform3DMakeScale(CGFloat(v.x), CGFloat(v.y), CGFloat(v.z))
        case .scaleX: CATransform3DMakeScale(CGFloat(v.x), 1, 1)
        case .scaleY: CATransform3DMakeScale(1, CGFloat(v.x), 1)
        case .scaleZ: CATransform3DMakeScale(1, 1, CGFloat(v.x))
        case .translate: CATransform3DMakeTranslation(CGFloat(v.x), CGFloat(v.y), CGFloat(v.z))
        case .translateX: CATransform3DMakeTranslation(CGFloat(v.x), 0, 0)
        case .translateY: CATransform3DMakeTranslation(0, CGFloat(v.x), 0)
        case .translateZ: CATransform3DMakeTranslation(0, 0, CGFloat(v.x))
        }
    }
}

/// A value function's input: one number (in `x`) or three. Interpolated as a vector, so keyframe splines and
/// paced modes work on the numbers before the function makes a matrix of them.
package struct ValueFunctionInput: AnimatableVector, Sendable {
    package var x: Double
    package var y: Double
    package var z: Double

    package static let zero = ValueFunctionInput(x: 0, y: 0, z: 0)

    package static func + (a: Self, b: Self) -> Self { Self(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    package static func - (a: Self, b: Self) -> Self { Self(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    package func scaled(by f: Double) -> Self { Self(x: x * f, y: y * f, z: z * f) }
    package var magnitudeSquared: Double { x * x + y * y + z * z }
}

extension CAPropertyAnimation {
    /// Writes a value function's transform for `input` to the animated key: concatenated onto the value
    /// underneath for an additive animation, replacing it otherwise.
    package func writeValueFunction(_ kind: ValueFunctionKind, input: ValueFunctionInput, to p: inout LayerProperties) {
        write(.transform(kind.transform(input)), to: &p)
    }
}

extension CABasicAnimation {
    /// The ends in the function's input space, from `fromValue`/`toValue`/`byValue` as Core Animation pairs them;
    /// an end left unset is the function's identity input (see ``ValueFunctionKind/identityInput``).
    func valueFunctionEvaluation(_ kind: ValueFunctionKind) -> ResolvedBasicEvaluation {
        let from = kind.input(fromValue), to = kind.input(toValue), by = kind.input(byValue)
        let base = kind.identityInput
        let ends: (ValueFunctionInput, ValueFunctionInput) = switch (from, to, by) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): (from, from + by)
        case let (nil, to?, by?): (to - by, to)
        case let (from?, nil, nil): (from, base)
        case let (nil, to?, nil): (base, to)
        case let (nil, nil, by?): (base, base + by)
        case (nil, nil, nil): (base, base)
        }
        return .valueFunction(kind, ends.0, ends.1)
    }
}

extension CAKeyframeAnimation {
    /// With a value function, the keyframe values are its inputs: the spline runs on the numbers and each
    /// sample is mapped into a transform. nil without a function, or when a value is not an input.
    func valueFunctionEvaluator() -> ((Double) -> AnimationValue)? {
        guard let kind = valueFunction?.kind, let values, !values.isEmpty else { return nil }
        var inputs: [ValueFunctionInput] = []
        inputs.reserveCapacity(values.count)
        for value in values {
            guard let input = kind.input(value) else { return nil }
            inputs.append(input)
        }
        let track = KeyframeTrack(
            values: inputs, keyTimes: keyTimes?.map(\.doubleValue), timingFunctions: timingFunctions?.map(\.curve),
            calculationMode: calculationMode, tensionValues: tensionValues?.map(\.doubleValue),
            continuityValues: continuityValues?.map(\.doubleValue), biasValues: biasValues?.map(\.doubleValue))
        return { .transform(kind.transform(track.value(at: $0))) }
    }
}
