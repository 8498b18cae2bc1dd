import Testing
@testable import CoreGraphics

/// `makeImageSharingMemory()` hands out the context's own memory instead of a copy, says while that image lives,
/// and sets an opaque image's unused byte as `makeImage()` does.
@Suite struct CairoSurfaceSharedMemoryTests {
    @Test func anImageSharesTheContextsMemoryWhileItLives() {
        let context = CGContext(uiKitSize: CGSize(width: 4, height: 4), opaque: true)!
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(!context.sharesMemoryWithAnImage)
        var image: CGImage? = context.makeImageSharingMemory()
        #expect(image!.baseAddress == context.data, "no copy")
        #expect(context.sharesMemoryWithAnImage)
        // Every word well defined: the unused byte of an opaque bitmap reads 0xFF, as in a copy.
        #expect(image!.pixels.allSatisfy { $0 == RGBA8(r: 255, g: 0, b: 0, a: 255) })
        let word = image!.baseAddress.load(as: UInt32.self)
        #expect(word >> 24 == 0xFF)
        #expect(image!.pixels == context.makeImage()!.pixels)
        image = nil
        #expect(!context.sharesMemoryWithAnImage)
    }

    @Test func aContextDrawingIntoItsCallersMemoryGivesACopy() {
        var pixels = [UInt32](repeating: 0, count: 16)
        pixels.withUnsafeMutableBytes { memory in
            let context = CGContext(data: memory.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGBitmapInfo.native(.premultipliedFirst).rawValue)!
            #expect(context.sharesMemoryWithAnImage, "the memory is its caller's")
            let image = context.makeImageSharingMemory()!
            #expect(image.baseAddress != memory.baseAddress)
        }
    }
}
