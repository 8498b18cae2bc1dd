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

    /// Input first (the worker's policy): a touch's frame is rendered as soon as it is applied, at the instant
    /// it arrived, and the display's grid is left alone — the next tick lands on the same stage time as without
    /// it (1/60 s after the last tick), so input frames are extra pictures, not a different clock.
    @Test func anInputFrameLeavesTheDisplaysGridAlone() throws {
        final class Wall: @unchecked Sendable { var now = 100.0 }
        let wall = Wall()
        let s = try LiveSession(sceneName: "guess-the-pet", wallClock: { wall.now })
        _ = s.tick()
        let t0 = s.stage.time
        wall.now += 0.004
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: 2, y: 400)]))
        let out = s.inputFrame()
        // A finger put down at the edge moves nothing yet: the answer is the header without a picture.
        #expect(out.count == 1 && out.allSatisfy(\.answersInput), "the touch is answered at once")
        #expect(abs(s.stage.time - (t0 + 0.004)) < 1e-9, "at the instant it arrived")
        #expect(s.timeline.last.map { abs($0.time - (t0 + 0.004)) < 1e-9 } == true, "and recorded there")
        wall.now += 1.0 / 60 - 0.004
        _ = s.tick()
        #expect(abs(s.stage.time - (t0 + 1.0 / 60)) < 1e-9, "the next tick is on the grid: \(s.stage.time - t0)")
        _ = s.handle(.pause(true))
        #expect(s.inputFrame().isEmpty, "paused: nothing")
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

    /// A scene changed in the middle of a swipe back, the finger still down: the cancelled dismissal never runs
    /// back, and the interactor, which keeps the animations it drives, kept their completions, the transition
    /// context and through it both controllers with their pictures — the reveal screen's in every later scene
    /// of a soak worker, until the dropped clock's animations let go of their delegates.
    @Test func aSceneChangedMidSwipeReleasesTheOldControllers() throws {
        let s = try session()
        tap(s, at: cardCentre)
        for _ in 0..<100 { _ = s.tick() }
        weak var reveal = s.stage.window.rootViewController?.presentedViewController
        #expect(reveal != nil, "flipped to the reveal screen")
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 2, x: 2, y: 400)]))
        for i in 1..<20 {
            _ = s.tick()
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 2, x: 2 + 14 * Double(i), y: 400)]))
        }
        weak var root = s.stage.window.rootViewController
        #expect(root?.presentedViewController?.isBeingDismissed == true, "mid-swipe")
        _ = s.handle(.scene(name: "card-flip"))
        for _ in 0..<3 { _ = s.tick() }
        #expect(root == nil)
        #expect(reveal == nil)
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
        // The tap's lift presents the reveal: the next tick's picture changes.
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: cardCentre.x, y: cardCentre.y)]))
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 1, x: cardCentre.x, y: cardCentre.y)]))
        let sent = s.framesSent
        #expect(frames(s.tick(deferRender: { true })).isEmpty, "input waits: nothing rendered")
        #expect(s.framesSent == sent)
        #expect(s.frameOwed)
        let owed = frames(s.tick())
        #expect(owed.count == 1 && owed.first?.format == .jpeg, "the owed picture comes with the next tick")
        #expect(!s.frameOwed)
        // An idle stage owes nothing and defers nothing.
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

    // MARK: The page's pointers

    /// What a pinch and a rotation recognizer on a full-screen view saw.
    final class TwoFingerProbe: @unchecked Sendable {
        var scale: CGFloat = 1
        var rotation: CGFloat = 0
        var states: [UIGestureRecognizer.State] = []
    }

    /// A scene whose screen pinches and rotates (no registered scene does).
    private func twoFingerSession(_ probe: TwoFingerProbe) -> LiveSession {
        let keep = Keeper()
        let scene = Scene(name: "two-finger-probe", summary: "pinch and rotate", duration: 0.1) { context in
            let controller = UIViewController()
            let pinch = UIPinchGestureRecognizer { g in
                probe.scale = g.scale
                probe.states.append(g.state)
            }
            let rotation = UIRotationGestureRecognizer { g in probe.rotation = g.rotation }
            let both = SimultaneousRecognition()
            pinch.delegate = both
            rotation.delegate = both
            controller.view.addGestureRecognizer(pinch)
            controller.view.addGestureRecognizer(rotation)
            keep.objects.append(both)   // a gesture recognizer's delegate is weak
            context.start(with: controller)
        }
        return LiveSession(scene: scene, wallClock: { 0 })
    }

    final class Keeper: @unchecked Sendable { var objects: [AnyObject] = [] }

    final class SimultaneousRecognition: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

    /// Two fingers in one message, as the page sends ⌥ Option's mirrored pair (mirrored about the screen's
    /// centre, 187.5 × 333.5): a pinch whose scale is the ratio of the fingers' distances, and a rotation.
    @Test func twoFingersInOneMessagePinchAndRotate() throws {
        let probe = TwoFingerProbe()
        let s = twoFingerSession(probe)
        func pair(_ x: Double, _ y: Double) -> [ClientMessage.TouchPoint] {
            [.init(id: 3, x: x, y: y), .init(id: 4, x: 375 - x, y: 667 - y)]
        }
        _ = s.handle(.touch(phase: .began, touches: pair(150, 333.5)))
        _ = s.tick()
        #expect(s.state.touches == 2)
        for i in 1...10 {
            _ = s.handle(.touch(phase: .moved, touches: pair(150 - 5 * Double(i), 333.5 - 5 * Double(i))))
            _ = s.tick()
        }
        // From 75 pt apart on a horizontal line to (100, 283.5)–(275, 383.5): 201.6 pt apart, turned 29.7°.
        let distance = (175.0 * 175 + 100 * 100).squareRoot()
        #expect(abs(Double(probe.scale) - distance / 75) < 1e-6, "scale \(probe.scale)")
        #expect(abs(Double(probe.rotation) - atan2(100, 175)) < 1e-6, "rotation \(probe.rotation)")
        _ = s.handle(.touch(phase: .ended, touches: pair(100, 283.5)))
        _ = s.tick()
        #expect(s.state.touches == 0)
        #expect(probe.states.first == .began && probe.states.last == .ended)
    }

    /// A touch screen's fingers come as pointers of their own, one message each (multi-touch): a second finger
    /// joins the first, each moves in its own message, and they lift one after the other.
    @Test func fingersOfSeparatePointersMakeOneGesture() throws {
        let probe = TwoFingerProbe()
        let s = twoFingerSession(probe)
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 1, x: 150, y: 300)]))
        _ = s.tick()
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 3, x: 250, y: 300)]))
        _ = s.tick()
        #expect(s.state.touches == 2)
        for i in 1...5 {
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 1, x: 150 - 10 * Double(i), y: 300)]))
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 3, x: 250 + 10 * Double(i), y: 300)]))
            _ = s.tick()
        }
        #expect(abs(Double(probe.scale) - 200.0 / 100) < 1e-6, "scale \(probe.scale): 100 pt apart, then 200")
        _ = s.handle(.touch(phase: .ended, touches: [.init(id: 1, x: 100, y: 300)]))
        _ = s.tick()
        #expect(s.state.touches == 1)
        _ = s.handle(.touch(phase: .cancelled, touches: [.init(id: 3, x: 300, y: 300)]))
        _ = s.tick()
        #expect(s.state.touches == 0)
        // A sixth finger is refused with an error; the five stay down.
        let five = (0..<5).map { ClientMessage.TouchPoint(id: 10 + $0, x: 50 + 50 * Double($0), y: 200) }
        _ = s.handle(.touch(phase: .began, touches: five))
        guard case .message(.error(.outOfRange, _))? = s.handle(.touch(phase: .began, touches: [.init(id: 20, x: 10, y: 10)])).first
        else { Issue.record("a sixth finger is an error"); return }
        #expect(s.state.touches == 5)
    }

    /// ◀ and ▶ from the page: paused, each step shows the neighbouring instant of the timeline, and the frame's
    /// header gives that instant even where nothing changed between them (the frames share one frozen copy).
    @Test func steppingShowsTheNeighbouringInstants() throws {
        let s = try session()
        for _ in 0..<10 { _ = s.tick() }   // idle: the frozen copy is shared
        _ = s.handle(.pause(true))
        let t0 = s.stage.time
        func shownTime(_ outputs: [LiveSession.Output]) -> Double? {
            guard case .number(let t)? = frames(outputs).first?.header["time"] else { return nil }
            return t
        }
        let back1 = try #require(shownTime(s.handle(.step(frames: -1))))
        let back2 = try #require(shownTime(s.handle(.step(frames: -1))))
        #expect(abs(back1 - (t0 - 1.0 / 60)) < 1e-9 && abs(back2 - (t0 - 2.0 / 60)) < 1e-9, "\(t0) \(back1) \(back2)")
        #expect(s.state.shownTime == back2 && !s.state.live)
        #expect(shownTime(s.handle(.step(frames: 1))) == back1)
        let forward = s.handle(.step(frames: 1))
        #expect(shownTime(forward) == t0, "one more comes back to the live edge")
        #expect(frames(forward).first?.header["live"] == .bool(true) && frames(forward).first?.format == .png)
        #expect(s.stage.time == t0, "stepping through the timeline never moves the clock")
    }

    /// The inspector's outline of a layer is its box on the screen in window points (what hovering its row draws
    /// on the device): the card's frame at rest; mid-flip, turned about its vertical axis, narrower than its frame.
    @Test func theInspectorOutlinesLayersOnTheScreen() throws {
        let s = try session()
        _ = s.tick()
        guard case .message(.inspector(let rest))? = s.handle(.inspect).first else { Issue.record("no tree"); return }
        // The card: 250 × 333.5 pt, centred on the 375 × 667 pt screen.
        let card = rest.layers.filter { $0.frame == [62.5, 166.75, 250, 333.5] }
        // The card on screen (the pages beside it lie off screen in the page controller's scroll view, which the
        // script's swipes leave within a point of the page's origin).
        let shown = card.compactMap(\.outline).filter { $0[0] >= 0 && $0[0] + $0[2] <= 375 }
        #expect(shown.count == 1 && abs(shown[0][0] - 62.5) < 1.5 && Array(shown[0][1...]) == [166.75, 250, 333.5],
                "the card at rest: \(card.map(\.outline))")
        tap(s, at: cardCentre)
        for _ in 0..<9 { _ = s.tick() }   // 0.15 s into the flip: the card side is turning away
        guard case .message(.inspector(let mid))? = s.handle(.inspect).first else { Issue.record("no tree"); return }
        // The presenting screen, full height, turning about its vertical axis in the container's perspective.
        let turning = mid.layers.filter { $0.transform != nil && ($0.outline?[3] ?? 0) >= 666 }
        #expect(turning.contains { $0.outline![2] < 365 },
                "turned in 3D, it covers less than the screen's width: \(turning.map { $0.outline! })")
    }

    /// A drag's frames flip the card in perspective: each frame is a new frozen copy of the layer tree, yet once
    /// the card's side turns at a fixed size (after the reveal's snapshot has shrunk onto it), the renderer finds
    /// the picture the frame before kept (keyed by the original layer) and only warps it — the same bytes as
    /// drawing everything every frame.
    @Test func aDragsFramesReuseTheTurningCardsPictureByteForByte() throws {
        let kept = try session(), plain = try session()
        plain.keepsPictures = false
        var reusesBefore = 0
        for s in [kept, plain] {
            tap(s, at: cardCentre)
            for _ in 0..<90 { _ = s.tick() }
            _ = s.handle(.touch(phase: .began, touches: [.init(id: 2, x: 2, y: 400)]))
            if s === kept { reusesBefore = s.pictureReuses }
        }
        var compared = 0
        for i in 1...11 {
            let drags = [kept, plain].map { s in
                _ = s.handle(.touch(phase: .moved, touches: [.init(id: 2, x: 2 + Double(i) * 8, y: 400)]))
                return frames(s.inputFrame())
            }
            // The first move, before the edge pan begins, changes nothing: no picture.
            #expect(drags[0].count == (i == 1 ? 0 : 1) && drags[1].count == drags[0].count, "move \(i)")
            guard let a = drags[0].first?.image, let b = drags[1].first?.image else { continue }
            let same = a.withUnsafePixelBytes { x, _ in b.withUnsafePixelBytes { y, _ in x.elementsEqual(y) } }
            #expect(same, "drag frame \(i)")
            compared += 1
        }
        #expect(compared == 10)
        #expect(kept.pictureReuses - reusesBefore >= 5, "the turning card's picture kept: \(kept.pictureReuses - reusesBefore) reuses")
        #expect(plain.pictureReuses == 0)
    }

    /// The swipe's first third shrinks a snapshot of the reveal screen onto the card: its bounds change every
    /// frame, but the frozen screen inside it keeps its size (stretched by its map), so it is drawn in place and its
    /// picture kept from the frame after the snapshot appears on. Flattened with its clip, as before session 11,
    /// a picture could be kept only between frames where the snapshot's size happened not to change.
    @Test func theShrinkingSnapshotsFramesReuseTheScreensPicture() throws {
        let s = try session()
        tap(s, at: cardCentre)
        for _ in 0..<90 { _ = s.tick() }
        _ = s.handle(.touch(phase: .began, touches: [.init(id: 2, x: 2, y: 400)]))
        _ = s.handle(.touch(phase: .moved, touches: [.init(id: 2, x: 8, y: 400)]))
        _ = s.inputFrame()
        let before = s.pictureReuses
        // 6 pt a move: progress up to 27 %, within the first keyframe (a third).
        for i in 2...9 {
            _ = s.handle(.touch(phase: .moved, touches: [.init(id: 2, x: 2 + Double(i) * 6, y: 400)]))
            #expect(frames(s.inputFrame()).count == 1)
        }
        let reuses = s.pictureReuses - before
        #expect(reuses >= 6, "in place: \(reuses) reuses in 8 frames")
    }
}
