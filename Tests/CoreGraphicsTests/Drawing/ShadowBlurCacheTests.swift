import Foundation
import Testing
@testable import CoreGraphics

/// The blurred-mask cache behind shadows: a hit must give exactly the bytes blurring gives, and any change of
/// the mask must miss.
@Suite struct ShadowBlurCacheTests {
    /// A rounded-card-like mask with some texture, in rows of `stride` bytes (wider than the row, as cairo's).
    static func mask(width: Int, height: Int, stride: Int, seed: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 8..<(height - 8) {
            for x in 8..<(width - 8) { bytes[y * stride + x] = UInt8(truncatingIfNeeded: 200 + (x * 7 + y * 3 + seed) % 56) }
        }
        return bytes
    }

    static func blurDirectly(_ bytes: [UInt8], width: Int, height: Int, stride: Int, sigma: Double) -> [UInt8] {
        var copy = bytes
        copy.withUnsafeMutableBytes {
            GaussianBlur.blurAlpha($0.baseAddress!, width: width, height: height, bytesPerRow: stride, sigma: sigma)
        }
        return copy
    }

    static func blurCached(_ bytes: [UInt8], cache: ShadowBlurCache, width: Int, height: Int, stride: Int,
                           sigma: Double) -> [UInt8] {
        var copy = bytes
        copy.withUnsafeMutableBytes {
            cache.blurAlpha($0.baseAddress!, width: width, height: height, bytesPerRow: stride, sigma: sigma)
        }
        return copy
    }

    @Test func aHitIsTheSameBytesAsBlurring() {
        let cache = ShadowBlurCache()
        let (width, height, stride) = (101, 77, 104)
        let mask = Self.mask(width: width, height: height, stride: stride, seed: 0)
        let expected = Self.blurDirectly(mask, width: width, height: height, stride: stride, sigma: 6)
        let first = Self.blurCached(mask, cache: cache, width: width, height: height, stride: stride, sigma: 6)
        #expect(cache.hits == 0)
        let second = Self.blurCached(mask, cache: cache, width: width, height: height, stride: stride, sigma: 6)
        #expect(cache.hits == 1)
        #expect(first == expected)
        // Only the row's pixels are written: the padding past the width keeps what it held.
        #expect(second == expected)
    }

    @Test func aChangedMaskOrSigmaMisses() {
        let cache = ShadowBlurCache()
        let (width, height, stride) = (90, 80, 96)
        let mask = Self.mask(width: width, height: height, stride: stride, seed: 0)
        _ = Self.blurCached(mask, cache: cache, width: width, height: height, stride: stride, sigma: 4)
        var moved = mask
        moved[40 * stride + 8] = 0  // one pixel of an edge
        let a = Self.blurCached(moved, cache: cache, width: width, height: height, stride: stride, sigma: 4)
        #expect(a == Self.blurDirectly(moved, width: width, height: height, stride: stride, sigma: 4))
        let b = Self.blurCached(mask, cache: cache, width: width, height: height, stride: stride, sigma: 5)
        #expect(b == Self.blurDirectly(mask, width: width, height: height, stride: stride, sigma: 5))
        #expect(cache.hits == 0)
    }

    @Test func theBudgetDropsTheLeastRecentlyUsed() {
        let (width, height, stride) = (80, 80, 80)
        // Room for two masks (each kept twice: before and after).
        let cache = ShadowBlurCache(budget: 2 * 2 * width * height)
        let masks = (0..<3).map { Self.mask(width: width, height: height, stride: stride, seed: $0) }
        for m in masks { _ = Self.blurCached(m, cache: cache, width: width, height: height, stride: stride, sigma: 3) }
        _ = Self.blurCached(masks[2], cache: cache, width: width, height: height, stride: stride, sigma: 3)
        #expect(cache.hits == 1)
        _ = Self.blurCached(masks[0], cache: cache, width: width, height: height, stride: stride, sigma: 3)
        #expect(cache.hits == 1)  // dropped
    }

    /// What the cache holds never exceeds its budget, however many shapes it sees (a shadow that moves makes a new
    /// mask every frame); lowering the budget drops masks at once, and emptying it leaves nothing.
    @Test func theBytesKeptStayWithinTheBudget() {
        let (width, height, stride) = (80, 64, 80)
        let perMask = 2 * width * height
        let cache = ShadowBlurCache(budget: 5 * perMask + perMask / 2)
        for seed in 0..<40 {
            let m = Self.mask(width: width, height: height, stride: stride, seed: seed)
            _ = Self.blurCached(m, cache: cache, width: width, height: height, stride: stride, sigma: 3)
            #expect(cache.byteCount <= cache.budget)
        }
        #expect(cache.count == 5 && cache.byteCount == 5 * perMask)
        cache.budget = 2 * perMask
        #expect(cache.count == 2 && cache.byteCount == 2 * perMask)
        // The two kept are the most recently used: seeds 38 and 39.
        let last = Self.mask(width: width, height: height, stride: stride, seed: 39)
        _ = Self.blurCached(last, cache: cache, width: width, height: height, stride: stride, sigma: 3)
        #expect(cache.hits == 1)
        // A mask bigger than the whole budget is blurred but not kept.
        cache.budget = perMask - 1
        #expect(cache.count == 0)
        _ = Self.blurCached(last, cache: cache, width: width, height: height, stride: stride, sigma: 3)
        #expect(cache.count == 0 && cache.byteCount == 0)
        cache.budget = 4 * perMask
        _ = Self.blurCached(last, cache: cache, width: width, height: height, stride: stride, sigma: 3)
        #expect(cache.count == 1)
        cache.removeAll()
        #expect(cache.count == 0 && cache.byteCount == 0)
    }

    @Test func shadowsDrawnTwiceAreTheSameBytes() {
        // A shadowed rounded rectangle, drawn on a fresh context twice: the second draw hits the shared cache.
        func draw() -> [UInt8] {
            let context = CGContext(uiKitSize: CGSize(width: 160, height: 120), scale: 1)!
            context.setShadow(offset: CGSize(width: 0, height: 4), blur: 20,
                              color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.3))
            context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
            context.addPath(CGPath(roundedRect: CGRect(x: 30.5, y: 20.25, width: 97, height: 71), cornerWidth: 13,
                                   cornerHeight: 13, transform: nil))
            context.fillPath()
            return context.withUnsafeMutablePixelBytes { bytes, _ in Array(bytes) }
        }
        let before = ShadowBlurCache.shared.hits
        let first = draw(), second = draw()
        #expect(first == second)
        #expect(ShadowBlurCache.shared.hits > before)
    }
}
