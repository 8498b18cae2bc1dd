import Flipbook
import Foundation
import Testing
@testable import UIKit

/// Fonts an app carries: registered with Core Text, found by `UIFont(name:size:)`, drawn by pango in their own face.
/// Uses Liberation Serif and Sans (Debian's fonts-liberation2, installed by `make deps`).
@MainActor
@Suite(.serialized) struct UIFontCustomFontsTests {
    static let folder = "/usr/share/fonts/truetype/liberation2/"

    @Test func namesResolveAsOnIOS() throws {
        #expect(UIFont(name: "NoSuchFont-Regular", size: 12) == nil)
        #expect(UIFont(name: "Comic Sans Forever", size: 12) == nil)
        #expect(UIFont(name: "TimesNewRomanPS-BoldMT", size: 12)?.familyName == "Times New Roman")
        #expect(UIFont(name: "TimesNewRomanPS-BoldMT", size: 12)?.textFont.weight == 700)
        #expect(UIFont(name: "ArialMT", size: 12)?.familyName == "Arial")
        #expect(UIFont(name: "AvenirNext-DemiBold", size: 12)?.familyName == "Avenir Next")
        #expect(UIFont(name: "Helvetica Neue", size: 12)?.familyName == "Helvetica Neue")
        #expect(UIFont(name: "HelveticaNeue-Light", size: 12)?.familyName == "Helvetica Neue")
        // The fonts on the machine draw in themselves.
        let dejaVu = try #require(UIFont(name: "DejaVuSerif-Bold", size: 12))
        #expect(dejaVu.textFont.family == "DejaVu Serif" && dejaVu.textFont.weight == 700)
        #expect(UIFont.familyNames.contains("Avenir Next") && UIFont.familyNames.contains("DejaVu Sans"))
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans-Bold"))
    }

    /// A label drawn in a registered font, beside the same label in the font pango falls back to.
    func labelImage(_ font: UIFont) -> CGImage {
        let stage = Stage(device: .iPhoneSE)
        let screen = UIViewController()
        screen.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 40, width: 300, height: 60))
        label.text = "Registered glyphs"
        label.font = font
        label.textColor = .black
        screen.view.addSubview(label)
        stage.window.rootViewController = screen
        stage.pumpAndSettle()
        return stage.snapshot(scale: 1)
    }

    /// The columns and rows holding dark (text) pixels in the label's area.
    func darkExtent(_ image: CGImage) -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        var extent = (minX: Int.max, maxX: Int.min, minY: Int.max, maxY: Int.min)
        for y in 40..<100 {
            for x in 10..<310 where Probe.color(image, x, y).r < 128 {
                extent = (min(extent.minX, x), max(extent.maxX, x), min(extent.minY, y), max(extent.maxY, y))
            }
        }
        return extent
    }

    @Test func registeredGraphicsFontDrawsInItsOwnFace() throws {
        #expect(UIFont(name: "LiberationSerif", size: 30) == nil, "not registered yet: nil, as on iOS")
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "LiberationSerif-Regular.ttf"))
        let provider = try #require(CGDataProvider(data: data as CFData))
        let font = try #require(CGFont(provider))
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        defer { _ = CTFontManagerUnregisterGraphicsFont(font, nil) }

        let serif = try #require(UIFont(name: "LiberationSerif", size: 30))
        #expect(serif.fontName == "LiberationSerif" && serif.familyName == "Liberation Serif")
        #expect(serif.textFont.family == "Liberation Serif")
        #expect(UIFont(name: "Liberation Serif", size: 30)?.fontName == "LiberationSerif", "by family")
        #expect(UIFont.familyNames.contains("Liberation Serif"))
        #expect(UIFont.fontNames(forFamilyName: "Liberation Serif") == ["LiberationSerif"])

        // Pango finds the family: the text's ink differs from the fallback (DejaVu Sans at the same size).
        let registered = labelImage(serif), fallback = labelImage(UIFont.systemFont(ofSize: 30))
        #expect(darkExtent(registered) != darkExtent(fallback))
        #expect(darkExtent(registered).maxX < darkExtent(fallback).maxX - 20, "Liberation Serif runs narrower")
        var differing = 0
        for y in 40..<100 { for x in 10..<310 where Probe.color(registered, x, y).r != Probe.color(fallback, x, y).r { differing += 1 } }
        #expect(differing > 500)
        // Liberation Serif is narrower than DejaVu Sans: its measured width is smaller.
        let text = "Registered glyphs"
        #expect(text.size(withAttributes: [.font: serif]).width
                < text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]).width - 20)
    }

    @Test func fontsRegisteredByURLAreFoundByPostScriptName() throws {
        let url = URL(fileURLWithPath: Self.folder + "LiberationSans-Italic.ttf")
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
        let italic = try #require(UIFont(name: "LiberationSans-Italic", size: 20))
        #expect(italic.textFont.family == "Liberation Sans" && italic.textFont.isItalic)
        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
        #expect(UIFont(name: "LiberationSans-Italic", size: 20) == nil, "gone once unregistered")
    }
}
