import Testing
@testable import QuartzCore

@Suite struct SpringUIKitTests {
    /// §6.6: ω₀ is chosen so that the envelope has decayed to 0.001 exactly at t = duration.
    @Test(arguments: [
        (0.5, 0.5, 0.0),
        (0.3, 0.8, 0.0),
        (1.0, 0.2, 0.0),
        (0.5, 0.7, 2.0),
        (0.4, 0.9, -1.0),
        (0.5, 1.0, 0.0),
        (0.8, 1.0, 3.0),
        (2.0, 0.6, 0.5),
    ])
    func envelopeReachesEpsilonAtDuration(_ duration: Double, _ ratio: Double, _ velocity: Double) {
        let spring = Spring.uiKit(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        #expect(spring.mass == 1)
        #expect(spring.initialVelocity == velocity)
        #expect(abs(spring.dampingRatio - ratio) <= 1e-12)
        let omega = spring.undampedAngularFrequency
        let envelope = ratio < 1
            ? Spring.underdampedEnvelope(omega: omega, dampingRatio: ratio, velocity: velocity, time: duration).value
            : Spring.criticalEnvelope(omega: omega, velocity: velocity, time: duration).value
        #expect(abs(envelope - 0.001) <= 1e-12)
        // The formulas, restated independently.
        let zeta = ratio
        let independent = zeta < 1
            ? abs((zeta * omega - velocity) / (omega * (1 - zeta * zeta).squareRoot())) * exp(-zeta * omega * duration)
            : abs((omega - velocity) * duration + 1) * exp(-omega * duration)
        #expect(abs(independent - 0.001) <= 1e-12)
        #expect(abs(spring.damping - 2 * zeta * omega) <= 1e-12)
    }

    @Test func criticalHalfSecond() {
        // (ω₀T + 1)·e^(−ω₀T) = 0.001 has ω₀T ≈ 9.2335; T = 0.5.
        let spring = Spring.uiKit(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        #expect(abs(spring.undampedAngularFrequency * 0.5 - 9.233_4) <= 1e-3)
    }

    @Test func inputsAreClamped() {
        // Damping ratio above 1 is critical; durations beyond 10 s are 10 s.
        #expect(Spring.uiKit(duration: 0.5, dampingRatio: 3, initialVelocity: 0)
            == Spring.uiKit(duration: 0.5, dampingRatio: 1, initialVelocity: 0))
        #expect(Spring.uiKit(duration: 25, dampingRatio: 0.5, initialVelocity: 0)
            == Spring.uiKit(duration: 10, dampingRatio: 0.5, initialVelocity: 0))
        #expect(Spring.uiKit(duration: 0, dampingRatio: 0.5, initialVelocity: 0)
            == Spring.uiKit(duration: 0.01, dampingRatio: 0.5, initialVelocity: 0))
        // A zero damping ratio is FLT_EPSILON: practically undamped, with a usable frequency.
        let undamped = Spring.uiKit(duration: 1, dampingRatio: 0, initialVelocity: 0)
        #expect(undamped.stiffness > 0 && undamped.stiffness.isFinite)
        #expect(abs(undamped.dampingRatio - Double(Float.ulpOfOne)) <= 1e-15)
    }

    @Test func longerDurationIsSofter() {
        let quick = Spring.uiKit(duration: 0.3, dampingRatio: 0.7, initialVelocity: 0)
        let slow = Spring.uiKit(duration: 1.2, dampingRatio: 0.7, initialVelocity: 0)
        #expect(quick.stiffness > slow.stiffness * 4)
    }

    // MARK: Perceptual (§6.8)

    @Test func appleExample() {
        // Duration 0.5, bounce 0.3 ↔ mass 1, stiffness ≈ 157.9, damping ≈ 17.6.
        let spring = Spring.perceptual(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.91) <= 0.01)
        #expect(abs(spring.damping - 17.59) <= 0.01)
        #expect(abs(spring.dampingRatio - 0.7) <= 1e-12)
        #expect(spring.allowsOverdamping)
        #expect(abs(spring.perceptualDuration - 0.5) <= 1e-12)
        #expect(abs(spring.bounce - 0.3) <= 1e-12)
    }

    @Test func caDefaultsAsPerceptual() {
        // Mass 1, stiffness 100, damping 10 ↔ duration ≈ 0.63, bounce 0.5.
        let spring = Spring()
        #expect(abs(spring.perceptualDuration - 0.628) <= 1e-3)
        #expect(abs(spring.bounce - 0.5) <= 1e-12)
    }

    @Test func negativeBounceOverdamps() {
        let spring = Spring.perceptual(duration: 1, bounce: -0.5, initialVelocity: 1)
        #expect(abs(spring.dampingRatio - 2) <= 1e-12)
        #expect(abs(spring.bounce + 0.5) <= 1e-12)
        #expect(spring.initialVelocity == 1)
        #expect(spring.progress(at: 0.5) < Spring.perceptual(duration: 1, bounce: 0).progress(at: 0.5))
        #expect(abs(Spring.perceptual(duration: 1, bounce: 0).dampingRatio - 1) <= 1e-12)
    }

    @Test func bounceIsClamped() {
        #expect(Spring.perceptual(duration: 1, bounce: 2) == Spring.perceptual(duration: 1, bounce: 1))
        #expect(Spring.perceptual(duration: 1, bounce: 1).damping == 0)
        let stiff = Spring.perceptual(duration: 1, bounce: -3)
        #expect(stiff == Spring.perceptual(duration: 1, bounce: -1))
        #expect(stiff.damping.isFinite && stiff.damping > 1e6)
    }

    @Test func dampingRatioAndResponse() {
        let spring = Spring(dampingRatio: 0.8, response: 0.4)
        #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.4, 2)) <= 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * 0.8 / 0.4) <= 1e-12)
        #expect(abs(spring.perceptualDuration - 0.4) <= 1e-12)
    }
}
