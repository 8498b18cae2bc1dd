extension Spring {
    /// The spring UIKit builds for `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// and `UISpringTimingParameters(dampingRatio:initialVelocity:)` (§6.6).
    ///
    /// Mass is 1. The damping ratio is clamped to [FLT_EPSILON, 1], so this API never overdamps, and the
    /// duration to [0.01, 10] s. The natural frequency ω₀ is then chosen so that the motion's envelope has
    /// decayed to ε = 0.001 exactly at t = duration: 12 Newton iterations from ω₀ = 5/duration on
    /// - ζ < 1: `|(ζω₀ − v)/(ω₀√(1−ζ²))|·e^(−ζω₀T) = ε`
    /// - ζ = 1: `|(ω₀ − v)·T + 1|·e^(−ω₀T) = ε`
    ///
    /// giving stiffness ω₀² and damping 2ζω₀. The animation's duration stays the requested one, so a slowly
    /// settling spring is cut off at that duration.
    ///
    /// When an iteration would leave the positive reals (an envelope already below ε for every ω₀, as with a
    /// near-zero damping ratio and no velocity), the last positive ω₀ is kept; what UIKit does there is
    /// unverified.
    package static func uiKit(duration: Double, dampingRatio: Double, initialVelocity: Double) -> Spring {
        let zeta = limit(dampingRatio, to: Double(Float.ulpOfOne)...1)
        let time = limit(duration, to: 0.01...10)
        let epsilon = 0.001
        let v = initialVelocity.isFinite ? initialVelocity : 0

        var omega = 5 / time
        for _ in 0..<12 {
            let (envelope, slope) = zeta < 1
                ? underdampedEnvelope(omega: omega, dampingRatio: zeta, velocity: v, time: time)
                : criticalEnvelope(omega: omega, velocity: v, time: time)
            let next = omega - (envelope - epsilon) / slope
            guard next > 0, next.isFinite else { break }
            omega = next
        }
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: v)
    }

    /// The underdamped envelope `|(ζω − v)/(ω√(1−ζ²))|·e^(−ζωT)` and its derivative with respect to ω.
    package static func underdampedEnvelope(
        omega: Double, dampingRatio zeta: Double, velocity v: Double, time: Double
    ) -> (value: Double, derivative: Double) {
        let root = (1 - zeta * zeta).squareRoot()
        let amplitude = (zeta * omega - v) / (omega * root)
        let amplitudeSlope = v / (omega * omega * root)
        let decay = exp(-zeta * omega * time)
        let sign: Double = amplitude < 0 ? -1 : 1
        return (abs(amplitude) * decay, (sign * amplitudeSlope - zeta * time * abs(amplitude)) * decay)
    }

    /// The critically damped envelope `|(ω − v)·T + 1|·e^(−ωT)` and its derivative with respect to ω.
    package static func criticalEnvelope(
        omega: Double, velocity v: Double, time: Double
    ) -> (value: Double, derivative: Double) {
        let amplitude = (omega - v) * time + 1
        let decay = exp(-omega * time)
        let sign: Double = amplitude < 0 ? -1 : 1
        return (abs(amplitude) * decay, (sign * time - time * abs(amplitude)) * decay)
    }
}

extension Spring {
    /// The spring of SwiftUI's `Spring(duration:bounce:)`, `UISpringTimingParameters(duration:bounce:)` and
    /// `CASpringAnimation(perceptualDuration:bounce:)` (§6.8).
    ///
    /// Mass 1, stiffness (2π/duration)², damping ratio `1 − bounce` for bounce ≥ 0 and `1/(1 + bounce)`
    /// below, so negative bounces overdamp and overdamping is allowed. Apple's example: 0.5 s with bounce 0.3
    /// is mass 1, stiffness ≈ 157.9, damping ≈ 17.6.
    ///
    /// Bounce is clamped to Apple's documented range [−1, 1]; at −1 the ratio is capped at 1/FLT_EPSILON
    /// instead of infinity. Durations below 0.01 s are taken as 0.01 s, as UIKit's older derivation does
    /// (unverified for this API).
    package static func perceptual(duration: Double, bounce: Double, initialVelocity: Double = 0) -> Spring {
        let bounce = limit(bounce, to: -1...1)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / max(1 + bounce, Double(Float.ulpOfOne))
        return Spring(dampingRatio: zeta, response: max(duration, 0.01), initialVelocity: initialVelocity)
    }

    /// A spring of mass 1 described by its damping ratio and its response — the period 2π/ω₀ of the
    /// undamped oscillation, the "perceptual duration" — with overdamping allowed.
    package init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / response
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
            initialVelocity: initialVelocity, allowsOverdamping: true
        )
    }

    /// `value` limited to `range`, NaN reading as the lower bound.
    private static func limit(_ value: Double, to range: ClosedRange<Double>) -> Double {
        value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
    }

    /// The period 2π/ω₀ of the undamped oscillation: `CASpringAnimation.perceptualDuration`.
    package var perceptualDuration: Double { 2 * Double.pi / undampedAngularFrequency }

    /// How bouncy the spring is, inverting ``perceptual(duration:bounce:initialVelocity:)``: `1 − ζ` up to
    /// critical damping, `1/ζ − 1` (negative) beyond. §6.8: mass 1, stiffness 100, damping 10 is bounce 0.5.
    package var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}
