import QuartzCore

/// A colour in extended sRGB. Immutable, so shared freely across threads, as on iOS.
open class UIColor: NSObject, @unchecked Sendable {
    /// Components in sRGB, alpha last; a dynamic colour's as resolved with ``UITraitCollection/current``.
    package var rgba: RGBA {
        guard let dynamicProvider else { return fixedRGBA }
        return dynamicProvider(UITraitCollection.current).rgba
    }
    private let fixedRGBA: RGBA
    /// For a dynamic colour (`init(dynamicProvider:)`): the colour for a trait collection.
    private let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixedRGBA = RGBA(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha))
        dynamicProvider = nil
        super.init()
    }

    /// A colour that depends on traits (light/dark): `provider` is asked whenever the colour is resolved —
    /// by a view with its own traits when it applies the colour (and again when its traits change), and by
    /// `cgColor` and drawing with ``UITraitCollection/current``.
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixedRGBA = RGBA(r: 0, g: 0, b: 0, a: 0)
        dynamicProvider = provider
        super.init()
    }

    /// Whether the colour depends on traits.
    package var isDynamic: Bool { dynamicProvider != nil }

    /// The colour for `traitCollection` (a fixed colour is itself).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dynamicProvider else { return self }
        return dynamicProvider(traitCollection).resolvedColor(with: traitCollection)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: CGFloat(c.r), green: CGFloat(c.g), blue: CGFloat(c.b), alpha: CGFloat(c.a))
    }

    package convenience init(rgba: RGBA) {
        self.init(red: CGFloat(rgba.r), green: CGFloat(rgba.g), blue: CGFloat(rgba.b), alpha: CGFloat(rgba.a))
    }

    /// The colour for Core Animation.
    open var cgColor: CGColor {
        CGColor(red: CGFloat(rgba.r), green: CGFloat(rgba.g), blue: CGFloat(rgba.b), alpha: CGFloat(rgba.a))
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat(rgba.r), green: CGFloat(rgba.g), blue: CGFloat(rgba.b), alpha: alpha)
    }

    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(rgba.r)
        green?.pointee = CGFloat(rgba.g)
        blue?.pointee = CGFloat(rgba.b)
        alpha?.pointee = CGFloat(rgba.a)
        return true
    }

    /// The colour's hue, saturation and brightness (HSB, hue in 0..<1), as `init(hue:saturation:brightness:alpha:)`
    /// takes them.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (h, s, v) = Self.hsb(red: Double(rgba.r), green: Double(rgba.g), blue: Double(rgba.b))
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(s)
        brightness?.pointee = CGFloat(v)
        alpha?.pointee = CGFloat(rgba.a)
        return true
    }

    /// RGB to HSB: the inverse of `rgb(hue:saturation:brightness:)`.
    package static func hsb(red r: Double, green g: Double, blue b: Double) -> (Double, Double, Double) {
        let high = max(r, g, b), low = min(r, g, b), range = high - low
        guard range > 0 else { return (0, 0, high) }
        var h: Double
        if high == r { h = (g - b) / range } else if high == g { h = 2 + (b - r) / range } else { h = 4 + (r - g) / range }
        h /= 6
        if h < 0 { h += 1 }
        return (h, range / high, high)
    }

    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat(0.299 * rgba.r + 0.587 * rgba.g + 0.114 * rgba.b)
        alpha?.pointee = CGFloat(rgba.a)
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return rgba == other.rgba
    }

    open override var hash: Int { rgba.hashValue }

    open override var description: String {
        String(format: "UIExtendedSRGBColorSpace %g %g %g %g", rgba.r, rgba.g, rgba.b, rgba.a)
    }

    private static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

extension UIColor {
    private static func rgb255(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(red: CGFloat(r / 255), green: CGFloat(g / 255), blue: CGFloat(b / 255), alpha: CGFloat(a))
    }

    /// A system colour: `light` unless the traits are dark (Apple's published sRGB values for each).
    private static func system(_ light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    // Fixed colours.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // System colours: dynamic, resolving for light and dark.
    public class var systemRed: UIColor { system(rgb255(255, 59, 48), dark: rgb255(255, 69, 58)) }
    public class var systemGreen: UIColor { system(rgb255(52, 199, 89), dark: rgb255(48, 209, 88)) }
    public class var systemBlue: UIColor { system(rgb255(0, 122, 255), dark: rgb255(10, 132, 255)) }
    public class var systemOrange: UIColor { system(rgb255(255, 149, 0), dark: rgb255(255, 159, 10)) }
    public class var systemYellow: UIColor { system(rgb255(255, 204, 0), dark: rgb255(255, 214, 10)) }
    public class var systemPink: UIColor { system(rgb255(255, 45, 85), dark: rgb255(255, 55, 95)) }
    public class var systemPurple: UIColor { system(rgb255(175, 82, 222), dark: rgb255(191, 90, 242)) }
    public class var systemTeal: UIColor { system(rgb255(48, 176, 199), dark: rgb255(64, 200, 224)) }
    public class var systemIndigo: UIColor { system(rgb255(88, 86, 214), dark: rgb255(94, 92, 230)) }
    public class var systemBrown: UIColor { system(rgb255(162, 132, 94), dark: rgb255(172, 142, 104)) }
    public class var systemMint: UIColor { system(rgb255(0, 199, 190), dark: rgb255(99, 230, 226)) }
    public class var systemCyan: UIColor { system(rgb255(50, 173, 230), dark: rgb255(100, 210, 255)) }
    public class var systemGray: UIColor { system(rgb255(142, 142, 147), dark: rgb255(142, 142, 147)) }
    public class var systemGray2: UIColor { system(rgb255(174, 174, 178), dark: rgb255(99, 99, 102)) }
    public class var systemGray3: UIColor { system(rgb255(199, 199, 204), dark: rgb255(72, 72, 74)) }
    public class var systemGray4: UIColor { system(rgb255(209, 209, 214), dark: rgb255(58, 58, 60)) }
    public class var systemGray5: UIColor { system(rgb255(229, 229, 234), dark: rgb255(44, 44, 46)) }
    public class var systemGray6: UIColor { system(rgb255(242, 242, 247), dark: rgb255(28, 28, 30)) }
    public class var tintColor: UIColor { systemBlue }

    // Semantic colours: dynamic, resolving for light and dark.
    public class var systemBackground: UIColor { system(white, dark: black) }
    public class var secondarySystemBackground: UIColor { system(rgb255(242, 242, 247), dark: rgb255(28, 28, 30)) }
    public class var tertiarySystemBackground: UIColor { system(white, dark: rgb255(44, 44, 46)) }
    public class var systemGroupedBackground: UIColor { system(rgb255(242, 242, 247), dark: black) }
    public class var label: UIColor { system(black, dark: white) }
    public class var secondaryLabel: UIColor { system(UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6), dark: rgb255(235, 235, 245, 0.6)) }
    public class var tertiaryLabel: UIColor { system(UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3), dark: rgb255(235, 235, 245, 0.3)) }
    public class var separator: UIColor { system(UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29), dark: rgb255(84, 84, 88, 0.6)) }
    public class var link: UIColor { systemBlue }
}
