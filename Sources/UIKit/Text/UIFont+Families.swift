import CoreGraphics
import Foundation

/// The font families iOS ships, which `UIFont(name:size:)` accepts (drawn with DejaVu, see `UIFont`).
///
/// A name resolves to one of these when it is the family itself ("Avenir Next"), a PostScript name whose part
/// before "-" is the family without spaces ("AvenirNext-DemiBold", with Monotype's "MT"/"PSMT"/"PS" suffixes
/// dropped: "TimesNewRomanPS-BoldMT", "ArialMT"), or a full name that starts with the family ("Helvetica Bold").
/// Any other name gives nil, as on iOS, unless the app registered a font by that name with Core Text or it
/// names one of the fonts on the machine (DejaVu).
extension UIFont {
    /// iOS 17's font families (Apple's "Fonts included with iOS" list), without the emoji and symbol fonts'
    /// private names.
    static let iOSFamilyNames: [String] = [
        "Academy Engraved LET", "Al Nile", "American Typewriter", "Apple Color Emoji", "Apple SD Gothic Neo",
        "Apple Symbols", "Arial", "Arial Hebrew", "Arial Rounded MT Bold", "Avenir", "Avenir Next",
        "Avenir Next Condensed", "Baskerville", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps",
        "Bodoni Ornaments", "Bradley Hand", "Chalkboard SE", "Chalkduster", "Charter", "Cochin", "Copperplate",
        "Courier", "Courier New", "Damascus", "Devanagari Sangam MN", "Didot", "DIN Alternate", "DIN Condensed",
        "Euphemia UCAS", "Farah", "Futura", "Galvji", "Geeza Pro", "Georgia", "Gill Sans", "Grantha Sangam MN",
        "Helvetica", "Helvetica Neue", "Hiragino Maru Gothic ProN", "Hiragino Mincho ProN", "Hiragino Sans",
        "Hoefler Text", "Kailasa", "Kefa", "Khmer Sangam MN", "Kohinoor Bangla", "Kohinoor Devanagari",
        "Kohinoor Gujarati", "Kohinoor Telugu", "Lao Sangam MN", "Malayalam Sangam MN", "Marker Felt", "Menlo",
        "Mishafi", "Mukta Mahee", "Myanmar Sangam MN", "Noteworthy", "Noto Nastaliq Urdu", "Noto Sans Kannada",
        "Noto Sans Myanmar", "Noto Sans Oriya", "Optima", "Palatino", "Papyrus", "Party LET", "PingFang HK",
        "PingFang SC", "PingFang TC", "Rockwell", "Savoye LET", "Sinhala Sangam MN", "Snell Roundhand", "STIX Two Math",
        "STIX Two Text", "Symbol", "Tamil Sangam MN", "Thonburi", "Times New Roman", "Trebuchet MS", "Verdana",
        "Zapf Dingbats", "Zapfino",
    ]

    /// The PostScript names of the faces of iOS's most used families (iOS 17), as `fontNames(forFamilyName:)`
    /// lists them; each resolves with `UIFont(name:size:)` and draws with DejaVu at the weight and slant its name
    /// says. Families missing here list no faces.
    static let iOSFaceNames: [String: [String]] = [
        "Helvetica Neue": ["HelveticaNeue", "HelveticaNeue-Italic", "HelveticaNeue-UltraLight", "HelveticaNeue-UltraLightItalic",
                           "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic", "HelveticaNeue-Light", "HelveticaNeue-LightItalic",
                           "HelveticaNeue-Medium", "HelveticaNeue-MediumItalic", "HelveticaNeue-Bold", "HelveticaNeue-BoldItalic",
                           "HelveticaNeue-CondensedBold", "HelveticaNeue-CondensedBlack"],
        "Helvetica": ["Helvetica", "Helvetica-Oblique", "Helvetica-Light", "Helvetica-LightOblique", "Helvetica-Bold",
                      "Helvetica-BoldOblique"],
        "Avenir": ["Avenir-Book", "Avenir-Roman", "Avenir-BookOblique", "Avenir-Oblique", "Avenir-Light", "Avenir-LightOblique",
                   "Avenir-Medium", "Avenir-MediumOblique", "Avenir-Heavy", "Avenir-HeavyOblique", "Avenir-Black",
                   "Avenir-BlackOblique"],
        "Avenir Next": ["AvenirNext-Regular", "AvenirNext-Italic", "AvenirNext-UltraLight", "AvenirNext-UltraLightItalic",
                        "AvenirNext-Medium", "AvenirNext-MediumItalic", "AvenirNext-DemiBold", "AvenirNext-DemiBoldItalic",
                        "AvenirNext-Bold", "AvenirNext-BoldItalic", "AvenirNext-Heavy", "AvenirNext-HeavyItalic"],
        "Menlo": ["Menlo-Regular", "Menlo-Italic", "Menlo-Bold", "Menlo-BoldItalic"],
        "Courier": ["Courier", "Courier-Oblique", "Courier-Bold", "Courier-BoldOblique"],
        "Courier New": ["CourierNewPSMT", "CourierNewPS-ItalicMT", "CourierNewPS-BoldMT", "CourierNewPS-BoldItalicMT"],
        "Arial": ["ArialMT", "Arial-ItalicMT", "Arial-BoldMT", "Arial-BoldItalicMT"],
        "Georgia": ["Georgia", "Georgia-Italic", "Georgia-Bold", "Georgia-BoldItalic"],
        "Times New Roman": ["TimesNewRomanPSMT", "TimesNewRomanPS-ItalicMT", "TimesNewRomanPS-BoldMT",
                            "TimesNewRomanPS-BoldItalicMT"],
        "Verdana": ["Verdana", "Verdana-Italic", "Verdana-Bold", "Verdana-BoldItalic"],
        "Futura": ["Futura-Medium", "Futura-MediumItalic", "Futura-Bold", "Futura-CondensedMedium", "Futura-CondensedExtraBold"],
        "Gill Sans": ["GillSans", "GillSans-Italic", "GillSans-Light", "GillSans-LightItalic", "GillSans-SemiBold",
                      "GillSans-SemiBoldItalic", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-UltraBold"],
    ]

    /// The iOS family a name asks for, or nil (see the extension's documentation).
    static func iOSFamily(forName name: String) -> String? {
        func squeezed(_ text: some StringProtocol) -> String { text.lowercased().filter { $0 != " " } }
        let lowered = name.lowercased()
        // The longest family the name starts with: "Helvetica Neue Bold" is Helvetica Neue, not Helvetica.
        if let family = iOSFamilyNames.filter({ lowered == $0.lowercased() || lowered.hasPrefix($0.lowercased() + " ") })
            .max(by: { $0.count < $1.count }) {
            return family
        }
        var stem = squeezed(name.split(separator: "-", maxSplits: 1).first ?? "")
        for suffix in ["psmt", "mt", "ps"] where stem.hasSuffix(suffix) && !iOSFamilyNames.contains(where: { squeezed($0) == stem }) {
            stem.removeLast(suffix.count)
        }
        return iOSFamilyNames.first { squeezed($0) == stem }
    }
}
