import Flipbook
import QuartzCore
import Foundation
import Testing
@testable import FlipbookServer

/// Frames while a finger is down come at the motion scale (fewer pixels to render, encode, send and decode: what
/// pointer-to-pixels latency waits for); every other frame — an animation running with no finger down, the
/// settled still, paused, stepped and scrubbed frames — keeps the device's scale, pixel for pixel.
@MainActor
@Suite struct LiveSessionMotionScaleTests {
    private func frames(_ outputs: [LiveSession.Output]) -> [LiveSession.FrameToSend] {
        outputs.compactMap { if case .frame(let f) = $0 { f } else { nil } }
    }

    /// GuessThePet with drags at scale 1, its card tapped (no finger down while the flip then runs).
    private func tappedSession() throws -> LiveSession {
        let s = try LiveSession(sceneName: "guess-the-pet", wallClock: { 0 })
        s.motionScale = 1
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        _ = s.tick()
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        return s
    }

    @Test func theScaleRule() {
        #expect(LiveSession.frameScale(device: 2, motion: 1, moving: true, fingersDown: true) == 1)
        #expect(LiveSession.frameScale(device: 2, motion: 1, moving: true, fingersDown: false) == 2, "no finger: the device's")
        #expect(LiveSession.frameScale(device: 2, motion: 1, moving: false, fingersDown: true) == 2, "stills: the device's")
        #expect(LiveSession.frameScale(device: 2, motion: nil, moving: true, fingersDown: true) == 2, "off")
        #expect(LiveSession.frameScale(device: 1, motion: 1.5, moving: true, fingersDown: true) == 1, "never above the device's")
        #expect(LiveSession.frameScale(device: 3, motion: 1.5, moving: true, fingersDown: true) == 1.5)
    }

    @Test func aDragsFramesComeAtTheMotionScaleAndTheRestAtTheDevicesScale() throws {
        let s = try tappedSession()
        var flip: [LiveSession.FrameToSend] = []
        for _ in 0..<60 { flip += frames(s.tick()) }
        #expect(!flip.isEmpty && flip.allSatisfy { $0.image.width == 750 && $0.header["scale"] == .number(2) },
                "the flip, with no finger down: 750 px")
        // The interactive swipe back: every frame while the finger is down is 375 px wide, scale 1 in its header.
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 7, x: 2, y: 400)]))
        var drag: [LiveSession.FrameToSend] = []
        for i in 1...12 {
            drag += frames(s.tick())
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 7, x: 2 + Double(i) * 6, y: 400)]))
            drag += frames(s.inputFrame())
        }
        #expect(drag.count >= 11, "every move but the first, before the pan begins, changes the picture")
        #expect(drag.allSatisfy { $0.format == .jpeg && $0.image.width == 375 && $0.image.height == 667 },
                "\(drag.map { $0.image.width })")
        #expect(drag.allSatisfy { $0.header["scale"] == .number(1) })
        // Paused with the finger still down: the still is pixel-exact at the device's scale.
        let paused = frames(s.handle(.pause(true)))
        #expect(paused.count == 1 && paused[0].format == .png && paused[0].image.width == 750)
        _ = s.handle(.pause(false))
        // Lifted: the swipe cancels back and the stage settles — at the device's scale, ending with a PNG.
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 7, x: 74, y: 400)]))
        var after: [LiveSession.FrameToSend] = []
        for _ in 0..<90 { after += frames(s.tick()) }
        #expect(!after.isEmpty && after.allSatisfy { $0.image.width == 750 }, "\(after.map { $0.image.width })")
        #expect(after.last?.format == .png)
    }

    /// A slow drag settles between its moves: no full-size PNG there (it would sit between two small frames of
    /// the drag), until the finger has rested a quarter of a second; then the still, pixel-exact.
    @Test func aRestingFingerGetsItsStillAfterAQuarterSecond() throws {
        let s = try tappedSession()
        for _ in 0..<90 { _ = s.tick() }
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 7, x: 2, y: 400)]))
        var drag: [LiveSession.FrameToSend] = []
        for i in 1...8 {
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 7, x: 2 + Double(i) * 6, y: 400)]))
            drag += frames(s.inputFrame())
            for _ in 0..<3 { drag += frames(s.tick()) }   // 50 ms between moves
        }
        #expect(drag.allSatisfy { $0.format == .jpeg && $0.image.width == 375 }, "\(drag.map { "\($0.format) \($0.image.width)" })")
        var rest: [LiveSession.FrameToSend] = []
        for _ in 0..<LiveSession.stillDelayWhileTouching + 5 { rest += frames(s.tick()) }
        let still = rest.filter { $0.format == .png }
        #expect(still.count == 1 && still.first?.image.width == 750, "\(rest.map { "\($0.format) \($0.image.width)" })")
    }

    /// The renderer's kept bitmaps (offscreens for layers in perspective, flattened turning layers: what the
    /// last frame used) are freed once the stage comes to rest, and with the old stage at a restart: a long session does
    /// not hold an animation's scratch memory while idle.
    @Test func aSettledStageLetsGoOfTheRenderersBitmaps() throws {
        let s = try LiveSession(sceneName: "guess-the-pet", wallClock: { 0 })
        weak var first = s.renderer
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        _ = s.tick()
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        weak var flipping: CARenderer?
        var settled = false
        for _ in 0..<120 {
            let out = frames(s.tick())
            if out.first?.format == .jpeg { flipping = s.renderer }
            if out.first?.format == .png { settled = true; break }
        }
        #expect(settled, "the flip ends with a still")
        #expect(first == nil && flipping == nil, "the renderer that drew the flip is gone")
        weak var beforeRestart = s.renderer
        _ = s.handle(.restart)
        #expect(beforeRestart == nil)
    }
}
