import Foundation
import Testing
@testable import QuartzCore

/// The offscreen bitmaps kept between frames (``OffscreenPool``): what the last frame used is reused, and nothing
/// older is kept, so a layer whose size changes every frame does not fill the pool with every size it had.
@Suite struct OffscreenPoolTests {
    static func bytes(_ context: CGContext) -> Int { context.bytesPerRow * context.height }

    @Test func aBitmapTheLastFrameUsedIsReused() throws {
        let pool = OffscreenPool()
        let first = try #require(pool.acquire(width: 100, height: 80))
        pool.release(first)
        pool.endFrame()
        #expect(pool.freeCount == 1)
        // A size a few pixels off (a turning layer's wobble) takes the same bitmap, handed out cleared.
        let again = try #require(pool.acquire(width: 96, height: 78))
        #expect(again === first)
        #expect(pool.freeCount == 0)
        pool.release(again)
        pool.endFrame()
        #expect(pool.freeCount == 1)
    }

    @Test func bitmapsTheLastFrameDidNotUseAreFreed() throws {
        let pool = OffscreenPool()
        // Frame 1 uses three sizes.
        let sizes = [(100, 100), (200, 150), (300, 300)]
        for (w, h) in sizes { pool.release(try #require(pool.acquire(width: w, height: h))) }
        pool.endFrame()
        #expect(pool.freeCount == 3)
        // Frame 2 uses one of them: the other two go at its end.
        let used = try #require(pool.acquire(width: 200, height: 150))
        pool.release(used)
        pool.endFrame()
        #expect(pool.freeCount == 1)
        #expect(pool.freeBytes == Self.bytes(used))
        // A frame that uses none: nothing is kept.
        pool.endFrame()
        #expect(pool.freeCount == 0)
        #expect(pool.freeBytes == 0)
    }

    /// A frame's own bitmaps stay for the next frame however many there are (within the 64 MiB bound).
    @Test func everythingOneFrameUsedIsKeptForTheNext() throws {
        let pool = OffscreenPool()
        let contexts = try (0..<4).map { i in try #require(pool.acquire(width: 50 + 100 * i, height: 60)) }
        for context in contexts { pool.release(context) }
        pool.endFrame()
        #expect(pool.freeCount == 4)
        #expect(pool.freeBytes == contexts.map(Self.bytes).reduce(0, +))
    }

    /// A card in perspective that shrinks by more than the pool's slack every frame (as the snapshot of GuessThePet's
    /// swipe back does) needs a new bitmap every frame: the renderer keeps the last frame's, never the sizes before
    /// (it used to keep up to 64 MiB of them until it was dropped).
    @Test func aCardShrinkingInPerspectiveKeepsOnlyTheLastFramesBitmap() {
        CATransaction.setDisableActions(true)
        let root = makeRoot(240, 320, background: rgb(0, 0, 0))
        let card = makeLayer(CGRect(x: 20, y: 20, width: 200, height: 280), rgb(240, 240, 245), in: root)
        card.cornerRadius = 12
        card.masksToBounds = true
        let stripe = makeLayer(CGRect(x: 10, y: 10, width: 60, height: 20), rgb(200, 40, 40), in: card)
        _ = render(root)
        let renderer = CARenderer(layer: root)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        card.transform = CATransform3DRotate(perspective, 0.5, 0, 1, 0)
        var kept: [Int] = []
        for frame in 0..<8 {
            // 20 points less each frame: 40 pixels at 2×, past the pool's 32-pixel slack.
            card.bounds.size = CGSize(width: 200 - 20 * CGFloat(frame), height: 280 - 20 * CGFloat(frame))
            stripe.frame.size.width = 60 - 5 * CGFloat(frame)
            _ = renderer.makeImage(scale: 2, atTime: 0)
            kept.append(renderer.keptBitmapBytes)
        }
        // The first frame's bitmap: the card at 2× (its extent, plus the pool's 8-pixel margin), 4 bytes a pixel.
        let firstFrames = kept[0]
        #expect(firstFrames > 0)
        #expect(firstFrames <= (400 + 16) * 4 * (560 + 16))
        // Every later frame keeps one bitmap, smaller than the first: never the sum of the sizes before.
        #expect(kept.dropFirst().allSatisfy { $0 > 0 && $0 < firstFrames }, "\(kept)")
        #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 > $1 }, "\(kept)")
    }
}
