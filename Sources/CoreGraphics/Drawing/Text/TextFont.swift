/// A font as the text layer understands it: a DejaVu family, a size, a weight and a slant.
///
/// Flipbook renders text only with the DejaVu fonts (Debian's fonts-dejavu-core) so that every machine
/// produces the same pixels. Any other name — a UIKit family like "Helvetica Neue" or a PostScript name like
/// "AvenirNext-DemiBoldItalic" — maps to DejaVu Sans (Serif or Sans Mono where the name says so), keeping the
/// weight and italic the name asks for.
package struct TextFont: Hashable, Sendable {
    /// "DejaVu Sans", "DejaVu Serif" or "DejaVu Sans Mono".
    package var family: String
    /// The size in points (the em height in user-space units).
    package var pointSize: CGFloat
    /// CSS-style weight: 100 thin … 400 regular … 700 bold … 900 black.
    package var weight: Int
    package var isItalic: Bool

    package static let sans = "DejaVu Sans"
    package static let serif = "DejaVu Serif"
    package static let mono = "DejaVu Sans Mono"

    package init(family: String = TextFont.sans, pointSize: CGFloat, weight: Int = 400, isItalic: Bool = false) {
        self.family = Self.dejaVuFamily(for: family)
        self.pointSize = pointSize
        self.weight = min(max(weight, 100), 1000)
        self.isItalic = isItalic
    }

    /// A registered face (see `FontRegistry`): its own family, weight and slant, not mapped to DejaVu.
    package init(face: FontFace, pointSize: CGFloat) {
        family = face.family
        self.pointSize = pointSize
        weight = min(max(face.weight, 100), 1000)
        isItalic = face.isItalic
    }

    /// The font a family or PostScript name asks for, such as "HelveticaNeue-BoldItalic" or "Georgia".
    /// Weight and style words in the name ("Light", "DemiBold", "Italic", …) override `weight` and `isItalic`.
    package init(name: String, pointSize: CGFloat, weight: Int = 400, isItalic: Bool = false) {
        let lowered = name.lowercased()
        // Only the part after the family (after "-" in PostScript names) describes the face, except for
        // families whose own name carries it ("Helvetica Bold").
        let face = lowered.split(separator: "-", maxSplits: 1).dropFirst().first.map(String.init) ?? lowered
        var resolvedWeight = weight
        for (word, value) in Self.weightWords where face.contains(word) {
            resolvedWeight = value
            break
        }
        let italic = isItalic || face.contains("italic") || face.contains("oblique")
        self.init(family: name, pointSize: pointSize, weight: resolvedWeight, isItalic: italic)
    }

    /// The CSS weight for a UIFont.Weight raw value (−1 … 1, regular 0, bold 0.4).
    package static func cssWeight(fromUIFontWeight weight: CGFloat) -> Int {
        let table: [(CGFloat, Int)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600),
                                       (0.4, 700), (0.56, 800), (0.62, 900)]
        return table.min { abs($0.0 - weight) < abs($1.0 - weight) }!.1
    }

    /// Longest words first, so "semibold" is not read as "bold" nor "extralight" as "light".
    private static let weightWords: [(String, Int)] = [
        ("ultralight", 200), ("extralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
        ("ultrabold", 800), ("hairline", 100), ("regular", 400), ("medium", 500), ("light", 300), ("heavy", 900),
        ("black", 900), ("thin", 100), ("bold", 700), ("book", 400),
    ]

    private static func dejaVuFamily(for name: String) -> String {
        let lowered = name.lowercased()
        if lowered.contains("mono") || lowered.contains("courier") || lowered.contains("menlo")
            || lowered.contains("code") {
            return mono
        }
        if !lowered.contains("sans"), ["serif", "times", "georgia", "palatino", "baskerville", "garamond"]
            .contains(where: lowered.contains) {
            return serif
        }
        return sans
    }
}
