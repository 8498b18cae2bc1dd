import CoreGraphics

/// Accelerates its items at the same rate whatever their mass (§9): magnitude 1 is 1000 pt/s², straight down by
/// default.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// The acceleration of magnitude 1, in points per second squared (§9).
    static let pointsPerSecondSquared: Double = 1000

    private var list: DynamicItemList
    private var direction = CGVector(dx: 0, dy: 1)

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

    /// Gravity as a vector; (0, 1) — straight down at 1000 pt/s² — by default.
    open var gravityDirection: CGVector {
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

    /// The strength: 1 is 1000 pt/s².
    open var magnitude: CGFloat {
        get { direction.polarMagnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    /// The acceleration it gives its items, in pt/s². The world applies it: through Chipmunk's own gravity when
    /// every body falls alike, which costs nothing per body.
    var acceleration: Vector2 { Vector2(direction) * Self.pointsPerSecondSquared }
}
