import Foundation
import Testing
@testable import UIKit

@Suite("UIFont and string drawing")
struct UIFontTests {
    @Test func systemFonts() {
        let regular = UIFont.systemFont(ofSize: 17)
        #expect(regular.pointSize == 17)
        #expect(regular.fontName == ".SFUI-Regular")
        #expect(regular.textFont.family == "DejaVu Sans")
        #expect(regular.textFont.weight == 400)
        #expect(UIFont.boldSystemFont(ofSize: 12).textFont.weight == 700)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).textFont.weight == 600)
        #expect(UIFont.systemFont(ofSize: 12, weight: .light).textFont.weight == 300)
        #expect(UIFont.italicSystemFont(ofSize: 12).textFont.isItalic)
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).textFont.family == "DejaVu Sans Mono")
        #expect(UIFont.Weight.bold > UIFont.Weight.regular)
    }

    @Test func namedFontsMapToDejaVu() throws {
        let georgia = try #require(UIFont(name: "Georgia-BoldItalic", size: 20))
        #expect(georgia.fontName == "Georgia-BoldItalic")
        #expect(georgia.familyName == "Georgia")
        #expect(georgia.textFont.family == "DejaVu Serif")
        #expect(georgia.textFont.weight == 700)
        #expect(georgia.textFont.isItalic)
        #expect(UIFont(name: "Menlo", size: 11)?.textFont.family == "DejaVu Sans Mono")
        #expect(UIFont(name: "HelveticaNeue-Light", size: 11)?.textFont.weight == 300)
        #expect(UIFont(name: "", size: 11) == nil)
        #expect(UIFont(name: "Helvetica", size: 0) == nil)
    }

    @Test func withSizeKeepsTheFace() {
        let font = UIFont.systemFont(ofSize: 10, weight: .heavy)
        let bigger = font.withSize(30)
        #expect(bigger.pointSize == 30)
        #expect(bigger.textFont.weight == font.textFont.weight)
        #expect(bigger.fontName == font.fontName)
        #expect(bigger != font)
        #expect(font.withSize(10) == font)
    }

    @Test func metricsScaleWithSize() {
        let small = UIFont.systemFont(ofSize: 10), large = UIFont.systemFont(ofSize: 20)
        #expect(small.lineHeight > 10 && small.lineHeight < 14)
        #expect(abs(large.lineHeight - 2 * small.lineHeight) < 1.5)
        #expect(small.ascender > 0 && small.descender < 0)
        #expect(abs(small.ascender - small.descender - small.lineHeight) < 0.001)
    }

    @Test func stringSizeAndDrawing() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red]
        let short = "Hi".size(withAttributes: attributes), long = "Hello, world".size(withAttributes: attributes)
        #expect(short.width > 0 && long.width > short.width * 3)
        #expect(abs(short.height - UIFont.systemFont(ofSize: 20).lineHeight) < 0.5)
        let wrapped = "Hello, world".boundingRect(with: CGSize(width: long.width / 2, height: .infinity),
                                                  options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(wrapped.height > short.height * 1.5)

        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = try #require(UIGraphicsImageRenderer(size: CGSize(width: 160, height: 40), format: format).image { _ in
            "Hello".draw(at: CGPoint(x: 4, y: 4), withAttributes: attributes)
        }.cgImage)
        let reddish = Probe.count(image) { $0.a > 200 && $0.r > 200 && $0.g < 60 && $0.b < 60 }
        #expect(reddish > 30)
        let ink = try #require(Probe.inkBounds(image))
        #expect(ink.minX >= 4 && ink.minY >= 4 && ink.maxY <= 4 + short.height + 1)
    }

    @Test func attributedStringsUseTheirFirstAttributes() throws {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .right
        let string = NSAttributedString(string: "Right", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.blue, .paragraphStyle: paragraph,
        ])
        let size = string.size()
        #expect(size.width > 20)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = try #require(UIGraphicsImageRenderer(size: CGSize(width: 200, height: 30), format: format).image { _ in
            string.draw(in: CGRect(x: 0, y: 0, width: 200, height: 30))
        }.cgImage)
        let ink = try #require(Probe.inkBounds(image))
        #expect(ink.minX > 100, "right-aligned")
        #expect(Probe.count(image) { $0.b > 200 && $0.r < 60 && $0.a > 200 } > 20)
        #expect(NSParagraphStyle.default.alignment == .natural)
        #expect((paragraph.copy() as? NSParagraphStyle)?.alignment == .right)
    }
}
