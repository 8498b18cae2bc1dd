import CoreGraphics

/// Sets its items' physical properties, and adds velocity to them (§9).
///
/// When several item behaviors name the same item, the one later in the behavior tree wins (unverified).
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    private var material = DynamicMaterial()
    /// Velocity added while the item wasn't simulated yet, given to its body when it enters.
    private var pendingVelocity: [ObjectIdentifier: (linear: Vector2, angular: Double)] = [:]

    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public convenience override init() {
        self.init(items: [])
    }

    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsUpdate() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsUpdate() }
    }

    open var items: [any UIDynamicItem] { list.items }

    /// Bounciness of collisions: 0 none, 1 fully elastic. Chipmunk multiplies both sides' values; boundaries count
    /// as 1 (unverified).
    open var elasticity: CGFloat {
        get { material.elasticity }
        set { material.elasticity = newValue; setNeedsUpdate() }
    }

    /// Sliding friction: 0 none. Multiplied like elasticity.
    open var friction: CGFloat {
        get { material.friction }
        set { material.friction = newValue; setNeedsUpdate() }
    }

    /// Mass per area: 1 makes a 100 × 100 pt item weigh 1 unit.
    open var density: CGFloat {
        get { material.density }
        set { material.density = newValue; setNeedsUpdate() }
    }

    /// Linear damping per second: velocity decays as `exp(−resistance·t)`. 0 is none.
    open var resistance: CGFloat {
        get { material.resistance }
        set { material.resistance = newValue; setNeedsUpdate() }
    }

    /// Angular damping per second, like `resistance`.
    open var angularResistance: CGFloat {
        get { material.angularResistance }
        set { material.angularResistance = newValue; setNeedsUpdate() }
    }

    /// Electric charge, for electric and magnetic fields.
    open var charge: CGFloat {
        get { material.charge }
        set { material.charge = newValue; setNeedsUpdate() }
    }

    /// An anchored item takes part in collisions but never moves.
    open var isAnchored: Bool {
        get { material.isAnchored }
        set { material.isAnchored = newValue; setNeedsUpdate() }
    }

    /// Whether the simulation may turn the item.
    open var allowsRotation: Bool {
        get { material.allowsRotation }
        set { material.allowsRotation = newValue; setNeedsUpdate() }
    }

    /// Adds velocity, in points per second. Works before the behavior is in an animator: the velocity waits.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        if let body = dynamicAnimator?.dynamicsWorld.body(for: item) {
            body.body.velocity += Vector2(velocity)
            body.body.activate()
        } else {
            pendingVelocity[ObjectIdentifier(item), default: (.zero, 0)].linear += Vector2(velocity)
        }
        setNeedsUpdate()
    }

    /// The item's velocity in points per second (including velocity still waiting to be applied).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        let waiting = pendingVelocity[ObjectIdentifier(item)]?.linear ?? .zero
        let current = dynamicAnimator?.dynamicsWorld.body(for: item)?.body.velocity ?? .zero
        return (current + waiting).point
    }

    /// Adds angular velocity, in radians per second.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        if let body = dynamicAnimator?.dynamicsWorld.body(for: item) {
            body.body.angularVelocity += Double(velocity)
            body.body.activate()
        } else {
            pendingVelocity[ObjectIdentifier(item), default: (.zero, 0)].angular += Double(velocity)
        }
        setNeedsUpdate()
    }

    /// The item's angular velocity in radians per second.
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        let waiting = pendingVelocity[ObjectIdentifier(item)]?.angular ?? 0
        let current = dynamicAnimator?.dynamicsWorld.body(for: item)?.body.angularVelocity ?? 0
        return current + waiting
    }

    func apply(to resolved: inout DynamicMaterial) {
        resolved = material
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func refresh(in world: DynamicsWorld) {
        for item in list.items {
            guard let waiting = pendingVelocity[ObjectIdentifier(item)], let body = world.body(for: item) else {
                continue
            }
            body.body.velocity += waiting.linear
            body.body.angularVelocity += waiting.angular
            pendingVelocity[ObjectIdentifier(item)] = nil
        }
    }
}
