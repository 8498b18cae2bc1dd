import Testing
@testable import QuartzCore

/// The length of the normalised state (x, v/ω₀) at `t`.
private func stateLength(_ spring: Spring, at t: Double) -> Double {
    let x = spring.displacement(at: t)
    let v = spring.velocity(at: t) / spring.undampedAngularFrequency
    return (x * x + v * v).squareRoot()
}

@Suite struct SpringSettlingTests {
    @Test func caDefaultSpring() {
        // ζ = 0.5, ω₀ = 10, at rest: the envelope is e^(−5t)/√(1−ζ), so T = ln(1000·√2)/5 ≈ 1.4509 s.
        let expected = log(1000 * 2.0.squareRoot()) / 5
        #expect(abs(Spring().settlingDuration - expected) <= 1e-9)
        #expect(abs(Spring().settlingDuration - 1.450_866) <= 1e-6)
    }

    @Test func apple_documentation_example() {
        // §6.7 / Apple's settlingDuration page: damping 5 "approximately 2.85 seconds", damping 15 "just over
        // 1 second" (mass 1, stiffness 100).
        let loose = Spring(damping: 5).settlingDuration
        let firm = Spring(damping: 15).settlingDuration
        #expect(loose > 2.75 && loose < 2.9)
        #expect(firm > 1 && firm < 1.1)
    }

    @Test(arguments: [
        Spring(),
        Spring(damping: 5),
        Spring(stiffness: 300, damping: 12, initialVelocity: 6),
        Spring(stiffness: 300, damping: 12, initialVelocity: -6),
        Spring(damping: 20),
        Spring(damping: 20, initialVelocity: 30),
        Spring(damping: 60, initialVelocity: 2, allowsOverdamping: true),
        Spring(damping: 19.99, initialVelocity: 1),
        Spring(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true),
    ])
    func stateStaysWithinEpsilonAfterward(_ spring: Spring) {
        let settle = spring.settlingDuration
        #expect(settle > 0 && settle.isFinite)
        for t in stride(from: settle, through: settle + 3, by: 0.0005) {
            #expect(stateLength(spring, at: t) <= 0.001 * (1 + 1e-9), "t = \(t)")
        }
        // And the bound isn't slack by much: the state is still clearly moving somewhat earlier.
        #expect(stateLength(spring, at: settle * 0.8) > 0.001 * 0.9 || stateLength(spring, at: settle * 0.6) > 0.001)
    }

    @Test func underdampedEnvelopeIsTight() {
        // At rest initially the state touches its envelope once per half period, so within the half period
        // before the settling time it is above ε at least once.
        let spring = Spring(damping: 5)
        let settle = spring.settlingDuration
        let halfPeriod = Double.pi / (10 * (1 - 0.0625).squareRoot())
        let largest = stride(from: settle - halfPeriod, through: settle, by: 1e-5).map { stateLength(spring, at: $0) }.max()!
        #expect(largest > 0.001 * 0.999)
    }

    @Test func continuousAcrossCriticalDamping() {
        let below = Spring(damping: 19.999, allowsOverdamping: true).settlingDuration
        let critical = Spring(damping: 20).settlingDuration
        let above = Spring(damping: 20.001, allowsOverdamping: true).settlingDuration
        #expect(abs(below - critical) <= 0.01 * critical)
        #expect(abs(above - critical) <= 0.01 * critical)
    }

    @Test func edgeCases() {
        #expect(Spring(damping: 0).settlingDuration == .infinity)
        #expect(Spring().settlingDuration(epsilon: 1) == 0)
        #expect(Spring().settlingDuration(epsilon: 0.01) < Spring().settlingDuration)
        // Stiffer settles sooner; heavier later.
        #expect(Spring(stiffness: 400, damping: 20).settlingDuration < Spring().settlingDuration)
        #expect(Spring(mass: 4, damping: 20).settlingDuration > Spring(damping: 10).settlingDuration)
    }
}
