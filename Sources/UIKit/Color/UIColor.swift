import QuartzCore

/// A colour in extended sRGB. Immutable, so shared freely across threads, as on iOS.
open class UIColor: NSObject, @unchecked Sendable {
    /// Components in sRGB, alpha last.
    package let rgba: RGBA

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = RGBA(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha))
        super.init()
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
    private static func rgb255(_ r: Double, _ g: Double, _ b: Double) -> UIColor {
        UIColor(red: CGFloat(r / 255), green: CGFloat(g / 255), blue: CGFloat(b / 255), alpha: 1)
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

    // System colours, light appearance (Flipbook renders the light appearance).
    public class var systemRed: UIColor { rgb255(255, 59, 48) }
    public class var systemGreen: UIColor { rgb255(52, 199, 89) }
    public class var systemBlue: UIColor { rgb255(0, 122, 255) }
    public class var systemOrange: UIColor { rgb255(255, 149, 0) }
    public class var systemYellow: UIColor { rgb255(255, 204, 0) }
    public class var systemPink: UIColor { rgb255(255, 45, 85) }
    public class var systemPurple: UIColor { rgb255(175, 82, 222) }
    public class var systemTeal: UIColor { rgb255(48, 176, 199) }
    public class var systemIndigo: UIColor { rgb255(88, 86, 214) }
    public class var systemBrown: UIColor { rgb255(162, 132, 94) }
    public class var systemMint: UIColor { rgb255(0, 199, 190) }
    public class var systemCyan: UIColor { rgb255(50, 173, 230) }
    public class var systemGray: UIColor { rgb255(142, 142, 147) }
    public class var systemGray2: UIColor { rgb255(174, 174, 178) }
    public class var systemGray3: UIColor { rgb255(199, 199, 204) }
    public class var systemGray4: UIColor { rgb255(209, 209, 214) }
    public class var systemGray5: UIColor { rgb255(229, 229, 234) }
    public class var systemGray6: UIColor { rgb255(242, 242, 247) }
    public class var tintColor: UIColor { systemBlue }

    // Semantic colours, light appearance.
    public class var systemBackground: UIColor { white }
    public class var secondarySystemBackground: UIColor { rgb255(242, 242, 247) }
    public class var tertiarySystemBackground: UIColor { white }
    public class var systemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    public class var label: UIColor { black }
    public class var secondaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
    public class var tertiaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
    public class var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    public class var link: UIColor { systemBlue }
}
