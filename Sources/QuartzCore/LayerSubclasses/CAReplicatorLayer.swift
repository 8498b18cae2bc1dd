import CoreGraphics

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, delayed and tinted a step
/// further than the one before.
///
/// Instance *i* is drawn through `instanceTransform` applied *i* times (about the replicator's centre, in the
/// space its sublayers live in), at a media time `i × instanceDelay` earlier, and tinted by `instanceColor` plus
/// *i* times the colour offsets (clamped to 0…1; the tint multiplies every channel, alpha included). All of these
/// animate. Instances are drawn in order, each with all the sublayers; depth is flattened (`preservesDepth` is
/// not supported).
open class CAReplicatorLayer: CALayer {
    static let animatableKeys: Set<String> = [
        "instanceCount", "instanceDelay", "instanceTransform", "instanceColor",
        "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
    ]
    private static let registration: Void = { CALayer.customAnimatableKeys.withLock { $0.formUnion(animatableKeys) } }()

    public override init() {
        _ = Self.registration
        super.init()
        modelValues.custom["instanceCount"] = .number(1)
        modelValues.custom["instanceDelay"] = .number(0)
        modelValues.custom["instanceTransform"] = .transform(CATransform3DIdentity)
        modelValues.custom["instanceColor"] = .color(RGBA(r: 1, g: 1, b: 1, a: 1))
        for key in ["instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"] {
            modelValues.custom[key] = .number(0)
        }
    }

    /// Copies the model values (through `CALayer`), which hold all the replicator's state.
    public override init(layer: Any) {
        _ = Self.registration
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var instanceCount: Int {
        get { Int(number("instanceCount", 1)) }
        set { change("instanceCount") { $0.custom["instanceCount"] = .number(Double(newValue)) } }
    }
    open var instanceDelay: CFTimeInterval {
        get { number("instanceDelay", 0) }
        set { change("instanceDelay") { $0.custom["instanceDelay"] = .number(newValue) } }
    }
    open var instanceTransform: CATransform3D {
        get { if case .transform(let t) = modelValues.custom["instanceTransform"] { t } else { CATransform3DIdentity } }
        set { change("instanceTransform") { $0.custom["instanceTransform"] = .transform(newValue) } }
    }
    /// Opaque white (no tint) by default.
    open var instanceColor: CGColor? {
        get { if case .color(let c?) = modelValues.custom["instanceColor"] { CGColor(rgba: c) } else { nil } }
        set { change("instanceColor") { $0.custom["instanceColor"] = .color(newValue?.rgba) } }
    }
    open var instanceRedOffset: Float {
        get { Float(number("instanceRedOffset", 0)) }
        set { change("instanceRedOffset") { $0.custom["instanceRedOffset"] = .number(Double(newValue)) } }
    }
    open var instanceGreenOffset: Float {
        get { Float(number("instanceGreenOffset", 0)) }
        set { change("instanceGreenOffset") { $0.custom["instanceGreenOffset"] = .number(Double(newValue)) } }
    }
    open var instanceBlueOffset: Float {
        get { Float(number("instanceBlueOffset", 0)) }
        set { change("instanceBlueOffset") { $0.custom["instanceBlueOffset"] = .number(Double(newValue)) } }
    }
    open var instanceAlphaOffset: Float {
        get { Float(number("instanceAlphaOffset", 0)) }
        set { change("instanceAlphaOffset") { $0.custom["instanceAlphaOffset"] = .number(Double(newValue)) } }
    }
    /// Accepted for compatibility; instances are always flattened into the replicator's plane.
    open var preservesDepth = false

    private func number(_ key: String, _ fallback: Double) -> Double {
        if case .number(let v) = modelValues.custom[key] { return v }
        return fallback
    }
}

/// One copy of a layer's sublayers: how it is placed, how much earlier it lives, and its tint.
struct LayerInstance {
    /// Applied after the sublayer's own map into the parent's space.
    var map: Homography
    var delay: Double
    /// Multiplies every channel; nil for none.
    var tint: RGBA?

    static let single = [LayerInstance(map: .identity, delay: 0, tint: nil)]

    /// The instances a layer draws its sublayers as: one for any layer but a replicator.
    static func of(_ layer: CALayer, _ p: LayerProperties) -> [LayerInstance] {
        guard layer is CAReplicatorLayer else { return single }
        func number(_ key: String, _ fallback: Double) -> Double {
            if case .number(let v) = p.custom[key] { return v }
            return fallback
        }
        let count = max(Int(number("instanceCount", 1).rounded(.down)), 0)
        guard count > 0 else { return [] }
        let delay = number("instanceDelay", 0)
        let step: CATransform3D = if case .transform(let t) = p.custom["instanceTransform"] { t } else { CATransform3DIdentity }
        let color: RGBA = if case .color(let c?) = p.custom["instanceColor"] { c } else { RGBA(r: 1, g: 1, b: 1, a: 1) }
        let offset = RGBA(r: number("instanceRedOffset", 0), g: number("instanceGreenOffset", 0),
                          b: number("instanceBlueOffset", 0), a: number("instanceAlphaOffset", 0))
        // About the centre of the replicator.
        let center = CGPoint(x: p.bounds.midX, y: p.bounds.midY)
        let toCenter = CATransform3DMakeTranslation(-center.x, -center.y, 0)
        let back = CATransform3DMakeTranslation(center.x, center.y, 0)
        var accumulated = CATransform3DIdentity
        var instances: [LayerInstance] = []
        for i in 0..<count {
            func channel(_ base: Double, _ step: Double) -> Double { min(max(base + Double(i) * step, 0), 1) }
            let tint = RGBA(r: channel(color.r, offset.r), g: channel(color.g, offset.g), b: channel(color.b, offset.b),
                            a: channel(color.a, offset.a))
            let about = CATransform3DConcat(CATransform3DConcat(toCenter, accumulated), back)
            instances.append(LayerInstance(map: Homography(about), delay: Double(i) * delay,
                                           tint: tint == RGBA(r: 1, g: 1, b: 1, a: 1) ? nil : tint))
            accumulated = CATransform3DConcat(accumulated, step)
        }
        return instances
    }
}
