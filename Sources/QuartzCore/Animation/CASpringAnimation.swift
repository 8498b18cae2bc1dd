import CoreGraphics

/// A basic animation whose progress follows a damped spring instead of a timing function (§6.6–6.7).
/// The spring's shape does not depend on `duration`, which only cuts the evaluation off.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    /// In units of the whole distance per second; positive is toward the target.
    open var initialVelocity: CGFloat = 0
    /// Whether damping ratios above 1 overdamp (otherwise they behave as critically damped, §6.6).
    open var allowsOverdamping = false

    /// iOS 17: a spring that settles in about `perceptualDuration` with the given bounce (§6.8).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring.perceptual(duration: perceptualDuration, bounce: Double(bounce), initialVelocity: 0)
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        allowsOverdamping = true
        duration = settlingDuration
    }

    /// The time this spring needs to come to rest, from its parameters (independent of `duration`).
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    /// The perceptual duration (response) of this spring: 2π/ω0.
    open var perceptualDuration: CFTimeInterval { 2 * .pi / spring.undampedAngularFrequency }

    /// The bounce of this spring: 1 − ζ for under-damped springs, 1/ζ − 1 for over-damped ones (§6.8).
    open var bounce: CGFloat {
        let zeta = spring.dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    package var spring: Spring {
        Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
               initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    private var resolvedSpring: Spring?

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
        resolvedSpring = other.resolvedSpring
    }

    package override func prepare(for layer: CALayer) {
        super.prepare(for: layer)
        resolvedSpring = spring
    }

    package override func progress(atFraction fraction: Double) -> Double {
        let elapsed = fraction * timingSpec.simpleDuration()
        return (resolvedSpring ?? spring).progress(at: elapsed)
    }
}
