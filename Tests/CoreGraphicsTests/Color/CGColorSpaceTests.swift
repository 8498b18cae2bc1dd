import Testing
@testable import CoreGraphics

@Suite struct CGColorSpaceTests {
    @Test func namedSpaces() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
        #expect(CGColorSpace(name: "kCGColorSpaceDisplayP3") == nil)
    }

    @Test func colorsFromComponentsBecomeSRGB() throws {
        let gray = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.25, 0.5]))
        #expect(gray.components == [0.25, 0.25, 0.25, 0.5])
        let linear = try #require(CGColorSpace(name: CGColorSpace.genericRGBLinear))
        let color = try #require(CGColor(colorSpace: linear, components: [0, 0.5, 1, 1]))
        let components = try #require(color.components)
        #expect(components[0] == 0 && abs(components[2] - 1) < 1e-12 && components[3] == 1)
        #expect(abs(components[1] - 0.7354) < 0.001)  // linear 0.5 is sRGB 0.735
    }

    @Test func grayFillReachesPixels() {
        let context = makeBitmapContext(width: 1, height: 1)
        context.setFillColor(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1])!)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.pixel(x: 0, y: 0) == RGBA8(r: 128, g: 128, b: 128, a: 255))
    }
}
