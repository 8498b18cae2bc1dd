import Flipbook
import Foundation
import Testing
@testable import FlipbookServer

/// A control read with others (`handle(_:deferringStill:)`) owes its still instead of rendering it: a burst of
/// pause, step, seek and live makes one full-size PNG, of where the burst left the session, not one each.
@MainActor
@Suite struct LiveSessionOwedStillTests {
    private func flippingSession() throws -> LiveSession {
        let s = try LiveSession(sceneName: "guess-the-pet", wallClock: { 0 })
        _ = s.tick()
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        _ = s.tick()
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        for _ in 0..<20 { _ = s.tick() }
        return s
    }

    private func frames(_ outputs: [LiveSession.Output]) -> [LiveSession.FrameToSend] {
        outputs.compactMap { if case .frame(let f) = $0 { f } else { nil } }
    }

    private func states(_ outputs: [LiveSession.Output]) -> [SessionState] {
        outputs.compactMap { if case .message(.state(let state)) = $0 { state } else { nil } }
    }

    @Test func aBurstOfControlsOwesOneStillOfWhereItEnded() throws {
        let s = try flippingSession()
        let past = s.timeline[s.timeline.count - 8].time
        let rendered = s.framesSent
        for control in [ClientMessage.pause(true), .step(frames: -3), .seek(time: past)] {
            let outputs = s.handle(control, deferringStill: true)
            #expect(frames(outputs).isEmpty, "\(control): no still yet")
            if case .seek = control { continue }
            #expect(states(outputs).count == 1, "\(control): its state is not held back")
        }
        #expect(s.stillOwed)
        #expect(s.framesSent == rendered, "nothing rendered for the burst so far")
        let owed = frames(s.owedStill())
        #expect(owed.count == 1)
        #expect(s.framesSent == rendered + 1)
        let still = try #require(owed.first)
        #expect(still.format == .png)
        #expect(still.header["live"] == .bool(false))
        #expect(still.header["time"] == .number(past), "the seek's instant, where the burst ended")
        // The same still as the seek answers with on its own.
        let alone = try #require(frames(s.handle(.seek(time: past))).first)
        #expect(still.image.pixels == alone.image.pixels)
        #expect(s.owedStill().isEmpty, "owed once")
    }

    @Test func aControlAnsweredAtOnceSettlesWhatIsOwed() throws {
        let s = try flippingSession()
        _ = s.handle(.pause(true), deferringStill: true)
        let live = frames(s.handle(.live))
        #expect(live.count == 1, "the last of the burst answers with its own still")
        #expect(live.first?.header["live"] == .bool(true))
        #expect(!s.stillOwed)
        #expect(s.owedStill().isEmpty)
    }

    @Test func aMessageWithoutAStillLeavesItOwed() throws {
        let s = try flippingSession()
        _ = s.handle(.pause(true), deferringStill: true)
        #expect(frames(s.handle(.speed(0.25))).isEmpty)
        #expect(frames(s.handle(.inspect)).isEmpty)
        #expect(s.stillOwed)
        #expect(frames(s.owedStill()).count == 1)
    }

    @Test func aSceneChangeInABurstOwesTheNewScenesStill() throws {
        let s = try flippingSession()
        let outputs = s.handle(.scene(name: "cradle"), deferringStill: true)
        #expect(frames(outputs).isEmpty)
        #expect(states(outputs).first?.scene == "cradle")
        let still = try #require(frames(s.owedStill()).first)
        #expect(still.image.width == 1792 && still.image.height == 828, "the cradle's screen, not GuessThePet's")
    }
}
