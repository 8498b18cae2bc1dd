/// The values of a keyframe animation as a function of the fraction of its duration (§6.5): the pure math
/// behind `CAKeyframeAnimation`.
///
/// A track is immutable; its key times, spline tangents and arc lengths are worked out once, when it is
/// made. How the fraction is turned into a value depends on ``calculationMode``:
/// - ``CAAnimationCalculationMode/linear``: straight lines between consecutive values, each segment's local
///   fraction first passed through that segment's timing function, if any.
/// - ``CAAnimationCalculationMode/discrete``: each value holds from its key time until the next key time.
///   Apple documents one more key time than values here (the last one closes the final value's interval);
///   as many key times as values also works, the last value then holding from its key time to the end.
///   Without key times, n values get n equal intervals. Timing functions have no effect.
/// - ``CAAnimationCalculationMode/paced``: straight lines at constant speed: each segment gets time in
///   proportion to its length. Key times and timing functions are ignored.
/// - ``CAAnimationCalculationMode/cubic``: a Kochanek–Bartels spline through the values (Catmull-Rom when
///   tension, continuity and bias are 0, the default). Tangents are scaled for the key-time spacing so that
///   velocity — change per unit of animation time — is continuous across keys when continuity is 0, however
///   unevenly the key times are spaced. Segment timing functions apply as in linear mode.
/// - ``CAAnimationCalculationMode/cubicPaced``: the cubic spline, built with key times proportional to the
///   distances between values, travelled at constant speed along its numerically integrated arc length. Key
///   times and timing functions are ignored.
///
/// Key times are fractions of the duration. Without them — or when they can't be used: the wrong count
/// (values.count, or values.count + 1 for discrete), decreasing, or not finite — the values are evenly
/// spaced from 0 to 1. Apple only says the timing "might not be what you expect" in those cases, so this
/// fallback is a choice (unverified). The value at a key time is exactly that key's value. Fractions outside
/// [0, 1] (from an overshooting timing curve) extend the first or last segment; discrete holds the end
/// values. The first and last keys of a spline have tangents as if the end values were repeated (unverified
/// against Core Animation). Unknown calculation modes behave as linear.
package struct KeyframeTrack<Value: AnimatableVector> {
    /// The keyframe values.
    package let values: [Value]
    /// The fraction of the duration at which each value applies, as given; see the type's rules.
    package let keyTimes: [Double]?
    /// One curve per segment (values.count − 1); missing ones are linear, extra ones are ignored.
    package let timingFunctions: [UnitBezier]?
    /// How values between keyframes are computed.
    package let calculationMode: CAAnimationCalculationMode
    /// Kochanek–Bartels tension per key (missing entries 0): 1 flattens the tangents, −1 doubles them.
    package let tensionValues: [Double]?
    /// Kochanek–Bartels continuity per key (missing entries 0): −1 makes straight segments with corners.
    package let continuityValues: [Double]?
    /// Kochanek–Bartels bias per key (missing entries 0): the tangent leans towards the previous chord
    /// (positive) or the next one (negative).
    package let biasValues: [Double]?

    /// The key times actually used.
    private let times: [Double]
    /// Spline tangent leaving each key, in units of its outgoing segment's parameter.
    private let outgoingTangents: [Value]
    /// Spline tangent arriving at each key, in units of its incoming segment's parameter.
    private let incomingTangents: [Value]
    /// Arc-length table, for cubicPaced only.
    private let arcLength: ArcLengthTable?

    package init(
        values: [Value],
        keyTimes: [Double]? = nil,
        timingFunctions: [UnitBezier]? = nil,
        calculationMode: CAAnimationCalculationMode = .linear,
        tensionValues: [Double]? = nil,
        continuityValues: [Double]? = nil,
        biasValues: [Double]? = nil
    ) {
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.calculationMode = calculationMode
        self.tensionValues = tensionValues
        self.continuityValues = continuityValues
        self.biasValues = biasValues

        let mode = Self.effectiveMode(calculationMode)
        let times = Self.effectiveTimes(values: values, keyTimes: keyTimes, mode: mode)
        self.times = times
        let (outgoing, incoming) = mode == .cubic || mode == .cubicPaced
            ? Self.tangents(
                values: values, times: times,
                tension: tensionValues ?? [], continuity: continuityValues ?? [], bias: biasValues ?? []
            )
            : ([], [])
        outgoingTangents = outgoing
        incomingTangents = incoming
        arcLength = mode == .cubicPaced && values.count > 1
            ? ArcLengthTable(segmentCount: values.count - 1) { segment, u in
                Self.splineDerivative(values, outgoing, incoming, segment: segment, u: u).magnitudeSquared.squareRoot()
            }
            : nil
    }

    /// The value at `fraction` of the animation's duration.
    package func value(at fraction: Double) -> Value {
        precondition(!values.isEmpty, "KeyframeTrack.value(at:) needs at least one value")
        let n = values.count
        if n == 1 { return values[0] }
        switch Self.effectiveMode(calculationMode) {
        case .discrete:
            // The last key whose time has come; before the first key time the first value shows.
            var index = 0
            for (i, time) in times.enumerated() where time <= fraction { index = i }
            return values[min(index, n - 1)]
        case .paced:
            let (segment, u) = locate(fraction)
            return interpolated(segment: segment, u: u) { values[$0].interpolated(to: values[$0 + 1], fraction: $1) }
        case .cubicPaced:
            return cubicPacedValue(at: fraction)
        case .cubic:
            let (segment, u) = locate(fraction)
            return interpolated(segment: segment, u: timed(u, segment: segment)) { spline(segment: $0, u: $1) }
        default:
            let (segment, u) = locate(fraction)
            let eased = timed(u, segment: segment)
            return interpolated(segment: segment, u: eased) { values[$0].interpolated(to: values[$0 + 1], fraction: $1) }
        }
    }
}

extension KeyframeTrack: Equatable {}
extension KeyframeTrack: Sendable where Value: Sendable {}

// MARK: - Key times and segments

extension KeyframeTrack {
    /// The mode the track computes with: one of the five, unknown ones read as linear.
    private static func effectiveMode(_ mode: CAAnimationCalculationMode) -> CAAnimationCalculationMode {
        switch mode {
        case .linear, .discrete, .paced, .cubic, .cubicPaced: mode
        default: .linear
        }
    }

    private static func effectiveTimes(
        values: [Value], keyTimes: [Double]?, mode: CAAnimationCalculationMode
    ) -> [Double] {
        let n = values.count
        guard n > 1 else { return n == 1 ? [0] : [] }
        switch mode {
        case .paced, .cubicPaced:
            var cumulative = [0.0]
            for i in 1..<n {
                cumulative.append(cumulative[i - 1] + (values[i] - values[i - 1]).magnitudeSquared.squareRoot())
            }
            let total = cumulative[n - 1]
            guard total > 0, total.isFinite else { return evenlySpaced(intervals: n - 1) }
            return cumulative.map { $0 / total }
        case .discrete:
            if let keyTimes, keyTimes.count == n || keyTimes.count == n + 1, isUsable(keyTimes) { return keyTimes }
            return evenlySpaced(intervals: n)
        default:
            if let keyTimes, keyTimes.count == n, isUsable(keyTimes) { return keyTimes }
            return evenlySpaced(intervals: n - 1)
        }
    }

    private static func evenlySpaced(intervals: Int) -> [Double] {
        (0...intervals).map { Double($0) / Double(intervals) }
    }

    /// Finite and non-decreasing.
    private static func isUsable(_ keyTimes: [Double]) -> Bool {
        keyTimes.allSatisfy(\.isFinite) && zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// The segment containing `fraction` — the last one starting at or before it, so at a key time shared by
    /// two keys the later key wins — and the local parameter, outside [0, 1] only beyond the end keys.
    private func locate(_ fraction: Double) -> (segment: Int, u: Double) {
        var low = 0, high = times.count - 2  // Segments 0...n−2; find the last with times[segment] <= fraction.
        while low < high {
            let middle = (low + high + 1) / 2
            if times[middle] <= fraction { low = middle } else { high = middle - 1 }
        }
        let start = times[low], length = times[low + 1] - start
        return (low, length > 0 ? (fraction - start) / length : 1)
    }

    /// The segment's timing function applied to `u`; outside [0, 1] time is left linear.
    private func timed(_ u: Double, segment: Int) -> Double {
        guard let functions = timingFunctions, segment < functions.count, (0...1).contains(u) else { return u }
        return functions[segment].value(at: u)
    }

    /// `evaluate(segment, u)`, except exactly the key values at u = 0 and u = 1.
    private func interpolated(segment: Int, u: Double, _ evaluate: (Int, Double) -> Value) -> Value {
        if u == 0 { return values[segment] }
        if u == 1 { return values[segment + 1] }
        return evaluate(segment, u)
    }
}

// MARK: - Cubic spline

extension KeyframeTrack {
    /// Kochanek–Bartels tangents, scaled for uneven key spacing.
    ///
    /// With t, c, b the key's tension, continuity and bias, and the chords `left = P[i] − P[i−1]`,
    /// `right = P[i+1] − P[i]`:
    /// - leaving: `(1−t)(1+b)(1+c)/2 · left + (1−t)(1−b)(1−c)/2 · right`
    /// - arriving: `(1−t)(1+b)(1−c)/2 · left + (1−t)(1−b)(1+c)/2 · right`
    ///
    /// These assume equal spacing. Each is multiplied by `2Δ/(Δprev + Δnext)`, Δ being the duration of the
    /// segment it belongs to; the velocity (tangent ÷ segment duration) on both sides of a key is then the
    /// same, `2·tangent/(Δprev + Δnext)`, whenever continuity is 0. End keys repeat their value as the
    /// missing neighbour, with the same spacing as their one real neighbour.
    private static func tangents(
        values: [Value], times: [Double], tension: [Double], continuity: [Double], bias: [Double]
    ) -> (outgoing: [Value], incoming: [Value]) {
        let n = values.count
        guard n > 1 else { return (Array(repeating: .zero, count: n), Array(repeating: .zero, count: n)) }
        var outgoing: [Value] = [], incoming: [Value] = []
        outgoing.reserveCapacity(n)
        incoming.reserveCapacity(n)
        for i in 0..<n {
            let left = i > 0 ? values[i] - values[i - 1] : .zero
            let right = i < n - 1 ? values[i + 1] - values[i] : .zero
            let previousSpan = i > 0 ? times[i] - times[i - 1] : times[1] - times[0]
            let nextSpan = i < n - 1 ? times[i + 1] - times[i] : times[n - 1] - times[n - 2]
            let t = i < tension.count ? tension[i] : 0
            let c = i < continuity.count ? continuity[i] : 0
            let b = i < bias.count ? bias[i] : 0
            let leaving = left.scaled(by: (1 - t) * (1 + b) * (1 + c) / 2)
                + right.scaled(by: (1 - t) * (1 - b) * (1 - c) / 2)
            let arriving = left.scaled(by: (1 - t) * (1 + b) * (1 - c) / 2)
                + right.scaled(by: (1 - t) * (1 - b) * (1 + c) / 2)
            let span = previousSpan + nextSpan
            outgoing.append(span > 0 ? leaving.scaled(by: 2 * nextSpan / span) : leaving)
            incoming.append(span > 0 ? arriving.scaled(by: 2 * previousSpan / span) : arriving)
        }
        return (outgoing, incoming)
    }

    /// The cubic Hermite segment from key `segment` to the next at parameter `u`.
    private func spline(segment i: Int, u: Double) -> Value {
        let u2 = u * u, u3 = u2 * u
        let h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return values[i] + (values[i + 1] - values[i]).scaled(by: h01)
            + outgoingTangents[i].scaled(by: h10) + incomingTangents[i + 1].scaled(by: h11)
    }

    /// d(spline)/du on segment `i`.
    private func splineDerivative(segment i: Int, u: Double) -> Value {
        Self.splineDerivative(values, outgoingTangents, incomingTangents, segment: i, u: u)
    }

    private static func splineDerivative(
        _ values: [Value], _ outgoing: [Value], _ incoming: [Value], segment i: Int, u: Double
    ) -> Value {
        let u2 = u * u
        let d10 = 3 * u2 - 4 * u + 1, d01 = -6 * u2 + 6 * u, d11 = 3 * u2 - 2 * u
        return (values[i + 1] - values[i]).scaled(by: d01)
            + outgoing[i].scaled(by: d10) + incoming[i + 1].scaled(by: d11)
    }

    /// The spline at arc-length fraction `fraction` of its whole length.
    private func cubicPacedValue(at fraction: Double) -> Value {
        guard let table = arcLength, table.total > 0 else { return values[0] }
        if fraction == 0 { return values[0] }
        if fraction == 1 { return values[values.count - 1] }
        let (segment, u) = table.parameter(atLength: fraction * table.total) { segment, u in
            splineDerivative(segment: segment, u: u).magnitudeSquared.squareRoot()
        }
        return interpolated(segment: segment, u: u) { spline(segment: $0, u: $1) }
    }
}

// MARK: - Arc length

/// Cumulative arc lengths of a piecewise curve, sampled at fixed parameter steps, and their inverse.
///
/// Lengths come from 5-point Gauss–Legendre quadrature of the speed on each of `stepsPerSegment` sub-steps;
/// the inverse refines within a sub-step by Newton's method on the same quadrature, safeguarded by bisection.
private struct ArcLengthTable: Equatable, Sendable {
    static let stepsPerSegment = 16

    /// `lengths[s][k]`: arc length from the curve's start to parameter k/steps of segment s.
    let lengths: [[Double]]
    var total: Double { lengths.last?.last ?? 0 }

    init(segmentCount: Int, speed: (Int, Double) -> Double) {
        var lengths: [[Double]] = []
        var running = 0.0
        for segment in 0..<segmentCount {
            var row = [running]
            for k in 0..<Self.stepsPerSegment {
                let step = 1 / Double(Self.stepsPerSegment)
                running += Self.integrate(from: Double(k) * step, to: Double(k + 1) * step) { speed(segment, $0) }
                row.append(running)
            }
            lengths.append(row)
        }
        self.lengths = lengths
    }

    /// The segment and parameter at which the arc length from the start reaches `length`. Beyond the ends
    /// the parameter extends linearly in length over the end segments.
    func parameter(atLength length: Double, speed: (Int, Double) -> Double) -> (segment: Int, u: Double) {
        let steps = Self.stepsPerSegment
        // The last segment starting at or before `length` (ties go to the later segment).
        var segment = 0
        for s in lengths.indices where lengths[s][0] <= length { segment = s }
        let row = lengths[segment]
        let segmentLength = row[steps] - row[0]
        guard segmentLength > 0 else { return (segment, 0) }
        if length <= row[0] || length >= row[steps] {
            return (segment, (length - row[0]) / segmentLength)
        }
        var k = 0
        for i in 0..<steps where row[i] <= length { k = i }
        let step = 1 / Double(steps)
        var low = Double(k) * step, high = Double(k + 1) * step
        let base = row[k], target = length - base
        guard row[k + 1] > base else { return (segment, low) }
        // Start from the linear estimate within the sub-step.
        var u = low + step * target / (row[k + 1] - base)
        for _ in 0..<50 {
            let error = Self.integrate(from: Double(k) * step, to: u) { speed(segment, $0) } - target
            if error > 0 { high = u } else { low = u }
            let derivative = speed(segment, u)
            var next = derivative > 0 ? u - error / derivative : .nan
            if !(next > low && next < high) { next = low + (high - low) / 2 }
            if abs(next - u) <= 1e-15 { u = next; break }
            u = next
        }
        return (segment, u)
    }

    /// ∫ f over [a, b] by 5-point Gauss–Legendre.
    static func integrate(from a: Double, to b: Double, _ f: (Double) -> Double) -> Double {
        let nodes = [0, 0.538_469_310_105_683_1, 0.906_179_845_938_664_0]
        let weights = [0.568_888_888_888_888_9, 0.478_628_670_499_366_5, 0.236_926_885_056_189_1]
        let middle = (a + b) / 2, half = (b - a) / 2
        var sum = weights[0] * f(middle)
        for i in 1..<3 {
            sum += weights[i] * (f(middle - half * nodes[i]) + f(middle + half * nodes[i]))
        }
        return sum * half
    }
}
