import CoreGraphics

/// Pulls an item to a point, where it settles upright after a damped wobble (§9).
///
/// Flipbook models it as a 2 Hz spring on position and angle with damping ratio `0.1 + 0.9 × damping`, so
/// `damping` 1 is critical and 0 still settles (UIKit's constants are unverified). The spring is isotropic: it
/// damps sideways motion too, so a thrown item doesn't orbit the point.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's natural frequency, in Hz.
    static let frequency: Double = 2

    private let item: any UIDynamicItem
    private var point: CGPoint
    private var currentDamping: CGFloat = 0.5

    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        self.point = point
        super.init()
    }

    /// Where the item goes; setting it sends the item there anew.
    open var snapPoint: CGPoint {
        get { point }
        set {
            point = newValue
            setNeedsUpdate()
        }
    }

    /// 0 oscillates most, 1 not at all; 0.5 by default.
    open var damping: CGFloat {
        get { currentDamping }
        set {
            currentDamping = newValue
            setNeedsUpdate()
        }
    }

    override var dynamicItems: [any UIDynamicItem] { [item] }

    override func applyForces(in world: DynamicsWorld, step: Double) {
        guard let body = world.body(for: item), body.isDynamic else { return }
        let omega = 2 * Double.pi * Self.frequency
        let zeta = 0.1 + 0.9 * min(max(Double(currentDamping), 0), 1)
        let chipmunk = body.body
        let position = body.worldPoint(offset: .zero, of: item)
        let acceleration = (Vector2(point) - position) * (omega * omega) - chipmunk.velocity * (2 * zeta * omega)
        chipmunk.applyForce(acceleration * chipmunk.mass, at: position)
        if chipmunk.moment.isFinite {
            let angle = remainder(chipmunk.angle, 2 * .pi)
            let angular = -angle * omega * omega - chipmunk.angularVelocity * 2 * zeta * omega
            chipmunk.applyTorque(angular * chipmunk.moment)
        }
    }
}
