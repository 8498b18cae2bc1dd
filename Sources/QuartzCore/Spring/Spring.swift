/// A damped harmonic oscillator, `m·x'' + c·x' + k·x = 0`, pulling an animated value from its start to its
/// target (§6.6, §6.7).
///
/// Everything is normalised: the displacement x runs from 1 at t = 0 towards 0 (at rest on the target), so
/// progress `1 − x` runs from 0 to 1 and may overshoot. Velocities are in units of the whole distance per
/// second, positive towards the target: 1 means "covering the entire distance in one second".
package struct Spring: Sendable, Hashable {
    /// The mass of the object on the spring; positive.
    package let mass: Double
    /// The spring constant k; positive.
    package let stiffness: Double
    /// The damping coefficient c; zero or positive.
    package let damping: Double
    /// The velocity at t = 0, in distances per second, positive towards the target.
    package let initialVelocity: Double
    /// Whether a damping ratio above 1 overdamps. When `false` (Core Animation's default) such a spring
    /// moves exactly like a critically damped one with the same stiffness and mass (§6.6).
    package let allowsOverdamping: Bool

    /// Creates a spring; the defaults are `CASpringAnimation`'s.
    ///
    /// Values Core Animation rejects — mass or stiffness not positive, damping negative, anything not finite —
    /// are replaced by the default for that parameter, as Core Animation reportedly does (§6.7, unverified).
    package init(
        mass: Double = 1,
        stiffness: Double = 100,
        damping: Double = 10,
        initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) {
        self.mass = mass > 0 && mass.isFinite ? mass : 1
        self.stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        self.damping = damping >= 0 && damping.isFinite ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.allowsOverdamping = allowsOverdamping
    }

    /// ζ = c / (2·√(k·m)): below 1 the spring oscillates, at 1 it is critically damped, above 1 overdamped.
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// ω₀ = √(k/m), in radians per second: how fast the spring would oscillate without damping.
    package var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The normalised displacement at time `t` (seconds; negative times read as 0): 1 at the start, 0 on the
    /// target.
    ///
    /// With ω₀, ζ as above, a = ζω₀, v₀ the initial velocity (§6.6):
    /// - underdamped, ζ < 1, ω_d = ω₀√(1−ζ²): `x = e^(−at)·(cos ω_d t + ((a − v₀)/ω_d)·sin ω_d t)`
    /// - critical, ζ = 1: `x = e^(−ω₀t)·(1 + (ω₀ − v₀)·t)`
    /// - overdamped, ζ > 1, γ = ω₀√(ζ²−1): `x = e^(−at)·(cosh γt + ((a − v₀)/γ)·sinh γt)`, which is §6.6's
    ///   `c₁e^(r₁t) + c₂e^(r₂t)`, evaluated so that it stays accurate as ζ approaches 1.
    package func displacement(at t: Double) -> Double {
        let (c, s) = modes.basis(at: max(t, 0))
        return c + (modes.decayRate - initialVelocity) * s
    }

    /// The normalised progress at time `t`: `1 − displacement`, from 0 at the start to 1 on the target.
    package func progress(at t: Double) -> Double {
        1 - displacement(at: t)
    }

    /// The rate of change of ``progress(at:)`` at time `t`, in distances per second; equal to
    /// ``initialVelocity`` at t = 0.
    package func velocity(at t: Double) -> Double {
        let (c, s) = modes.basis(at: max(t, 0))
        let omega = modes.undampedAngularFrequency
        return initialVelocity * c + (omega * omega - modes.decayRate * initialVelocity) * s
    }

    /// The quantities the closed forms share, with ζ already limited to 1 unless overdamping is allowed.
    var modes: Modes {
        let omega = undampedAngularFrequency
        let ratio = allowsOverdamping ? dampingRatio : min(dampingRatio, 1)
        return Modes(undampedAngularFrequency: omega, dampingRatio: ratio)
    }
}

extension Spring {
    /// The solution basis of the spring's equation, shared by displacement, velocity and settling time.
    ///
    /// Every solution is `e^(−at)·(A·C(t) + B·S(t))` with `C(0) = 1, C'(0) = 0, S(0) = 0, S'(0) = 1` after
    /// taking out the decay: C is cos, 1 or cosh and S is sin(ω_d t)/ω_d, t or sinh(γt)/γ. Writing S divided
    /// by its frequency keeps the three regimes continuous as ζ crosses 1.
    struct Modes {
        let undampedAngularFrequency: Double
        let dampingRatio: Double

        /// a = ζω₀, the exponential decay rate of the oscillation's envelope.
        var decayRate: Double { dampingRatio * undampedAngularFrequency }

        /// ω_d for an underdamped spring, γ for an overdamped one, 0 when critical.
        var frequency: Double {
            let z = dampingRatio
            return undampedAngularFrequency * abs(1 - z * z).squareRoot()
        }

        /// `(e^(−at)·C(t), e^(−at)·S(t))`.
        func basis(at t: Double) -> (Double, Double) {
            let a = decayRate, w = frequency
            if dampingRatio < 1 {
                let decay = exp(-a * t)
                return (decay * cos(w * t), decay * sin(w * t) / w)
            }
            if dampingRatio == 1 || w == 0 {
                let decay = exp(-a * t)
                return (decay, decay * t)
            }
            // Overdamped: combine the two real exponentials without overflow (cosh alone overflows).
            let slow = exp((w - a) * t), fast = exp((-w - a) * t)
            let c = (slow + fast) / 2
            // sinh(wt)/w loses precision as (slow − fast) when wt is small; use it directly there.
            let s = w * t < 1 ? exp(-a * t) * sinh(w * t) / w : (slow - fast) / (2 * w)
            return (c, s)
        }
    }
}
