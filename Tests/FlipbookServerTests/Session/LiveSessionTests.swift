import Flipbook
import Foundation
import Testing
@testable import FlipbookServer

/// A session driven as the server drives it, without a socket: ticks, touches, pause, step, scrub, inspector,
/// export. The wall clock is pinned, so touches land on frame times and runs are repeatable.
@MainActor
@Suite struct LiveSessionTests {
    private func session(_ name: String = "guess-the-pet", limits: ServerLimits = .default) throws -> LiveSession {
        try LiveSession(sceneName: name, limits: limits, wallClock: { 0 })
    }

    private func frames(_ outputs: [LiveSession.Output]) -> [LiveSession.FrameToSend] {
        outputs.compactMap { if case .frame(let f) = $0 { f } else { nil } }
    }

    private func tap(_ s: LiveSession, at point: CGPoint) {
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: point.x, y: point.y)]))
        _ = s.tick()
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 1, x: point.x, y: point.y)]))
    }

    /// The card's centre on GuessThePet's first screen.
    let cardCentre = CGPoint(x: 187.5, y: 333.5)

    @Test func everyRegisteredSceneIsOfferedAndRuns() throws {
        let names = LiveSession.scenes().map(\.name)
        for demo in ["guess-the-pet", "cradle", "card-flip", "springs"] { #expect(names.contains(demo)) }
        #expect(names.count == SceneRegistry.scenes.count)
        for name in names {
            let s = try session(name)
            _ = s.tick(frames: 3)
            #expect(s.scene.name == name)
            #expect(!s.timeline.isEmpty, "\(name): the script's frames are on the timeline")
        }
    }

    @Test func unknownSceneIsAnError() throws {
        #expect(throws: ProtocolError.self) { try LiveSession(sceneName: "nope") }
        let s = try session()
        let out = s.handle(.scene(name: "nope"))
        guard case .message(.error(let code, let message)) = out.first else { Issue.record("no error"); return }
        #expect(code == .unknownScene)
        #expect(message.contains("guess-the-pet"))
    }

    @Test func theScriptPlaysThenTheStageGoesLive() throws {
        let s = try session()
        // The script runs its duration; its frames are recorded at 60 per second, both ends included.
        #expect(abs(s.stage.time - s.scene.duration) < 1e-6)
        #expect(s.timeline.count == Int((s.scene.duration * 60).rounded()) + 1)
        let t0 = s.stage.time
        _ = s.tick()
        #expect(abs(s.stage.time - (t0 + 1.0 / 60)) < 1e-9)
    }

    @Test func framesAreSentOnlyWhenSomethingChanges() throws {
        let s = try session()
        for _ in 0..<5 { _ = s.tick() }
        #expect(frames(s.tick()).isEmpty, "an idle stage sends nothing")
        tap(s, at: cardCentre)
        let moving = frames(s.tick())
        #expect(moving.first?.format == .jpeg, "a moving frame is JPEG")
        var formats: [LiveSession.FrameFormat] = []
        for _ in 0..<90 { formats += frames(s.tick()).map(\.format) }
        #expect(formats.last == .png, "when the flip settles a pixel-exact still follows")
        #expect(frames(s.tick()).isEmpty)
    }

    @Test func tappingTheCardFlips() throws {
        let s = try session()
        _ = s.tick()
        let before = s.handle(.inspect)
        tap(s, at: cardCentre)
        for _ in 0..<12 { _ = s.tick() }   // 0.2 s into the 0.6 s flip
        guard case .message(.inspector(let tree)) = s.handle(.inspect).first else { Issue.record("no tree"); return }
        let animated = tree.layers.filter { !$0.animations.isEmpty }
        #expect(!animated.isEmpty, "mid-flip, layers are animating")
        let transform = animated.flatMap { $0.animations }.first { $0.keyPath == "transform" }
        #expect(transform != nil)
        if let p = transform?.progress { #expect(p > 0 && p < 1) }
        #expect(tree.layers.contains { $0.transform != nil }, "a layer is turned in 3D")
        guard case .message(.inspector(let idle)) = before.first else { Issue.record("no tree"); return }
        #expect(idle.layers.allSatisfy { $0.animations.isEmpty })
        #expect(idle.layers.first?.type == "UIWindow")
        #expect(idle.layers.first?.outline == [0, 0, 375, 667])
    }

    @Test func scrubbingShowsThePastExactly() throws {
        let s = try session()
        _ = s.tick()
        tap(s, at: cardCentre)
        var live: [(Double, CGImage)] = []
        for _ in 0..<20 {
            if let f = frames(s.tick()).first, case .number(let t) = f.header["time"]! { live.append((t, f.image)) }
        }
        let (time, image) = live[10]
        _ = s.handle(.pause(true))
        guard let past = frames(s.handle(.seek(time: time))).first else { Issue.record("no frame"); return }
        #expect(past.format == .png)
        #expect(past.header["live"] == .bool(false))
        #expect(past.header["time"] == .number(time))
        #expect(past.image.pixels == image.pixels, "the past frame re-renders pixel for pixel")
        // Touches are refused while the timeline is shown; going live accepts them again.
        guard case .message(.error(let code, _)) = s.handle(.touch(phase: .began, touches: [.init(id: 3, x: 1, y: 1)])).first
        else { Issue.record("no error"); return }
        #expect(code == .busy)
        _ = s.handle(.live)
        #expect(s.cursor == nil)
    }

    @Test func pauseStepAndSpeed() throws {
        let s = try session()
        _ = s.handle(.pause(true))
        let t = s.stage.time
        for _ in 0..<5 { #expect(s.tick().isEmpty) }
        #expect(s.stage.time == t, "paused: the clock stands")
        _ = s.handle(.step(frames: 1))
        #expect(abs(s.stage.time - (t + 1.0 / 60)) < 1e-9, "a step forward at the live edge runs one frame")
        let count = s.timeline.count
        _ = s.handle(.step(frames: -3))
        #expect(s.cursor == count - 4)
        _ = s.handle(.step(frames: 2))
        #expect(s.cursor == count - 2)
        _ = s.handle(.step(frames: 5))
        #expect(s.cursor == nil, "stepping past the end comes back live")
        _ = s.handle(.pause(false))
        _ = s.handle(.speed(0.25))
        let t1 = s.stage.time
        _ = s.tick()
        #expect(abs(s.stage.time - (t1 + 0.25 / 60)) < 1e-9, "Slow Animations: a quarter of a frame per tick")
        #expect(s.state.speed == 0.25)
    }

    @Test func anEarlyFramePumpsOnlyTheTimeThatPassed() throws {
        let s = try session()
        let t = s.stage.time
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: 187.5, y: 333.5)]))
        let out = s.tick(fraction: 0.5)
        #expect(abs(s.stage.time - (t + 0.5 / 60)) < 1e-9)
        #expect(frames(out).count == 1, "the touch is shown at once")
        _ = s.tick()
        #expect(abs(s.stage.time - (t + 1.5 / 60)) < 1e-9)
    }

    @Test func edgeSwipeDismisses() throws {
        let s = try session()
        tap(s, at: cardCentre)
        for _ in 0..<60 { _ = s.tick() }
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 7, x: 2, y: 400)]))
        for i in 1...30 {
            _ = s.tick()
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 7, x: 2 + Double(i) * 9, y: 400)]))
        }
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 7, x: 272, y: 400)]))
        for _ in 0..<60 { _ = s.tick() }
        // Back on the card screen: the top view controller is the page view controller again.
        let root = try #require(s.stage.window.rootViewController)
        #expect(root.presentedViewController == nil)
        #expect(s.state.touches == 0)
    }

    /// A restart or another scene makes a new stage; the old one (window, views, layers, bitmaps) must go, or a
    /// long session's memory grows with every restart. (What held the window: a process-wide table of touch
    /// injectors, each holding its window; the window now owns its injector.)
    @Test func restartingReleasesTheOldStage() throws {
        let s = try session()
        tap(s, at: cardCentre)
        for _ in 0..<10 { _ = s.tick() }
        // A finger still down on the stage that goes.
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 5, x: 100, y: 100)]))
        weak var oldStage = s.stage
        weak var oldWindow = s.stage.window
        weak var oldRoot = s.stage.window.rootViewController
        _ = s.handle(.restart)
        #expect(s.state.touches == 0)
        _ = s.handle(.scene(name: "cradle"))
        for _ in 0..<3 { _ = s.tick() }
        #expect(oldStage == nil, "the old stage is released")
        #expect(oldWindow == nil, "the old window is released")
        // The restart comes 10 frames into the 0.6 s flip: the flip's keyframe animations were still attached,
        // each keeping its block's completion, which keeps the controllers it flips (the root among them), which
        // keep their views and so those layers — a cycle, until the dropped stage's clock took its animations
        // with it (MediaClock's deinit).
        #expect(oldRoot == nil, "and its view controllers")
    }

    /// A closed session keeps nothing alive once dropped: its stage and window go with it.
    @Test func aClosedSessionFreesItsStage() throws {
        weak var window: UIWindow?
        weak var stage: Stage?
        do {
            let s = try session()
            tap(s, at: cardCentre)
            _ = s.handle(.touch(phase: .began, touches: [.init(id: 2, x: 50, y: 50)]))
            for _ in 0..<5 { _ = s.tick() }
            window = s.stage.window
            stage = s.stage
            s.close()
            #expect(s.timeline.isEmpty)
        }
        // The next session's stage becomes the current one (the last stage made stays current until then).
        _ = Stage(device: .iPhoneSE)
        #expect(stage == nil)
        #expect(window == nil)
    }

    /// Input first: a tick whose picture changed while input waits renders nothing (the input's own frame will
    /// show it), and the picture is owed — the next tick renders it even though nothing else changed.
    @Test func aDeferredRenderIsOwedToTheNextTick() throws {
        let s = try session()
        for _ in 0..<5 { _ = s.tick() }
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: cardCentre.x, y: cardCentre.y)]))
        let sent = s.framesSent
        #expect(frames(s.tick(deferRender: { true })).isEmpty, "input waits: nothing rendered")
        #expect(s.framesSent == sent)
        #expect(s.frameOwed)
        let owed = frames(s.tick())
        #expect(owed.count == 1 && owed.first?.format == .jpeg, "the owed picture comes with the next tick")
        #expect(!s.frameOwed)
        // An idle stage owes nothing and defers nothing.
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 1, x: cardCentre.x, y: cardCentre.y)]))
        for _ in 0..<120 { _ = s.tick() }
        #expect(frames(s.tick(deferRender: { Issue.record("asked while idle"); return true })).isEmpty)
    }

    @Test func unknownTouchesAreReportedNotFatal() throws {
        let s = try session()
        let out = s.handle(.touch(phase: .moved, touches: [.init(id: 42, x: 1, y: 1)]))
        guard case .message(.error(_, let message)) = out.first else { Issue.record("no error"); return }
        #expect(message == "touch 42 is not down")
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 42, x: 1, y: 1)]))
        _ = s.tick()
    }

    @Test func historyMemoryIsBounded() throws {
        var limits = ServerLimits.default
        limits.historyLayerBudget = 2000
        let s = try session("cradle", limits: limits)
        for _ in 0..<300 { _ = s.tick() }
        #expect(s.timeline.layerCount <= 2000)
        #expect(s.timeline.count < 300)
        #expect(s.timeline.count > 10)
        // Idle frames share their snapshot: they cost no layers.
        let idle = try session(limits: limits)
        for _ in 0..<400 { _ = idle.tick() }
        #expect(idle.timeline.count > 400)
    }

    @Test func exportsThePNGOfTheShownFrame() throws {
        let s = try session()
        guard case .binary(let message) = s.handle(.export(format: .png, from: nil, to: nil)).first else {
            Issue.record("no export"); return
        }
        #expect(message.header["format"] == .string("png"))
        #expect(message.payload.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let image = try #require(CGImage.decodePNG(message.payload))
        #expect(image.width == 750 && image.height == 1334, "at the device's scale")
    }

    /// Collects what a session emits later (an export's progress and file).
    final class Emitted: @unchecked Sendable {
        private let lock = NSLock()
        private var outputs: [LiveSession.Output] = []
        func append(_ output: LiveSession.Output) { lock.withLock { outputs.append(output) } }
        var all: [LiveSession.Output] { lock.withLock { outputs } }
    }

    @Test func exportsAGIFOfASpanBesideTheSession() async throws {
        let s = try session()
        let emitted = Emitted()
        s.emit = { emitted.append($0) }
        let started = s.handle(.export(format: .gif, from: 0.5, to: 1.0))
        guard case .message(.progress(let first)) = started.first else { Issue.record("no progress: \(started)"); return }
        #expect(first == ExportProgress(format: "gif", phase: .render, frames: 31, fraction: 0))
        guard case .message(.error(.busy, _)) = s.handle(.export(format: .gif, from: nil, to: nil)).first else {
            Issue.record("a second export is refused while one runs"); return
        }
        // The session keeps its clock while the export draws: ticks run between its batches.
        tap(s, at: cardCentre)
        var ticked = 0
        while s.exportTask != nil {
            _ = s.tick()
            ticked += 1
            await Task.yield()
        }
        #expect(ticked >= 31 / LiveSession.exportBatch, "the display ticked \(ticked) times during the export")
        let outputs = emitted.all
        guard case .binary(let message)? = outputs.last else { Issue.record("no export: \(outputs)"); return }
        #expect(message.header["format"] == .string("gif"))
        #expect(message.header["frames"] == .int(31))
        #expect(message.payload.starts(with: Array("GIF89a".utf8)))
        let fractions = outputs.compactMap { if case .message(.progress(let p)) = $0 { p.fraction } else { nil } }
        #expect(fractions == fractions.sorted() && fractions.first! > 0 && fractions.last! == 1, "\(fractions)")
        #expect(outputs.contains { if case .message(.progress(let p)) = $0 { p.phase == .encode } else { false } })
    }
}
