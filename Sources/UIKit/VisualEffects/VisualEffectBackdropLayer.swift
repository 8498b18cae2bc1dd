import CoreImage
import QuartzCore

/// The layer of a ``UIVisualEffectView``: a backdrop layer (``LayerBackdropFiltering``) whose blur radius,
/// saturation and tint are animatable layer properties, so that `effect` animates in view animation blocks and
/// scrubs with a property animator like any other property.
final class VisualEffectBackdropLayer: CALayer, LayerBackdropFiltering {
    static let radiusKey = "backdropBlurRadius"
    static let saturationKey = "backdropSaturation"
    /// The tint's grey level premultiplied by its alpha, so that a tint fading in or out keeps its colour.
    static let tintKey = "backdropTintLevel"
    static let tintAlphaKey = "backdropTintAlpha"
    static let animatableKeys: Set<String> = [radiusKey, saturationKey, tintKey, tintAlphaKey]
    private static let registration: Void = { CALayer.customAnimatableKeys.withLock { $0.formUnion(animatableKeys) } }()

    override init() {
        _ = Self.registration
        super.init()
        apply(.none)
    }

    override init(layer: Any) {
        _ = Self.registration
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        apply(.none)
    }

    /// Sets the material's values on the model (animated when a view animation block is open).
    func apply(_ material: BlurMaterial) {
        change(Self.radiusKey) { $0.custom[Self.radiusKey] = .number(Double(material.radius)) }
        change(Self.saturationKey) { $0.custom[Self.saturationKey] = .number(Double(material.saturation)) }
        change(Self.tintKey) { $0.custom[Self.tintKey] = .number(Double(material.white * material.alpha)) }
        change(Self.tintAlphaKey) { $0.custom[Self.tintAlphaKey] = .number(Double(material.alpha)) }
    }

    /// The material in `properties` (the presentation, while an effect animates).
    static func material(_ properties: LayerProperties) -> BlurMaterial {
        func number(_ key: String, _ fallback: Double) -> CGFloat {
            if case .number(let v) = properties.custom[key] { return CGFloat(v) }
            return CGFloat(fallback)
        }
        let alpha = min(max(number(tintAlphaKey, 0), 0), 1)
        let white = alpha > 0 ? min(max(number(tintKey, 0) / alpha, 0), 1) : 1
        return BlurMaterial(radius: max(number(radiusKey, 0), 0), saturation: number(saturationKey, 1),
                            white: white, alpha: alpha)
    }

    func backdropReach(_ properties: LayerProperties) -> Double {
        3 * Double(Self.material(properties).radius)
    }

    func filterBackdrop(_ backdrop: CGImage, inner: CGRect, pixelsPerPoint: Double,
                        properties: LayerProperties) -> CGImage? {
        let m = Self.material(properties)
        guard m.radius > 0 || m.alpha > 0 || m.saturation != 1 else { return nil }
        let a = Double(m.alpha), w = Double(m.white)
        let parameters = BackdropKernel.Parameters(sigma: Double(m.radius) * pixelsPerPoint,
                                                   saturation: Double(m.saturation), tint: (w * a, w * a, w * a, a))
        return BackdropKernel.apply(backdrop, inner: inner, parameters: parameters)
    }
}
