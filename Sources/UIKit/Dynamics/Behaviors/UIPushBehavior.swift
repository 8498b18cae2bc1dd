import CoreGraphics

/// Pushes its items with a force, continuously or as one impulse (§9): magnitude 1 accelerates a 100 × 100 pt item
/// of density 1 at 100 pt/s².
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the force acts every step or once.
    public enum Mode: Int, Sendable {
        /// A force for as long as the behavior is active.
        case continuous = 0
        /// One impulse — the change of velocity the force would give in one second — after which `active` turns
        /// false (§9, unverified).
        case instantaneous = 1
    }

    /// What magnitude 1 means: mass·pt/s² (with UIKit's mass unit, a 100 × 100 pt item of density 1).
    static let forceUnit: Double = 100

    private var list: DynamicItemList
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    private var direction = CGVector.zero
    private var isActive = true

    /// Whether the force acts every step or once; fixed at creation.
    public let mode: UIPushBehavior.Mode

    public init(items: [any UIDynamicItem], mode: UIPushBehavior.Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsUpdate() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) {
            offsets[ObjectIdentifier(item)] = nil
            setNeedsUpdate()
        }
    }

    open var items: [any UIDynamicItem] { list.items }

    /// Whether the force acts. An instantaneous push applies its impulse on the next step after becoming active,
    /// then turns itself off.
    open var active: Bool {
        get { isActive }
        set {
            isActive = newValue
            setNeedsUpdate()
        }
    }

    /// The force as a vector; zero by default.
    open var pushDirection: CGVector {
        get { direction }
        set {
            direction = newValue
            setNeedsUpdate()
        }
    }

    /// The direction in radians: 0 points along +x, π/2 down the screen.
    open var angle: CGFloat {
        get { direction.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength; negative pushes the other way.
    open var magnitude: CGFloat {
        get { direction.polarMagnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Applies the force at a point away from the item's centre (in the item's own, unrotated frame), which turns it.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
        setNeedsUpdate()
    }

    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func applyForces(in world: DynamicsWorld, step: Double) {
        guard isActive else { return }
        let force = Vector2(direction) * Self.forceUnit
        guard force != .zero else { return }
        for item in list.items {
            guard let body = world.body(for: item), body.isDynamic else { continue }
            let point = body.worldPoint(offset: Vector2(targetOffsetFromCenter(for: item)), of: item)
            switch mode {
            case .continuous: body.body.applyForce(force, at: point)
            case .instantaneous: body.body.applyImpulse(force, at: point)
            }
        }
    }

    override func didStep(in world: DynamicsWorld) {
        if mode == .instantaneous, isActive { isActive = false }
    }
}
