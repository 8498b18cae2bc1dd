import Flipbook
import Foundation

/// An animation running on a layer, as the inspector lists it.
public struct AnimationInfo: Codable, Sendable, Equatable {
    public var key: String?
    /// The animation's class (`CABasicAnimation`, `CASpringAnimation`, …).
    public var kind: String
    public var keyPath: String?
    /// The timing curve: `linear`, `cubic-bezier(x1, y1, x2, y2)` or `spring(mass, stiffness, damping)`.
    public var curve: String
    public var duration: Double
    /// How far through its active duration the animation is at this instant, 0 … 1 (nil before it starts).
    public var progress: Double?

    @MainActor
    init(key: String?, animation: CAAnimation, layerTime: Double) {
        self.key = key
        kind = String(describing: type(of: animation))
        keyPath = (animation as? CAPropertyAnimation)?.keyPath
        if let spring = animation as? CASpringAnimation {
            curve = String(format: "spring(mass %g, stiffness %g, damping %g)", Double(spring.mass),
                           Double(spring.stiffness), Double(spring.damping))
        } else if let f = animation.timingFunction {
            var v: [Float] = [0, 0]
            var points: [Float] = []
            for i in 1...2 { f.getControlPoint(at: i, values: &v); points += v }
            let (a, b, c, d) = (points[0], points[1], points[2], points[3])
            curve = String(format: "cubic-bezier(%.2f, %.2f, %.2f, %.2f)", Double(a), Double(b), Double(c), Double(d))
        } else {
            curve = "linear"
        }
        let spec = animation.timingSpec
        duration = InspectorTree.round(spec.simpleDuration())
        progress = spec.progress(atParentTime: layerTime).map { InspectorTree.round(min(max($0, 0), 1)) }
    }
}
