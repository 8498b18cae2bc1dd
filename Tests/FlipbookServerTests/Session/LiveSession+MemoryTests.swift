import Flipbook
import Foundation
import Testing
@testable import FlipbookServer

/// What a session holds between frames: a control's still leaves no bitmap behind (docs/serve.md, "A session's
/// memory"), while an animation's frames keep theirs from one frame to the next.
@MainActor
@Suite struct LiveSessionMemoryTests {
    private func session() throws -> LiveSession {
        try LiveSession(sceneName: "guess-the-pet", limits: .default, wallClock: { 0 })
    }

    private func stills(_ outputs: [LiveSession.Output]) -> [LiveSession.FrameToSend] {
        outputs.compactMap { if case .frame(let f) = $0, f.format == .png { f } else { nil } }
    }

    /// Each control answers with a still at the device's scale (750 × 1334), drawn in a bitmap the renderer
    /// does not keep: kept, it held 4 MB per worker once the still was sent (7.5 MB while frames were copies),
    /// until the next animation came to rest.
    @Test(arguments: [ClientMessage.live, .restart, .pause(true), .step(frames: 1), .seek(time: 0.5),
                      .scene(name: "card-flip")])
    func aControlsStillLeavesNoFrameBitmap(control: ClientMessage) throws {
        let s = try session()
        let replies = s.handle(control)
        let still = try #require(stills(replies).first)
        #expect(still.image.width == 750 && still.image.height == 1334)
        #expect(s.renderer.frameBitmapBytes == 0)
    }

    /// The frames of an animation running with no finger down are drawn at the device's scale in the bitmap the
    /// frame before used; the bitmap goes with the renderer once the stage comes to rest.
    @Test func anAnimationsFramesKeepTheirBitmapUntilRest() throws {
        let s = try session()
        _ = s.handle(.live)
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        _ = s.tick()
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        for _ in 0..<10 { _ = s.tick() }
        #expect(s.renderer.frameBitmapBytes == 750 * 1334 * 4, "mid-flip")
        var settled = false
        for _ in 0..<240 where !settled {
            settled = !stills(s.tick()).isEmpty
        }
        #expect(settled)
        #expect(s.renderer.frameBitmapBytes == 0)
    }
}
