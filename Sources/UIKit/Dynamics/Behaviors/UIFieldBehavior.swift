import CoreGraphics

/// A force field over an area (iOS 9, §9): gravity-like, drag, vortex, spring, electric, magnetic, noise, or a
/// custom block. It acts on its items while their centres are in `region` around `position`.
///
/// UIKit publishes the kinds but not their units, so Flipbook fixes them (all unverified), in the units of the rest
/// of Dynamics: accelerations in pt/s², forces in push units (1 gives a 100 × 100 pt, density-1 item 100 pt/s²).
/// With `d` the item's offset from `position`, `r = max(|d|, minimumRadius)` and `k = strength · r^−falloff`
/// (`falloff` 0: uniform):
///
/// | field | effect |
/// |---|---|
/// | linear gravity | acceleration `direction · k · 1000` (like `UIGravityBehavior`) |
/// | radial gravity | acceleration `−d · k` toward `position`: proportional to distance, as Apple's docs say |
/// | drag | force `−k · velocity`: a unit-mass item's speed decays at rate `k` per second |
/// | vortex | force `k` push units around `position`, counter-clockwise on screen for positive strength |
/// | velocity | sets the velocity to `direction · strength` pt/s before each step (other forces still act on it) |
/// | noise | acceleration `k · 100 · n`, with `n` smooth noise in [−1, 1]² (mass ignored) |
/// | turbulence | acceleration `k · |velocity| · n`: noise that grows with speed |
/// | spring | force `−k · d` (Hooke: a unit-mass item oscillates at ω = √k rad/s) |
/// | electric | force `q · k` push units away from `position` (`q` is the item's `charge`) |
/// | magnetic | force `q · k · (v × B)`, B out of the screen: counter-clockwise for positive strength (§9) |
/// | custom | the block's vector, in push units |
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    /// What the custom block is given: the field, the item's position relative to the field's, its velocity
    /// (pt/s), mass, charge, and the step's duration.
    public typealias EvaluationBlock = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    private enum Kind {
        case linearGravity, radialGravity, drag, vortex, velocity, noise, turbulence, spring, electric, magnetic
        case custom(EvaluationBlock)
    }

    private let kind: Kind
    private var list = DynamicItemList()

    private init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsUpdate() }
    }

    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsUpdate() }
    }

    open var items: [any UIDynamicItem] { list.items }

    /// The field's centre, in the reference view's coordinates.
    open var position: CGPoint = .zero { didSet { setNeedsUpdate() } }
    /// Where the field acts, relative to `position`; everywhere by default.
    open var region: UIRegion = .infinite { didSet { setNeedsUpdate() } }
    /// 1 by default; negative reverses most fields.
    open var strength: CGFloat = 1 { didSet { setNeedsUpdate() } }
    /// Exponent of the fall-off with distance: 0 (the default) is uniform, 2 inverse-square.
    open var falloff: CGFloat = 0 { didSet { setNeedsUpdate() } }
    /// Distances are never taken as shorter than this, so fall-off stays finite at the centre.
    open var minimumRadius: CGFloat = 0 { didSet { setNeedsUpdate() } }
    /// For linear gravity and velocity fields.
    open var direction: CGVector = .zero { didSet { setNeedsUpdate() } }
    /// For noise fields: 0 changes from point to point, 1 varies slowly over space.
    open var smoothness: CGFloat = 0 { didSet { setNeedsUpdate() } }
    /// For noise fields: how fast the noise changes over time.
    open var animationSpeed: CGFloat = 0 { didSet { setNeedsUpdate() } }

    // MARK: Kinds (each returns `UIFieldBehavior` where Apple's returns `Self`)

    open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }

    open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }

    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }

    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }

    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }

    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }

    open class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }

    open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }

    open class func field(evaluationBlock block: @escaping EvaluationBlock) -> UIFieldBehavior {
        UIFieldBehavior(kind: .custom(block))
    }

    // MARK: Engine

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func applyForces(in world: DynamicsWorld, step: Double) {
        let unit = UIPushBehavior.forceUnit
        for item in list.items {
            guard let body = world.body(for: item), body.isDynamic else { continue }
            let chipmunk = body.body
            let d = chipmunk.centerOfGravity - Vector2(position)
            guard region.contains(d.point) else { continue }
            let r = max(d.length, Double(minimumRadius))
            let k = Double(strength) * (falloff == 0 ? 1 : pow(max(r, 1e-9), -Double(falloff)))
            let m = chipmunk.mass, v = chipmunk.velocity, q = body.material.charge
            let force: Vector2
            switch kind {
            case .linearGravity: force = Vector2(direction) * (k * UIGravityBehavior.pointsPerSecondSquared * m)
            case .radialGravity: force = -d * (k * m)
            case .drag: force = -v * k
            case .vortex: force = Vector2(d.y, -d.x).normalized * (k * unit)
            case .velocity:
                chipmunk.velocity = Vector2(direction) * Double(strength)
                force = .zero
            case .noise: force = noise(at: d, time: world.time) * (k * unit * m)
            case .turbulence: force = noise(at: d, time: world.time) * (k * v.length * m)
            case .spring: force = -d * k
            case .electric: force = d.normalized * (q * k * unit)
            case .magnetic: force = Vector2(v.y, -v.x) * (q * k)
            case .custom(let block):
                let f = block(self, d.point, v.vector, m, q, step)
                force = Vector2(f) * unit
            }
            if force != .zero { chipmunk.applyForce(force) }
        }
    }

    /// Smooth, deterministic 2-D noise in [−1, 1]² over space and time (value noise on a lattice whose spacing
    /// grows with `smoothness`, moving through time at `animationSpeed`).
    private func noise(at p: Vector2, time: Double) -> Vector2 {
        let cell = 10 + 290 * min(max(Double(smoothness), 0), 1)
        let x = p.x / cell, y = p.y / cell, z = time * Double(animationSpeed)
        return Vector2(Self.valueNoise(x, y, z, seed: 0x9E37), Self.valueNoise(x, y, z, seed: 0x7F4A))
    }

    private static func valueNoise(_ x: Double, _ y: Double, _ z: Double, seed: UInt64) -> Double {
        let (x0, y0, z0) = (floor(x), floor(y), floor(z))
        let (fx, fy, fz) = (smooth(x - x0), smooth(y - y0), smooth(z - z0))
        // Lattice coordinates as integers; clamped, since converting a far-flung item's coordinate would trap.
        func bits(_ v: Double) -> UInt64 { UInt64(bitPattern: Int64(min(max(v, -1e15), 1e15))) }
        func lattice(_ i: Double, _ j: Double, _ k: Double) -> Double {
            var h = seed &+ bits(i) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ bits(j)) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ bits(k)) &* 0x94D0_49BB_1331_11EB
            h ^= h >> 31
            return Double(h >> 11) / Double(1 << 52) - 1
        }
        func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
        let c00 = mix(lattice(x0, y0, z0), lattice(x0 + 1, y0, z0), fx)
        let c10 = mix(lattice(x0, y0 + 1, z0), lattice(x0 + 1, y0 + 1, z0), fx)
        let c01 = mix(lattice(x0, y0, z0 + 1), lattice(x0 + 1, y0, z0 + 1), fx)
        let c11 = mix(lattice(x0, y0 + 1, z0 + 1), lattice(x0 + 1, y0 + 1, z0 + 1), fx)
        return mix(mix(c00, c10, fy), mix(c01, c11, fy), fz)
    }

    private static func smooth(_ t: Double) -> Double { t * t * (3 - 2 * t) }
}
