import Testing
@testable import QuartzCore

/// Integrates m·x'' + c·x' + k·x = 0 from x = 1, x' = −v₀ with classic Runge–Kutta, returning the
/// displacement at each of `times` (ascending).
private func integrate(
    mass m: Double, stiffness k: Double, damping c: Double, initialVelocity v0: Double,
    at times: [Double], step h: Double = 1e-4
) -> [Double] {
    func acceleration(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
    var x = 1.0, v = -v0, t = 0.0
    var results: [Double] = []
    for target in times {
        while t < target - 1e-12 {
            let dt = min(h, target - t)
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + dt / 2 * k1v, k2v = acceleration(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v, k3v = acceleration(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v, k4v = acceleration(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += dt
        }
        results.append(x)
    }
    return results
}

private let sampleTimes = (stride(from: 0.0, through: 2.0, by: 0.05).map { $0 } + [0.013, 0.377, 1.234]).sorted()

@Suite struct SpringTests {
    @Test func defaultsAreCASpringAnimations() {
        let spring = Spring()
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 100)
        #expect(spring.damping == 10)
        #expect(spring.initialVelocity == 0)
        #expect(spring.allowsOverdamping == false)
        #expect(spring.dampingRatio == 0.5)
        #expect(spring.undampedAngularFrequency == 10)
    }

    @Test func invalidParametersFallBackToDefaults() {
        let spring = Spring(mass: 0, stiffness: -5, damping: -1, initialVelocity: .nan)
        #expect(spring == Spring())
        #expect(Spring(mass: .infinity, stiffness: .nan).mass == 1)
        #expect(Spring(damping: 0).damping == 0, "zero damping is valid")
    }

    @Test func dampingRatioAndFrequency() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 4)
        #expect(spring.undampedAngularFrequency == 5)
        #expect(abs(spring.dampingRatio - 0.2) <= 1e-15)
    }

    /// The three regimes of §6.6, with and without initial velocity, against numerical integration.
    @Test(arguments: [
        (1.0, 100.0, 10.0, 0.0, "underdamped"),
        (1.0, 100.0, 10.0, 5.0, "underdamped, moving towards the target"),
        (2.0, 300.0, 6.0, -3.0, "underdamped, moving away"),
        (1.0, 100.0, 20.0, 0.0, "critical"),
        (1.0, 100.0, 20.0, 12.0, "critical with velocity"),
        (1.0, 100.0, 50.0, 0.0, "overdamped"),
        (1.0, 100.0, 50.0, -8.0, "overdamped, moving away"),
        (1.0, 100.0, 19.999_99, 2.0, "just under critical"),
        (1.0, 100.0, 20.000_01, 2.0, "just over critical"),
    ])
    func closedFormsMatchIntegration(
        _ mass: Double, _ stiffness: Double, _ damping: Double, _ velocity: Double, _ label: String
    ) {
        let spring = Spring(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, allowsOverdamping: true)
        let expected = integrate(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, at: sampleTimes)
        for (t, x) in zip(sampleTimes, expected) {
            #expect(abs(spring.displacement(at: t) - x) <= 1e-6, "\(label) at t = \(t)")
            #expect(abs(spring.progress(at: t) - (1 - x)) <= 1e-6, "\(label) at t = \(t)")
        }
    }

    @Test func overdampedMatchesSection66Form() {
        // x = c₁e^(r₁t) + c₂e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ²−1)), c₁ = (−v₀ − r₂)/(r₁ − r₂), c₂ = 1 − c₁.
        let spring = Spring(stiffness: 100, damping: 50, initialVelocity: 3, allowsOverdamping: true)
        let omega = 10.0, zeta = 2.5, v0 = 3.0
        let r1 = -omega * (zeta - (zeta * zeta - 1).squareRoot())
        let r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot())
        let c1 = (-v0 - r2) / (r1 - r2), c2 = 1 - c1
        for t in sampleTimes {
            let x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
            #expect(abs(spring.displacement(at: t) - x) <= 1e-12)
        }
    }

    @Test func overdampingIsCriticalUnlessAllowed() {
        let clamped = Spring(stiffness: 100, damping: 50, initialVelocity: 1)
        let critical = Spring(stiffness: 100, damping: 20, initialVelocity: 1)
        let overdamped = Spring(stiffness: 100, damping: 50, initialVelocity: 1, allowsOverdamping: true)
        for t in sampleTimes {
            #expect(clamped.displacement(at: t) == critical.displacement(at: t))
            #expect(clamped.velocity(at: t) == critical.velocity(at: t))
        }
        // Overdamped is slower to arrive than critical.
        #expect(overdamped.displacement(at: 0.5) > critical.displacement(at: 0.5) + 0.05)
    }

    @Test func startsAtRestPositionWithItsVelocity() {
        let spring = Spring(stiffness: 170, damping: 13, initialVelocity: 2.5)
        #expect(spring.progress(at: 0) == 0)
        #expect(spring.displacement(at: 0) == 1)
        #expect(spring.velocity(at: 0) == 2.5)
        #expect(spring.progress(at: -1) == 0, "negative times read as the start")
        #expect(abs(spring.progress(at: 20)) - 1 <= 1e-12, "settles on the target")
    }

    @Test(arguments: [
        Spring(),
        Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 4),
        Spring(mass: 1, stiffness: 100, damping: 45, initialVelocity: -2, allowsOverdamping: true),
        Spring(mass: 3, stiffness: 1000, damping: 500),
        Spring(stiffness: 250, damping: 3, initialVelocity: 10),
    ])
    func velocityMatchesFiniteDifference(_ spring: Spring) {
        let h = 1e-6
        for t in stride(from: 0.01, through: 2.0, by: 0.01) {
            let difference = (spring.progress(at: t + h) - spring.progress(at: t - h)) / (2 * h)
            #expect(abs(spring.velocity(at: t) - difference) <= 1e-6 * max(1, abs(difference)), "t = \(t)")
        }
    }

    @Test func initialVelocityTowardsTargetOvershootsMore() {
        let still = Spring(stiffness: 200, damping: 20)
        let pushed = Spring(stiffness: 200, damping: 20, initialVelocity: 20)
        let maximum = { (spring: Spring) in stride(from: 0.0, through: 2.0, by: 0.001).map(spring.progress(at:)).max()! }
        #expect(maximum(pushed) > maximum(still) + 0.1)
        #expect(maximum(still) > 1, "ζ ≈ 0.71 overshoots a little")
    }

    @Test func undampedSpringOscillatesForever() {
        let spring = Spring(stiffness: 4 * Double.pi * Double.pi, damping: 0)  // period 1 s
        #expect(abs(spring.displacement(at: 100) - 1) <= 1e-9)
        #expect(abs(spring.displacement(at: 100.5) + 1) <= 1e-9)
    }
}
