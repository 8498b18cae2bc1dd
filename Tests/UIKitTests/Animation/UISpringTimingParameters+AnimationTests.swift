import Testing
@testable import UIKit
import Flipbook

/// §6.6's closed forms, written out independently of the engine: the normalised displacement x(t) (1 → 0) of
/// `m·x'' + c·x' + k·x = 0` with initial velocity `v0` toward the target (x'(0) = −v0).
enum SpringReference {
    static func displacement(omega0 w0: Double, zeta: Double, v0: Double, at t: Double) -> Double {
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (cos(wd * t) + ((zeta * w0 - v0) / wd) * sin(wd * t))
        } else if zeta == 1 {
            return exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c1 = (-v0 - r2) / (r1 - r2)
            let c2 = 1 - c1
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    static func displacement(mass: Double, stiffness: Double, damping: Double, v0: Double, at t: Double) -> Double {
        let w0 = (stiffness / mass).squareRoot()
        return displacement(omega0: w0, zeta: damping / (2 * (stiffness * mass).squareRoot()), v0: v0, at: t)
    }

    /// The root of a function decreasing through `target` on [low, high], by bisection.
    static func solveDecreasing(_ f: (Double) -> Double, equals target: Double, in range: ClosedRange<Double>) -> Double {
        var low = range.lowerBound, high = range.upperBound
        precondition(f(low) > target && f(high) < target, "no sign change")
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if f(mid) > target { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// §6.6: UIKit's ω0 for (duration T, damping ratio ζ ≤ 1, velocity v): 12 Newton iterations from 5/T on
    /// "the motion's envelope decays to ε = 0.001 at T", with the envelope and its derivative written out here:
    /// - ζ < 1: g(ω) = |A|·e^(−ζωT), A = (ζω − v)/(ω√(1−ζ²)), dA/dω = v/(ω²√(1−ζ²))
    /// - ζ = 1: g(ω) = |A|·e^(−ωT), A = (ω − v)·T + 1, dA/dω = T
    /// An iterate that isn't positive ends the search at the last positive one.
    static func uiKitOmega(duration T: Double, zeta: Double, velocity v: Double) -> Double {
        let epsilon = 0.001
        var omega = 5 / T
        for _ in 0..<12 {
            let amplitude: Double, slope: Double, decay: Double, rate: Double
            if zeta < 1 {
                let root = (1 - zeta * zeta).squareRoot()
                amplitude = (zeta * omega - v) / (omega * root)
                slope = v / (omega * omega * root)
                rate = zeta * T
            } else {
                amplitude = (omega - v) * T + 1
                slope = T
                rate = T
            }
            decay = exp(-rate * omega)
            let g = abs(amplitude) * decay
            let dg = ((amplitude < 0 ? -slope : slope) - rate * abs(amplitude)) * decay
            let next = omega - (g - epsilon) / dg
            guard next > 0, next.isFinite else { break }
            omega = next
        }
        return omega
    }
}

/// Springs through real animations on a stage: the three closed forms (§6.6), UIKit's derivation of the
/// stiffness from a duration, perceptual duration and bounce (§6.8), settling durations and initial velocity.
@MainActor @Suite struct UISpringTimingParametersAnimationTests {
    static let distance = 1000.0
    static let tolerance = 1e-6 * distance
    static let step = 0.0137

    /// Worst error of the box's on-screen x against `50 + distance · (1 − x(t))` while the animation runs.
    private func worstError(_ stage: Stage, _ view: UIView, start: TimeInterval, until end: TimeInterval,
                            displacement: (Double) -> Double) -> Double {
        var worst = 0.0
        while stage.time - start + Self.step < end {
            stage.pump(Self.step)
            let expected = 50 + Self.distance * (1 - displacement(stage.time - start))
            worst = max(worst, abs(view.presented.position.x - expected))
        }
        return worst
    }

    /// (0.5, 2.0): with a fast start Newton's first step from 5/T goes down the envelope's rising side, to
    /// ω0 ≈ 3.95, a spring still 13 % short of the target at T — it then jumps there when the animation ends. That
    /// is §6.6's derivation followed literally (unverified against a device).
    @Test(arguments: [(0.5, 0.0), (0.2, 0.0), (0.7, 0.8), (0.5, 2.0), (1.0, 0.0), (1.0, 3.0)])
    func uiViewSpringMatchesTheClosedForm(_ zeta: Double, _ velocity: Double) {
        let (stage, _, box) = makeStageWithBox()
        let start = stage.time
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: zeta, initialSpringVelocity: velocity,
                       options: [], animations: { box.center.x = 50 + Self.distance }, completion: { finished = $0 })
        let omega = SpringReference.uiKitOmega(duration: 1, zeta: zeta, velocity: velocity)
        if velocity == 0 && zeta < 1 {
            // With no velocity the envelope equation has a closed-form root: ω0 = ln(ζ / (ε·√(1−ζ²))) / (ζ·T).
            #expect(close(omega, log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / zeta, 1e-9))
        }
        if velocity == 0 && zeta == 1 {
            // (u + 1)·e^(−u) = ε with u = ω0·T, solved by bisection.
            let u = SpringReference.solveDecreasing({ ($0 + 1) * exp(-$0) }, equals: 0.001, in: 1...100)
            #expect(close(omega, u, 1e-9))
        }
        let worst = worstError(stage, box, start: start, until: 1) { t in
            SpringReference.displacement(omega0: omega, zeta: zeta, v0: velocity, at: t)
        }
        #expect(worst <= Self.tolerance, "worst error \(worst) pt")
        stage.pumpAndSettle()
        #expect(finished == true)
        #expect(Double(box.presented.position.x) == 50 + Self.distance)
    }

    /// The animation for the spring overload is a CASpringAnimation with mass 1, stiffness ω0² and damping 2ζω0,
    /// lasting the requested duration (§6.6).
    @Test func uiViewSpringBuildsACASpringAnimation() throws {
        let (_, _, box) = makeStageWithBox()
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       options: [], animations: { box.center.x = 500 })
        let spring = try #require(box.layer.animationKeys()?.compactMap { box.layer.animation(forKey: $0) as? CASpringAnimation }.first)
        let omega = SpringReference.uiKitOmega(duration: 0.8, zeta: 0.6, velocity: 0)
        #expect(spring.mass == 1)
        #expect(close(spring.stiffness, omega * omega, 1e-6))
        #expect(close(spring.damping, 2 * 0.6 * omega, 1e-6))
        #expect(spring.duration == 0.8)
        #expect(spring.isAdditive)
    }

    /// §6.6: UIKit clamps the damping ratio to at most 1, so the UIView overload never overdamps.
    @Test func uiViewSpringDampingAboveOneIsCritical() {
        let (stage, _, box) = makeStageWithBox()
        let start = stage.time
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 3, initialSpringVelocity: 0,
                       options: [], animations: { box.center.x = 50 + Self.distance })
        let omega = SpringReference.uiKitOmega(duration: 1, zeta: 1, velocity: 0)
        let worst = worstError(stage, box, start: start, until: 1) { t in
            SpringReference.displacement(omega0: omega, zeta: 1, v0: 0, at: t)
        }
        #expect(worst <= Self.tolerance, "worst error \(worst) pt")
    }

    /// A spring animation on a standalone layer in the stage's tree, evaluated against the closed form for the
    /// layer's own mass, stiffness and damping: under-, critically and over-damped (§6.6–6.7).
    @Test(arguments: [
        (2.0, 300.0, 12.0, 0.0, false),   // ζ ≈ 0.245
        (1.0, 100.0, 10.0, 3.0, false),   // ζ = 0.5 with initial velocity
        (1.0, 100.0, 20.0, 0.0, false),   // ζ = 1
        (1.0, 100.0, 20.0, -4.0, false),  // ζ = 1, moving away from the target at first
        (1.0, 100.0, 50.0, 0.0, true),    // ζ = 2.5
        (0.5, 200.0, 60.0, 6.0, true),    // ζ = 3 with initial velocity
    ])
    func caSpringAnimationMatchesTheClosedForm(_ mass: Double, _ stiffness: Double, _ damping: Double,
                                               _ velocity: Double, _ overdamping: Bool) {
        let stage = Stage(device: .iPhoneSE)
        let layer = CALayer()
        stage.window.layer.addSublayer(layer)
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.mass = mass
        spring.stiffness = stiffness
        spring.damping = damping
        spring.initialVelocity = velocity
        spring.allowsOverdamping = overdamping
        spring.fromValue = 0
        spring.toValue = Self.distance
        spring.duration = 2
        let start = stage.time
        layer.add(spring, forKey: "spring")
        var worst = 0.0
        while stage.time - start + Self.step < 2 {
            stage.pump(Self.step)
            let x = SpringReference.displacement(mass: mass, stiffness: stiffness, damping: damping, v0: velocity,
                                                 at: stage.time - start)
            worst = max(worst, abs(layer.presented("position.x") - Self.distance * (1 - x)))
        }
        #expect(worst <= Self.tolerance, "worst error \(worst) pt")
    }

    /// Without `allowsOverdamping` (the default), a damping ratio above 1 moves exactly like a critically damped
    /// spring of the same mass and stiffness (§6.6, decision: WebKit's rule; unverified against Core Animation).
    @Test func overdampedWithoutAllowsOverdampingIsCritical() {
        let stage = Stage(device: .iPhoneSE)
        let layer = CALayer()
        stage.window.layer.addSublayer(layer)
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 50  // ζ = 2.5 with the default mass 1 and stiffness 100
        spring.fromValue = 0
        spring.toValue = Self.distance
        spring.duration = 1
        let start = stage.time
        layer.add(spring, forKey: "spring")
        stage.pump(0.3)
        let expected = Self.distance * (1 - SpringReference.displacement(omega0: 10, zeta: 1, v0: 0, at: stage.time - start))
        #expect(close(layer.presented("position.x"), expected, Self.tolerance))
    }

    /// Apple's example (§6.8): duration 0.5 s and bounce 0.3 are mass 1, stiffness (2π/0.5)² ≈ 157.9 and damping
    /// 4π·0.7/0.5 ≈ 17.6.
    @Test func perceptualDurationAndBounceOfCASpringAnimation() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(close(spring.stiffness, pow(2 * .pi / 0.5, 2), 1e-6))
        #expect(close(spring.damping, 4 * .pi * 0.7 / 0.5, 1e-6))
        #expect(close(spring.stiffness, 157.9, 0.05))
        #expect(close(spring.damping, 17.6, 0.05))
        #expect(close(spring.perceptualDuration, 0.5, 1e-9))
        #expect(close(spring.bounce, 0.3, 1e-9))
        #expect(spring.allowsOverdamping)
        // It lasts until it settles.
        #expect(spring.duration == spring.settlingDuration)
    }

    /// `UISpringTimingParameters(duration: 0.5, bounce: 0.3)` drives a property animator along the same spring:
    /// mass 1, stiffness ≈ 157.9, damping ≈ 17.6 (§6.8).
    @Test func perceptualDurationAndBounceOfAPropertyAnimator() {
        let (stage, _, box) = makeStageWithBox()
        let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        let animator = UIViewPropertyAnimator(duration: 3, timingParameters: parameters)
        animator.addAnimations { box.center.x = 50 + Self.distance }
        let start = stage.time
        animator.startAnimation()
        let settling = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3).settlingDuration
        let worst = worstError(stage, box, start: start, until: settling) { t in
            SpringReference.displacement(mass: 1, stiffness: pow(4 * .pi, 2), damping: 4 * .pi * 0.7 / 0.5, v0: 0, at: t)
        }
        #expect(worst <= Self.tolerance, "worst error \(worst) pt")
    }

    /// A fully specified spring can't be cut short without a jump, so the animator runs until it settles
    /// (§6.8: "the duration is computed assuming a small settling oscillation"); the last frame before the end
    /// is within the settling threshold of the target. Decision for `init(duration:bounce:)` too (unverified).
    @Test(arguments: [
        UISpringTimingParametersCase.physical,
        UISpringTimingParametersCase.perceptual,
    ])
    func fullySpecifiedSpringAnimatorRunsUntilItSettles(_ kind: UISpringTimingParametersCase) {
        let (stage, _, box) = makeStageWithBox()
        let parameters = kind.make()
        let settling = CASpringAnimation.settling(of: kind)
        let animator = UIViewPropertyAnimator(duration: 0.2, timingParameters: parameters)
        // The animator reports the spring's settling duration, not the 0.2 s passed (§6.8).
        #expect(animator.duration == settling)
        animator.addAnimations { box.center.x = 50 + Self.distance }
        var ended: TimeInterval?
        animator.addCompletion { _ in ended = stage.time }
        let start = stage.time
        animator.startAnimation()
        var previous = box.presented.position.x
        var largestJump = 0.0
        while ended == nil {
            stage.pump()
            let x = box.presented.position.x
            if ended != nil { largestJump = abs(x - previous) }
            previous = x
        }
        let end = ended! - start
        #expect(end >= settling - 1e-9 && end < settling + 1.0 / 60 + 1e-9)
        // What is left when the spring is cut off at its settling duration is within ε = 0.001 of the distance.
        #expect(largestJump <= 0.001 * Self.distance + 1e-9)
    }

    /// `UISpringTimingParameters()`: "damping ratio 4.56" (§6.8), taken as mass 3, stiffness 1000, damping 500
    /// (unverified inference): an overdamped spring, so the animator creeps to the end without overshoot and runs
    /// for that spring's settling duration.
    @Test func defaultSpringTimingParameters() {
        let (stage, _, box) = makeStageWithBox()
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters())
        animator.addAnimations { box.center.x = 50 + Self.distance }
        var ended: TimeInterval?
        animator.addCompletion { _ in ended = stage.time }
        let start = stage.time
        animator.startAnimation()
        #expect(close(500 / (2 * (3.0 * 1000).squareRoot()), 4.56, 0.005))
        let worst = worstError(stage, box, start: start, until: 1) { t in
            SpringReference.displacement(mass: 3, stiffness: 1000, damping: 500, v0: 0, at: t)
        }
        #expect(worst <= Self.tolerance, "worst error \(worst) pt")
        stage.pumpAndSettle(timeout: 100)
        let spring = CASpringAnimation()
        (spring.mass, spring.stiffness, spring.damping, spring.allowsOverdamping) = (3, 1000, 500, true)
        #expect(ended.map { close($0 - start, spring.settlingDuration, 1.0 / 60 + 1e-9) } == true)
        #expect(animator.duration == spring.settlingDuration)  // reported as well as used (§6.8)
    }

    /// `settlingDuration` through a real animation: a spring lasting its settling duration stays within
    /// 0.001 of the distance from the target (and the velocity within 0.001·ω0) after it, and completes then.
    @Test(arguments: [(1.0, 100.0, 10.0, 0.0), (1.0, 100.0, 5.0, 0.0), (1.0, 100.0, 15.0, 0.0), (1.0, 200.0, 8.0, 5.0)])
    func settlingDurationThroughARealAnimation(_ mass: Double, _ stiffness: Double, _ damping: Double, _ velocity: Double) {
        let stage = Stage(device: .iPhoneSE)
        let layer = CALayer()
        stage.window.layer.addSublayer(layer)
        let delegate = StopRecorder()
        let spring = CASpringAnimation(keyPath: "position.x")
        (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity) = (mass, stiffness, damping, velocity)
        spring.fromValue = 0
        spring.toValue = Self.distance
        spring.duration = spring.settlingDuration
        spring.isRemovedOnCompletion = false
        spring.fillMode = .forwards
        spring.delegate = delegate
        let start = stage.time
        layer.add(spring, forKey: "spring")
        stage.pump(spring.settlingDuration)
        // From the settling duration on, the reference motion stays inside the threshold…
        for k in 0..<200 {
            let t = spring.settlingDuration + Double(k) * 0.01
            let x = SpringReference.displacement(mass: mass, stiffness: stiffness, damping: damping, v0: velocity, at: t)
            #expect(abs(x) <= 0.001 + 1e-12, "t = \(t)")
        }
        // …and the animation is over at that instant, holding its final frame.
        #expect(delegate.stops == [true])
        #expect(delegate.stopTime.map { $0 - start } == spring.settlingDuration)
        let x = SpringReference.displacement(mass: mass, stiffness: stiffness, damping: damping, v0: velocity,
                                             at: spring.settlingDuration)
        #expect(close(layer.presented("position.x"), Self.distance * (1 - x), Self.tolerance))
        // CA's defaults (mass 1, stiffness 100, damping 10): ≈ 1.45 s (Spring+Settling's estimate, ε = 0.001).
        #expect(close(CASpringAnimation().settlingDuration, 1.450_866, 1e-6))
    }

    /// Initial velocity is in distances per second toward the target (§6.6): the on-screen speed at the start of
    /// a 1000 pt move with velocity 2 is 2000 pt/s, for the UIView overload and a CASpringAnimation alike.
    @Test func initialVelocityIsTheStartingSpeed() {
        let (stage, _, box) = makeStageWithBox()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 2,
                       options: [], animations: { box.center.x = 50 + Self.distance })
        let h = 1e-6
        stage.pump(h)
        let speed = (box.presented.position.x - 50) / h
        #expect(close(speed, 2 * Self.distance, 1))

        let layer = CALayer()
        stage.window.layer.addSublayer(layer)
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = Self.distance
        spring.initialVelocity = -3  // away from the target first
        spring.duration = 2
        layer.add(spring, forKey: "spring")
        stage.pump(h)
        #expect(close(layer.presented("position.x") / h, -3 * Self.distance, 1))
    }
    /// `UIViewPropertyAnimator(duration:timingParameters:)` with `init(mass:stiffness:damping:initialVelocity:)`
    /// reports and runs the spring's settling duration, not the duration passed (§6.8). Checked against the closed
    /// form for an underdamped spring starting at rest: the normalised state (x, v/ω₀) is e^(−ζω₀t) times a
    /// rotation scaled by at most σ = 1/√(1−ζ) (the largest singular value of [[1, ζ/√(1−ζ²)], [0, −1/√(1−ζ²)]]),
    /// so it stays within ε = 0.001 from T = ln(σ/ε)/(ζω₀) on.
    @Test(arguments: [(1.0, 100.0, 10.0), (2.0, 300.0, 12.0), (0.5, 400.0, 6.0)])
    func physicalSpringAnimatorRunsTheClosedFormSettlingTime(_ mass: Double, _ stiffness: Double, _ damping: Double) throws {
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let omega0 = (stiffness / mass).squareRoot()
        let closedForm = log(1 / (0.001 * (1 - zeta).squareRoot())) / (zeta * omega0)
        let (stage, _, box) = makeStageWithBox()
        let parameters = UISpringTimingParameters(mass: mass, stiffness: stiffness, damping: damping,
                                                  initialVelocity: CGVector(dx: 0, dy: 0))
        for passed in [0.1, 1.0, 30.0] {
            let animator = UIViewPropertyAnimator(duration: passed, timingParameters: parameters)
            #expect(close(animator.duration, closedForm, 1e-9), "passed \(passed): \(animator.duration)")
        }
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: parameters)
        animator.addAnimations { box.center.x = 50 + Self.distance }
        var ended: TimeInterval?
        animator.addCompletion { _ in ended = stage.time }
        let start = stage.time
        animator.startAnimation()
        while ended == nil && stage.time - start < 10 { stage.pump() }
        // It completes on the first frame at or after the settling time (frames every 1/60 s).
        let end = try #require(ended) - start
        #expect(end >= closedForm - 1e-9 && end < closedForm + 1.0 / 60 + 1e-9, "ended after \(end) s")
        #expect(close(box.center.x, 50 + Self.distance, 1e-9))
    }
}

/// The two spring timing parameters whose spring doesn't depend on the animator's duration.
enum UISpringTimingParametersCase: Sendable, CaseIterable {
    case physical, perceptual

    @MainActor func make() -> UISpringTimingParameters {
        switch self {
        case .physical: UISpringTimingParameters(mass: 1, stiffness: 200, damping: 14, initialVelocity: CGVector(dx: 0, dy: 0))
        case .perceptual: UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        }
    }
}

extension CASpringAnimation {
    /// The settling duration of the spring a timing-parameters case describes, from Core Animation's side.
    @MainActor static func settling(of kind: UISpringTimingParametersCase) -> TimeInterval {
        switch kind {
        case .physical:
            let spring = CASpringAnimation()
            (spring.mass, spring.stiffness, spring.damping) = (1, 200, 14)
            spring.allowsOverdamping = true
            return spring.settlingDuration
        case .perceptual:
            return CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3).settlingDuration
        }
    }
}

/// Records `animationDidStop(_:finished:)` flags and the stage time of the last one.
@MainActor
final class StopRecorder: NSObject, @preconcurrency CAAnimationDelegate {
    private(set) var stops: [Bool] = []
    private(set) var starts = 0
    private(set) var stopTime: TimeInterval?

    func animationDidStart(_ anim: CAAnimation) { starts += 1 }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
        stopTime = CACurrentMediaTime()
    }
}
