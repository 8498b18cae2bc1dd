import CoreGraphics

/// What a `UIDynamicAnimator` simulates: one Chipmunk space, a body per item, and the behaviors' engine objects.
///
/// The animator rebuilds it lazily (before the next step) whenever behaviors or items change, so nothing structural
/// happens inside a Chipmunk step, where the space is locked. Everything is kept in arrays in the order behaviors
/// and items were added, never in hashed order, so that two runs step identically.
@MainActor
final class DynamicsWorld {
    /// Simulation steps per second. Fixed, so results don't depend on the frame rate (§9: UIKit's own step size is
    /// unverified). At 240 Hz, a 1000 pt/s² fall is off by `g·h·t/2` ≈ 2.1 pt after 1 s (semi-implicit Euler).
    static let stepRate: Double = 240
    static var stepDuration: Double { 1 / stepRate }

    let space = ChipmunkSpace()
    /// The memory of the world's bodies and shapes: item bodies made together lie together (`ChipmunkSlab`).
    let storage = ChipmunkStorage()
    /// Holds anchors and boundaries.
    let staticBody: ChipmunkBody
    var referenceBounds: CGRect

    /// Simulated seconds since the world was made (drives time-varying fields).
    private(set) var time: Double = 0

    /// Bodies in the order their items entered.
    private(set) var bodies: [DynamicBody] = []
    /// Every item, group members included, to its body.
    private var bodyByItem: [ObjectIdentifier: DynamicBody] = [:]
    /// Item shapes' tags (positive) to their body.
    private var bodyByTag: [Int: DynamicBody] = [:]
    private var nextTag = 1
    /// Boundary shapes' tags (negative) to their owner.
    private var boundaries: [Int: (behavior: UICollisionBehavior, identifier: (any NSCopying)?)] = [:]
    private var nextBoundaryTag = -1

    /// The behaviors in the tree, depth first, as of the last rebuild.
    private(set) var behaviors: [UIDynamicBehavior] = []
    private var collisionBehaviors: [UICollisionBehavior] = []
    /// Items whose state the animator must read again.
    private var itemsToReread: [any UIDynamicItem] = []
    /// Contacts reported as begun, by ordered tag pair, with the behaviors that were told.
    private var contacts: [ContactKey: [UICollisionBehavior]] = [:]
    /// Delegate calls gathered during a step or rebuild, made once Chipmunk is done.
    private var events: [() -> Void] = []

    /// Speeds under which a body counts as resting, and how long everything must rest before the animator pauses.
    static let restSpeed: Double = 0.1
    static let restAngularSpeed: Double = 0.01
    static let restSteps = 60
    private var stepsAtRest = 0
    /// The dynamic bodies' Chipmunk pointers, for the rest check each step (kept alive by `bodies`).
    private var dynamicPointers: [OpaquePointer] = []
    /// The dynamic bodies with linear or angular resistance, damped after each step.
    private var dampedBodies: [DynamicBody] = []
    /// Whether Chipmunk's space gravity stands for every body's gravity.
    private var uniformGravity = true

    init(referenceBounds: CGRect) {
        self.referenceBounds = referenceBounds
        staticBody = ChipmunkBody(kind: .static, in: storage)
        space.contactBegan = { [unowned self] in self.contactBegan($0) }
        space.contactEnded = { [unowned self] in self.contactEnded($0) }
    }

    // MARK: Bodies

    func body(for item: any UIDynamicItem) -> DynamicBody? {
        bodyByItem[ObjectIdentifier(item)]
    }

    func reread(_ item: any UIDynamicItem) {
        itemsToReread.append(item)
    }

    /// Every item in the simulation whose outline's bounding box meets `rect`.
    func items(in rect: CGRect) -> [any UIDynamicItem] {
        var found: [any UIDynamicItem] = []
        for body in bodies {
            for member in body.members {
                let size = member.item.bounds.size
                let angle = body.body.angle + member.angle
                let (c, s) = (abs(cos(angle)), abs(sin(angle)))
                let w = size.width * c + size.height * s, h = size.width * s + size.height * c
                let center = body.body.localToWorld(member.offset)
                if CGRect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h).intersects(rect) {
                    found.append(member.item)
                }
            }
        }
        return found
    }

    // MARK: Rebuilding

    /// Brings the space in line with the behavior tree: bodies for new items, none for departed ones, materials,
    /// and each behavior's joints and boundaries.
    func rebuild(from roots: [UIDynamicBehavior]) {
        var flat: [UIDynamicBehavior] = []
        for root in roots { root.appendFlattened(to: &flat) }
        let current = Set(flat.map(ObjectIdentifier.init))
        for behavior in behaviors where !current.contains(ObjectIdentifier(behavior)) {
            behavior.detach(from: self)
        }
        behaviors = flat
        collisionBehaviors = flat.compactMap { $0 as? UICollisionBehavior }

        // Items, in the order behaviors name them; a group's members ride on the group's body.
        var wanted: [any UIDynamicItem] = []
        var seen: Set<ObjectIdentifier> = []
        for behavior in flat {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted {
                wanted.append(item)
            }
        }
        for body in bodies where !seen.contains(ObjectIdentifier(body.item)) {
            removeBody(body)
        }
        bodies.removeAll { !seen.contains(ObjectIdentifier($0.item)) }
        for item in wanted where bodyByItem[ObjectIdentifier(item)] == nil {
            addBody(for: item)
        }
        for item in itemsToReread {
            guard let body = body(for: item) else { continue }
            body.reread()
            space.reindex(body.body)
            body.body.activate()
        }
        itemsToReread.removeAll()

        // Materials: defaults, then each item behavior in tree order (the later one wins).
        var materials: [ObjectIdentifier: DynamicMaterial] = [:]
        for case let itemBehavior as UIDynamicItemBehavior in flat {
            for item in itemBehavior.items {
                itemBehavior.apply(to: &materials[ObjectIdentifier(item), default: DynamicMaterial()])
            }
        }
        for body in bodies {
            let id = ObjectIdentifier(body.item)
            let material = materials[id] ?? DynamicMaterial()
            let collides = collisionBehaviors.contains { $0.itemList.contains(id) }
            if material != body.material || collides != body.collides {
                body.material = material
                body.collides = collides
                body.applyMaterial()
            }
        }

        dynamicPointers = bodies.filter(\.isDynamic).map(\.body.pointer)
        dampedBodies = bodies.filter {
            $0.isDynamic && ($0.material.resistance > 0 || ($0.material.angularResistance > 0 && $0.material.allowsRotation))
        }

        // Gravity: Chipmunk's own when every body falls alike, else a force per body each step.
        var gravityByItem: [ObjectIdentifier: Vector2] = [:]
        for case let gravity as UIGravityBehavior in flat {
            for item in gravity.items { gravityByItem[ObjectIdentifier(item), default: .zero] += gravity.acceleration }
        }
        for body in bodies { body.gravity = gravityByItem[ObjectIdentifier(body.item)] ?? .zero }
        let shared = bodies.first?.gravity ?? .zero
        uniformGravity = bodies.allSatisfy { $0.gravity == shared }
        space.gravity = uniformGravity ? shared : .zero

        // Contacts call into Swift only when someone filters or listens: a lone collision behavior over
        // everything, without a delegate, lets every pair collide.
        let reports = collisionBehaviors.count > 1
            || collisionBehaviors.contains { $0.collisionMode != .everything || $0.collisionDelegate != nil }
        if !reports { contacts.removeAll() }
        space.reportsContacts = reports

        for behavior in flat { behavior.refresh(in: self) }
        stepsAtRest = 0
        flushEvents()
    }

    private func addBody(for item: any UIDynamicItem) {
        let body = DynamicBody(item: item, tag: nextTag, in: storage)
        nextTag += 1
        bodies.append(body)
        bodyByItem[ObjectIdentifier(item)] = body
        bodyByTag[body.tag] = body
        for member in body.members { bodyByItem[ObjectIdentifier(member.item)] = body }
        space.add(body.body)
        for shape in body.shapes { space.add(shape) }
    }

    private func removeBody(_ body: DynamicBody) {
        for shape in body.shapes { space.remove(shape) }
        space.remove(body.body)
        bodyByItem[ObjectIdentifier(body.item)] = nil
        bodyByTag[body.tag] = nil
        for member in body.members { bodyByItem[ObjectIdentifier(member.item)] = nil }
    }

    /// Adds a boundary shape owned by a collision behavior; returns it so the behavior can remove it later.
    func addBoundary(from a: Vector2, to b: Vector2, radius: Double, owner: UICollisionBehavior,
                     identifier: (any NSCopying)?) -> ChipmunkShape
    {
        let shape = ChipmunkShape.segment(on: staticBody, from: a, to: b, radius: radius)
        shape.tag = nextBoundaryTag
        nextBoundaryTag -= 1
        shape.elasticity = 1
        shape.friction = 1
        boundaries[shape.tag] = (owner, identifier)
        space.add(shape)
        return shape
    }

    func removeBoundary(_ shape: ChipmunkShape) {
        space.remove(shape)
        boundaries[shape.tag] = nil
    }

    func add(_ constraint: ChipmunkConstraint) { space.add(constraint) }

    func remove(_ constraint: ChipmunkConstraint) { space.remove(constraint) }

    // MARK: Stepping

    var hasActions: Bool { behaviors.contains { $0.action != nil } }

    /// One fixed step: forces from behaviors, Chipmunk, velocity damping, then the step's delegate calls.
    func step() {
        let h = Self.stepDuration
        if !uniformGravity {
            for body in bodies where body.isDynamic && body.gravity != .zero {
                body.body.applyForce(body.gravity * body.body.mass)
            }
        }
        for behavior in behaviors { behavior.applyForces(in: self, step: h) }
        space.step(h)
        time += h
        for body in dampedBodies {
            // `resistance` is a linear drag rate per second (§9), applied exactly for the step.
            if body.material.resistance > 0 {
                body.body.velocity *= exp(-body.material.resistance * h)
            }
            if body.material.angularResistance > 0, body.material.allowsRotation {
                body.body.angularVelocity *= exp(-body.material.angularResistance * h)
            }
        }
        for behavior in behaviors { behavior.didStep(in: self) }
        flushEvents()
        updateRest()
    }

    /// Whether every body has stayed slower than the rest thresholds for `restSteps` steps.
    var isAtRest: Bool { stepsAtRest >= Self.restSteps }

    /// Forget any rest seen so far (something changed).
    func wake() { stepsAtRest = 0 }

    private func updateRest() {
        if ChipmunkBody.anyMoving(dynamicPointers, speed: Self.restSpeed, angularSpeed: Self.restAngularSpeed) {
            stepsAtRest = 0
        } else {
            stepsAtRest += 1
        }
    }

    func writeBack() {
        // The items' superview's safe area, computed once for all of them (see `SafeAreaMemo`).
        let idle = ViewAnimationContext.isIdle
        SafeAreaMemo.during {
            for body in bodies { body.writeBack(idle: idle) }
        }
    }

    // MARK: Contacts

    private struct ContactKey: Hashable {
        let low: Int, high: Int
        init(_ a: Int, _ b: Int) { (low, high) = (min(a, b), max(a, b)) }
    }

    private func contactBegan(_ contact: ChipmunkContact) -> Bool {
        let point = contact.point.map(\.point) ?? .zero
        switch (contact.tagA > 0, contact.tagB > 0) {
        case (true, true):
            guard let a = bodyByTag[contact.tagA], let b = bodyByTag[contact.tagB] else { return false }
            let (idA, idB) = (ObjectIdentifier(a.item), ObjectIdentifier(b.item))
            let told = collisionBehaviors.filter {
                $0.collisionMode.contains(.items) && $0.itemList.contains(idA) && $0.itemList.contains(idB)
            }
            guard !told.isEmpty else { return false }
            contacts[ContactKey(contact.tagA, contact.tagB)] = told
            for behavior in told {
                events.append {
                    behavior.collisionDelegate?.collisionBehavior(behavior, beganContactFor: a.item, with: b.item,
                                                                  at: point)
                }
            }
            return true
        case (true, false), (false, true):
            let (itemTag, boundaryTag) = contact.tagA > 0 ? (contact.tagA, contact.tagB) : (contact.tagB, contact.tagA)
            guard let body = bodyByTag[itemTag], let (behavior, identifier) = boundaries[boundaryTag],
                  behavior.collisionMode.contains(.boundaries), behavior.itemList.contains(ObjectIdentifier(body.item))
            else { return false }
            contacts[ContactKey(contact.tagA, contact.tagB)] = [behavior]
            events.append {
                behavior.collisionDelegate?.collisionBehavior(behavior, beganContactFor: body.item,
                                                              withBoundaryIdentifier: identifier, at: point)
            }
            return true
        case (false, false):
            return false
        }
    }

    private func contactEnded(_ contact: ChipmunkContact) {
        guard let told = contacts.removeValue(forKey: ContactKey(contact.tagA, contact.tagB)) else { return }
        if contact.tagA > 0, contact.tagB > 0 {
            guard let a = bodyByTag[contact.tagA], let b = bodyByTag[contact.tagB] else { return }
            for behavior in told {
                events.append {
                    behavior.collisionDelegate?.collisionBehavior(behavior, endedContactFor: a.item, with: b.item)
                }
            }
        } else {
            let (itemTag, boundaryTag) = contact.tagA > 0 ? (contact.tagA, contact.tagB) : (contact.tagB, contact.tagA)
            guard let body = bodyByTag[itemTag], let (_, identifier) = boundaries[boundaryTag] else { return }
            for behavior in told {
                events.append {
                    behavior.collisionDelegate?.collisionBehavior(behavior, endedContactFor: body.item,
                                                                  withBoundaryIdentifier: identifier)
                }
            }
        }
    }

    private func flushEvents() {
        while !events.isEmpty {
            let pending = events
            events.removeAll()
            for event in pending { event() }
        }
    }
}
