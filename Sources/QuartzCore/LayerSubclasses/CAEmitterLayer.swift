import CoreGraphics

/// A layer that emits, moves and draws particles: each of its ``emitterCells`` emits particles from the emitter's
/// shape, and they are drawn above the layer's background and border (Core Animation's reference:
/// *CAEmitterLayer*).
///
/// The particle system is simulated from the layer's own local time alone (``EmitterSimulation``): emission
/// starts at local time 0, so set `beginTime = CACurrentMediaTime()` (in the layer's parent's time) to start an
/// emitter now rather than as if it had been running since its clock began — the workaround iOS developers use
/// for the same pre-simulated burst on iOS 7 and later. The layer's `birthRate`, `lifetime`, `velocity`, `scale`
/// and `spin` multiply every cell's; its `seed` fixes all the random variation, so the same emitter draws the
/// same frames on every run.
///
/// Cells are reached by name through key paths, as iOS apps start and stop confetti:
/// `setValue(0, forKeyPath: "emitterCells.confetti.birthRate")`, and `CABasicAnimation(keyPath:
/// "emitterCells.confetti.velocity")` added to this layer (`CAEmitterLayer+KeyValueCoding.swift`). A birth rate
/// changed (the layer's or a cell's, by property or key path) while the layer is on a stage is kept in time:
/// particles born before the change finish their lives, so setting it to 0 stops new particles without
/// removing the live ones. An *animation* of a birth rate is not kept in time that way: its value at the
/// instant drawn applies to the whole emission.
///
/// Depth: `emitterZPosition` and `emitterDepth` place a `.cuboid`'s volume and a `.sphere`, and particles move
/// in z (`emissionLatitude`, `zAcceleration`); `.backToFront` orders them by z. Particles are drawn flat in the
/// layer's plane: `preservesDepth` is kept but does not project them in perspective.
open class CAEmitterLayer: CALayer {
    static let animatableKeys: Set<String> = [
        "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth",
        "birthRate", "lifetime", "velocity", "scale", "spin",
    ]
    private static let registration: Void = { CALayer.customAnimatableKeys.withLock { $0.formUnion(animatableKeys) } }()

    /// The cells emitted; each may hold cells of its own, emitted by its particles.
    open var emitterCells: [CAEmitterCell]?
    /// The emitter's shape, centred on ``emitterPosition``. `.point` by default.
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Which part of the shape particles come from. `.volume` by default.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// The order and compositing of particles. `.unordered` by default.
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Kept for source compatibility; particles are drawn flattened into the layer's plane (their z orders them
    /// in `.backToFront` only).
    open var preservesDepth = false
    /// Fixes the random variation of every particle.
    open var seed: UInt32 = 0
    /// Birth-rate changes made while the layer was on a stage (with a clock to say when): particles born before
    /// a change keep their lives.
    package var rateChanges: [EmitterRateChange] = []
    /// Animations of birth rates added to the layer (the attached copies), kept after they are removed: the
    /// particles they let be born live on (``sampledRateChanges(upTo:)``).
    package var rateAnimations: [EmitterRateAnimation] = []

    /// Every emitter layer alive, so a stage can ask whether one of its own is emitting (``Stage``'s busy test).
    package static let live = LockedValue<[WeakEmitterLayer]>([])

    public override init() {
        _ = Self.registration
        super.init()
        Self.register(self)
        modelValues.custom["emitterPosition"] = .point(.zero)
        modelValues.custom["emitterSize"] = .size(.zero)
        for key in ["emitterZPosition", "emitterDepth"] { modelValues.custom[key] = .number(0) }
        for key in ["birthRate", "lifetime", "velocity", "scale", "spin"] { modelValues.custom[key] = .number(1) }
    }

    /// Copies the model values (through `CALayer`) and the cells (deeply: a presentation or render copy never
    /// sees later edits of the originals).
    public override init(layer: Any) {
        _ = Self.registration
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells?.map { $0.copy() as! CAEmitterCell }
        emitterShape = other.emitterShape
        emitterMode = other.emitterMode
        renderMode = other.renderMode
        preservesDepth = other.preservesDepth
        seed = other.seed
        rateChanges = other.rateChanges
        rateAnimations = other.rateAnimations
    }

    /// Adds an animation as `CALayer` does; one of a birth rate (`birthRate`, or a cell's through
    /// `emitterCells.<name>.birthRate`) is also kept, so the emission it drove stays in the particles' history.
    open override func add(_ anim: CAAnimation, forKey key: String?) {
        super.add(anim, forKey: key)
        guard let keyPath = (anim as? CAPropertyAnimation)?.keyPath, let cell = Self.birthRateTarget(keyPath),
              let attached = animationEntries.last?.animation else { return }
        let base: Double
        if cell != nil {
            guard let found = self.cell(forKeyPath: keyPath) else { return }
            base = Double(found.cell.birthRate)
        } else {
            base = Double(birthRate)
        }
        rateAnimations.append(EmitterRateAnimation(keyPath: keyPath, animation: attached, base: base))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The centre of the emitter's shape, in the layer's coordinates. Animatable.
    open var emitterPosition: CGPoint {
        get { if case .point(let p) = modelValues.custom["emitterPosition"] { p } else { .zero } }
        set { change("emitterPosition") { $0.custom["emitterPosition"] = .point(newValue) } }
    }
    open var emitterZPosition: CGFloat {
        get { CGFloat(number("emitterZPosition", 0)) }
        set { change("emitterZPosition") { $0.custom["emitterZPosition"] = .number(Double(newValue)) } }
    }
    /// The emitter's size (a line's length is its width; a circle's diameter too). Animatable.
    open var emitterSize: CGSize {
        get { if case .size(let s) = modelValues.custom["emitterSize"] { s } else { .zero } }
        set { change("emitterSize") { $0.custom["emitterSize"] = .size(newValue) } }
    }
    open var emitterDepth: CGFloat {
        get { CGFloat(number("emitterDepth", 0)) }
        set { change("emitterDepth") { $0.custom["emitterDepth"] = .number(Double(newValue)) } }
    }
    /// Multiplies every cell's birth rate. 1 by default; 0 stops new particles (the live ones finish their lives).
    open var birthRate: Float {
        get { Float(number("birthRate", 1)) }
        set {
            recordRateChange(cell: nil, from: number("birthRate", 1), to: Double(newValue))
            change("birthRate") { $0.custom["birthRate"] = .number(Double(newValue)) }
        }
    }
    /// Multiplies every cell's lifetime.
    open var lifetime: Float {
        get { Float(number("lifetime", 1)) }
        set { change("lifetime") { $0.custom["lifetime"] = .number(Double(newValue)) } }
    }
    /// Multiplies every cell's velocity.
    open var velocity: Float {
        get { Float(number("velocity", 1)) }
        set { change("velocity") { $0.custom["velocity"] = .number(Double(newValue)) } }
    }
    /// Multiplies every cell's scale.
    open var scale: Float {
        get { Float(number("scale", 1)) }
        set { change("scale") { $0.custom["scale"] = .number(Double(newValue)) } }
    }
    /// Multiplies every cell's spin.
    open var spin: Float {
        get { Float(number("spin", 1)) }
        set { change("spin") { $0.custom["spin"] = .number(Double(newValue)) } }
    }

    private func number(_ key: String, _ fallback: Double) -> Double { Self.number(modelValues, key, fallback) }

    private static func number(_ p: LayerProperties, _ key: String, _ fallback: Double) -> Double {
        if case .number(let v) = p.custom[key] { return v }
        return fallback
    }

    /// What the simulation reads, from these (presentation) values.
    package func configuration(_ p: LayerProperties) -> EmitterConfiguration {
        func number(_ key: String, _ fallback: Double) -> Double { Self.number(p, key, fallback) }
        var c = EmitterConfiguration(cells: cells(with: p))
        if case .point(let v) = p.custom["emitterPosition"] { c.position = v }
        if case .size(let v) = p.custom["emitterSize"] { c.size = v }
        c.zPosition = number("emitterZPosition", 0)
        c.depth = number("emitterDepth", 0)
        c.shape = emitterShape
        c.mode = emitterMode
        c.birthRate = number("birthRate", 1)
        c.lifetime = number("lifetime", 1)
        c.velocity = number("velocity", 1)
        c.scale = number("scale", 1)
        c.spin = number("spin", 1)
        c.seed = seed
        c.rateChanges = rateChanges
        return c
    }

    /// The particles alive at the layer's local time `t` with values `p`, in the order ``renderMode`` draws them.
    package func particles(_ p: LayerProperties, at t: Double) -> [EmitterParticle] {
        var config = configuration(p)
        config.rateChanges += sampledRateChanges(upTo: t)
        var list = EmitterSimulation.particles(config, at: t)
        switch renderMode {
        case .oldestLast: list.sort { $0.birth > $1.birth }
        case .backToFront: list.sort { ($0.z, $0.birth) < ($1.z, $1.birth) }
        default: list.sort { $0.birth < $1.birth }
        }
        return list
    }

    /// Records a birth-rate change at the layer's local time now, when the layer is on a stage (its root has a
    /// clock); a layer on no stage has no "now", and a change applies to all its time.
    package func recordRateChange(cell: String?, from old: Double, to new: Double) {
        guard old != new, rootLayer.hostingClock != nil else { return }
        rateChanges.append(EmitterRateChange(time: currentLocalTime, cell: cell, oldValue: old, newValue: new))
    }

    /// Whether the layer shows particles now or is emitting ones it will show (see
    /// ``EmitterSimulation/isActive(_:at:)``), at its local time on its tree's clock.
    package var isEmitting: Bool {
        let t = currentLocalTime
        var config = configuration(modelValues)
        config.rateChanges += sampledRateChanges(upTo: t)
        return EmitterSimulation.isActive(config, at: t)
    }

    private static func register(_ layer: CAEmitterLayer) {
        live.withLock { list in
            list.removeAll { $0.layer == nil }
            list.append(WeakEmitterLayer(layer))
        }
    }

    /// The particles alive at the layer's local time `t`, with its model values.
    package func particles(at t: Double) -> [EmitterParticle] { particles(modelValues, at: t) }
}

/// A reference to an emitter layer that does not keep it alive.
package struct WeakEmitterLayer: @unchecked Sendable {
    package weak var layer: CAEmitterLayer?

    init(_ layer: CAEmitterLayer) { self.layer = layer }
}
