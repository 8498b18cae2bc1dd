import Testing
@testable import CoreGraphics

@Suite struct TextLayoutTests {
    private func style(size: CGFloat = 17, weight: Int = 400, lines: Int = 1,
                       mode: TextLineBreakMode = .byTruncatingTail) -> TextStyle {
        TextStyle(font: TextFont(pointSize: size, weight: weight), lineBreakMode: mode, numberOfLines: lines)
    }

    @Test func fontsArePinnedToDejaVu() {
        #expect(TextEngine.shared.usesPinnedFonts)
    }

    @Test func measurementIsNonZeroAndDeterministic() {
        let first = TextLayout(string: "Hello, Flipbook", style: style())
        let second = TextLayout(string: "Hello, Flipbook", style: style())
        #expect(first.size == second.size)
        #expect(first.size.width > 100 && first.size.width < 160)
        // DejaVu Sans: line height ≈ 1.164 em.
        #expect(abs(first.size.height - 17 * 1.164) < 1)
        #expect(first.lineCount == 1)
    }

    @Test func widthGrowsWithSizeAndWeight() {
        let regular = TextLayout(string: "Flipbook", style: style()).size.width
        let bigger = TextLayout(string: "Flipbook", style: style(size: 34)).size.width
        let bold = TextLayout(string: "Flipbook", style: style(weight: 700)).size.width
        #expect(abs(bigger - 2 * regular) < 0.5)  // unhinted: metrics scale linearly
        #expect(bold > regular)
    }

    @Test func wrappingAndLineLimits() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let unlimited = TextLayout(string: text, style: style(lines: 0, mode: .byWordWrapping), maxWidth: 120)
        #expect(unlimited.lineCount > 2)
        #expect(unlimited.size.width <= 120)
        let two = TextLayout(string: text, style: style(lines: 2, mode: .byTruncatingTail), maxWidth: 120)
        #expect(two.lineCount == 2)
        #expect(abs(two.size.height - 2 * unlimited.size.height / CGFloat(unlimited.lineCount)) < 0.5)
        let truncated = TextLayout(string: text, style: style(lines: 1), maxWidth: 120)
        #expect(truncated.lineCount == 1 && truncated.size.width <= 120)
    }

    @Test func familyNamesMapToDejaVuWithWeightAndStyle() {
        #expect(TextFont(name: "HelveticaNeue", pointSize: 12) == TextFont(family: TextFont.sans, pointSize: 12))
        let demiItalic = TextFont(name: "AvenirNext-DemiBoldItalic", pointSize: 12)
        #expect(demiItalic.family == TextFont.sans && demiItalic.weight == 600 && demiItalic.isItalic)
        #expect(TextFont(name: "AvenirNext-Italic", pointSize: 12).weight == 400)
        #expect(TextFont(name: "Menlo-Bold", pointSize: 12).family == TextFont.mono)
        #expect(TextFont(name: "Georgia", pointSize: 12).family == TextFont.serif)
        #expect(TextFont.cssWeight(fromUIFontWeight: 0.4) == 700)
    }

    @Test func drawnTextLandsInsideTheRectAndIsUprightEitherWay() {
        let layout = TextLayout(string: "Hg", style: TextStyle(font: TextFont(pointSize: 20),
                                                               color: RGBA(r: 0, g: 0, b: 0, a: 1)))
        let down = CGContext(uiKitSize: CGSize(width: 60, height: 60))!
        layout.draw(in: down, rect: CGRect(x: 10, y: 10, width: 40, height: 40))
        let up = makeBitmapContext(width: 60, height: 60)
        layout.draw(in: up, rect: CGRect(x: 10, y: 10, width: 40, height: 40))
        // The same rect is the same pixels in both (it is symmetric about the middle), and so is the text.
        let downPixels = down.makeImage()!.pixels, upPixels = up.makeImage()!.pixels
        #expect(downPixels == upPixels)
        let inked = (0..<60).flatMap { y in (0..<60).map { x in (x, y) } }.filter { down.pixel(x: $0.0, y: $0.1).a > 0 }
        #expect(inked.count > 50)
        #expect(inked.allSatisfy { (10..<50).contains($0.0) && (10..<50).contains($0.1) })
        // Ink sits in the top line of the rect (text starts at the top).
        #expect(inked.allSatisfy { $0.1 < 10 + Int(layout.size.height) + 1 })
    }

    @Test func centredTextIsCentred() {
        let layout = TextLayout(string: "IIII", style: TextStyle(font: TextFont(pointSize: 20), alignment: .center))
        let context = CGContext(uiKitSize: CGSize(width: 100, height: 30))!
        layout.draw(in: context, rect: CGRect(x: 0, y: 0, width: 100, height: 30))
        let columns = (0..<100).filter { x in (0..<30).contains { context.pixel(x: x, y: $0).a > 0 } }
        let middle = Double(columns.first! + columns.last!) / 2
        #expect(abs(middle - 49.5) < 2)
    }
}
