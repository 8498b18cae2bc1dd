import CoreGraphics

/// Makes its items collide with one another and with boundaries (§9).
///
/// Items collide only with items of the same collision behavior; boundaries belong to their behavior. Contacts
/// are reported once the step that found them is over, so a delegate may change behaviors freely.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// With each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// With the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both; the default (unverified).
        public static let everything = Mode(rawValue: .max)
    }

    /// A boundary as the behavior keeps it.
    private struct Boundary {
        let identifier: any NSCopying
        let from: Vector2
        let to: Vector2
        /// The path a boundary made of several segments came from.
        var path: UIBezierPath?
    }

    private(set) var itemList: DynamicItemList
    private var boundaryList: [Boundary] = []
    private var referenceInsets: UIEdgeInsets?
    /// The Chipmunk shapes standing for the boundaries, rebuilt when the boundaries change.
    private var realized: [ChipmunkShape] = []
    private var realizedBounds: CGRect?
    /// The world the boundary shapes are in; if it went away with its animator, they are dropped, not reused.
    private weak var realizedWorld: DynamicsWorld?
    private var boundariesChanged = true

    public init(items: [any UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }

    /// A behaviour with no items yet (NSObject's `init()`, which Apple's class inherits): items are added with
    /// ``addItem(_:)``.
    public convenience override init() {
        self.init(items: [])
    }

    open func addItem(_ item: any UIDynamicItem) {
        if itemList.add(item) { setNeedsUpdate() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if itemList.remove(item) { setNeedsUpdate() }
    }

    open var items: [any UIDynamicItem] { itemList.items }

    open var collisionMode: UICollisionBehavior.Mode = .everything {
        didSet { setNeedsUpdate() }
    }

    /// Told of contacts.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)? {
        didSet { setNeedsUpdate() }
    }

    /// Whether the reference view's bounds are a boundary (with a nil identifier).
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set {
            referenceInsets = newValue ? .zero : nil
            boundariesDidChange()
        }
    }

    /// Makes the reference bounds, inset, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        boundariesDidChange()
    }

    /// Adds a boundary along `bezierPath` (curves flattened into segments; a subpath of three or more points is
    /// closed), replacing any with an equal identifier.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        boundaryList.removeAll { Self.identifier($0.identifier, equals: identifier) }
        for polyline in bezierPath.cgPath.flattened(segmentsPerCurve: 8) {
            var points = polyline
            if points.count >= 3, let first = points.first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                boundaryList.append(Boundary(identifier: identifier, from: Vector2(a), to: Vector2(b), path: bezierPath))
            }
        }
        boundariesDidChange()
    }

    /// The boundary with this identifier, as a path.
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        let segments = boundaryList.filter { Self.identifier($0.identifier, equals: identifier) }
        guard let first = segments.first else { return nil }
        if let path = first.path { return path }
        let path = UIBezierPath()
        path.move(to: CGPoint(x: first.from.x, y: first.from.y))
        path.addLine(to: CGPoint(x: first.to.x, y: first.to.y))
        return path
    }

    /// Adds a straight boundary, replacing any with an equal identifier.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        boundaryList.removeAll { Self.identifier($0.identifier, equals: identifier) }
        boundaryList.append(Boundary(identifier: identifier, from: Vector2(p1), to: Vector2(p2)))
        boundariesDidChange()
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaryList.removeAll { Self.identifier($0.identifier, equals: identifier) }
        boundariesDidChange()
    }

    /// The identifiers of the added boundaries (not the reference bounds'), or nil when there are none.
    open var boundaryIdentifiers: [any NSCopying]? {
        var identifiers: [any NSCopying] = []
        for boundary in boundaryList where !identifiers.contains(where: { Self.identifier($0, equals: boundary.identifier) }) {
            identifiers.append(boundary.identifier)
        }
        return identifiers.isEmpty ? nil : identifiers
    }

    open func removeAllBoundaries() {
        boundaryList.removeAll()
        boundariesDidChange()
    }

    /// Identifiers compare with `isEqual(_:)`, as Foundation objects do.
    static func identifier(_ a: any NSCopying, equals b: any NSCopying) -> Bool {
        if let a = a as? NSObject { return a.isEqual(b) }
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        return (a as AnyObject) === (b as AnyObject)
    }

    private func boundariesDidChange() {
        boundariesChanged = true
        setNeedsUpdate()
    }

    // MARK: Engine

    /// How far the reference-bounds walls reach outside the bounds: thick walls stop fast items tunnelling.
    static let wallThickness: Double = 32

    override var dynamicItems: [any UIDynamicItem] { itemList.items }

    override func refresh(in world: DynamicsWorld) {
        if realizedWorld !== world {
            realized.removeAll()
            realizedWorld = world
            boundariesChanged = true
        }
        guard boundariesChanged || (referenceInsets != nil && realizedBounds != world.referenceBounds) else { return }
        detach(from: world)
        boundariesChanged = false
        for boundary in boundaryList {
            realized.append(world.addBoundary(from: boundary.from, to: boundary.to, radius: 0, owner: self,
                                              identifier: boundary.identifier))
        }
        if let insets = referenceInsets {
            let bounds = world.referenceBounds
            realizedBounds = bounds
            let r = Self.wallThickness
            let (minX, minY) = (Double(bounds.minX + insets.left), Double(bounds.minY + insets.top))
            let (maxX, maxY) = (Double(bounds.maxX - insets.right), Double(bounds.maxY - insets.bottom))
            // Each wall's inner face lies on the inset edge; the walls overlap at the corners.
            let walls = [
                (Vector2(minX - 2 * r, minY - r), Vector2(maxX + 2 * r, minY - r)),
                (Vector2(minX - 2 * r, maxY + r), Vector2(maxX + 2 * r, maxY + r)),
                (Vector2(minX - r, minY - 2 * r), Vector2(minX - r, maxY + 2 * r)),
                (Vector2(maxX + r, minY - 2 * r), Vector2(maxX + r, maxY + 2 * r)),
            ]
            for (a, b) in walls {
                realized.append(world.addBoundary(from: a, to: b, radius: r, owner: self, identifier: nil))
            }
        }
    }

    override func detach(from world: DynamicsWorld) {
        guard realizedWorld === world else { return }
        for shape in realized { world.removeBoundary(shape) }
        realized.removeAll()
        realizedBounds = nil
        boundariesChanged = true
    }
}
