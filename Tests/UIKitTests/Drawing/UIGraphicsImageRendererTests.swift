import Foundation
import Testing
@testable import UIKit

@Suite("UIGraphicsImageRenderer and the UIGraphics context stack")
struct UIGraphicsImageRendererTests {
    @Test func rendersYDownAtTheFormatScale() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.size == CGSize(width: 10, height: 20))
        #expect(image.scale == 2)
        let cg = try #require(image.cgImage)
        #expect(cg.width == 20 && cg.height == 40)
        // The top half (y down) is red, the bottom half untouched and transparent.
        #expect(Probe.matches(cg, 10, 2, (255, 0, 0)))
        #expect(Probe.matches(cg, 10, 19, (255, 0, 0)))
        #expect(Probe.isTransparent(cg, 10, 21))
        #expect(Probe.isTransparent(cg, 10, 38))
    }

    @Test func opaqueFormatHasNoAlpha() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in }
        let cg = try #require(image.cgImage)
        #expect(cg.alphaInfo == .noneSkipFirst)
        #expect(Probe.color(cg, 1, 1).a == 255)
    }

    @Test func boundsOriginIsTheImageTopLeft() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 50, width: 10, height: 10), format: format)
        let image = renderer.image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 100, y: 50, width: 2, height: 2))
        }
        let cg = try #require(image.cgImage)
        #expect(Probe.matches(cg, 0, 0, (0, 0, 255)))
        #expect(Probe.isTransparent(cg, 3, 3))
    }

    @Test func currentContextIsTheRenderersAndOnlyDuringActions() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var inside: CGContext?
        var matches = false
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            inside = UIGraphicsGetCurrentContext()
            matches = inside === context.cgContext
        }
        #expect(inside != nil)
        #expect(matches)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func pngAndJPEGDataDecode() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 7), format: format)
        let png = renderer.pngData { _ in
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 7))
        }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: png, scale: 3))
        #expect(decoded.size == CGSize(width: 5, height: 7))
        #expect(Probe.matches(try Probe.bitmap(decoded), 7, 10, (0, 255, 0)))
        let jpeg = renderer.jpegData(withCompressionQuality: 0.9) { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 7))
        }
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(UIImage(data: jpeg)?.cgImage?.width == 15)
    }

    @Test func currentImageShowsDrawingSoFar() throws {
        var midway: UIImage?
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        _ = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            midway = context.currentImage
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(Probe.matches(try Probe.bitmap(midway), 1, 1, (255, 0, 0)))
    }

    @Test func beginImageContextWithOptions() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 6), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 3))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 8, height: 6))
        #expect(image.scale == 2)
        let cg = try #require(image.cgImage)
        #expect(Probe.matches(cg, 4, 1, (255, 0, 0)))
        #expect(Probe.isTransparent(cg, 4, 10))
    }

    @Test func imageContextFunctionsIgnoreOtherContexts() throws {
        let context = try #require(CGContext(uiKitSize: CGSize(width: 2, height: 2)))
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext() // not an image context: leaves it alone
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func imageDrawsUpright() throws {
        // A 1×2 image: red on top, blue below; drawn into a y-down context it must stay that way.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let source = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: format).image { _ in
            UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format).image { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        let cg = try #require(drawn.cgImage)
        #expect(Probe.matches(cg, 5, 3, (255, 0, 0)))
        #expect(Probe.matches(cg, 5, 16, (0, 0, 255)))
    }
}
