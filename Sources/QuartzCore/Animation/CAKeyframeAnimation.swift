import CoreGraphics

/// Animates one property through a list of values at given key times (§6.5), with a calculation mode that
/// decides how it moves between them: linear, discrete, paced, cubic (Catmull-Rom) or cubic paced.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// Fractions of the duration, one per value, from 0 to 1. nil: evenly spaced.
    open var keyTimes: [NSNumber]?
    /// One per segment between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    /// A path for a point property (usually `position`) to follow; when set, ``values`` is ignored. Each element
    /// but a move is one keyframe (see ``KeyframePath``).
    open var path: CGPath?
    /// Whether the layer turns to the path's tangent as it moves (nil: it doesn't). Applied as a rotation about
    /// z on top of the layer's transform.
    open var rotationMode: CAAnimationRotationMode?
    private var pathTrack: KeyframePath?

    /// Evaluates the resolved track at a (timing-function-mapped) fraction.
    private var evaluator: ((Double) -> AnimationValue)?

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        evaluator = other.evaluator
        path = other.path
        rotationMode = other.rotationMode
        pathTrack = other.pathTrack
    }

    package override func prepare(for layer: CALayer) {
        super.prepare(for: layer)
        pathTrack = path.map(KeyframePath.init)
        evaluator = pathTrack == nil
            ? valueFunctionEvaluator() ?? makeEvaluator(for: (values ?? []).map { AnimationValue(any: $0) }) : nil
    }

    package override func applyValue(atFraction fraction: Double, to p: inout LayerProperties) {
        if let pathTrack {
            let curves = timingFunctions?.map(\.curve)
            let sample = pathTrack.sample(at: eased(fraction), mode: calculationMode, keyTimes: keyTimes?.map(\.doubleValue),
                                          timing: curves.map { curves in
                                              { index, t in curves.isEmpty ? t : curves[min(index, curves.count - 1)].value(at: t) }
                                          })
            write(.point(sample.point), to: &p)
            if let rotationMode {
                let angle = sample.angle + (rotationMode == .rotateAutoReverse ? .pi : 0)
                p.transform = CATransform3DRotate(p.transform, CGFloat(angle), 0, 0, 1)
            }
            return
        }
        guard let evaluator else { return }
        write(evaluator(eased(fraction)), to: &p)
    }

    /// Builds a typed keyframe track for the values' kind, so the spline runs on plain vectors.
    private func makeEvaluator(for values: [AnimationValue]) -> ((Double) -> AnimationValue)? {
        guard !values.isEmpty else { return nil }
        func track<V: AnimatableVector>(_ vs: [V]) -> KeyframeTrack<V> {
            KeyframeTrack(
                values: vs, keyTimes: keyTimes?.map(\.doubleValue), timingFunctions: timingFunctions?.map(\.curve),
                calculationMode: calculationMode, tensionValues: tensionValues?.map(\.doubleValue),
                continuityValues: continuityValues?.map(\.doubleValue), biasValues: biasValues?.map(\.doubleValue))
        }
        if let numbers = values.allCases(as: { if case .number(let v) = $0 { v } else { nil } }) {
            let t = track(numbers)
            return { .number(t.value(at: $0)) }
        }
        if let points = values.allCases(as: { if case .point(let v) = $0 { v } else { nil } }) {
            let t = track(points)
            return { .point(t.value(at: $0)) }
        }
        if let sizes = values.allCases(as: { if case .size(let v) = $0 { v } else { nil } }) {
            let t = track(sizes)
            return { .size(t.value(at: $0)) }
        }
        if let rects = values.allCases(as: { if case .rect(let v) = $0 { v } else { nil } }) {
            let t = track(rects)
            return { .rect(t.value(at: $0)) }
        }
        if let transforms = values.allCases(as: { if case .transform(let v) = $0 { v } else { nil } }) {
            if let decomposed = transforms.allCases(as: DecomposedTransform.init) {
                let t = track(decomposed)
                return { .transform(t.value(at: $0).transform) }
            }
        }
        if let colors = values.allCases(as: { if case .color(let v?) = $0 { v } else { nil } }) {
            let t = track(colors)
            return { .color(t.value(at: $0)) }
        }
        // Values that cannot blend step from one to the next at their key times.
        let stepping = KeyframeTrack(
            values: values.indices.map(Double.init), keyTimes: keyTimes?.map(\.doubleValue), timingFunctions: nil,
            calculationMode: .linear, tensionValues: nil, continuityValues: nil, biasValues: nil)
        return { fraction in
            let i = Int(stepping.value(at: fraction).rounded(.down))
            return values[min(max(i, 0), values.count - 1)]
        }
    }
}

extension Array {
    /// Maps every element, or returns nil if any element does not map.
    fileprivate func allCases<T>(as transform: (Element) -> T?) -> [T]? {
        var result: [T] = []
        result.reserveCapacity(count)
        for element in self {
            guard let value = transform(element) else { return nil }
            result.append(value)
        }
        return result
    }
}
