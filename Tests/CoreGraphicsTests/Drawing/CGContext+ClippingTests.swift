import Testing
@testable import CoreGraphics

@Suite struct CGContextClippingTests {
    @Test func clipToRectLimitsFill() {
        let context = CGContext(uiKitSize: CGSize(width: 6, height: 1))!
        context.clip(to: CGRect(x: 2, y: 0, width: 2, height: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 6, height: 1))
        #expect((0..<6).map { context.pixel(x: $0, y: 0) } == [clear, clear, opaqueRed, opaqueRed, clear, clear])
        #expect(context.boundingBoxOfClipPath == CGRect(x: 2, y: 0, width: 2, height: 1))
    }

    @Test func clipToPathAndRestore() {
        let context = CGContext(uiKitSize: CGSize(width: 20, height: 20))!
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        context.clip()
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 0, y: 0) == clear)
        #expect(context.pixel(x: 10, y: 10) == opaqueRed)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixel(x: 0, y: 0) == opaqueRed)
    }

    @Test func evenOddClipLeavesAHole() {
        let context = CGContext(uiKitSize: CGSize(width: 9, height: 9))!
        context.addRect(CGRect(x: 0, y: 0, width: 9, height: 9))
        context.addRect(CGRect(x: 3, y: 3, width: 3, height: 3))
        context.clip(using: .evenOdd)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
        #expect(context.pixel(x: 1, y: 1) == opaqueBlue)
        #expect(context.pixel(x: 4, y: 4) == clear)
    }
}
