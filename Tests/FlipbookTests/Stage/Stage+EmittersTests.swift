import Testing
@testable import Flipbook

/// The stage counts an emitting emitter layer as busy (its particles change the picture every frame with no
/// animation running): it does not settle while one emits, settles once the last particle of a stopped one has
/// died, and the live server, which sends frames only while the stage is busy, keeps sending them.
@MainActor @Suite struct StageEmittersTests {
    static let dot: CGImage = CGImage(width: 4, height: 4, pixels: Array(repeating: RGBA8(r: 255, g: 255, b: 255, a: 255), count: 16))!

    private func confetti(on stage: Stage) -> CAEmitterLayer {
        let cell = CAEmitterCell()
        cell.name = "confetti"
        cell.birthRate = 10
        cell.lifetime = 2
        cell.velocity = 50
        cell.contents = Self.dot
        let emitter = CAEmitterLayer()
        emitter.name = "confetti"
        emitter.emitterCells = [cell]
        emitter.frame = stage.window.bounds
        stage.window.layer.addSublayer(emitter)
        return emitter
    }

    @Test func anEmittingEmitterKeepsTheStageBusy() {
        let stage = Stage(size: CGSize(width: 100, height: 100))
        let emitter = confetti(on: stage)
        stage.pump()
        #expect(stage.isBusy)
        let error = #expect(throws: Stage.DidNotSettle.self) { try stage.settle(timeout: 0.5) }
        #expect(error?.pending.contains { $0.contains("emitter layer confetti") } == true)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        emitter.isHidden = true
        CATransaction.commit()
        #expect(!stage.hasActiveEmitters, "hidden, it shows nothing")
    }

    /// Stopped through the key path at 1.05 s, the last particle (born at 1.0 s, life 2 s) dies at 3.0 s: the
    /// stage settles on the first frame after that.
    @Test func aStoppedEmitterSettlesWhenItsLastParticleDies() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100))
        let emitter = confetti(on: stage)
        stage.pump(1.05)
        emitter.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")
        #expect(stage.isBusy, "its particles still fall")
        try stage.settle(timeout: 5)
        #expect(stage.time >= 3.0 - 1e-9 && stage.time <= 3.0 + 1.0 / 60 + 1e-9, "settled at \(stage.time)")
        #expect(!stage.isBusy)
    }

    /// An emitter waiting for its begin time (parked far in the future, an iOS idiom) or off the stage's window
    /// is not busy.
    @Test func parkedOrElsewhereEmittersAreNotBusy() {
        let stage = Stage(size: CGSize(width: 100, height: 100))
        let parked = confetti(on: stage)
        parked.beginTime = 1e9
        #expect(!stage.isBusy)
        let other = Stage(size: CGSize(width: 100, height: 100))
        let elsewhere = confetti(on: other)
        #expect(!stage.isBusy && other.isBusy)
        elsewhere.removeFromSuperlayer()
        #expect(!other.isBusy)
    }
}
