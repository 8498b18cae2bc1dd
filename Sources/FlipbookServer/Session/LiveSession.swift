import Demos
import Flipbook
import Foundation
import QuartzCore

/// One browser's simulator: a stage running a scene, its clock driven frame by frame by the server, the
/// fingers the page holds down, the timeline of what was shown, and the view state (speed, pause, scrubbing).
///
/// The server calls ``tick(frames:)`` at the display rate and ``handle(_:)`` for each message; both return what
/// to send. Nothing here reads a clock except through ``wallClock`` (the server's), which places a touch
/// between two frames at the moment it arrived, so a drag's velocity is the finger's.
@MainActor
public final class LiveSession {
    /// What to send to the page.
    public enum Output: Sendable {
        case message(ServerMessage)
        /// A frame to encode (off the main actor) and send.
        case frame(FrameToSend)
        case binary(BinaryMessage)
        /// The screen is unchanged by the input just applied: a header for the page (`"type":"same"`, the input
        /// it acknowledges) and no picture. It goes behind any frame still on its way, so it never claims a
        /// picture the page has not drawn yet (docs/serve.md, "Unchanged frames").
        case unchanged([String: JSONScalar])

        /// Whether this shows the page the stage as it is now (a frame, or the header saying it is unchanged).
        public var answersInput: Bool {
            switch self {
            case .frame, .unchanged: true
            case .message, .binary: false
            }
        }
    }

    /// A rendered frame and how to send it.
    public struct FrameToSend: Sendable {
        /// The frame's picture; for a composite, its back plane.
        public var image: CGImage
        /// PNG for pixel-exact stills (paused, scrubbing, settled), JPEG while things move.
        public var format: FrameFormat
        public var header: [String: JSONScalar]
        /// The frame as planes for the page to composite (``LiveSession/compositesDrags``), nil for a picture.
        package var planes: [RenderPlane]? = nil
    }

    public enum FrameFormat: String, Sendable { case jpeg, png }

    public let limits: ServerLimits
    public private(set) var scene: Scene
    public private(set) var stage: Stage
    /// Stage seconds per wall second (Slow Animations).
    public private(set) var speed = 1.0
    public private(set) var paused = false
    /// The timeline entry shown while scrubbing or stepping back; nil when live.
    public private(set) var cursor: Int?
    let timeline: Timeline
    /// Seconds on the server's clock; the server's wall clock by default.
    var wallClock: () -> Double

    /// The page's fingers down, by the page's touch id.
    var touches: [Int: TouchHandle] = [:]
    private var lastFrame: FrozenLayerTree?
    /// The live tree the page was last sent a picture of (nil after a still of the timeline, or a new stage):
    /// a touch whose frame would draw the same is answered with ``Output/unchanged(_:)``.
    private var lastShownLive: FrozenLayerTree?
    /// The `seq` of the last touch a frame or an unchanged header has answered.
    private var lastAnsweredInputSeq = 0
    /// Stage time and wall time of the last tick.
    var lastTickStageTime = 0.0
    var lastTickWall = 0.0
    /// Something was delivered since the last frame (touches change views without animating).
    var inputSinceFrame = false
    /// A changed picture whose rendering ``tick(frames:fraction:deferRender:)`` put off.
    private(set) var frameOwed = false
    /// A control's still put off until the burst it came in is handled (``owedStill()``).
    private(set) var stillOwed = false
    /// Whether the page's last frame was a moving (JPEG) one, so a PNG still follows when things settle.
    private var lastSentMoving = false
    /// Display ticks since the picture last changed.
    private var quietTicks = 0
    /// Display frames a finger must rest before the settled still is sent (0.25 s at 60 Hz).
    static let stillDelayWhileTouching = 15
    /// Whether the last frame sent was split into planes (``compositesDrags``), sent as a composite or whole.
    private var lastSentSplit = false
    /// A still was sent while a finger was down and the renderer kept its caches: they are dropped once the
    /// fingers lift (``tick(frames:fraction:deferRender:)``).
    private var dropsCachesWhenLifted = false
    private var frameNumber = 0
    /// The `seq` of the last touch message applied (echoed in frame headers as `input`).
    private var lastInputSeq = 0
    /// Draws the session's frames. It keeps bitmaps between frames — the pool of offscreens for layers in
    /// perspective that the last frame used and the flattened pictures of turning layers — which speed up an animation's
    /// frames but are dead weight once the stage is at rest; so a settled stage, a restart and a scene change get
    /// a fresh renderer and the old one's bitmaps go back to the system (``dropRenderCaches()``).
    private(set) var renderer: CARenderer
    /// Frames sent.
    public private(set) var framesSent = 0
    /// Fingers down now.
    public var fingersDown: Int { touches.count }
    /// What the session's timeline holds now: frames, distinct layer copies and bytes (as its budgets count them:
    /// ``ServerLimits/historyLayerBudget``, ``ServerLimits/historyByteBudget``, ``ServerLimits/historyMaxFrames``).
    public var historyUsage: (frames: Int, layers: Int, bytes: Int) {
        (timeline.count, timeline.layerCount, timeline.byteCount)
    }
    /// The scale of moving frames rendered while a finger is down, when below the device's (nil: the device's).
    /// A drag's frames are what pointer-to-pixels latency waits for: at 1 on a 2× device they are a quarter of the
    /// pixels to render, encode, send and decode. Stills (settled, paused, stepped, scrubbed) and the frames of
    /// an animation running with no finger down keep the device's scale. See ``SimulatorServer/Configuration/motionScale``.
    public var motionScale: Double?
    /// Whether a drag's moving frames go to the page as planes to composite when they can (docs/serve.md,
    /// "Browser-side compositing"): a layer turning in perspective is sent as its picture once, and each move
    /// then sends only where it goes, as Core Animation's render server composites committed layers. Stills,
    /// paused, stepped and scrubbed frames and frames with no finger down are always whole pictures. Off for a
    /// session made alone; `flipbook serve` turns it on (``SimulatorServer/Configuration/compositesDrags``).
    public var compositesDrags = false
    /// The turning pictures of the last frame split into planes (``render(_:at:format:live:)``).
    private var lastWarpedPictures: [CGImage] = []
    /// Whether the last frame split into planes brought a turning picture the one before did not have.
    private var lastSplitBroughtPictures = false
    /// Where outputs that come later go: a GIF or MP4 export's progress and file (see ``handle(_:)``). Called on
    /// any thread.
    public var emit: @Sendable (Output) -> Void = { _ in }
    /// The GIF or MP4 export under way, if any.
    public internal(set) var exportTask: Task<Void, Never>?
    /// Called when the stage has come to rest or been replaced, after the renderer's bitmaps were let go
    /// (``dropRenderCaches()``): a worker empties the process's caches of drawing there (its shadow masks).
    public var atRest: () -> Void = {}

    /// Every scene the simulator offers: Flipbook's and the demo apps'.
    public static func scenes() -> [Scene] {
        registerScenes()
        return SceneRegistry.scenes
    }

    private static var registered = false
    static func registerScenes() {
        guard !registered else { return }
        registered = true
        SceneRegistry.register(DemoScenes.all)
    }

    /// Starts `sceneName` (the first scene when nil).
    public convenience init(sceneName: String? = nil, limits: ServerLimits = .default,
                            wallClock: @escaping () -> Double = { monotonicSeconds() }) throws(ProtocolError) {
        let scenes = Self.scenes()
        guard let scene = sceneName.map({ SceneRegistry.scene(named: $0) }) ?? scenes.first else {
            throw ProtocolError(.unknownScene, Self.unknownScene(sceneName ?? ""))
        }
        self.init(scene: scene, limits: limits, wallClock: wallClock)
    }

    /// Starts `scene`, registered or not (tests).
    init(scene: Scene, limits: ServerLimits = .default, wallClock: @escaping () -> Double = { monotonicSeconds() }) {
        self.limits = limits
        self.wallClock = wallClock
        self.scene = scene
        timeline = Timeline(layerBudget: limits.historyLayerBudget, byteBudget: limits.historyByteBudget,
                            maxEntries: limits.historyMaxFrames)
        renderer = CARenderer(layer: CALayer())
        stage = Stage(device: scene.device)
        start(scene)
    }


    static func unknownScene(_ name: String) -> String {
        "unknown scene \"\(name)\"; the scenes are " + scenes().map(\.name).joined(separator: ", ")
    }

    // MARK: Scenes

    /// Runs `scene`'s script on a new stage, keeping every 1/60 s of it on the timeline, then goes live at its
    /// end: the scripted demo can be scrubbed, and the page takes over from where it leaves the UI.
    private func start(_ scene: Scene) {
        self.scene = scene
        // The fingers still down on the old stage are cancelled there, as when the system takes over the screen.
        if !touches.isEmpty { stage.cancelTouches(Array(touches.values)) }
        stage = Stage(device: scene.device)
        dropRenderCaches()
        touches = [:]
        cursor = nil
        lastFrame = nil
        lastShownLive = nil
        timeline.removeAll()
        let source = TimelineSource(timeline: timeline)
        let recorder = stage.startRecording(fps: 60, options: .init(captureImages: true, captureTrace: false),
                                            source: source, keepsFrames: false, deferFirstFrame: true)
        let context = SceneContext(stage: stage, scene: scene, recorder: recorder)
        do {
            try scene.script(context)
            context.finish()
        } catch {
            // A script that throws leaves the stage as it got it; the page still gets it live.
        }
        recorder.stop()
        lastFrame = timeline.last?.frame
        lastTickStageTime = stage.time
        lastTickWall = wallClock()
        inputSinceFrame = true
        lastSentMoving = false
        frameOwed = false
    }

    /// Lifts every finger and drops the history (the connection closed).
    public func close() {
        exportTask?.cancel()
        if !touches.isEmpty { stage.cancelTouches(Array(touches.values)) }
        touches = [:]
        timeline.removeAll()
        lastFrame = nil
    }

    // MARK: The clock

    /// Advances the live stage by `frames` display frames (1/60 s × speed of stage time each) unless paused or
    /// scrubbing, records them on the timeline, and returns the frame to send if the picture changed.
    ///
    /// `fraction` shortens a single frame: the server runs a frame early, right after a touch arrives, to show
    /// its effect sooner, and pumps only the time that has passed (so the stage keeps to the wall clock).
    ///
    /// `deferRender` is asked before a changed picture is rendered: when it says yes (input is waiting, which will
    /// run a frame of its own at once), the picture is not rendered now — it would be stale before it reached the
    /// page — and is owed: the next tick renders it even if nothing else changes.
    public func tick(frames: Int = 1, fraction: Double = 1, deferRender: () -> Bool = { false }) -> [Output] {
        lastTickWall = wallClock()
        guard !paused, cursor == nil else { return [] }
        var changed = frameOwed
        if frames <= 1 {
            changed = advanceOneFrame(fraction: min(max(fraction, 0), 1)) || changed
        } else {
            for _ in 0..<min(frames, 30) { changed = advanceOneFrame() || changed }
        }
        lastTickStageTime = stage.time
        if changed, let shown = lastShownLive, let lastFrame, lastFrame.drawsTheSame(as: shown, outside: []) {
            // Busy, but drawing what the page shows (an animation holding still, a touch that moved nothing).
            changed = false
            frameOwed = false
            if lastInputSeq > lastAnsweredInputSeq { return [unchanged()] }
        }
        if changed {
            quietTicks = 0
            frameOwed = deferRender()
            if frameOwed { return [] }
            return [.frame(liveFrame(format: .jpeg))]
        } else if lastSentMoving {
            // Settled: a pixel-exact still of where it came to rest. While a finger is down, only once it has
            // rested ``stillDelayWhileTouching`` frames: a slow drag settles between its moves, and a full-size
            // PNG there would cost a render, a PNG and a decode at the device's scale between two of the drag's
            // small frames (and make the renderer's kept rasters switch scale each time).
            //
            // A drag that rests goes on: while a finger is down the renderer keeps what it keeps between frames
            // (the turning layers' pictures, a split frame's flat planes), or the next move would draw them all
            // again — a slow drag rests between its moves. They are dropped once the fingers lift. And while a
            // finger is down over a frame split into planes, no still at all: the page composites the planes as
            // Core Animation's render server would, and a still would make it forget their pictures, so the
            // next move would send them again.
            quietTicks += 1
            if !touches.isEmpty && (quietTicks < Self.stillDelayWhileTouching || lastSentSplit) { return [] }
            let still = liveFrame(format: .png)
            if touches.isEmpty { dropRenderCaches() } else { dropsCachesWhenLifted = true }
            return [.frame(still)]
        } else if dropsCachesWhenLifted && touches.isEmpty {
            dropRenderCaches()
        }
        return []
    }

    /// The frame that shows input just applied, rendered at once instead of at the next display tick (up to a
    /// frame later): the touch was delivered at the instant it arrived (``handle(_:)`` moved the clock there,
    /// at most a frame past the last tick), the stage runs one frame's work at that instant without moving time
    /// (`pump(0)`: commit, timers, display links, animations, layout), and the picture is rendered and recorded
    /// on the timeline at that instant. The display's grid is left alone: the next ``tick(frames:fraction:deferRender:)``
    /// pumps to the same stage time it would have without this frame (the last tick's plus 1/60 s × speed), so
    /// input frames are extra pictures between ticks, never a different clock. Nothing while paused or scrubbing.
    public func inputFrame() -> [Output] {
        guard !paused, cursor == nil else { return [] }
        stage.pump(0)
        inputSinceFrame = false
        frameOwed = false
        quietTicks = 0
        let frame = stage.freeze(at: stage.time)
        lastFrame = frame
        timeline.append(time: stage.time, frame: frame)
        if let shown = lastShownLive, frame.drawsTheSame(as: shown, outside: []) { return [unchanged()] }
        return [.frame(liveFrame(format: .jpeg))]
    }

    /// The answer to input that changed nothing on screen: a header like a frame's, without the picture. A
    /// swipe's first moves (before its recogniser begins) and its last (the transition's progress pinned at an
    /// end) draw the same frame again; rendering, encoding, sending and decoding it again only delays the
    /// answer, and the frames after it.
    private func unchanged() -> Output {
        lastAnsweredInputSeq = lastInputSeq
        var header = frameHeader(type: "same", time: stage.time, live: true)
        header["seq"] = nil
        return .unchanged(header)
    }

    /// Replaces the renderer by a fresh one, so the bitmaps the old one kept for the next frame (offscreens,
    /// flattened layers) are freed: called when the stage comes to rest and when a stage is replaced. The next
    /// animation's first frame allocates what it needs again.
    func dropRenderCaches() {
        renderer = .keepingPicturesOfViews(layer: CALayer())
        // Keep what can be kept from one frame to the next, as the stage's own renderer (the recorder's) does:
        // the flattened picture of a subtree in perspective (a card turning), warped again while nothing in it
        // changes. Views are inert delegates (UIView draws nothing through `draw(_:in:)`), and `FrozenLayerTree`
        // keys each copy's picture by its original, so the frames of a card turning at a fixed size rasterise it
        // once, not every frame (before session 10 this renderer kept no picture at all).
        renderer.cachesRasters = keepsPictures
        lastWarpedPictures = []
        lastSplitBroughtPictures = false
        dropsCachesWhenLifted = false
        atRest()
    }

    /// Whether the renderer keeps the flattened pictures of turning layers between frames (see
    /// ``dropRenderCaches()``); benchmarks and tests compare against drawing everything every frame.
    package var keepsPictures = true {
        didSet { renderer.cachesRasters = keepsPictures }
    }
    /// Kept pictures the renderer has used since it was made (for tests).
    package var pictureReuses: Int { renderer.rasterCacheHits }

    /// Pumps one display frame; returns whether anything may have changed on screen.
    @discardableResult
    private func advanceOneFrame(fraction: Double = 1) -> Bool {
        let busy = stage.isBusy || inputSinceFrame
        let target = lastTickStageTime + Stage.frameDuration * speed * fraction
        stage.pump(max(0, target - stage.time))
        lastTickStageTime = stage.time
        inputSinceFrame = false
        if busy || lastFrame == nil {
            lastFrame = stage.freeze(at: stage.time)
        }
        timeline.append(time: stage.time, frame: lastFrame!)
        return busy
    }

    private func liveFrame(format: FrameFormat) -> FrameToSend {
        let frame = lastFrame ?? stage.freeze(at: stage.time)
        return render(frame, at: stage.time, format: format, live: true)
    }

    /// Renders `frame`, which shows the instant `time` (a frame frozen earlier is shared by the instants after it
    /// where nothing changed: the header gives the instant shown, not when the copy was made).
    private func render(_ frame: FrozenLayerTree, at time: Double, format: FrameFormat, live: Bool) -> FrameToSend {
        let scale = Self.frameScale(device: Double(stage.device.scale), motion: motionScale,
                                    moving: format == .jpeg, fingersDown: !touches.isEmpty)
        var planes = compositesDrags && format == .jpeg && live && !touches.isEmpty
            ? frame.makePlanes(with: renderer, scale: CGFloat(scale)) : nil
        // Only a drag's frames are split: once the fingers lift, what the renderer kept for the next split (a
        // dismissal finishing on its own holds three or four full-size bitmaps of it) is dead weight. And while
        // they are split, so is the bitmap of the last whole frame (the drag's first, before its transition).
        if touches.isEmpty { renderer.releasePlanes() }
        if planes != nil { renderer.releaseFrameBitmap() }
        var image = planes?.first?.image
        lastSentSplit = planes != nil
        if let split = planes {
            // Worth compositing while the turning pictures stay the same from frame to frame (a page turning): a
            // picture drawn anew every move would travel as a full-size picture (raw RGBA when it has alpha) and be
            // decoded per move, more than the whole frame's JPEG. A new picture is taken to be one that will stay
            // (a transition's first turning frame, a snapshot past edge-on showing its back): it goes once, and
            // the moves after it name it. Only when the frame before brought new pictures too — pictures changing
            // from move to move — does the frame the planes make up go instead, until they hold still.
            let warped = split.filter { !$0.isFlat }.map(\.image)
            let new = !warped.allSatisfy { picture in lastWarpedPictures.contains { $0.hasSameBytes(as: picture) } }
            if new && lastSplitBroughtPictures {
                image = split.flattened()
                planes = nil
            }
            lastWarpedPictures = warped
            lastSplitBroughtPictures = new
        } else {
            lastWarpedPictures = []
            lastSplitBroughtPictures = false
        }
        let shown = image ?? frame.makeImage(with: renderer, scale: CGFloat(scale), opaque: true)
            ?? CGImage(width: 1, height: 1, pixels: [RGBA8(r: 0, g: 0, b: 0, a: 255)])!
        frameNumber += 1
        framesSent += 1
        lastSentMoving = format == .jpeg
        lastShownLive = live ? frame : nil
        lastAnsweredInputSeq = lastInputSeq
        var header = frameHeader(type: planes == nil ? "frame" : "composite", time: time, live: live)
        header.merge(["format": .string(format.rawValue), "width": .int(shown.width), "height": .int(shown.height),
                      "scale": .number(scale)]) { $1 }
        if planes != nil { header["format"] = nil }
        return FrameToSend(image: shown, format: format, header: header, planes: planes)
    }

    /// What every frame's header says: its type, number and instant, the view state, the timeline's span, and the
    /// last touch applied (which the page counts as shown once it draws this frame).
    private func frameHeader(type: String, time: Double, live: Bool) -> [String: JSONScalar] {
        var header: [String: JSONScalar] = [
            "type": .string(type), "seq": .int(frameNumber), "time": .number(time), "live": .bool(live),
            "paused": .bool(paused), "historyStart": .number(timeline.first?.time ?? time),
            "historyEnd": .number(timeline.last?.time ?? time), "historyFrames": .int(timeline.count),
        ]
        if let cursor { header["cursor"] = .int(cursor) }
        if lastInputSeq > 0 { header["input"] = .int(lastInputSeq) }
        return header
    }

    /// The scale a frame is rendered at: `motion` for a moving frame while a finger is down, when below the
    /// device's scale; the device's otherwise (stills are always pixel-exact at the device's scale).
    nonisolated static func frameScale(device: Double, motion: Double?, moving: Bool, fingersDown: Bool) -> Double {
        guard moving, fingersDown, let motion, motion > 0 else { return device }
        return min(device, motion)
    }

    /// The frame the page shows: the timeline's at the cursor, or the live one.
    var shownFrame: FrozenLayerTree {
        if let cursor, cursor < timeline.count { return timeline[cursor].frame }
        return lastFrame ?? stage.freeze(at: stage.time)
    }

    private var shownTime: Double {
        if let cursor, cursor < timeline.count { return timeline[cursor].time }
        return stage.time
    }

    /// A still of the frame shown, in answer to a control (a scene, a restart, pause, a step, a seek, live).
    ///
    /// The renderer does not keep the bitmap it drew the still in: a control's still is one picture at the
    /// device's scale, and what follows it is either nothing (a paused or settled stage) or frames of another
    /// size (a drag's, at the motion scale). Kept, it held the 4 MB of a 750 × 1334 frame once the still was
    /// sent (7.5 MB before a frame's image became its bitmap) until the next animation came to rest, so a
    /// worker's memory went up and down with its last message. A scrub draws each still in a new bitmap: a few
    /// page faults beside a render and a PNG at the device's scale.
    private func still() -> Output {
        let still = render(shownFrame, at: shownTime, format: .png, live: cursor == nil)
        renderer.releaseFrameBitmap()
        return .frame(still)
    }

    // MARK: Messages

    /// The still a control answers with: rendered now, or owed while the message is one of a burst
    /// (``handle(_:deferringStill:)``).
    private func stillAnswer(deferring: Bool) -> [Output] {
        stillOwed = deferring
        return deferring ? [] : [still()]
    }

    /// The still owed for controls handled with `deferringStill` (none if a later message answered with its
    /// own): a still of what the page is to show now, after the whole burst.
    public func owedStill() -> [Output] {
        guard stillOwed else { return [] }
        stillOwed = false
        return [still()]
    }

    /// Applies one message; returns the replies.
    public func handle(_ message: ClientMessage) -> [Output] {
        handle(message, deferringStill: false)
    }

    /// Applies one message of several that arrived together; returns the replies. With `deferringStill`, a
    /// control's still is owed instead of rendered (``owedStill()`` renders it): a burst of controls — pause,
    /// step, seek, live — would otherwise render and encode a full-size PNG for each, and every one but the
    /// last is stale before it reaches the page (a worker that has fallen behind reads them all at once).
    /// A message that answers with a still of its own settles what is owed.
    public func handle(_ message: ClientMessage, deferringStill: Bool) -> [Output] {
        switch message {
        case .ping:
            return []
        case .scene(let name):
            guard let scene = SceneRegistry.scene(named: name) else {
                return [.message(.error(code: .unknownScene, message: Self.unknownScene(name)))]
            }
            start(scene)
            return [.message(.state(state))] + stillAnswer(deferring: deferringStill)
        case .restart:
            start(scene)
            return [.message(.state(state))] + stillAnswer(deferring: deferringStill)
        case .speed(let value):
            speed = value
            return [.message(.state(state))]
        case .pause(let value):
            paused = value
            if !value { cursor = nil }
            lastTickStageTime = stage.time
            return [.message(.state(state))] + stillAnswer(deferring: deferringStill)
        case .step(let frames):
            paused = true
            step(frames)
            return [.message(.state(state))] + stillAnswer(deferring: deferringStill)
        case .seek(let time):
            guard let index = timeline.index(at: time) else {
                return [.message(.error(code: .outOfRange, message: "the timeline is empty"))]
            }
            cursor = index
            return stillAnswer(deferring: deferringStill)
        case .live:
            cursor = nil
            lastTickStageTime = stage.time
            return [.message(.state(state))] + stillAnswer(deferring: deferringStill)
        case .touch(let phase, let points, let seq):
            if let seq { lastInputSeq = seq }
            guard cursor == nil else {
                return [.message(.error(code: .busy, message: "showing the timeline: release the scrubber (go live) to touch"))]
            }
            return deliver(phase, points)
        case .inspect:
            return [.message(.inspector(shownFrame.inspectorTree(live: cursor == nil)))]
        case .export(let format, let from, let to):
            return export(format, from: from, to: to)
        }
    }

    private func step(_ frames: Int) {
        if frames < 0 {
            guard !timeline.isEmpty else { return }
            cursor = max(0, (cursor ?? timeline.count - 1) + frames)
            return
        }
        var remaining = frames
        if let c = cursor {
            let target = c + remaining
            if target < timeline.count - 1 {
                cursor = target
                return
            }
            remaining = target - (timeline.count - 1)
            cursor = nil
        }
        for _ in 0..<remaining { advanceOneFrame() }
    }

    /// The session as the page shows it.
    public var state: SessionState {
        SessionState(scene: scene.name, device: Self.info(stage.device), speed: speed, paused: paused,
                     live: cursor == nil, time: stage.time, shownTime: shownTime,
                     historyStart: timeline.first?.time ?? stage.time, historyEnd: timeline.last?.time ?? stage.time,
                     historyFrames: timeline.count, touches: touches.count)
    }

    static func info(_ device: Stage.Device) -> ServerMessage.DeviceInfo {
        .init(name: device.name, width: Double(device.size.width), height: Double(device.size.height),
              scale: Double(device.scale))
    }
}

/// Seconds on a monotonic clock (the server's wall clock; the engine never reads it).
public func monotonicSeconds() -> Double {
    let d = ContinuousClock.now - monotonicEpoch
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}
private let monotonicEpoch = ContinuousClock.now

/// The recorder's frame source while a scene's script runs: each frame becomes a timeline entry (a frozen copy,
/// not pixels), so the scripted part can be scrubbed.
@MainActor
private final class TimelineSource: FrameSource {
    let timeline: Timeline
    private static let placeholder = CGImage(width: 1, height: 1, pixels: [RGBA8(r: 0, g: 0, b: 0, a: 255)])!

    init(timeline: Timeline) { self.timeline = timeline }

    func image(of stage: Stage, at time: TimeInterval, scale: CGFloat) throws -> CGImage {
        timeline.append(time: time, frame: stage.freeze(at: time))
        return Self.placeholder
    }
}
