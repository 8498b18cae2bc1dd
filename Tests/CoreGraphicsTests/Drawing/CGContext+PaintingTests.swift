import Testing
@testable import CoreGraphics

@Suite struct CGContextPaintingTests {
    @Test func filledRectHasExactPixelsInsideAndNoneOutside() {
        let context = makeBitmapContext(width: 8, height: 8)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 2, width: 3, height: 4))
        // y-up: user rows 2..<6 are memory rows 2..<6 counted from the bottom, i.e. rows 2...5 from the top.
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (2..<5).contains(x) && (2..<6).contains(8 - 1 - y)
                #expect(context.pixel(x: x, y: y) == (inside ? opaqueRed : clear), "pixel \(x), \(y)")
            }
        }
    }

    @Test func translucentFillIsPremultiplied() {
        let context = makeBitmapContext(width: 2, height: 2)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.pixel(x: 0, y: 0) == RGBA8(r: 0, g: 128, b: 0, a: 128))
    }

    @Test func globalAlphaMultipliesColourAlpha() {
        let context = makeBitmapContext(width: 1, height: 1)
        context.setAlpha(0.5)
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixel(x: 0, y: 0) == RGBA8(r: 64, g: 64, b: 64, a: 64))
    }

    @Test func yUpAndYDownContextsPutARectOnOppositeRows() {
        let up = makeBitmapContext(width: 4, height: 10)
        up.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        up.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let down = CGContext(uiKitSize: CGSize(width: 4, height: 10))!
        down.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        down.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        for row in 0..<10 {
            #expect(up.pixel(x: 1, y: row) == (row >= 8 ? opaqueRed : clear), "y-up row \(row)")
            #expect(down.pixel(x: 1, y: row) == (row < 2 ? opaqueRed : clear), "y-down row \(row)")
        }
    }

    @Test func uiKitContextScalesPointsToPixelsAndReportsAFlippedCTM() {
        let context = CGContext(uiKitSize: CGSize(width: 5, height: 3), scale: 2)!
        #expect(context.width == 10 && context.height == 6)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 6))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        #expect(context.pixel(x: 2, y: 2) == opaqueBlue)
        #expect(context.pixel(x: 3, y: 3) == opaqueBlue)
        #expect(context.pixel(x: 4, y: 2) == clear)
        #expect(context.pixel(x: 1, y: 2) == clear)
    }

    @Test func plainBitmapContextStartsWithIdentityCTM() {
        let context = makeBitmapContext(width: 3, height: 3)
        #expect(context.ctm == .identity)
        context.translateBy(x: 1, y: 2)
        context.scaleBy(x: 3, y: 3)
        #expect(context.ctm == CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 1, ty: 2))
    }

    @Test func antialiasedCircleCoversAboutPiRSquared() {
        let context = makeBitmapContext(width: 40, height: 40)
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.fillEllipse(in: CGRect(x: 5, y: 5, width: 30, height: 30))
        var coverage = 0.0
        var partial = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let alpha = context.pixel(x: x, y: y).a
                coverage += Double(alpha) / 255
                if alpha > 0 && alpha < 255 { partial += 1 }
            }
        }
        // Within 1%: cairo flattens curves to within 0.1 pixel, which trims a little area.
        #expect(abs(coverage - Double.pi * 15 * 15) < 7)
        #expect(partial > 40)  // the edge is anti-aliased
        #expect(context.pixel(x: 20, y: 20).a == 255)
        #expect(context.pixel(x: 6, y: 6).a == 0)
    }

    @Test func strokeWithDashLeavesGaps() {
        let context = makeBitmapContext(width: 20, height: 3)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(1)
        context.setLineDash(phase: 0, lengths: [4, 4])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1.5), CGPoint(x: 20, y: 1.5)])
        let row = (0..<20).map { context.pixel(x: $0, y: 1) == opaqueRed }
        #expect(row == (0..<20).map { ($0 / 4) % 2 == 0 })
    }

    @Test func clearMakesPixelsTransparent() {
        let context = makeBitmapContext(width: 4, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.clear(CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect((0..<4).map { context.pixel(x: $0, y: 0) } == [opaqueRed, clear, clear, opaqueRed])
    }

    @Test func saveAndRestoreBringBackColourAndTransform() {
        let context = makeBitmapContext(width: 4, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.translateBy(x: 2, y: 0)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect((0..<4).map { context.pixel(x: $0, y: 0) } == [opaqueRed, clear, opaqueBlue, clear])
        #expect(context.ctm == .identity)
    }

    @Test func copyBlendModeReplacesInsteadOfCompositing() {
        let context = makeBitmapContext(width: 1, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixel(x: 0, y: 0) == RGBA8(r: 0, g: 0, b: 128, a: 128))
    }

    @Test func callerMemoryReceivesTheDrawing() {
        var memory = [UInt32](repeating: 0, count: 4)
        memory.withUnsafeMutableBytes { bytes in
            let context = CGContext(data: bytes.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGBitmapInfo.native(.premultipliedFirst).rawValue)!
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // bottom-left
            context.flush()
        }
        #expect(memory == [0, 0, 0xFF00_FF00, 0])
    }

    @Test func unsupportedLayoutsAreRefused() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 0, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 6, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        var memory = [UInt32](repeating: 0, count: 4)
        memory.withUnsafeMutableBytes { bytes in
            // cairo cannot draw RGBA byte order into caller memory.
            #expect(CGContext(data: bytes.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                              space: rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        }
    }
}
