import CoreGraphics

/// Ties an item to an anchor point or to another item (§9): a rigid rod by default, a damped spring when
/// `frequency` is set, and (iOS 9 factories) sliding, limit (rope), fixed and pin joints.
///
/// Each form maps onto Chipmunk joints: rod → pin joint (a pivot at length 0), spring → damped spring,
/// limit → slide joint, pin → pivot, fixed → pivot plus a rotary lock, sliding → groove plus a rotary lock;
/// `frictionTorque` is a motor at rate 0 that can only push back that much torque.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the first item is attached to.
    public enum AttachmentType: Int, Sendable {
        case items = 0
        case anchor = 1
    }

    private enum Form: Equatable {
        case standard
        case sliding(axis: Vector2)
        case limit
        case fixed
        case pin
    }

    /// One UIKit torque unit, for `frictionTorque`: a force unit (see `UIPushBehavior`) at 1 pt (unverified).
    static let torqueUnit: Double = 100
    /// Stands for an unlimited sliding range: Chipmunk's groove needs two end points.
    static let unlimitedTravel: Double = 1e6

    private let form: Form
    private let item1: any UIDynamicItem
    private let item2: (any UIDynamicItem)?
    private let offset1: UIOffset
    private let offset2: UIOffset
    private var anchor: CGPoint
    private var currentLength: CGFloat
    private var currentDamping: CGFloat = 0
    private var currentFrequency: CGFloat = 0
    private var currentFrictionTorque: CGFloat = 0
    private var range = UIFloatRange.infinite
    /// The relative angle (item1 − item2, or item1's own for an anchor) to lock or limit around, taken when made.
    private let restAngle: Double

    private var joints: [ChipmunkConstraint] = []
    private var jointsKey: [String] = []
    /// The world the joints are in; if it went away with its animator, they are dropped, not reused.
    private weak var jointsWorld: DynamicsWorld?

    // MARK: Making

    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from the item's centre (in its unrotated frame) to `point`, at their present
    /// distance (§9: initial length = distance at creation, unverified).
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        form = .standard
        item1 = item
        item2 = nil
        offset1 = offset
        offset2 = .zero
        anchor = point
        currentLength = Self.distance(Self.attachmentPoint(of: item, offset: offset), Vector2(point))
        restAngle = item.transform.rotationAngle
        super.init()
    }

    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public convenience init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                            attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset)
    {
        self.init(form: .standard, item1, offset1, item2, offset2, anchor: nil)
    }

    private init(form: Form, _ item1: any UIDynamicItem, _ offset1: UIOffset, _ item2: (any UIDynamicItem)?,
                 _ offset2: UIOffset, anchor: CGPoint?)
    {
        self.form = form
        self.item1 = item1
        self.item2 = item2
        if form != .standard, form != .limit, let anchor {
            // The factories' anchor is a point of each item from now on: held as offsets from their centres.
            self.offset1 = Self.offset(of: anchor, from: item1)
            self.offset2 = item2.map { Self.offset(of: anchor, from: $0) } ?? .zero
        } else {
            self.offset1 = offset1
            self.offset2 = offset2
        }
        let p1 = Self.attachmentPoint(of: item1, offset: offset1)
        let p2 = item2.map { Self.attachmentPoint(of: $0, offset: offset2) } ?? Vector2(anchor ?? .zero)
        self.anchor = anchor ?? p2.point
        currentLength = Self.distance(p1, p2)
        restAngle = item1.transform.rotationAngle - (item2?.transform.rotationAngle ?? 0)
        super.init()
    }

    /// `item1` slides along `axis` through `point` relative to `item2`, neither turning relative to the other.
    /// `attachmentRange` bounds the travel and must include 0.
    ///
    /// Returns `UIAttachmentBehavior` where Apple's returns `Self` (no required initialiser to build a subclass).
    open class func slidingAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector)
        -> UIAttachmentBehavior
    {
        UIAttachmentBehavior(form: .sliding(axis: Vector2(axis).normalized), item1, .zero, item2, .zero, anchor: point)
    }

    /// The item slides along `axis` through `point` without turning.
    open class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior
    {
        UIAttachmentBehavior(form: .sliding(axis: Vector2(axis).normalized), item, .zero, nil, .zero, anchor: point)
    }

    /// A rope: the two points may come closer but never further apart than `length`.
    open class func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset)
        -> UIAttachmentBehavior
    {
        UIAttachmentBehavior(form: .limit, item1, offset1, item2, offset2, anchor: nil)
    }

    /// Fuses the two items at `point`: they move and turn as one.
    open class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior
    {
        UIAttachmentBehavior(form: .fixed, item1, .zero, item2, .zero, anchor: point)
    }

    /// Pins the two items together at `point`, around which they turn freely (within `attachmentRange`, if set).
    open class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior
    {
        UIAttachmentBehavior(form: .pin, item1, .zero, item2, .zero, anchor: point)
    }

    // MARK: Properties

    /// The attached items: one for an anchor attachment, two otherwise.
    open var items: [any UIDynamicItem] { [item1] + (item2.map { [$0] } ?? []) }

    open var attachedBehaviorType: UIAttachmentBehavior.AttachmentType { item2 == nil ? .anchor : .items }

    /// The anchor, in the reference view's coordinates; move it to drag an anchored item.
    open var anchorPoint: CGPoint {
        get { anchor }
        set {
            anchor = newValue
            setNeedsUpdate()
        }
    }

    /// The distance kept between the attachment points (the rope's maximum for a limit attachment).
    open var length: CGFloat {
        get { currentLength }
        set {
            currentLength = newValue
            setNeedsUpdate()
        }
    }

    /// The spring's damping ratio: 1 is critical. Only matters with a `frequency`.
    open var damping: CGFloat {
        get { currentDamping }
        set {
            currentDamping = newValue
            setNeedsUpdate()
        }
    }

    /// The spring's frequency in Hz; 0 (the default) makes the attachment a rigid rod (§9, unverified).
    open var frequency: CGFloat {
        get { currentFrequency }
        set {
            currentFrequency = newValue
            setNeedsUpdate()
        }
    }

    /// Torque needed to turn the attached items relative to each other (or an item about its anchor); 0 is none.
    open var frictionTorque: CGFloat {
        get { currentFrictionTorque }
        set {
            currentFrictionTorque = newValue
            setNeedsUpdate()
        }
    }

    /// Travel along the axis of a sliding attachment, or rotation of a pin attachment; infinite by default.
    open var attachmentRange: UIFloatRange {
        get { range }
        set {
            range = newValue
            setNeedsUpdate()
        }
    }

    // MARK: Engine

    private static func attachmentPoint(of item: any UIDynamicItem, offset: UIOffset) -> Vector2 {
        let angle = item.transform.rotationAngle
        let (c, s) = (cos(angle), sin(angle))
        let o = Vector2(offset)
        return Vector2(item.center) + Vector2(c * o.x - s * o.y, s * o.x + c * o.y)
    }

    private static func distance(_ a: Vector2, _ b: Vector2) -> CGFloat { CGFloat((a - b).length) }

    /// Where `point` is relative to the item's centre, in the item's unrotated frame.
    private static func offset(of point: CGPoint, from item: any UIDynamicItem) -> UIOffset {
        let angle = item.transform.rotationAngle
        let (c, s) = (cos(angle), sin(angle))
        let d = Vector2(point) - Vector2(item.center)
        return UIOffset(horizontal: c * d.x + s * d.y, vertical: -s * d.x + c * d.y)
    }

    override var dynamicItems: [any UIDynamicItem] { items }

    override func refresh(in world: DynamicsWorld) {
        guard let body1 = world.body(for: item1) else { return }
        let body2 = item2.flatMap { world.body(for: $0) }
        if item2 != nil, body2 == nil { return }
        let a = body2?.body ?? world.staticBody
        let b = body1.body
        // Anchors in each body's own frame; the static body's frame is the reference view's.
        let anchorB: Vector2
        let anchorA: Vector2
        switch form {
        case .standard, .limit:
            anchorB = body1.localPoint(offset: Vector2(offset1), of: item1)
            anchorA = body2.map { $0.localPoint(offset: Vector2(offset2), of: item2!) } ?? Vector2(anchor)
        case .sliding, .fixed, .pin:
            anchorB = body1.localPoint(offset: Vector2(offset1), of: item1)
            anchorA = body2.map { $0.localPoint(offset: Vector2(offset2), of: item2!) } ?? Vector2(anchor)
        }

        if jointsWorld !== world {
            joints.removeAll()
            jointsKey = []
            jointsWorld = world
        }
        let spring = currentFrequency > 0
        let friction = currentFrictionTorque > 0
        // Chipmunk aborts on a joint it can't solve: one whose bodies both have infinite mass (anchored items, the
        // anchor) or, for the rotary joints, both infinite moment (`allowsRotation` off). Those are left out.
        let movable = a.kind == .dynamic || b.kind == .dynamic
        let turnable = (a.kind == .dynamic && a.moment.isFinite) || (b.kind == .dynamic && b.moment.isFinite)
        let key = ["\(form)", "\(spring)", "\(friction)", "\(range)", "\(currentLength == 0)",
                   "\(movable)", "\(turnable)", "\(ObjectIdentifier(a))"]
        if key != jointsKey {
            detach(from: world)
            jointsKey = key
            jointsWorld = world
            joints = makeJoints(a, b, anchorA: anchorA, anchorB: anchorB, spring: spring, friction: friction)
                .filter { $0.isRotary ? turnable : movable }
            for joint in joints { world.add(joint) }
        }
        update(a, b, anchorA: anchorA, anchorB: anchorB)
        a.activate()
        b.activate()
    }

    private func makeJoints(_ a: ChipmunkBody, _ b: ChipmunkBody, anchorA: Vector2, anchorB: Vector2,
                            spring: Bool, friction: Bool) -> [ChipmunkConstraint]
    {
        var joints: [ChipmunkConstraint] = []
        let length = Double(currentLength)
        switch form {
        case .standard where spring:
            joints.append(.dampedSpring(a, b, anchorA: anchorA, anchorB: anchorB, restLength: length, stiffness: 0,
                                        damping: 0))
        case .standard where length == 0:
            // Chipmunk warns that a zero-length pin joint is unstable; a pivot is the same constraint, done well.
            joints.append(.pivot(a, b, anchorA: anchorA, anchorB: anchorB))
        case .standard:
            joints.append(.pin(a, b, anchorA: anchorA, anchorB: anchorB, distance: length))
        case .limit:
            joints.append(.slide(a, b, anchorA: anchorA, anchorB: anchorB, min: 0, max: length))
        case .sliding(let axis):
            let low = range.isInfinite ? -Self.unlimitedTravel : max(Double(range.minimum), -Self.unlimitedTravel)
            let high = range.isInfinite ? Self.unlimitedTravel : min(Double(range.maximum), Self.unlimitedTravel)
            // The axis in A's frame (the static body's frame is the reference view's).
            let axisA = a.worldToLocal(a.localToWorld(anchorA) + axis) - anchorA
            if high > low {
                joints.append(.groove(a, b, grooveA: anchorA + axisA * low, grooveB: anchorA + axisA * high,
                                      anchorB: anchorB))
            } else {
                joints.append(.pivot(a, b, anchorA: anchorA, anchorB: anchorB))
            }
            joints.append(.rotaryLimit(a, b, min: restAngle, max: restAngle))
        case .fixed:
            joints.append(.pivot(a, b, anchorA: anchorA, anchorB: anchorB))
            joints.append(.rotaryLimit(a, b, min: restAngle, max: restAngle))
        case .pin:
            joints.append(.pivot(a, b, anchorA: anchorA, anchorB: anchorB))
            if !range.isInfinite {
                joints.append(.rotaryLimit(a, b, min: restAngle + Double(range.minimum),
                                           max: restAngle + Double(range.maximum)))
            }
        }
        if friction {
            joints.append(.simpleMotor(a, b, rate: 0))
        }
        return joints
    }

    /// Pushes the current properties into the joints.
    private func update(_ a: ChipmunkBody, _ b: ChipmunkBody, anchorA: Vector2, anchorB: Vector2) {
        for joint in joints {
            switch joint.kind {
            case .pin, .slide, .dampedSpring:
                joint.anchorA = anchorA
                joint.length = Double(currentLength)
            case .pivot:
                joint.anchorA = anchorA
            case .simpleMotor:
                joint.maxForce = Double(currentFrictionTorque) * Self.torqueUnit
            default:
                break
            }
            if joint.kind == .dampedSpring {
                // A spring of `frequency` Hz and damping ratio `damping` for the pair's reduced mass.
                let massA = a.kind == .dynamic ? a.mass : .infinity
                let massB = b.kind == .dynamic ? b.mass : .infinity
                let mass = massA.isInfinite ? massB : massB.isInfinite ? massA : massA * massB / (massA + massB)
                let omega = 2 * Double.pi * Double(currentFrequency)
                joint.stiffness = mass * omega * omega
                joint.damping = 2 * Double(currentDamping) * mass * omega
            }
        }
    }

    override func detach(from world: DynamicsWorld) {
        guard jointsWorld === world else { return }
        for joint in joints { world.remove(joint) }
        joints.removeAll()
        jointsKey = []
    }
}
