import CoreGraphics

/// A rule the animator applies to items: the base of gravity, collision, attachments and the rest, and a way to
/// compose them (`childBehaviors`) or to run code on every step (`action`) (§9).
///
/// Subclass it to bundle behaviors; the primitive behaviors' physics is built into Flipbook.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    private var children: [UIDynamicBehavior] = []
    /// The behavior this one is a child of, if any.
    weak var parent: UIDynamicBehavior?
    private weak var animator: UIDynamicAnimator?

    public override init() {
        super.init()
    }

    /// Behaviors that act along with this one, in the order added.
    open var childBehaviors: [UIDynamicBehavior] { children }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !children.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        behavior.parent = self
        children.append(behavior)
        if let animator {
            behavior.moveTree(to: animator)
        }
        setNeedsUpdate()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
        setNeedsUpdate()
        children.remove(at: index)
        behavior.parent = nil
        if let animator {
            behavior.moveTree(to: nil)
            animator.detachTree(behavior)
        }
    }

    /// Runs on every simulation step (Flipbook's fixed 1/240 s step, so it doesn't depend on the frame rate), after
    /// the items' new positions were written back.
    open var action: (() -> Void)?

    /// The animator this behavior (or its top-level ancestor) was added to.
    open var dynamicAnimator: UIDynamicAnimator? { animator }

    /// Called just before the behavior is added to an animator, or with `nil` just before it is removed.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: - Engine hooks (internal)

    /// Calls `willMove(to:)` on this behavior and its descendants, then records the new animator.
    func moveTree(to newAnimator: UIDynamicAnimator?) {
        willMove(to: newAnimator)
        animator = newAnimator
        for child in children { child.moveTree(to: newAnimator) }
    }

    /// This behavior and its descendants, depth first, in the order added.
    func appendFlattened(to list: inout [UIDynamicBehavior]) {
        list.append(self)
        for child in children { child.appendFlattened(to: &list) }
    }

    /// Tells the animator the simulation must be rebuilt before the next step, and wakes it.
    func setNeedsUpdate() {
        animator?.behaviorsDidChange()
    }

    /// Items this behavior puts into the simulation.
    var dynamicItems: [any UIDynamicItem] { [] }

    /// Creates or updates this behavior's engine objects; the world has a body for every item by now.
    func refresh(in world: DynamicsWorld) {}

    /// Removes this behavior's engine objects: it left the animator.
    func detach(from world: DynamicsWorld) {}

    /// Adds this step's forces to the bodies.
    func applyForces(in world: DynamicsWorld, step: Double) {}

    /// Runs after each step.
    func didStep(in world: DynamicsWorld) {}
}
