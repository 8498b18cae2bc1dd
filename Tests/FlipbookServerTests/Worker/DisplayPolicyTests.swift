import Testing
@testable import FlipbookServer

/// The worker's display: input is applied before the next render, within two display frames.
@Suite struct DisplayPolicyTests {
    let rate = 60.0

    @Test func aFrameIsDueEveryDisplayFrame() {
        #expect(DisplayPolicy.tick(sinceLastFrame: 1 / rate, rate: rate, pendingInput: 0) == .run(frames: 1))
        // Late: the frames missed are pumped, one picture rendered.
        #expect(DisplayPolicy.tick(sinceLastFrame: 3.1 / rate, rate: rate, pendingInput: 0) == .run(frames: 3))
    }

    @Test func aFrameRunEarlyForATouchRephasesTheDisplay() {
        guard case .wait(let seconds) = DisplayPolicy.tick(sinceLastFrame: 0.25 / rate, rate: rate, pendingInput: 0)
        else { Issue.record("it should wait"); return }
        #expect(abs(seconds - 0.75 / rate) < 1e-12)
    }

    @Test func waitingInputGoesFirst() {
        #expect(DisplayPolicy.tick(sinceLastFrame: 1 / rate, rate: rate, pendingInput: 1) == .wait(0.001))
        #expect(DisplayPolicy.defersRender(pendingInput: 1, sinceLastFrameSent: 1 / rate, rate: rate))
        #expect(!DisplayPolicy.defersRender(pendingInput: 0, sinceLastFrameSent: 1 / rate, rate: rate))
    }

    @Test func aFloodOfInputNeverFreezesThePicture() {
        #expect(DisplayPolicy.tick(sinceLastFrame: 2 / rate, rate: rate, pendingInput: 5) == .run(frames: 2))
        #expect(!DisplayPolicy.defersRender(pendingInput: 5, sinceLastFrameSent: 2 / rate, rate: rate))
    }

    /// A picture rendered while the last one still waits for an encoder would replace it unencoded: it is owed
    /// instead, with or without input waiting, however long since the page's last frame.
    @Test func aPictureWaitingForAnEncoderDefersTheNext() {
        #expect(DisplayPolicy.defersRender(pendingInput: 0, sinceLastFrameSent: 10 / rate, rate: rate, frameWaiting: true))
        #expect(DisplayPolicy.defersRender(pendingInput: 3, sinceLastFrameSent: 10 / rate, rate: rate, frameWaiting: true))
        #expect(!DisplayPolicy.defersRender(pendingInput: 0, sinceLastFrameSent: 10 / rate, rate: rate, frameWaiting: false))
    }
}
