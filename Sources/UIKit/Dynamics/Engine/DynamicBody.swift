import CoreGraphics

/// The physical properties a `UIDynamicItemBehavior` sets, resolved for one body (§9 for the defaults).
struct DynamicMaterial: Equatable {
    var elasticity: Double = 0
    var friction: Double = 0
    var density: Double = 1
    var resistance: Double = 0
    var angularResistance: Double = 0
    var charge: Double = 0
    var isAnchored = false
    var allowsRotation = true
}

/// One rigid body in the simulation: an item, or a `UIDynamicItemGroup` whose members move together.
@MainActor
final class DynamicBody {
    /// A view (or other item) the body moves: where it sits and how it is turned in the body's frame.
    struct Member {
        let item: any UIDynamicItem
        let offset: Vector2
        let angle: Double
        /// The item when it is a plain `UIView` whose layer is a plain `CALayer` (an object's class never changes),
        /// unretained: `item` keeps it alive. The write-back reaches it through `_withUnsafeGuaranteedRef`, so it
        /// needs neither a dynamic cast nor a retain and release of the view each frame (a view is the target of
        /// weak references — its layer's delegate, its subviews' superview — so each retain or release takes the
        /// runtime's slow path through the view's side table, a cache line of its own: at 2,000 views those were
        /// most of the write-back's time). A plain `unowned(unsafe)` reference is retained when it is loaded.
        let plainView: Unmanaged<UIView>?

        init(item: any UIDynamicItem, offset: Vector2, angle: Double) {
            self.item = item
            self.offset = offset
            self.angle = angle
            let view = item as? UIView
            plainView = view.flatMap {
                type(of: $0) == UIView.self && type(of: $0.layer) == CALayer.self ? Unmanaged.passUnretained($0) : nil
            }
        }
    }

    /// UIKit's mass unit: a 100 × 100 pt item of density 1 has mass 1 (§9's inferred `density × area / 10 000`).
    static let areaPerUnitMass: Double = 10_000

    /// The item as behaviors name it (the group for grouped items).
    let item: any UIDynamicItem
    let members: [Member]
    let body: ChipmunkBody
    private(set) var shapes: [ChipmunkShape] = []
    /// The shapes' tag, which the world maps back to this body in contact callbacks.
    let tag: Int
    var material = DynamicMaterial()
    /// Whether some collision behavior holds the item.
    var collides = false
    /// The sum of the gravity behaviors acting on the item, in pt/s².
    var gravity: Vector2 = .zero

    init(item: any UIDynamicItem, tag: Int, in storage: ChipmunkStorage) {
        self.item = item
        self.tag = tag
        body = ChipmunkBody(in: storage)
        if let group = item as? UIDynamicItemGroup, !group.items.isEmpty {
            let origin = Vector2(group.center)
            members = group.items.map {
                Member(item: $0, offset: Vector2($0.center) - origin, angle: $0.transform.rotationAngle)
            }
            body.position = origin
        } else {
            members = [Member(item: item, offset: .zero, angle: 0)]
            body.position = Vector2(item.center)
            body.angle = item.transform.rotationAngle
        }
        rebuildShapes()
    }

    /// Outlines each member (§9 collisionBoundsType) and puts the outlines on the body, replacing any old ones.
    /// The caller re-adds them to the space.
    func rebuildShapes() {
        shapes = members.map { member in
            let size = member.item.bounds.size
            // Chipmunk aborts on a body without mass: give degenerate items a 1 pt minimum.
            let w = max(Double(size.width), 1), h = max(Double(size.height), 1)
            let place = { (p: Vector2) -> Vector2 in
                let (c, s) = (cos(member.angle), sin(member.angle))
                return member.offset + Vector2(c * p.x - s * p.y, s * p.x + c * p.y)
            }
            let shape: ChipmunkShape
            switch member.item.collisionBoundsType {
            case .ellipse where abs(w - h) < 1e-9:
                shape = .circle(on: body, radius: w / 2, offset: member.offset)
            case .ellipse:
                let sides = 32
                let vertices = (0..<sides).map { i -> Vector2 in
                    let t = Double(i) / Double(sides) * 2 * .pi
                    return place(Vector2(w / 2 * cos(t), h / 2 * sin(t)))
                }
                shape = .polygon(on: body, vertices: vertices)
            case .path:
                let points = member.item.collisionBoundingPath.cgPath.flattened(segmentsPerCurve: 8).flatMap { $0 }
                    .map { Vector2(Double($0.x), Double($0.y)) }
                if points.count >= 3 {
                    shape = .polygon(on: body, vertices: points.map(place))
                } else {
                    shape = .circle(on: body, radius: 0.5, offset: member.offset)
                }
            case .rectangle:
                let corners = [
                    Vector2(-w / 2, -h / 2), Vector2(w / 2, -h / 2), Vector2(w / 2, h / 2), Vector2(-w / 2, h / 2),
                ]
                shape = .polygon(on: body, vertices: corners.map(place))
            }
            shape.tag = tag
            return shape
        }
        applyMaterial()
    }

    /// Pushes `material` and `collides` into Chipmunk.
    func applyMaterial() {
        for shape in shapes {
            shape.density = max(material.density, 1e-6) / Self.areaPerUnitMass
            shape.elasticity = material.elasticity
            shape.friction = material.friction
            shape.collides = collides
        }
        if material.isAnchored {
            body.kind = .kinematic
            body.velocity = .zero
            body.angularVelocity = 0
        } else {
            body.kind = .dynamic
            if !material.allowsRotation {
                body.moment = .infinity
                body.angularVelocity = 0
            }
        }
    }

    var isDynamic: Bool { !material.isAnchored }

    /// Where a point given relative to the item's centre (in the item's unrotated frame) is now.
    func worldPoint(offset: Vector2, of item: any UIDynamicItem) -> Vector2 {
        let id = ObjectIdentifier(item)
        // A group's own frame is the body's.
        guard let member = members.first(where: { ObjectIdentifier($0.item) == id }) else {
            return body.localToWorld(offset)
        }
        let (c, s) = (cos(member.angle), sin(member.angle))
        return body.localToWorld(member.offset + Vector2(c * offset.x - s * offset.y, s * offset.x + c * offset.y))
    }

    /// The point of the body that a point given relative to an item's centre is, in the body's frame.
    func localPoint(offset: Vector2, of item: any UIDynamicItem) -> Vector2 {
        body.worldToLocal(worldPoint(offset: offset, of: item))
    }

    /// Reads the item's position and angle again (`updateItem(usingCurrentState:)`).
    func reread() {
        body.position = Vector2(item.center)
        body.angle = item.transform.rotationAngle
    }

    /// Writes the simulated position and rotation into the items (§9 write-back). `idle`: no view animation block
    /// is open (`ViewAnimationContext.isIdle`, read once for the whole write-back: an item's setters may open and
    /// close blocks, never leave one open).
    func writeBack(idle: Bool) {
        let angle = body.angle
        // Fields read in place (`members[index].offset`), not `for member in members`: copying a member out of the
        // array retains its item.
        for index in members.indices {
            let offset = members[index].offset, memberAngle = members[index].angle
            let c = body.localToWorld(offset)
            let center = CGPoint(x: c.x, y: c.y)
            let transform: CGAffineTransform
            if memberAngle == 0 {
                // Chipmunk keeps (cos, sin) of the angle: the same numbers `CGAffineTransform(rotationAngle:)` would
                // compute, without the trigonometry.
                let r = body.rotation
                transform = CGAffineTransform(a: r.x, b: r.y, c: -r.y, d: r.x, tx: 0, ty: 0)
            } else {
                transform = CGAffineTransform(rotationAngle: angle + memberAngle)
            }
            // A leaf plain view takes the two values directly (UIView+GeometryFastPath.swift); any other item may
            // run any code when set, so the superview's remembered insets are forgotten around it.
            if idle, let view = members[index].plainView,
               view.withGuaranteedReference({ $0.setCenterAndTransformIfMovingOnlyItself(center, transform) })
            {
                continue
            }
            SafeAreaMemo.forget()
            let item = members[index].item
            item.center = center
            item.transform = transform
            SafeAreaMemo.forget()
        }
        if members.count > 1 || members.first?.item !== item {
            SafeAreaMemo.forget()
            defer { SafeAreaMemo.forget() }
            let p = body.position
            item.center = CGPoint(x: p.x, y: p.y)
            item.transform = CGAffineTransform(rotationAngle: angle)
        }
    }
}

extension Unmanaged {
    /// `_withUnsafeGuaranteedRef`: `body` gets the object without a retain or release, which the caller's own
    /// reference (here a member's `item`) makes safe.
    ///
    /// Declared here, in a Swift 6 module, because a main-actor closure handed straight to the standard library's
    /// method is checked for the main actor's executor each time it runs (Swift 6's dynamic isolation check for
    /// closures passed to code not compiled in Swift 6 mode): for the dynamic animator's write-back that was a
    /// few hundred instructions per view and frame. Handed to this method, the closure is checked statically.
    @inline(__always)
    func withGuaranteedReference<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}

extension SIMD2 where Scalar == Double {
    init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
    init(_ v: CGVector) { self.init(Double(v.dx), Double(v.dy)) }
    init(_ o: UIOffset) { self.init(Double(o.horizontal), Double(o.vertical)) }
    var point: CGPoint { CGPoint(x: x, y: y) }
    var vector: CGVector { CGVector(dx: x, dy: y) }
}

extension CGAffineTransform {
    /// The rotation part, in radians (the transform's scale and shear are ignored).
    var rotationAngle: Double { atan2(Double(b), Double(a)) }
}
