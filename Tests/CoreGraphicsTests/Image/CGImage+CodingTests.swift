import Foundation
import Testing
@testable import CoreGraphics

@Suite struct CGImageCodingTests {
    /// A 5×3 image with opaque, translucent and clear pixels (premultiplied values).
    private static let sample: [RGBA8] = [
        RGBA8(r: 255, g: 0, b: 0, a: 255), RGBA8(r: 0, g: 255, b: 0, a: 255), RGBA8(r: 0, g: 0, b: 255, a: 255),
        RGBA8(r: 10, g: 20, b: 30, a: 255), RGBA8(r: 0, g: 0, b: 0, a: 0),
        RGBA8(r: 64, g: 32, b: 0, a: 128), RGBA8(r: 1, g: 1, b: 1, a: 1), RGBA8(r: 100, g: 100, b: 100, a: 100),
        RGBA8(r: 200, g: 0, b: 50, a: 200), RGBA8(r: 255, g: 255, b: 255, a: 255),
        RGBA8(r: 0, g: 0, b: 0, a: 255), RGBA8(r: 17, g: 34, b: 51, a: 68), RGBA8(r: 128, g: 128, b: 128, a: 255),
        RGBA8(r: 3, g: 2, b: 1, a: 4), RGBA8(r: 90, g: 180, b: 45, a: 255),
    ]

    @Test func pngRoundTripIsExact() throws {
        let image = try #require(CGImage(width: 5, height: 3, pixels: Self.sample))
        let png = try #require(image.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(CGImage(encodedData: png))
        #expect(decoded.width == 5 && decoded.height == 3)
        #expect(decoded.pixels == Self.sample)
        #expect(decoded.alphaInfo == .premultipliedFirst)
    }

    @Test func opaquePNGDecodesAsOpaque() throws {
        let pixels: [RGBA8] = [0, 60, 120, 180].map { RGBA8(r: $0, g: 7, b: 9, a: 255) }
        let image = try #require(CGImage(width: 2, height: 2, pixels: pixels))
        let png = try #require(image.pngData())
        let decoded = try #require(CGImage(encodedData: png))
        #expect(decoded.alphaInfo == CGImageAlphaInfo.noneSkipFirst)
        #expect(decoded.pixels == pixels)
    }

    @Test func jpegRoundTripIsClose() throws {
        // A smooth 16×16 gradient survives JPEG at high quality within a few levels.
        var pixels: [RGBA8] = []
        for y in 0..<16 {
            for x in 0..<16 { pixels.append(RGBA8(r: UInt8(x * 16), g: UInt8(y * 16), b: 128, a: 255)) }
        }
        let image = try #require(CGImage(width: 16, height: 16, pixels: pixels))
        let jpeg = try #require(image.jpegData(compressionQuality: 0.95))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(CGImage(encodedData: jpeg))
        #expect(decoded.width == 16 && decoded.height == 16)
        #expect(decoded.alphaInfo == .noneSkipFirst)
        var worst = 0
        for (a, b) in zip(decoded.pixels, pixels) {
            worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            #expect(a.a == 255)
        }
        #expect(worst <= 12)
    }

    @Test func lowerJPEGQualityMakesSmallerFiles() throws {
        var pixels: [RGBA8] = []
        for index in 0..<1024 {
            let r = UInt8(index % 251), g = UInt8((index * 7) % 253), b = UInt8((index * 13) % 255)
            pixels.append(RGBA8(r: r, g: g, b: b, a: 255))
        }
        let image = try #require(CGImage(width: 32, height: 32, pixels: pixels))
        let small = try #require(image.jpegData(compressionQuality: 0.1))
        let large = try #require(image.jpegData(compressionQuality: 1))
        #expect(small.count < large.count)
    }

    @Test func garbageDoesNotDecode() {
        #expect(CGImage(encodedData: Data([1, 2, 3, 4])) == nil)
        #expect(CGImage(encodedData: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])) == nil)
        #expect(CGImage(encodedData: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])) == nil)
    }

    @Test func croppingSharesPixelsAndClipsToTheImage() throws {
        let image = try #require(CGImage(width: 5, height: 3, pixels: Self.sample))
        let crop = try #require(image.cropping(to: CGRect(x: 1, y: 1, width: 10, height: 1)))
        #expect(crop.width == 4 && crop.height == 1)
        #expect(crop.pixels == Array(Self.sample[6..<10]))
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        // A crop encodes like any other image.
        let png = try #require(crop.pngData())
        let decoded = try #require(CGImage(encodedData: png))
        #expect(decoded.pixels == crop.pixels)
    }
}
