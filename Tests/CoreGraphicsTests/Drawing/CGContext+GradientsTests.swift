import Testing
@testable import CoreGraphics

@Suite struct CGContextGradientsTests {
    private let redToBlue = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
        locations: nil)!

    @Test func linearGradientEndpointsAndMiddle() {
        let context = CGContext(uiKitSize: CGSize(width: 101, height: 1))!
        context.drawLinearGradient(redToBlue, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 100.5, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let first = context.pixel(x: 0, y: 0), last = context.pixel(x: 100, y: 0), middle = context.pixel(x: 50, y: 0)
        #expect(first.r >= 254 && first.b <= 1 && first.a == 255)
        #expect(last.b >= 254 && last.r <= 1 && last.a == 255)
        #expect(abs(Int(middle.r) - 128) <= 2 && abs(Int(middle.b) - 128) <= 2)
        // Monotonic from red to blue.
        let reds = (0...100).map { Int(context.pixel(x: $0, y: 0).r) }
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test func linearGradientExtendsOnlyWhereAsked() {
        let context = CGContext(uiKitSize: CGSize(width: 30, height: 1))!
        context.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0),
                                   options: .drawsAfterEndLocation)
        #expect(context.pixel(x: 5, y: 0) == clear)
        #expect(context.pixel(x: 25, y: 0) == opaqueBlue)

        let both = CGContext(uiKitSize: CGSize(width: 30, height: 1))!
        both.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0),
                                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.pixel(x: 5, y: 0) == opaqueRed)
        #expect(both.pixel(x: 25, y: 0) == opaqueBlue)

        let neither = CGContext(uiKitSize: CGSize(width: 30, height: 1))!
        neither.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: [])
        #expect(neither.pixel(x: 5, y: 0) == clear)
        #expect(neither.pixel(x: 25, y: 0) == clear)
    }

    @Test func gradientRespectsClip() {
        let context = CGContext(uiKitSize: CGSize(width: 10, height: 2))!
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 1))
        context.drawLinearGradient(redToBlue, start: .zero, end: CGPoint(x: 10, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(context.pixel(x: 0, y: 0).a == 255)
        #expect(context.pixel(x: 0, y: 1) == clear)
    }

    @Test func radialGradientCentreAndOutside() {
        let context = CGContext(uiKitSize: CGSize(width: 21, height: 21))!
        context.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 10.5, y: 10.5), startRadius: 0,
                                   endCenter: CGPoint(x: 10.5, y: 10.5), endRadius: 8, options: .drawsAfterEndLocation)
        let centre = context.pixel(x: 10, y: 10)
        #expect(centre.r >= 250 && centre.a == 255)
        #expect(context.pixel(x: 0, y: 0) == opaqueBlue)
    }
}
