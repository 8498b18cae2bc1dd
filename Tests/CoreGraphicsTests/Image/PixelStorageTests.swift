import Foundation
import Testing
@testable import CoreGraphics

/// The pixel accounting a server's worker reports (`CGImage.livePixelBytes`, the census by size and by site).
/// Each test runs in a process of its own: the counts are process-wide, and the census is chosen from the
/// environment when first used.
@Suite struct PixelStorageTests {
    /// An image of `width` × `height` opaque grey pixels.
    private static func image(_ width: Int, _ height: Int) -> CGImage? {
        CGImage(width: width, height: height, pixels: Array(repeating: RGBA8(r: 9, g: 9, b: 9, a: 255), count: width * height))
    }

    @Test func livePixelsAndTheCensusBySizeFollowEachImage() async {
        await #expect(processExitsWith: .success) {
            setenv("FLIPBOOK_PIXEL_CENSUS", "1", 1)
            let before = CGImage.livePixelBytes
            var image = PixelStorageTests.image(7, 9)
            precondition(image != nil)
            precondition(CGImage.livePixelBytes == before + 7 * 9 * 4, "\(CGImage.livePixelBytes) bytes alive")
            precondition(CGImage.pixelCensus.contains { $0.bytes == 252 && $0.count == 1 }, "\(CGImage.pixelCensus)")
            precondition(CGImage.pixelSites.isEmpty, "sites only with FLIPBOOK_PIXEL_CENSUS=sites")
            image = nil
            precondition(CGImage.livePixelBytes == before)
            precondition(!CGImage.pixelCensus.contains { $0.bytes == 252 })
        }
    }

    @Test func theCensusBySiteNamesWhereEachBlockWasMade() async {
        await #expect(processExitsWith: .success) {
            setenv("FLIPBOOK_PIXEL_CENSUS", "sites", 1)
            var images = (0..<2).map { _ in PixelStorageTests.image(5, 5) }
            let site = CGImage.pixelSites.first { $0.bytes == 2 * 100 }
            precondition(site?.count == 2, "both made at one place: \(CGImage.pixelSites)")
            precondition(site?.site.isEmpty == false)
            images = []
            precondition(CGImage.pixelSites.isEmpty, "\(CGImage.pixelSites), \(images.count)")
        }
    }
}
