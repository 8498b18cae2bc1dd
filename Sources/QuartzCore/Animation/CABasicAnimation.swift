import CoreGraphics

/// Interpolates one property between two values. Which two is decided by which of `fromValue`, `toValue` and
/// `byValue` are set, as Core Animation documents; an unset end is the value underneath (the model value, plus
/// earlier animations).
open class CABasicAnimation: CAPropertyAnimation {
    // The per-frame state comes first: stored properties are laid out in declaration order, and keeping what
    // every frame reads next to the inherited timing puts it in the same few cache lines.

    /// How the value is computed each frame, decided once by ``prepare(for:)`` (nil before: the general path).
    ///
    /// `@exclusivity(unchecked)`, like ``resolvedCurve``: written only by `prepare` and `copyState`, before the
    /// copy is attached, and read by the per-frame evaluation, which never runs inside either, so accesses cannot
    /// overlap. A dynamic check here would cost about as much as the whole typed evaluation.
    @exclusivity(unchecked) package var resolvedEvaluation: ResolvedBasicEvaluation?
    /// The timing function's curve, read once at prepare: an attached animation is immutable (Core Animation
    /// raises if it is changed), so the open `timingFunction` property need not be consulted every frame.
    @exclusivity(unchecked) package var resolvedCurve: UnitBezier?
    /// The ends for ``ResolvedBasicEvaluation/fixed``: kept out of the enum so that it stays trivially copyable
    /// (an ``AnimationValue`` payload would make every read of it an outlined copy).
    @exclusivity(unchecked) package var resolvedEnds: (AnimationValue, AnimationValue)?

    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    package var from: AnimationValue?
    package var to: AnimationValue?
    package var by: AnimationValue?

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
        from = other.from
        to = other.to
        by = other.by
        resolvedEvaluation = other.resolvedEvaluation
        resolvedCurve = other.resolvedCurve
        resolvedEnds = other.resolvedEnds
    }

    package override func prepare(for layer: CALayer) {
        super.prepare(for: layer)
        from = fromValue.map { AnimationValue(any: $0) }
        to = toValue.map { AnimationValue(any: $0) }
        by = byValue.map { AnimationValue(any: $0) }
        resolvedCurve = timingFunction?.curve
        resolvedEnds = fixedEndpoints
        resolvedEvaluation = resolveEvaluation()
    }

    /// The ends when they do not depend on the value underneath (`from`+`to`, `from`+`by`, `to`+`by`), as
    /// ``endpoints(over:)`` gives them; nil when one end is the value underneath.
    private var fixedEndpoints: (AnimationValue, AnimationValue)? {
        switch (from, to, by) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): (from, from.adding(by))
        case let (nil, to?, by?): (to.subtracting(by) ?? to, to)
        default: nil
        }
    }

    /// Picks the cheapest evaluation that gives exactly what the general path
    /// (``endpoints(over:)``, ``AnimationValue/interpolated(to:fraction:)``, ``CAPropertyAnimation/write(_:to:)``)
    /// would: a typed one for the common keys with fixed ends of the property's kind, else fixed ends, else the
    /// general path (ends that depend on the value underneath).
    private func resolveEvaluation() -> ResolvedBasicEvaluation {
        if let kind = valueFunction?.kind { return valueFunctionEvaluation(kind) }
        guard let key = parsedKeyPath, let (a, b) = resolvedEnds else { return .general }
        switch (key, a, b) {
        case let (.position, .point(a), .point(b)): return .position(a, b, additive: isAdditive)
        case let (.opacity, .number(a), .number(b)): return .opacity(a, b, additive: isAdditive)
        case let (.bounds, .rect(a), .rect(b)): return .bounds(a, b, additive: isAdditive)
        case let (.transform, .transform(a), .transform(b)): return .transform(a, b, additive: isAdditive)
        default: return .fixed
        }
    }

    /// The interpolation's two ends, given the value underneath.
    package func endpoints(over base: AnimationValue) -> (AnimationValue, AnimationValue) {
        switch (from, to, by) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): (from, from.adding(by))
        case let (nil, to?, by?): (to.subtracting(by) ?? to, to)
        case let (from?, nil, nil): (from, isAdditive ? (base.zero ?? base) : base)
        case let (nil, to?, nil): (isAdditive ? (base.zero ?? base) : base, to)
        case let (nil, nil, by?): (isAdditive ? (base.zero ?? base) : base, (isAdditive ? (base.zero ?? base) : base).adding(by))
        case (nil, nil, nil): (base, base)
        }
    }

    package override func applyValue(atFraction fraction: Double, to p: inout LayerProperties) {
        applyProgress(progress(atFraction: fraction), to: &p)
    }

    /// Writes the value at `progress` along from → to (0 = from, 1 = to; springs overshoot past 1).
    package func applyProgress(_ progress: Double, to p: inout LayerProperties) {
        if let resolvedEvaluation, resolvedEvaluation.applyTyped(progress, to: &p) { return }
        switch resolvedEvaluation {
        case let .valueFunction(kind, a, b):
            writeValueFunction(kind, input: a.interpolated(to: b, fraction: progress), to: &p)
        case .fixed:
            guard let key = parsedKeyPath, let (a, b) = resolvedEnds else { return }
            let v = a.interpolated(to: b, fraction: progress)
            p[key] = isAdditive ? p[key].adding(v) : v
        default:
            guard let key = parsedKeyPath else { return }
            let (a, b) = endpoints(over: p[key])
            write(a.interpolated(to: b, fraction: progress), to: &p)
        }
    }

    /// Progress along from → to at a simple-duration fraction: the timing function's value (its curve as
    /// resolved at prepare, once attached).
    package func progress(atFraction fraction: Double) -> Double {
        if resolvedEvaluation != nil { return resolvedCurve?.value(at: fraction) ?? fraction }
        return eased(fraction)
    }
}

/// What ``CABasicAnimation/prepare(for:)`` resolved for the per-frame evaluation: typed cases for the common
/// keys whose ends are fixed at prepare (the values never pass through ``AnimationValue`` then), fixed ends of
/// any other key, or the general path.
package enum ResolvedBasicEvaluation {
    case position(CGPoint, CGPoint, additive: Bool)
    case opacity(Double, Double, additive: Bool)
    case bounds(CGRect, CGRect, additive: Bool)
    /// Boxed (`indirect`) for the reason ``AnimationValue/transform(_:)`` is.
    indirect case transform(CATransform3D, CATransform3D, additive: Bool)
    /// A ``CAPropertyAnimation/valueFunction``'s ends, in its input space: interpolated as numbers, then mapped.
    case valueFunction(ValueFunctionKind, ValueFunctionInput, ValueFunctionInput)
    /// Ends fixed at prepare (``CABasicAnimation/resolvedEnds``), any key and kind: skips reading the value
    /// underneath for the ends.
    case fixed
    /// An end is the value underneath: ``CABasicAnimation/endpoints(over:)`` every evaluation.
    case general

    /// Whether this is one of the typed cases, which need nothing from their animation but the progress.
    package var isTyped: Bool {
        switch self {
        case .position, .opacity, .bounds, .transform: true
        case .valueFunction, .fixed, .general: false
        }
    }

    /// Writes the value at `progress` along from → to for the typed cases and returns true; returns false for
    /// ``fixed`` and ``general``, which the animation evaluates itself (``CABasicAnimation/applyProgress(_:to:)``).
    @inline(__always)
    package func applyTyped(_ progress: Double, to p: inout LayerProperties) -> Bool {
        switch self {
        case let .position(a, b, additive):
            let v = a.interpolated(to: b, fraction: progress)
            p.position = additive ? p.position + v : v
        case let .opacity(a, b, additive):
            // The general path's arithmetic exactly: Double values, the sum in Double, then Float.
            let v = a + (b - a) * progress
            p.opacity = Float(additive ? Double(p.opacity) + v : v)
        case let .bounds(a, b, additive):
            let v = a.interpolated(to: b, fraction: progress)
            p.bounds = additive ? p.bounds + v : v
        case let .transform(a, b, additive):
            let v = a.interpolated(to: b, fraction: progress)
            p.transform = additive ? CATransform3DConcat(v, p.transform) : v
        case .valueFunction, .fixed, .general:
            return false
        }
        return true
    }
}
