import CoreGraphics

/// Something a `UIDynamicAnimator` can move: it reads the item's geometry once, simulates it as a rigid body and
/// writes back `center` and a rotation-only `transform` after every step (§9).
///
/// `UIView` conforms; so can any `NSObject` with these members.
@MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// Position in the reference view's coordinates; the animator sets it.
    var center: CGPoint { get set }
    /// The size the animator simulates (origin ignored); read when the item enters the animator.
    var bounds: CGRect { get }
    /// The animator replaces it with a pure rotation (any scale or translation in it is lost, as on iOS).
    var transform: CGAffineTransform { get set }
    /// The outline used for collisions and for mass; `.rectangle` unless the item says otherwise.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The outline for `.path`, in coordinates with the origin at the item's centre.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// Items that don't provide one outline as their bounds.
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

/// An ordered list of items without repeats, as behaviors keep them.
struct DynamicItemList {
    private(set) var items: [any UIDynamicItem] = []
    private var identities: Set<ObjectIdentifier> = []

    @MainActor init(_ items: [any UIDynamicItem] = []) {
        for item in items { add(item) }
    }

    @MainActor @discardableResult
    mutating func add(_ item: any UIDynamicItem) -> Bool {
        guard identities.insert(ObjectIdentifier(item)).inserted else { return false }
        items.append(item)
        return true
    }

    @MainActor @discardableResult
    mutating func remove(_ item: any UIDynamicItem) -> Bool {
        let id = ObjectIdentifier(item)
        guard identities.remove(id) != nil else { return false }
        items.removeAll { ObjectIdentifier($0) == id }
        return true
    }

    @MainActor func contains(_ item: any UIDynamicItem) -> Bool {
        identities.contains(ObjectIdentifier(item))
    }

    func contains(_ id: ObjectIdentifier) -> Bool {
        identities.contains(id)
    }
}
