import CoreGraphics

/// Runs a physics simulation over its behaviors' items and writes their positions back every frame (§9).
///
/// Flipbook simulates on Chipmunk2D at a fixed 240 steps per second whatever the frame rate, so pumping at 30, 60
/// or 120 fps gives identical results. The animator pauses (and tells its delegate) once every item has rested for
/// a quarter of a second, and resumes when behaviors, their items or their properties change.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    private var roots: [UIDynamicBehavior] = []
    private let world: DynamicsWorld
    private var needsRebuild = false
    private var running = false
    /// Steps run while running, pauses excluded: an integer, so `elapsedTime` is exact.
    private var stepsRun = 0

    /// The media time steps are counted from since the animator (re)started, once a frame has told it.
    private var origin: Double?
    private var stepsSinceOrigin = 0
    private var lastMediaTime: Double?

    /// The space items move in: the reference view's bounds (collision boundaries come from it).
    package var referenceBounds: CGRect {
        get { world.referenceBounds }
        set {
            guard newValue != world.referenceBounds else { return }
            world.referenceBounds = newValue
            behaviorsDidChange()
        }
    }

    /// The animator without a view: items' coordinates are in a space of these bounds, and nothing steps it but
    /// `advance(to:)`. `init(referenceView:)` wraps it.
    package init(referenceBounds: CGRect) {
        world = DynamicsWorld(referenceBounds: referenceBounds)
        super.init()
    }

    /// An animator for items in `view`'s coordinate space, stepped by the frames of the clock `view` is shown on
    /// (the stage's), from the current media time on. The view's bounds are the reference bounds, followed as
    /// they change.
    public convenience init(referenceView view: UIView) {
        self.init(referenceBounds: view.bounds)
        weakReferenceView = view
        let clock = view.layer.clock
        lastMediaTime = clock.now
        clock.addFrameObserver(ticker)
    }

    private weak var weakReferenceView: UIView?
    /// Steps the animator on each frame of its clock; the clock holds it weakly, the animator strongly.
    private lazy var ticker = DynamicsTicker(animator: self)

    /// The view whose coordinate space the items move in.
    open var referenceView: UIView? { weakReferenceView }

    /// Told when the animator pauses and resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?

    // MARK: Behaviors

    /// The top-level behaviors, in the order added.
    open var behaviors: [UIDynamicBehavior] { roots }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !roots.contains(where: { $0 === behavior }) else { return }
        behavior.dynamicAnimator?.removeBehavior(behavior)
        behavior.parent?.removeChildBehavior(behavior)
        behavior.moveTree(to: self)
        roots.append(behavior)
        behaviorsDidChange()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = roots.firstIndex(where: { $0 === behavior }) else { return }
        behavior.moveTree(to: nil)
        roots.remove(at: index)
        detachTree(behavior)
        behaviorsDidChange()
    }

    open func removeAllBehaviors() {
        for behavior in roots { removeBehavior(behavior) }
    }

    // MARK: Items

    /// The animated items whose (rotated) frames meet `rect`, in the reference view's coordinates.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        rebuildIfNeeded()
        return world.items(in: rect)
    }

    /// Re-reads an item's `center` and `transform` after code outside the animator changed them.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        world.reread(item)
        behaviorsDidChange()
    }

    // MARK: Running

    /// Whether the animator is stepping; false once everything rests, true again after a change.
    open var isRunning: Bool { running }

    /// Simulated seconds the animator has been running, pauses excluded.
    open func elapsedTime() -> TimeInterval { Double(stepsRun) / DynamicsWorld.stepRate }

    /// Steps the simulation up to `mediaTime` (seconds on the stage's clock) and writes the items back.
    ///
    /// Steps are counted from the time the animator (re)started, so the count at a given time is the same however
    /// the frames fall. It starts from the last time it was advanced to (for `init(referenceView:)`, the clock's time
    /// when it was made); an animator never advanced takes its first frame as time zero.
    package func advance(to mediaTime: Double) {
        defer { lastMediaTime = mediaTime }
        if let view = weakReferenceView, view.bounds != referenceBounds {
            referenceBounds = view.bounds
        }
        rebuildIfNeeded()
        guard running else { return }
        guard let origin else {
            self.origin = mediaTime
            stepsSinceOrigin = 0
            return
        }
        // A millionth of a step absorbs rounding in the frame times (1/60 s isn't exact in binary).
        let due = Int(((mediaTime - origin) * DynamicsWorld.stepRate + 1e-6).rounded(.down))
        guard due > stepsSinceOrigin else { return }
        let hasActions = world.hasActions
        while stepsSinceOrigin < due {
            rebuildIfNeeded()
            world.step()
            stepsSinceOrigin += 1
            stepsRun += 1
            if hasActions {
                world.writeBack()
                for behavior in world.behaviors { behavior.action?() }
            }
            if world.isAtRest, !needsRebuild {
                world.writeBack()
                // Should the delegate wake it at once, it carries on from the step where it stopped.
                lastMediaTime = origin + Double(stepsSinceOrigin) / DynamicsWorld.stepRate
                pause()
                return
            }
        }
        world.writeBack()
    }

    /// Takes a departing behavior's joints and boundaries out of the space now, so it can join another animator
    /// at once (the rebuild would only notice at the next step).
    func detachTree(_ behavior: UIDynamicBehavior) {
        var departing: [UIDynamicBehavior] = []
        behavior.appendFlattened(to: &departing)
        for member in departing { member.detach(from: world) }
    }

    /// Something changed: rebuild before the next step, and run again if paused.
    func behaviorsDidChange() {
        needsRebuild = true
        world.wake()
        resume()
    }

    private func rebuildIfNeeded() {
        guard needsRebuild else { return }
        needsRebuild = false
        world.rebuild(from: roots)
    }

    private func resume() {
        guard !running else { return }
        running = true
        // Continue from the last frame, so the next frame steps a full frame's worth.
        origin = lastMediaTime
        stepsSinceOrigin = 0
        delegate?.dynamicAnimatorWillResume(self)
    }

    private func pause() {
        guard running else { return }
        running = false
        origin = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Simulation steps per second, whatever the frame rate.
    package static var stepRate: Double { DynamicsWorld.stepRate }

    // MARK: Engine access for behaviors

    var dynamicsWorld: DynamicsWorld { world }
}

/// Runs a view-based animator on its clock's frames, and tells the stage it needs frames while it runs.
@MainActor
private final class DynamicsTicker: @preconcurrency FrameObserver {
    weak var animator: UIDynamicAnimator?

    init(animator: UIDynamicAnimator) {
        self.animator = animator
    }

    func clockDidTick(_ clock: MediaClock) {
        animator?.advance(to: clock.now)
    }

    var needsFrames: Bool { animator?.isRunning ?? false }
}
