import Testing
@testable import CoreGraphics

@Suite struct CGContextCompositingTests {
    @Test func transparencyLayerAppliesOpacityToTheGroup() {
        // Two overlapping opaque squares in a layer at alpha 0.5: the overlap is no darker than the rest.
        let context = CGContext(uiKitSize: CGSize(width: 3, height: 1))!
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        context.endTransparencyLayer()
        let group = RGBA8(r: 0, g: 0, b: 128, a: 128)
        #expect((0..<3).map { context.pixel(x: $0, y: 0) } == [group, group, group])

        // Without the layer the overlap is darker.
        let plain = CGContext(uiKitSize: CGSize(width: 3, height: 1))!
        plain.setAlpha(0.5)
        plain.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        plain.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        plain.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect(plain.pixel(x: 1, y: 0).a > plain.pixel(x: 0, y: 0).a)
    }

    @Test func shadowIsOffsetDownInAUIKitContextAndBlurred() {
        let context = CGContext(uiKitSize: CGSize(width: 40, height: 40))!
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 4,
                          color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 10))
        #expect(context.pixel(x: 20, y: 15) == opaqueRed)  // the shape, over its shadow
        let shadowCore = context.pixel(x: 20, y: 25)
        #expect(shadowCore.a >= 250 && shadowCore.r == 0)  // solid shadow below the shape
        let fringe = context.pixel(x: 20, y: 31)
        #expect(fringe.a > 0 && fringe.a < 200)  // blurred edge
        #expect(context.pixel(x: 20, y: 5) == clear)  // nothing above: the offset points down
    }

    @Test func shadowIsOffsetUpInAYUpContext() {
        let context = makeBitmapContext(width: 20, height: 20)
        context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0,
                          color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))  // memory rows 10...14
        #expect(context.pixel(x: 7, y: 12) == opaqueRed)
        #expect(context.pixel(x: 7, y: 7) == RGBA8(r: 0, g: 0, b: 0, a: 255))  // 5 px higher on screen
        #expect(context.pixel(x: 7, y: 17) == clear)
    }

    @Test func blurRadiiMatchSigma() {
        // Three boxes of these radii have a variance close to sigma².
        for sigma in [1.0, 2.5, 6.0] {
            let variance = GaussianBlur.boxRadii(sigma: sigma).reduce(0.0) { total, radius in
                let size = Double(2 * radius + 1)
                return total + (size * size - 1) / 12
            }
            #expect(abs(variance.squareRoot() - sigma) < 0.5, "sigma \(sigma)")
        }
    }
}

@Suite struct CGContextLayerShadowTests {
    @Test func aTransparencyLayerCastsOneShadowForTheGroup() {
        let context = CGContext(uiKitSize: CGSize(width: 30, height: 30))!
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0,
                          color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.fill(CGRect(x: 5, y: 0, width: 10, height: 10))
        context.endTransparencyLayer()
        #expect(context.pixel(x: 7, y: 5) == opaqueRed)
        // The shadow of the overlap is no darker than the shadow of either square alone.
        #expect(context.pixel(x: 17, y: 5) == RGBA8(r: 0, g: 0, b: 0, a: 128))
        #expect(context.pixel(x: 24, y: 5) == RGBA8(r: 0, g: 0, b: 0, a: 128))
        #expect(context.pixel(x: 26, y: 5) == clear)
        #expect(context.pixel(x: 7, y: 15) == clear)
    }
}

@Suite struct CGContextMaskingTests {
    /// How a layer mask composes from the public API: draw the content in a transparency layer, then draw the
    /// mask over it with `.destinationIn`, which keeps content only where the mask has alpha.
    @Test func destinationInInsideALayerMasksContent() {
        let mask = CGImage(width: 4, height: 1, pixels: [
            RGBA8(r: 0, g: 0, b: 0, a: 255), RGBA8(r: 0, g: 0, b: 0, a: 0),
            RGBA8(r: 0, g: 0, b: 0, a: 255), RGBA8(r: 0, g: 0, b: 0, a: 0),
        ])!
        let context = CGContext(uiKitSize: CGSize(width: 4, height: 1))!
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))  // backdrop
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.setBlendMode(.destinationIn)
        context.draw(mask, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        context.endTransparencyLayer()
        #expect((0..<4).map { context.pixel(x: $0, y: 0) } == [opaqueRed, opaqueBlue, opaqueRed, opaqueBlue])
    }

    @Test func unboundedModesOnlyChangeTheShape() {
        let context = CGContext(uiKitSize: CGSize(width: 4, height: 1))!
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.setBlendMode(.destinationIn)
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect((0..<4).map { context.pixel(x: $0, y: 0) }
                == [RGBA8(r: 128, g: 0, b: 0, a: 128), RGBA8(r: 128, g: 0, b: 0, a: 128), opaqueRed, opaqueRed])
    }
}

/// The shadow blur's box passes, against the straightforward per-line version they replaced: the same bytes.
@Suite struct GaussianBlurExactnessTests {
    /// Three box blurs along each row, then along each column, each pass `(sum + d/2) / d` with transparent
    /// pixels beyond the ends.
    static func reference(_ pixels: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
        var p = pixels
        func box(_ line: [UInt8], _ r: Int) -> [UInt8] {
            guard r > 0 else { return line }
            let d = 2 * r + 1
            return line.indices.map { i in
                let sum = (max(0, i - r)...min(line.count - 1, i + r)).reduce(0) { $0 + Int(line[$1]) }
                return UInt8((sum + d / 2) / d)
            }
        }
        let radii = GaussianBlur.boxRadii(sigma: sigma)
        for y in 0..<height {
            var line = Array(p[(y * width)..<((y + 1) * width)])
            for r in radii { line = box(line, r) }
            p.replaceSubrange((y * width)..<((y + 1) * width), with: line)
        }
        for x in 0..<width {
            var line = (0..<height).map { p[$0 * width + x] }
            for r in radii { line = box(line, r) }
            for y in 0..<height { p[y * width + x] = line[y] }
        }
        return p
    }

    @Test(arguments: [0.8, 2.5, 7.0])
    func sameBytesAsTheReference(sigma: Double) {
        let width = 37, height = 23
        var pixels = (0..<(width * height)).map { UInt8(truncatingIfNeeded: ($0 * 97 + $0 / 7 * 13) % 256) }
        pixels[5] = 255
        let expected = Self.reference(pixels, width: width, height: height, sigma: sigma)
        // A stride wider than the row, as cairo's A8 surfaces have.
        let stride = 40
        var buffer = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height { for x in 0..<width { buffer[y * stride + x] = pixels[y * width + x] } }
        buffer.withUnsafeMutableBytes {
            GaussianBlur.blurAlpha($0.baseAddress!, width: width, height: height, bytesPerRow: stride, sigma: sigma)
        }
        let result = (0..<height).flatMap { y in buffer[(y * stride)..<(y * stride + width)] }
        #expect(result == expected)
    }
}
