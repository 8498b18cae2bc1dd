import Flipbook
import Foundation
import Testing
@testable import FlipbookServer

/// A touch that changes nothing on screen is answered with a header and no picture
/// (``LiveSession/Output/unchanged(_:)``): the page has the picture already, so rendering, encoding, sending and
/// decoding it again would only delay the answer and the frames behind it.
@MainActor
@Suite struct LiveSessionUnchangedTests {
    private func session() throws -> LiveSession {
        let s = try LiveSession(sceneName: "guess-the-pet", wallClock: { 0 })
        for _ in 0..<5 { _ = s.tick() }   // the first frame and the still after it
        return s
    }

    private func unchanged(_ outputs: [LiveSession.Output]) -> [[String: JSONScalar]] {
        outputs.compactMap { if case .unchanged(let header) = $0 { header } else { nil } }
    }

    private func frames(_ outputs: [LiveSession.Output]) -> [LiveSession.FrameToSend] {
        outputs.compactMap { if case .frame(let f) = $0 { f } else { nil } }
    }

    @Test func aTouchThatMovesNothingIsAnsweredWithoutAPicture() throws {
        let s = try session()
        let sent = s.framesSent
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: 2, y: 400)], seq: 7))
        let answer = s.inputFrame()
        #expect(frames(answer).isEmpty)
        let header = try #require(unchanged(answer).first)
        #expect(header["type"] == .string("same") && header["input"] == .int(7) && header["live"] == .bool(true))
        #expect(header["time"] == .number(s.stage.time))
        #expect(s.framesSent == sent, "nothing rendered")
        // The finger rests: the display ticks send nothing more (the touch is answered).
        for _ in 0..<30 { #expect(s.tick().isEmpty) }
    }

    /// A touch whose frame the worker put off (input waiting) and that changed nothing is answered by the tick
    /// that finds it so, deferred or not; once answered, nothing more.
    @Test func aTickAnswersATouchThatChangedNothing() throws {
        let s = try session()
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: 2, y: 400)], seq: 3))
        let answer = s.tick(deferRender: { true })
        #expect(unchanged(answer).map { $0["input"] } == [.int(3)])
        #expect(!s.frameOwed)
        #expect(s.tick().isEmpty)
    }

    /// What changes the screen still gets its picture: the swipe, once its recogniser has begun.
    @Test func aTouchThatMovesSomethingGetsItsFrame() throws {
        let s = try session()
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: cardCentre.x, y: cardCentre.y)], seq: 1))
        #expect(unchanged(s.inputFrame()).count == 1)
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 1, x: cardCentre.x, y: cardCentre.y)], seq: 2))
        _ = s.inputFrame()
        var flip: [LiveSession.FrameToSend] = []
        for _ in 0..<10 { flip += frames(s.tick()) }
        #expect(flip.count == 10, "the flip the tap started: a frame every tick")
        #expect(flip.allSatisfy { $0.header["input"] == .int(2) })
    }

    /// The card's centre on GuessThePet's first screen.
    let cardCentre = CGPoint(x: 187.5, y: 333.5)
}
