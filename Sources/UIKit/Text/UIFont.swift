import Foundation
import QuartzCore

/// A font: a face and a size.
///
/// Flipbook draws all text with the DejaVu fonts so every machine renders the same pixels (see the text layer in
/// CoreGraphics). The system font is DejaVu Sans at the asked weight; `UIFont(name:size:)` accepts the names of
/// iOS's fonts and maps them to DejaVu Sans, Serif or Sans Mono, keeping the weight and slant the name describes
/// ("Georgia-BoldItalic" → DejaVu Serif bold italic); ``fontName`` and ``familyName`` report what was asked for, as
/// iOS would, and metrics are DejaVu's. Fonts an app carries and registers with Core Text
/// (`CTFontManagerRegisterGraphicsFont`, `CTFontManagerRegisterFontsForURL`) draw in their own faces.
open class UIFont: NSObject, @unchecked Sendable {
    /// The face the text layer draws with.
    package let textFont: TextFont
    /// The name as asked for (`.SFUI-…` for the system font).
    public let fontName: String
    /// The family: "System Font" style names for the system font, otherwise the name's part before any "-".
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat

    package init(textFont: TextFont, fontName: String, familyName: String) {
        self.textFont = textFont
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = textFont.pointSize
        super.init()
    }

    /// A font by PostScript, full or family name: a font the app registered with Core Text
    /// (`CTFontManagerRegisterGraphicsFont`) draws in its own face; a name of iOS's fonts maps to DejaVu (see the
    /// type's documentation and `iOSFamilyNames`); a font on the machine (DejaVu) draws in itself. nil for any other
    /// name, as on iOS, and for an empty name or a size that is not positive and finite.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let trimmed = fontName.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, fontSize.isFinite, fontSize > 0 else { return nil }
        if let face = FontRegistry.shared.registeredFace(named: trimmed) {
            self.init(textFont: TextFont(face: face, pointSize: fontSize), fontName: face.postScriptName,
                      familyName: face.family)
        } else if let family = UIFont.iOSFamily(forName: trimmed) {
            self.init(textFont: TextFont(name: trimmed, pointSize: fontSize), fontName: trimmed, familyName: family)
        } else if let face = FontRegistry.face(named: trimmed, in: FontRegistry.shared.builtInFaces) {
            self.init(textFont: TextFont(face: face, pointSize: fontSize), fontName: face.postScriptName,
                      familyName: face.family)
        } else {
            return nil
        }
    }

    // MARK: Families

    /// The names of the font families an app can use: iOS's (drawn with DejaVu), the fonts on the machine and the
    /// fonts the app registered with Core Text.
    open class var familyNames: [String] {
        let faces = FontRegistry.shared.registeredFaces + FontRegistry.shared.builtInFaces
        return Array(Set(iOSFamilyNames + faces.map(\.family))).sorted()
    }

    /// The PostScript names of a family's faces: those of a registered or installed family, or iOS's face names
    /// for the iOS families Flipbook lists (`iOSFaceNames`: "Helvetica Neue", "Avenir", "Menlo", …), which resolve
    /// with `UIFont(name:size:)` and draw with DejaVu; empty for another iOS family.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        let faces = FontRegistry.shared.registeredFaces + FontRegistry.shared.builtInFaces
        var seen = Set<String>()
        let own = faces.filter { $0.family == familyName }.map(\.postScriptName).filter { seen.insert($0).inserted }
        return own.isEmpty ? iOSFaceNames[familyName] ?? [] : own
    }

    // MARK: System fonts

    /// The system font (DejaVu Sans) at `fontSize` points and regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(textFont: TextFont(pointSize: fontSize, weight: TextFont.cssWeight(fromUIFontWeight: weight.rawValue)),
               fontName: ".SFUI-\(weight.faceName)", familyName: ".SF UI Text")
    }

    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font (DejaVu Sans Oblique).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textFont: TextFont(pointSize: fontSize, isItalic: true), fontName: ".SFUI-RegularItalic",
               familyName: ".SF UI Text")
    }

    /// The monospaced system font (DejaVu Sans Mono).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(textFont: TextFont(family: TextFont.mono, pointSize: fontSize,
                                  weight: TextFont.cssWeight(fromUIFontWeight: weight.rawValue)),
               fontName: ".SFMono-\(weight.faceName)", familyName: ".SF Mono")
    }

    /// The system font; DejaVu Sans's digits already share one width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// 14 points, as on iOS.
    open class var systemFontSize: CGFloat { 14 }
    /// 17 points: UILabel's default.
    open class var labelFontSize: CGFloat { 17 }
    /// 18 points.
    open class var buttonFontSize: CGFloat { 18 }
    /// 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var face = textFont
        face.pointSize = fontSize
        return UIFont(textFont: face, fontName: fontName, familyName: familyName)
    }

    // MARK: Metrics (DejaVu's)

    private var metrics: (ascender: CGFloat, lineHeight: CGFloat) {
        let layout = TextLayout(string: "Hg", style: TextStyle(font: textFont))
        return (layout.baselines.first ?? pointSize * 0.93, layout.size.height)
    }

    /// The distance from the top of a line to its baseline.
    open var ascender: CGFloat { metrics.ascender }
    /// The distance from the baseline to the bottom of a line, negative as on iOS.
    open var descender: CGFloat { let m = metrics; return m.ascender - m.lineHeight }
    /// The height of one line of text.
    open var lineHeight: CGFloat { metrics.lineHeight }
    /// Extra space between lines: 0, as for the system font on iOS.
    open var leading: CGFloat { 0 }
    /// DejaVu's cap height, 0.729 em.
    open var capHeight: CGFloat { pointSize * 0.729 }
    /// DejaVu's x-height, 0.547 em.
    open var xHeight: CGFloat { pointSize * 0.547 }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.textFont == textFont && other.fontName == fontName
    }

    open override var hash: Int { textFont.hashValue ^ fontName.hashValue }

    open override var description: String {
        "<UIFont: \(fontName) \(pointSize)pt → \(textFont.family) \(textFont.weight)\(textFont.isItalic ? " italic" : "")>"
    }
}

extension UIFont {
    /// A font weight, from −1 (thinnest) through 0 (regular) to 1 (heaviest), with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The face name iOS uses in system font names.
        var faceName: String {
            let names: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"),
                                             (.regular, "Regular"), (.medium, "Medium"), (.semibold, "Semibold"),
                                             (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")]
            return names.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }
}
