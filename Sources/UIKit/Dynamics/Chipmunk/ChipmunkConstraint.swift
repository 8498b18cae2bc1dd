@_implementationOnly import CChipmunk

/// An owned Chipmunk joint between two bodies (`cpConstraint *`), freed with its wrapper, which keeps both bodies
/// alive.
///
/// Chipmunk aborts (Debian builds it with assertions) when a kind-specific accessor meets the wrong kind, so each
/// wrapper remembers its kind and the accessors check it first.
final class ChipmunkConstraint {
    /// Which Chipmunk joint this is.
    enum Kind {
        /// Keeps the anchors at a fixed distance (a rod).
        case pin
        /// Keeps the anchors' distance within a range (a rope when the minimum is 0).
        case slide
        /// Makes the anchors coincide; the bodies still rotate freely.
        case pivot
        /// Keeps B's anchor on a segment fixed in A.
        case groove
        /// A spring and dashpot between the anchors.
        case dampedSpring
        /// A torsion spring and dashpot between the bodies' angles.
        case dampedRotarySpring
        /// Keeps the bodies' relative angle within a range.
        case rotaryLimit
        /// Drives the relative angular velocity to a rate, with limited torque (with rate 0: rotational friction).
        case simpleMotor
    }

    let pointer: OpaquePointer
    let kind: Kind
    let bodyA: ChipmunkBody
    let bodyB: ChipmunkBody

    private init(_ kind: Kind, _ pointer: OpaquePointer, _ a: ChipmunkBody, _ b: ChipmunkBody) {
        self.kind = kind
        self.pointer = pointer
        bodyA = a
        bodyB = b
    }

    deinit { cpConstraintFree(pointer) }

    // MARK: Making

    /// Anchors are in each body's own coordinates.
    static func pin(_ a: ChipmunkBody, _ b: ChipmunkBody, anchorA: Vector2, anchorB: Vector2, distance: Double)
        -> ChipmunkConstraint
    {
        let joint = ChipmunkConstraint(.pin, cpPinJointNew(a.pointer, b.pointer, anchorA.cp, anchorB.cp), a, b)
        cpPinJointSetDist(joint.pointer, distance)
        return joint
    }

    static func slide(_ a: ChipmunkBody, _ b: ChipmunkBody, anchorA: Vector2, anchorB: Vector2, min: Double,
                      max: Double) -> ChipmunkConstraint
    {
        ChipmunkConstraint(.slide, cpSlideJointNew(a.pointer, b.pointer, anchorA.cp, anchorB.cp, min, max), a, b)
    }

    static func pivot(_ a: ChipmunkBody, _ b: ChipmunkBody, anchorA: Vector2, anchorB: Vector2) -> ChipmunkConstraint {
        ChipmunkConstraint(.pivot, cpPivotJointNew2(a.pointer, b.pointer, anchorA.cp, anchorB.cp), a, b)
    }

    /// The groove runs from `grooveA` to `grooveB` in A's coordinates; `anchorB` is in B's.
    static func groove(_ a: ChipmunkBody, _ b: ChipmunkBody, grooveA: Vector2, grooveB: Vector2, anchorB: Vector2)
        -> ChipmunkConstraint
    {
        ChipmunkConstraint(.groove, cpGrooveJointNew(a.pointer, b.pointer, grooveA.cp, grooveB.cp, anchorB.cp), a, b)
    }

    static func dampedSpring(_ a: ChipmunkBody, _ b: ChipmunkBody, anchorA: Vector2, anchorB: Vector2,
                             restLength: Double, stiffness: Double, damping: Double) -> ChipmunkConstraint
    {
        let pointer = cpDampedSpringNew(a.pointer, b.pointer, anchorA.cp, anchorB.cp, restLength, stiffness, damping)!
        return ChipmunkConstraint(.dampedSpring, pointer, a, b)
    }

    static func dampedRotarySpring(_ a: ChipmunkBody, _ b: ChipmunkBody, restAngle: Double, stiffness: Double,
                                   damping: Double) -> ChipmunkConstraint
    {
        let pointer = cpDampedRotarySpringNew(a.pointer, b.pointer, restAngle, stiffness, damping)!
        return ChipmunkConstraint(.dampedRotarySpring, pointer, a, b)
    }

    static func rotaryLimit(_ a: ChipmunkBody, _ b: ChipmunkBody, min: Double, max: Double) -> ChipmunkConstraint {
        ChipmunkConstraint(.rotaryLimit, cpRotaryLimitJointNew(a.pointer, b.pointer, min, max), a, b)
    }

    static func simpleMotor(_ a: ChipmunkBody, _ b: ChipmunkBody, rate: Double) -> ChipmunkConstraint {
        ChipmunkConstraint(.simpleMotor, cpSimpleMotorNew(a.pointer, b.pointer, rate), a, b)
    }

    // MARK: Common

    /// Whether the joint acts on the bodies' angles only (so it needs a body that can turn).
    var isRotary: Bool {
        switch kind {
        case .dampedRotarySpring, .rotaryLimit, .simpleMotor: true
        case .pin, .slide, .pivot, .groove, .dampedSpring: false
        }
    }

    /// The most force (or torque) the joint may use; infinite by default.
    var maxForce: Double {
        get { cpConstraintGetMaxForce(pointer) }
        set { cpConstraintSetMaxForce(pointer, newValue) }
    }

    /// Whether the two bodies still collide with each other (Chipmunk's default: yes).
    var collideBodies: Bool {
        get { cpConstraintGetCollideBodies(pointer) != 0 }
        set { cpConstraintSetCollideBodies(pointer, newValue ? 1 : 0) }
    }

    // MARK: Kind-specific

    /// A's anchor, in A's coordinates (pin, slide, pivot and spring joints).
    var anchorA: Vector2 {
        get {
            switch kind {
            case .pin: Vector2(cpPinJointGetAnchorA(pointer))
            case .slide: Vector2(cpSlideJointGetAnchorA(pointer))
            case .pivot: Vector2(cpPivotJointGetAnchorA(pointer))
            case .dampedSpring: Vector2(cpDampedSpringGetAnchorA(pointer))
            default: .zero
            }
        }
        set {
            switch kind {
            case .pin: cpPinJointSetAnchorA(pointer, newValue.cp)
            case .slide: cpSlideJointSetAnchorA(pointer, newValue.cp)
            case .pivot: cpPivotJointSetAnchorA(pointer, newValue.cp)
            case .dampedSpring: cpDampedSpringSetAnchorA(pointer, newValue.cp)
            default: break
            }
        }
    }

    /// The pin joint's distance, the slide joint's maximum or the spring's rest length.
    var length: Double {
        get {
            switch kind {
            case .pin: cpPinJointGetDist(pointer)
            case .slide: cpSlideJointGetMax(pointer)
            case .dampedSpring: cpDampedSpringGetRestLength(pointer)
            default: 0
            }
        }
        set {
            switch kind {
            case .pin: cpPinJointSetDist(pointer, newValue)
            case .slide: cpSlideJointSetMax(pointer, newValue)
            case .dampedSpring: cpDampedSpringSetRestLength(pointer, newValue)
            default: break
            }
        }
    }

    /// The minimum of a slide joint or rotary limit.
    var minimum: Double {
        get {
            switch kind {
            case .slide: cpSlideJointGetMin(pointer)
            case .rotaryLimit: cpRotaryLimitJointGetMin(pointer)
            default: 0
            }
        }
        set {
            switch kind {
            case .slide: cpSlideJointSetMin(pointer, newValue)
            case .rotaryLimit: cpRotaryLimitJointSetMin(pointer, newValue)
            default: break
            }
        }
    }

    /// The maximum of a rotary limit.
    var maximum: Double {
        get { kind == .rotaryLimit ? cpRotaryLimitJointGetMax(pointer) : 0 }
        set { if kind == .rotaryLimit { cpRotaryLimitJointSetMax(pointer, newValue) } }
    }

    /// Spring constant of a damped (rotary) spring.
    var stiffness: Double {
        get {
            switch kind {
            case .dampedSpring: cpDampedSpringGetStiffness(pointer)
            case .dampedRotarySpring: cpDampedRotarySpringGetStiffness(pointer)
            default: 0
            }
        }
        set {
            switch kind {
            case .dampedSpring: cpDampedSpringSetStiffness(pointer, newValue)
            case .dampedRotarySpring: cpDampedRotarySpringSetStiffness(pointer, newValue)
            default: break
            }
        }
    }

    /// Dashpot coefficient of a damped (rotary) spring.
    var damping: Double {
        get {
            switch kind {
            case .dampedSpring: cpDampedSpringGetDamping(pointer)
            case .dampedRotarySpring: cpDampedRotarySpringGetDamping(pointer)
            default: 0
            }
        }
        set {
            switch kind {
            case .dampedSpring: cpDampedSpringSetDamping(pointer, newValue)
            case .dampedRotarySpring: cpDampedRotarySpringSetDamping(pointer, newValue)
            default: break
            }
        }
    }

    /// The rest angle of a rotary spring.
    var restAngle: Double {
        get { kind == .dampedRotarySpring ? cpDampedRotarySpringGetRestAngle(pointer) : 0 }
        set { if kind == .dampedRotarySpring { cpDampedRotarySpringSetRestAngle(pointer, newValue) } }
    }
}
