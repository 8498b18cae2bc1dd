import QuartzCore

/// A spring timing (§6.8). Depending on the initialiser the animator's duration is kept (damping-ratio forms)
/// or replaced by the spring's settling duration (mass/stiffness/damping and duration/bounce forms).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// In units of the whole distance per second, per axis; one-dimensional properties use `dx` (§6.6).
    open private(set) var initialVelocity: CGVector
    private enum Definition {
        /// Stiffness derived from the animator's duration (§6.6).
        case dampingRatio(Double)
        /// Fully specified; the animator runs for its settling duration.
        case physical(mass: Double, stiffness: Double, damping: Double)
        /// iOS 17 duration/bounce: fully specified too; the animator runs for its settling duration.
        case perceptual(duration: Double, bounce: Double)
    }
    private let definition: Definition

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (damping ratio ≈ 4.56, §6.8, unverified).
    public override init() {
        definition = .physical(mass: 3, stiffness: 1000, damping: 500)
        initialVelocity = CGVector(dx: 0, dy: 0)
        super.init()
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        definition = .dampingRatio(Double(ratio))
        initialVelocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        definition = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
        super.init()
    }

    /// iOS 17: a spring settling in about `duration` with the given `bounce` in [−1, 1] (§6.8).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        definition = .perceptual(duration: duration, bounce: Double(bounce))
        initialVelocity = velocity
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The scalar initial velocity one progress value uses: `dx`, or `dy` when `dx` is zero so a purely vertical
    /// fling is not lost (decision, unverified: iOS splits velocity per axis for points).
    package var scalarVelocity: Double {
        Double(initialVelocity.dx != 0 ? initialVelocity.dx : initialVelocity.dy)
    }

    /// The spring for an animator of `duration`.
    package func spring(forDuration duration: TimeInterval) -> Spring {
        switch definition {
        case .dampingRatio(let ratio):
            return Spring.uiKit(duration: duration, dampingRatio: ratio, initialVelocity: scalarVelocity)
        case .physical(let mass, let stiffness, let damping):
            return Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: scalarVelocity,
                          allowsOverdamping: true)
        case .perceptual(let d, let bounce):
            return Spring.perceptual(duration: d, bounce: bounce, initialVelocity: scalarVelocity)
        }
    }

    /// The duration an animator with these parameters runs: its own for damping-ratio springs, whose stiffness
    /// is derived from it; the settling duration for springs that don't depend on it — physically specified ones
    /// (§6.8: "duration is computed assuming a small settling oscillation") and duration/bounce ones, whose
    /// perceptual duration is the pace of the spring, not its length (decision, unverified: cutting the spring off
    /// there would jump by several percent of the distance at the end).
    package func effectiveDuration(forAnimatorDuration duration: TimeInterval) -> TimeInterval {
        switch definition {
        case .dampingRatio: duration
        case .physical, .perceptual: spring(forDuration: duration).settlingDuration
        }
    }
}
