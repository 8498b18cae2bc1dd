@_implementationOnly import CChipmunk

/// An owned Chipmunk collision shape (`cpShape *`) on a body, in a slot of the body's storage, given back with its
/// wrapper.
///
/// The wrapper keeps its body alive, and Chipmunk's copy of the shape points back at the wrapper (unretained) so
/// contact callbacks can find it.
final class ChipmunkShape {
    let pointer: OpaquePointer
    let body: ChipmunkBody
    /// Lets the owner of the shape tell, in a contact callback, what the shape stands for.
    var tag: Int = 0

    /// Sets up a shape in a fresh slot of `body`'s storage with one of Chipmunk's `cp…ShapeInit` functions.
    private init(on body: ChipmunkBody, _ initialize: (OpaquePointer) -> OpaquePointer?) {
        self.body = body
        let slot = body.storage.shapes.allocate()
        pointer = initialize(OpaquePointer(slot))!
        cpShapeSetUserData(pointer, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        // Frees what the shape allocated on its own (a polygon's vertices beyond the inline six), not the slot.
        cpShapeDestroy(pointer)
        body.storage.shapes.deallocate(UnsafeMutableRawPointer(pointer))
    }

    /// The wrapper of a shape Chipmunk hands back.
    static func owner(of pointer: OpaquePointer) -> ChipmunkShape? {
        guard let data = cpShapeGetUserData(pointer) else { return nil }
        return Unmanaged<ChipmunkShape>.fromOpaque(data).takeUnretainedValue()
    }

    /// A convex polygon; `vertices` are in the body's coordinates (Chipmunk takes their convex hull).
    static func polygon(on body: ChipmunkBody, vertices: [Vector2], radius: Double = 0) -> ChipmunkShape {
        let verts = vertices.map(\.cp)
        return ChipmunkShape(on: body) { slot in
            verts.withUnsafeBufferPointer {
                cpPolyShapeInit(slot, body.pointer, Int32($0.count), $0.baseAddress, cpTransformIdentity, radius)
            }
        }
    }

    static func circle(on body: ChipmunkBody, radius: Double, offset: Vector2 = .zero) -> ChipmunkShape {
        ChipmunkShape(on: body) { cpCircleShapeInit($0, body.pointer, radius, offset.cp) }
    }

    static func segment(on body: ChipmunkBody, from a: Vector2, to b: Vector2, radius: Double) -> ChipmunkShape {
        ChipmunkShape(on: body) { cpSegmentShapeInit($0, body.pointer, a.cp, b.cp, radius) }
    }

    /// Mass per square point; the body's mass, centre of gravity and moment are summed from its shapes.
    var density: Double {
        get { cpShapeGetDensity(pointer) }
        set { cpShapeSetDensity(pointer, newValue) }
    }

    /// Bounciness; Chipmunk multiplies the two shapes' values for a contact.
    var elasticity: Double {
        get { cpShapeGetElasticity(pointer) }
        set { cpShapeSetElasticity(pointer, newValue) }
    }

    /// Coulomb friction; Chipmunk multiplies the two shapes' values for a contact.
    var friction: Double {
        get { cpShapeGetFriction(pointer) }
        set { cpShapeSetFriction(pointer, newValue) }
    }

    /// Whether the shape takes part in collision detection at all.
    var collides: Bool {
        get { cpShapeGetFilter(pointer).categories != 0 }
        set {
            let all = ~cpBitmask(0)
            let filter = newValue
                ? cpShapeFilter(group: 0, categories: all, mask: all)
                : cpShapeFilter(group: 0, categories: 0, mask: 0)
            cpShapeSetFilter(pointer, filter)
        }
    }
}
