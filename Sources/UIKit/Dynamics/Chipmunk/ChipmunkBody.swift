@_implementationOnly import CChipmunk

/// An owned Chipmunk rigid body (`cpBody *`) in a slot of its storage, given back with its wrapper.
final class ChipmunkBody {
    /// How the solver treats a body: moved by forces, moved only by its velocity, or never moved.
    enum Kind {
        case dynamic, kinematic, `static`
    }

    let pointer: OpaquePointer
    /// Where the body lives, and where its shapes go.
    let storage: ChipmunkStorage

    /// A body of `kind` in `storage`; a dynamic body's mass and moment come from its shapes' densities.
    init(kind: Kind = .dynamic, in storage: ChipmunkStorage) {
        self.storage = storage
        // What cpBodyNew, cpBodyNewKinematic and cpBodyNewStatic do, in a slot of the slab instead of calloc's.
        pointer = cpBodyInit(OpaquePointer(storage.bodies.allocate()), 0, 0)
        switch kind {
        case .dynamic: break
        case .kinematic: cpBodySetType(pointer, CP_BODY_TYPE_KINEMATIC)
        case .static: cpBodySetType(pointer, CP_BODY_TYPE_STATIC)
        }
    }

    deinit {
        cpBodyDestroy(pointer)
        storage.bodies.deallocate(UnsafeMutableRawPointer(pointer))
    }

    var kind: Kind {
        get {
            switch cpBodyGetType(pointer) {
            case CP_BODY_TYPE_KINEMATIC: .kinematic
            case CP_BODY_TYPE_STATIC: .static
            default: .dynamic
            }
        }
        set {
            guard newValue != kind else { return }
            switch newValue {
            case .dynamic: cpBodySetType(pointer, CP_BODY_TYPE_DYNAMIC)
            case .kinematic: cpBodySetType(pointer, CP_BODY_TYPE_KINEMATIC)
            case .static: cpBodySetType(pointer, CP_BODY_TYPE_STATIC)
            }
        }
    }

    /// Where the body's origin is, in points.
    var position: Vector2 {
        get { Vector2(cpBodyGetPosition(pointer)) }
        set { cpBodySetPosition(pointer, newValue.cp) }
    }

    /// Rotation in radians, from +x towards +y (clockwise on a y-down screen, like `CGAffineTransform`).
    var angle: Double {
        get { cpBodyGetAngle(pointer) }
        set { cpBodySetAngle(pointer, newValue) }
    }

    /// Velocity of the centre of gravity, in points per second.
    var velocity: Vector2 {
        get { Vector2(cpBodyGetVelocity(pointer)) }
        set { cpBodySetVelocity(pointer, newValue.cp) }
    }

    /// `(cos angle, sin angle)`, as Chipmunk keeps it with the angle (no trigonometry on read).
    var rotation: Vector2 { Vector2(cpBodyGetRotation(pointer)) }

    /// Radians per second.
    var angularVelocity: Double {
        get { cpBodyGetAngularVelocity(pointer) }
        set { cpBodySetAngularVelocity(pointer, newValue) }
    }

    var mass: Double { cpBodyGetMass(pointer) }

    var moment: Double {
        get { cpBodyGetMoment(pointer) }
        set { cpBodySetMoment(pointer, newValue) }
    }

    /// The centre of gravity in world coordinates.
    var centerOfGravity: Vector2 { localToWorld(Vector2(cpBodyGetCenterOfGravity(pointer))) }

    func localToWorld(_ point: Vector2) -> Vector2 { Vector2(cpBodyLocalToWorld(pointer, point.cp)) }

    func worldToLocal(_ point: Vector2) -> Vector2 { Vector2(cpBodyWorldToLocal(pointer, point.cp)) }

    /// Adds a force (mass·pt/s²) for the next step only: Chipmunk clears forces after each step.
    func applyForce(_ force: Vector2, at worldPoint: Vector2) {
        cpBodyApplyForceAtWorldPoint(pointer, force.cp, worldPoint.cp)
    }

    /// Adds a force through the centre of gravity (no torque), for the next step only.
    func applyForce(_ force: Vector2) {
        cpBodySetForce(pointer, (Vector2(cpBodyGetForce(pointer)) + force).cp)
    }

    /// Adds a torque for the next step only.
    func applyTorque(_ torque: Double) {
        cpBodySetTorque(pointer, cpBodyGetTorque(pointer) + torque)
    }

    /// Changes momentum at once (mass·pt/s).
    func applyImpulse(_ impulse: Vector2, at worldPoint: Vector2) {
        cpBodyApplyImpulseAtWorldPoint(pointer, impulse.cp, worldPoint.cp)
    }

    /// Wakes the body (and what touches it) if Chipmunk put it to sleep.
    func activate() {
        if kind == .dynamic { cpBodyActivate(pointer) }
    }
}

extension ChipmunkBody {
    /// Whether any of the bodies moves faster than `speed` (pt/s) or turns faster than `angularSpeed` (rad/s).
    /// Takes the bodies' pointers (kept alive by their owners) so a pass over a big pile retains nothing.
    static func anyMoving(_ bodies: [OpaquePointer], speed: Double, angularSpeed: Double) -> Bool {
        for body in bodies {
            let v = cpBodyGetVelocity(body)
            if (v.x * v.x + v.y * v.y).squareRoot() > speed || abs(cpBodyGetAngularVelocity(body)) > angularSpeed {
                return true
            }
        }
        return false
    }
}
