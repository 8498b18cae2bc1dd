import Foundation
import QuartzCore
import Testing
@testable import FlipbookServer

/// A composite's payload names each picture by its pixels and carries only those the page does not hold.
@Suite struct CompositeEncodingTests {
    static func picture(_ r: UInt8, opaque: Bool, width: Int = 8, height: Int = 6) -> CGImage {
        let a: UInt8 = opaque ? 255 : 128
        let pixels = (0..<width * height).map { i in RGBA8(r: i == 5 ? r : r / 2, g: 10, b: 20, a: a) }
        let image = CGImage(width: width, height: height, pixels: pixels)!
        guard opaque else { return image }
        return CGImage(width: width, height: height, opaque: true) { words, stride in
            image.withUnsafePixelBytes { bytes, bytesPerRow in
                for y in 0..<height {
                    for x in 0..<width {
                        words[y * stride + x] = bytes.loadUnaligned(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
                    }
                }
            }
        }!
    }

    static func planes() -> [RenderPlane] {
        [RenderPlane(image: picture(200, opaque: true), matrix: RenderPlane.identity, opacity: 1, smooth: false),
         RenderPlane(image: picture(90, opaque: false, width: 4, height: 4),
                     matrix: [0.8, 0, 2, 0.1, 1, 0, -0.002, 0, 1], opacity: 0.75, smooth: true)]
    }

    @Test func equalPixelsHaveEqualNamesAndOnePixelChangesTheName() {
        let a = CompositeEncoding.pictureID(Self.picture(200, opaque: true))
        #expect(a == CompositeEncoding.pictureID(Self.picture(200, opaque: true)))
        #expect(a != CompositeEncoding.pictureID(Self.picture(201, opaque: true)), "pixel 5 differs")
        #expect(a != CompositeEncoding.pictureID(Self.picture(200, opaque: true, width: 6, height: 8)), "same bytes, other shape")
        #expect(a.count == 32)
    }

    @Test func thePicturesThePageHoldsAreNamedNotCarried() throws {
        let planes = Self.planes()
        let first = try #require(CompositeEncoding.encode(planes, held: [], quality: 0.8))
        #expect(first.included == first.references && first.references.count == 2)
        let (layout, pictures) = try #require(CompositeLayout.decode(first.payload))
        #expect(layout.planes.map(\.format) == ["jpeg", "rgba"], "opaque: JPEG; with transparency: raw RGBA")
        #expect(layout.planes[1].matrix == planes[1].matrix && layout.planes[1].opacity == 0.75)
        let png = layout.planes[1]
        let bytes = pictures.subdata(in: png.offset!..<png.offset! + png.length!)
        #expect(bytes.count == 4 * 4 * 4, "the bytes at the offset are the picture's, 4 a pixel")
        // The picture's first pixel is premultiplied (45, 10, 20) at alpha 128: straight, (90, 20, 40).
        let pixel = Array(bytes.prefix(4)).map(Int.init)
        #expect(abs(pixel[0] - 90) <= 1 && abs(pixel[1] - 20) <= 1 && abs(pixel[2] - 40) <= 1 && pixel[3] == 128,
                "straight alpha, RGBA: \(pixel)")
        #expect(png.offset! + png.length! == pictures.count)

        let move = try #require(CompositeEncoding.encode(planes, held: first.references, quality: 0.8))
        #expect(move.included.isEmpty && move.references == first.references)
        let (again, rest) = try #require(CompositeLayout.decode(move.payload))
        #expect(rest.isEmpty && again.planes.allSatisfy { $0.offset == nil && $0.format == nil })
    }

    /// A picture kept from move to move is the same object: hashed once; another object with the same pixels
    /// gets the same name, hashed on its own.
    @Test func aKeptPictureIsHashedOnce() throws {
        let names = CompositeEncoding.RecentNames()
        let picture = Self.picture(200, opaque: true)
        let first = names.name(of: picture)
        #expect(names.name(of: picture) == first && names.hashed == 1)
        let copy = Self.picture(200, opaque: true)
        #expect(copy !== picture)
        #expect(names.name(of: copy) == first && names.hashed == 2)
        #expect(first == CompositeEncoding.pictureID(picture))
    }
}
