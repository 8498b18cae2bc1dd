import Testing
@testable import CoreGraphics

/// `makeImage()` reuses the last image's memory once nothing holds that image (the snapshot-every-frame path), and
/// never touches an image someone still holds.
@Suite struct CairoSurfaceImageStorageTests {
    @Test func aDroppedImagesMemoryIsReusedAndAHeldOneIsLeftAlone() {
        let context = CGContext(uiKitSize: CGSize(width: 4, height: 4), opaque: true)!
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        var first: CGImage? = context.makeImage()
        let firstStorage = ObjectIdentifier(first!.storage)
        first = nil
        // Dropped: the next image is written into the same memory.
        let second = context.makeImage()!
        #expect(ObjectIdentifier(second.storage) == firstStorage)
        #expect(second.pixel(x: 1, y: 1) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        // Held: the next image gets new memory, and the held one keeps its pixels.
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let third = context.makeImage()!
        #expect(third.storage !== second.storage)
        #expect(second.pixel(x: 1, y: 1) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(third.pixel(x: 1, y: 1) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }
}
