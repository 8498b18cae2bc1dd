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
        #expect(names.knownName(of: picture) == nil)
        let first = names.name(of: picture)
        #expect(names.knownName(of: picture) == first && names.hashed == 1)
        #expect(names.name(of: picture) == first && names.hashed == 1)
        let copy = Self.picture(200, opaque: true)
        #expect(copy !== picture)
        #expect(names.name(of: copy) == first && names.hashed == 2)
        #expect(first == CompositeEncoding.pictureID(picture))
    }

    /// Remembering a picture's name does not keep the picture: once nothing else holds it, it is freed.
    @Test func aNamedPictureIsNotKeptAlive() {
        let names = CompositeEncoding.RecentNames()
        weak var gone: CGImage?
        do {
            let picture = Self.picture(200, opaque: true)
            gone = picture
            _ = names.name(of: picture)
            #expect(gone != nil)
        }
        #expect(gone == nil)
    }

    /// A picture from `alpha(x, y)` (0 … 255), its colour a red ramp, premultiplied.
    static func picture(width: Int, height: Int, alpha: (Int, Int) -> UInt8) -> CGImage {
        let pixels = (0..<width * height).map { i -> RGBA8 in
            let a = alpha(i % width, i / width)
            return RGBA8(r: UInt8(Int(a) * (i % 200) / 255), g: 0, b: 0, a: a)
        }
        return CGImage(width: width, height: height, pixels: pixels)!
    }

    /// A turning screen's picture is the screen in a transparent margin (where the warp draws its edges): it
    /// travels as a JPEG of the opaque rectangle, named in the layout, not as 4 bytes a pixel.
    @Test func aPictureOpaqueInATransparentMarginTravelsAsAJPEGOfItsOpaqueArea() throws {
        let inside = { (x: Int, y: Int) in (3..<37).contains(x) && (4..<26).contains(y) }
        let framed = Self.picture(width: 40, height: 30) { inside($0, $1) ? 255 : 0 }
        #expect(CompositeEncoding.opaqueArea(of: framed) == [3, 4, 34, 22])
        let plane = RenderPlane(image: framed, matrix: [0.8, 0, 2, 0.1, 1, 0, -0.002, 0, 1], opacity: 1, smooth: true)
        let encoded = try #require(CompositeEncoding.encode([plane], held: [], quality: 0.9))
        let (layout, pictures) = try #require(CompositeLayout.decode(encoded.payload))
        let sent = layout.planes[0]
        #expect(sent.format == "jpeg" && sent.area == [3, 4, 34, 22] && sent.width == 40 && sent.height == 30)
        let jpeg = try #require(CGImage.decodeJPEG(pictures.subdata(in: sent.offset!..<sent.offset! + sent.length!)))
        #expect(jpeg.width == 34 && jpeg.height == 22, "only the opaque rectangle")

        // Anything else with transparency stays raw: a pixel partly transparent, opaque pixels that are not one
        // rectangle (a hole, an L), and no opaque pixel at all.
        let others: [(String, (Int, Int) -> UInt8)] = [
            ("soft edge", { x, y in inside(x, y) ? (x == 3 ? 128 : 255) : 0 }),
            ("hole", { x, y in inside(x, y) && !(x == 10 && y == 10) ? 255 : 0 }),
            ("L", { x, y in inside(x, y) || (x == 2 && y == 25) ? 255 : 0 }),
            ("rows apart", { x, y in inside(x, y) && y != 12 ? 255 : 0 }),
            ("transparent", { _, _ in 0 }),
        ]
        for (name, alpha) in others {
            let image = Self.picture(width: 40, height: 30, alpha: alpha)
            #expect(CompositeEncoding.opaqueArea(of: image) == nil, "\(name)")
            let raw = try #require(CompositeEncoding.encode([RenderPlane(image: image, matrix: RenderPlane.identity, opacity: 1, smooth: true)],
                                                           held: [], quality: 0.9))
            #expect(CompositeLayout.decode(raw.payload)?.layout.planes[0].format == "rgba", "\(name)")
        }
    }
}
