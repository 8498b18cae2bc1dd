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

    /// GuessThePet's swipe back turns a snapshot view whose frame animates: its frozen screen keeps its own size
    /// (the stretch is part of its map) and its rounded corners go with it as a clip, so its picture is the same
    /// from move to move and only its map changes; the to-view turning behind it is a plane of its own.
    @Test func aDragsFramesArePlanesWithTheTurningPicturesKept() throws {
        let s = try revealed()
        let drag = swipe(s, moves: 30)
        let composites = drag.filter { $0.planes != nil }
        #expect(composites.count * 10 >= drag.count * 8, "\(drag.map { $0.header["type"] ?? .string("?") })")
        for frame in composites {
            let planes = try #require(frame.planes)
            #expect(frame.header["type"] == .string("composite") && frame.header["format"] == nil)
            #expect(planes.first?.isFlat == true && planes.first?.image.isOpaque == true, "an opaque back plane")
            #expect(planes.first?.image.width == 375, "at the motion scale")
        }
        let snapshots = composites.compactMap { $0.planes?.first { $0.clip != nil } }
        #expect(snapshots.count == composites.count, "the snapshot, clipped to its rounded bounds")
        // One picture, moved — drawn again once when the snapshot turns past edge-on and shows its back.
        #expect(Set(snapshots.map { CompositeEncoding.pictureID($0.image) }).count <= 2)
        #expect(Set(snapshots.map(\.matrix)).count == snapshots.count, "it moves with the finger")
        // The screen under and above the turning pictures does not change while they turn: kept, not drawn again.
        let backs = composites.compactMap { $0.planes?.first?.image }
        let drawn = zip(backs, backs.dropFirst()).filter { $0 !== $1 }.count + 1
        #expect(s.renderer.flatPlanesKept > 0 && drawn <= 3, "back planes drawn: \(drawn) of \(backs.count)")
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
