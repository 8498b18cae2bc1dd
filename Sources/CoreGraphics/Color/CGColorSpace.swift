/// What colour components mean. Flipbook draws everything in sRGB; a colour space tells how to turn the
/// components someone hands in (gray, linear RGB, sRGB) into the sRGB values that reach the pixels.
public final class CGColorSpace: Sendable {
    /// The name it was made with, like `CGColorSpace.sRGB`, or `nil` for the device spaces.
    public let name: String?
    /// The kind of components: one gray value (`monochrome`) or red, green and blue (`rgb`).
    public let model: CGColorSpaceModel
    /// Whether components are linear light rather than sRGB-encoded, so they need the sRGB curve applied.
    package let isLinear: Bool

    private init(name: String?, model: CGColorSpaceModel, isLinear: Bool) {
        self.name = name
        self.model = model
        self.isLinear = isLinear
    }

    /// A colour space by name; `nil` for a name Flipbook cannot draw in (Display P3, CMYK, Lab, …).
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.genericRGB:
            self.init(name: name, model: .rgb, isLinear: false)
        case CGColorSpace.linearSRGB, CGColorSpace.genericRGBLinear:
            self.init(name: name, model: .rgb, isLinear: true)
        case CGColorSpace.genericGrayGamma2_2:
            self.init(name: name, model: .monochrome, isLinear: false)
        case CGColorSpace.linearGray:
            self.init(name: name, model: .monochrome, isLinear: true)
        default:
            return nil
        }
    }

    /// How many colour components a colour in this space has, not counting alpha.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// The sRGB colour with the given components, the last of which is alpha.
    ///
    /// Expects `numberOfComponents + 1` values. Gray is taken as sRGB-encoded gray (as Quartz's device gray is);
    /// linear spaces get the sRGB transfer curve, so a linear 0.5 becomes about 0.735.
    package func rgba(fromComponents components: [CGFloat]) -> RGBA {
        let values = components.map(Double.init)
        let alpha = values.count > numberOfComponents ? values[numberOfComponents] : 1
        let encode: (Double) -> Double = isLinear ? { Self.sRGBEncoded($0) } : { $0 }
        switch model {
        case .monochrome:
            let gray = encode(values.first ?? 0)
            return RGBA(r: gray, g: gray, b: gray, a: alpha)
        default:
            func component(_ index: Int) -> Double { index < values.count ? encode(values[index]) : 0 }
            return RGBA(r: component(0), g: component(1), b: component(2), a: alpha)
        }
    }

    /// The sRGB transfer function: linear light in, encoded value out.
    package static func sRGBEncoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}

extension CGColorSpace {
    /// The standard RGB of the web and of UIKit's colours; what Flipbook draws in.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB primaries with linear components.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Generic RGB; treated as sRGB.
    public static let genericRGB = "kCGColorSpaceGenericRGB"
    /// Generic RGB with linear components; treated as linear sRGB.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Gray with a 2.2 gamma; treated as sRGB-encoded gray.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gray with linear components.
    public static let linearGray = "kCGColorSpaceLinearGray"
}

/// The device RGB colour space; on Flipbook that is sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.sRGB)!
}

/// The device gray colour space: one sRGB-encoded gray component.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!
}
