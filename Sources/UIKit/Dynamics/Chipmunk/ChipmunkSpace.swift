@_implementationOnly import CChipmunk

/// An owned Chipmunk space (`cpSpace *`), freed with its wrapper.
///
/// Bodies, shapes and constraints stay owned by their own wrappers; while they are in the space, the space keeps
/// their wrappers alive, so Chipmunk never points at freed memory. One space lives as long as its animator: Debian's
/// Chipmunk announces itself when a space is first made (see `ChipmunkSpace+Banner.swift`).
final class ChipmunkSpace {
    let pointer: OpaquePointer

    private var bodies: [ObjectIdentifier: ChipmunkBody] = [:]
    private var shapes: [ObjectIdentifier: ChipmunkShape] = [:]
    private var constraints: [ObjectIdentifier: ChipmunkConstraint] = [:]

    /// Called when two shapes first touch; return `false` to ignore the pair until they separate.
    var contactBegan: (@MainActor (ChipmunkContact) -> Bool)?
    /// Called when two shapes that began touching (and were not ignored) stop touching, or one leaves the space.
    var contactEnded: (@MainActor (ChipmunkContact) -> Void)?

    init() {
        ChipmunkSpace.silenceBanner()
        pointer = cpSpaceNew()
    }

    /// Whether pairs are reported to `contactBegan` / `contactEnded` (and may be refused); off, every pair
    /// collides and Chipmunk never calls back.
    ///
    /// The space keeps Chipmunk's own do-nothing default handler until contacts are first reported: taking the
    /// default handler over (`cpSpaceAddDefaultCollisionHandler`) switches Chipmunk 7 to its wildcard path for good
    /// (two more handler look-ups per colliding pair and step, and wildcard pre/post-solve calls per pair), which
    /// pymunk's spaces don't pay either.
    var reportsContacts = false {
        didSet {
            guard reportsContacts != oldValue, reportsContacts || ownsDefaultHandler else { return }
            installContactHandler(reporting: reportsContacts)
            ownsDefaultHandler = true
        }
    }
    private var ownsDefaultHandler = false

    /// Acceleration Chipmunk gives every dynamic body, in pt/s².
    var gravity: Vector2 {
        get { Vector2(cpSpaceGetGravity(pointer)) }
        set { cpSpaceSetGravity(pointer, newValue.cp) }
    }

    deinit {
        // Removing a touching shape reports a separation; nobody is listening any more.
        reportsContacts = false
        contactBegan = nil
        contactEnded = nil
        for constraint in constraints.values { cpSpaceRemoveConstraint(pointer, constraint.pointer) }
        for shape in shapes.values { cpSpaceRemoveShape(pointer, shape.pointer) }
        for body in bodies.values { cpSpaceRemoveBody(pointer, body.pointer) }
        cpSpaceFree(pointer)
    }

    /// Solver iterations per step (Chipmunk's default is 10).
    var iterations: Int {
        get { Int(cpSpaceGetIterations(pointer)) }
        set { cpSpaceSetIterations(pointer, Int32(newValue)) }
    }

    /// How far shapes may overlap before the solver pushes them apart, in points.
    var collisionSlop: Double {
        get { cpSpaceGetCollisionSlop(pointer) }
        set { cpSpaceSetCollisionSlop(pointer, newValue) }
    }

    func add(_ body: ChipmunkBody) {
        guard bodies.updateValue(body, forKey: ObjectIdentifier(body)) == nil else { return }
        cpSpaceAddBody(pointer, body.pointer)
    }

    func remove(_ body: ChipmunkBody) {
        guard bodies.removeValue(forKey: ObjectIdentifier(body)) != nil else { return }
        cpSpaceRemoveBody(pointer, body.pointer)
    }

    func add(_ shape: ChipmunkShape) {
        guard shapes.updateValue(shape, forKey: ObjectIdentifier(shape)) == nil else { return }
        cpSpaceAddShape(pointer, shape.pointer)
    }

    func remove(_ shape: ChipmunkShape) {
        guard shapes.removeValue(forKey: ObjectIdentifier(shape)) != nil else { return }
        cpSpaceRemoveShape(pointer, shape.pointer)
    }

    func add(_ constraint: ChipmunkConstraint) {
        guard constraints.updateValue(constraint, forKey: ObjectIdentifier(constraint)) == nil else { return }
        cpSpaceAddConstraint(pointer, constraint.pointer)
    }

    func remove(_ constraint: ChipmunkConstraint) {
        guard constraints.removeValue(forKey: ObjectIdentifier(constraint)) != nil else { return }
        cpSpaceRemoveConstraint(pointer, constraint.pointer)
    }

    /// Tells the broad phase that a shape on a static or kinematic body moved.
    func reindex(_ body: ChipmunkBody) {
        cpSpaceReindexShapesForBody(pointer, body.pointer)
    }

    /// Advances the simulation by `dt` seconds: one Chipmunk step.
    func step(_ dt: Double) {
        cpSpaceStep(pointer, dt)
    }
}
