import Flipbook
import Foundation
import QuartzCore
import Testing
@testable import FlipbookServer

/// While a finger drags GuessThePet's card back (a snapshot turning in perspective), the frames go as planes
/// for the page to composite: the back, the turning picture and what lies above it; every other frame — no
/// finger down, paused, settled — is a whole picture, and so is every frame with compositing off.
@MainActor
@Suite struct LiveSessionCompositingTests {
    private func frames(_ outputs: [LiveSession.Output]) -> [LiveSession.FrameToSend] {
        outputs.compactMap { if case .frame(let f) = $0 { f } else { nil } }
    }

    /// GuessThePet, its card tapped and the flip run to the reveal side.
    private func revealed(compositing: Bool = true) throws -> LiveSession {
        let s = try LiveSession(sceneName: "guess-the-pet", wallClock: { 0 })
        s.motionScale = 1
        s.compositesDrags = compositing
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        _ = s.tick()
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        for _ in 0..<90 { _ = s.tick() }
        return s
    }

    private func swipe(_ s: LiveSession, moves: Int = 10) -> [LiveSession.FrameToSend] {
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 7, x: 2, y: 400)]))
        var drag: [LiveSession.FrameToSend] = []
        for i in 1...moves {
            drag += frames(s.tick())
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 7, x: 2 + Double(i) * 6, y: 400)]))
            drag += frames(s.inputFrame())
        }
        return drag
    }

    /// GuessThePet's dismissal draws its snapshot anew every frame while the finger drags (its frame animates,
    /// and cubic keyframes keep it changing to the end), so the split is never worth it there: every frame goes
    /// whole — the planes composited on the server — and shows what the renderer draws, up to resampling: split,
    /// the snapshot is flattened with its rounded clip as one picture instead of being warped and then cut in
    /// the frame's pixels (`renderClippingInPlace`), on a pixel grid of its own, so up to 3.5 % of the pixels of
    /// these frames differ by more than 2 levels (measured; 5 % allowed).
    @Test func aDragWhoseTurningPictureChangesEveryFrameGoesWhole() throws {
        let on = try revealed(), off = try revealed(compositing: false)
        let drag = swipe(on, moves: 32), plain = swipe(off, moves: 32)
        #expect(drag.count == plain.count && drag.count >= 32)
        #expect(drag.allSatisfy { $0.planes == nil && $0.header["type"] == .string("frame") && $0.image.width == 375 })
        for (frame, reference) in zip(drag, plain) {
            let a = frame.image.pixels, b = reference.image.pixels
            let differing = zip(a, b).filter { p, q in
                max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))) > 2
            }.count
            #expect(differing * 20 < a.count, "\(differing) of \(a.count) pixels differ")
        }
    }

    @Test func pausedSettledAndLiftedFramesAreWholePictures() throws {
        let s = try revealed()
        _ = swipe(s, moves: 4)
        let paused = frames(s.handle(.pause(true)))
        #expect(paused.count == 1 && paused[0].planes == nil && paused[0].format == .png)
        _ = s.handle(.pause(false))
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 7, x: 26, y: 400)]))
        var after: [LiveSession.FrameToSend] = []
        for _ in 0..<90 { after += frames(s.tick()) }
        #expect(!after.isEmpty && after.allSatisfy { $0.planes == nil && $0.header["type"] == .string("frame") })
    }

    @Test func withCompositingOffEveryFrameIsAPicture() throws {
        let drag = swipe(try revealed(compositing: false))
        #expect(!drag.isEmpty && drag.allSatisfy { $0.planes == nil && $0.image.width == 375 })
    }
}
