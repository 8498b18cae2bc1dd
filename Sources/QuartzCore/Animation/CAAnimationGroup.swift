import CoreGraphics

/// Runs several animations on one timeline: the group's local time is each child's parent time, and the
/// group's duration cuts them off. Only the group's delegate is told when it starts and stops.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    package override func prepare(for layer: CALayer) {
        animations?.forEach { $0.prepare(for: layer) }
    }

    package override func applyValue(atFraction fraction: Double, to p: inout LayerProperties) {
        let groupTime = eased(fraction) * timingSpec.simpleDuration()
        for child in animations ?? [] {
            child.apply(to: &p, atTime: groupTime)
        }
    }
}
