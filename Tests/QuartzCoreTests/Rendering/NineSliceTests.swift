import Testing
@testable import QuartzCore

/// The nine-part slice of `contentsCenter` and resizable images: stretched, or tiled (`.tile` resizing) with the
/// centre and edges repeated at their own size from their top-left corner.
@Suite struct NineSliceTests {
    /// A 10 × 1 image: 2-pixel red caps either side of a centre of 3 blue then 3 green pixels.
    static let strip: CGImage = {
        let red = px(255, 0, 0), blue = px(0, 0, 255), green = px(0, 255, 0)
        return CGImage(width: 10, height: 1, pixels: [red, red, blue, blue, blue, green, green, green, red, red])!
    }()

    private func drawn(tiles: Bool, width: Int = 40) -> CGImage {
        let ctx = CGContext(uiKitSize: CGSize(width: width, height: 4), scale: 1)!
        ctx.interpolationQuality = .none
        NineSlice.draw(Self.strip, center: CGRect(x: 0.2, y: 0, width: 0.6, height: 1), scale: 1,
                       in: CGRect(x: 0, y: 0, width: width, height: 4), ctx: ctx, tiles: tiles)
        return ctx.makeImage()!
    }

    @Test func tileSizes() {
        // The centre repeats at its own size; a top edge repeats along x only; a corner never repeats.
        #expect(NineSlice.tileSize(source: CGSize(width: 6, height: 4), destination: CGSize(width: 36, height: 20),
                                   column: 1, row: 1, scale: 2) == CGSize(width: 3, height: 2))
        #expect(NineSlice.tileSize(source: CGSize(width: 6, height: 4), destination: CGSize(width: 36, height: 2),
                                   column: 1, row: 0, scale: 2) == CGSize(width: 3, height: 2))
        #expect(NineSlice.tileSize(source: CGSize(width: 2, height: 2), destination: CGSize(width: 2, height: 2),
                                   column: 0, row: 0, scale: 1) == nil)
    }

    /// Drawn 40 wide: the 36-pixel centre holds six copies of blue-blue-blue-green-green-green from x = 2;
    /// stretched, it is blue to x = 20 and green after.
    @Test func tilesRepeatWhereStretchingWidens() {
        let tiled = drawn(tiles: true), stretched = drawn(tiles: false)
        #expect(tiled.at(1, 2) == px(255, 0, 0) && tiled.at(38, 2) == px(255, 0, 0), "caps kept")
        for (x, blue) in [(3, true), (6, false), (9, true), (21, true), (24, false), (35, false)] {
            #expect(tiled.at(x, 2) == (blue ? px(0, 0, 255) : px(0, 255, 0)), "x = \(x)")
        }
        #expect(stretched.at(6, 2) == px(0, 0, 255) && stretched.at(24, 2) == px(0, 255, 0))
    }

    /// A layer whose `tilesContentsCenter` is set repeats its whole contents when `contentsCenter` is the unit
    /// rectangle (a pattern image with zero insets).
    @Test func layerTilesItsContents() {
        let root = makeRoot(12, 4)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 12, height: 4), nil, in: root)
        layer.contents = quadrantImage
        layer.magnificationFilter = .nearest
        layer.tilesContentsCenter = true
        let image = render(root)
        // The 4 × 4 quadrants repeat every 4 points: red, green, red, green… along the top rows.
        #expect(image.at(1, 0) == px(255, 0, 0) && image.at(3, 0) == px(0, 255, 0))
        #expect(image.at(5, 0) == px(255, 0, 0) && image.at(11, 0) == px(0, 255, 0))
        #expect(image.at(9, 3) == px(0, 0, 255))
        layer.tilesContentsCenter = false
        let stretched = render(root)
        #expect(stretched.at(5, 0) == px(255, 0, 0) && stretched.at(7, 0) == px(0, 255, 0), "stretched 3×")
    }
}
