import CoreGraphics

/// Several items the animator moves as one rigid body (iOS 9): each keeps its place and angle relative to the
/// others, and each member's outline collides.
///
/// Add the group, not its members, to behaviors. The group's own `center` is the middle of its members' bounding box
/// when it is made, and moves with the body.
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// The members, as given.
    public let items: [any UIDynamicItem]

    open var center: CGPoint
    open var bounds: CGRect
    open var transform: CGAffineTransform = .identity

    public init(items: [any UIDynamicItem]) {
        self.items = items
        var box = CGRect.null
        for item in items {
            let size = item.bounds.size
            box = box.union(CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                                   width: size.width, height: size.height))
        }
        if box.isNull { box = .zero }
        center = CGPoint(x: box.midX, y: box.midY)
        bounds = CGRect(origin: .zero, size: box.size)
        super.init()
    }
}
