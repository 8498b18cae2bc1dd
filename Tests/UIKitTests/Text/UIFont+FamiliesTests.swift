import Testing
@testable import UIKit

/// iOS's font families: `familyNames` lists them, `fontNames(forFamilyName:)` their faces, which all resolve.
@MainActor
@Suite struct UIFontFamiliesTests {
    @Test func iOSFamiliesListTheirFaces() throws {
        #expect(UIFont.familyNames.contains("Helvetica Neue") && UIFont.familyNames.contains("Menlo"))
        let helvetica = UIFont.fontNames(forFamilyName: "Helvetica Neue")
        #expect(helvetica.first == "HelveticaNeue" && helvetica.contains("HelveticaNeue-Bold"))
        #expect(UIFont.fontNames(forFamilyName: "Avenir").contains("Avenir-Heavy"))
        #expect(UIFont.fontNames(forFamilyName: "Menlo") == ["Menlo-Regular", "Menlo-Italic", "Menlo-Bold", "Menlo-BoldItalic"])
        for family in UIFont.iOSFaceNames.keys {
            #expect(UIFont.familyNames.contains(family))
            for name in UIFont.fontNames(forFamilyName: family) {
                let font = try #require(UIFont(name: name, size: 12), "\(name)")
                #expect(UIFont.iOSFamily(forName: name) == family, "\(name)")
                #expect(font.pointSize == 12)
            }
        }
        #expect(UIFont.fontNames(forFamilyName: "Zapfino").isEmpty)
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }
}
