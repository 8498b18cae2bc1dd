import Flipbook
import Foundation

/// The worker's session: a ``LiveSession`` on the main actor, ticked at the display rate, fed the page's messages.
///
/// What it reads from, writes to, and is driven by is handed in (a worker's: its standard input's reader, a
/// ``FrameWriter`` on its standard output, the main queue and a display task), so its order of work — input
/// first, then the display's tick — can be tested without a process (`WorkerDriverTests`).
@MainActor
final class WorkerDriver {
    let writer: FrameWriter
    private(set) var session: LiveSession?
    /// When the session last ran a frame (monotonic seconds).
    private var lastTick = monotonicSeconds()
    private var display: Task<Void, Never>?
    private var rate = 60.0
    /// A touch was applied and the frame that shows it is still to be rendered: by the last message of the burst
    /// it came in (a frame for each message of a burst would only put stale pictures in front of the last).
    private var inputFrameWanted = false
    /// Messages read from the server and not yet handled: while there are some, the display waits for them and
    /// renders nothing that they would make stale.
    nonisolated let input: PendingInput
    /// When the session last sent a frame (monotonic seconds).
    private var lastFrameSent = monotonicSeconds()
    /// The last touch applied whose effect no frame has shown yet (for the latency breakdown).
    private var trace: InputTrace?
    /// Returns freed heap pages to the system now and then (``HeapTrimmer``).
    private var trimmer = HeapTrimmer()
    /// Seconds between memory reports on standard error (`FLIPBOOK_MEMORY_REPORT=SECONDS`; nil: none).
    private let reportEvery = ProcessInfo.processInfo.environment["FLIPBOOK_MEMORY_REPORT"].flatMap(Double.init)
    private var lastReport = monotonicSeconds()

    /// Runs `work` at the main actor's next turn (a worker's: the main queue's next block).
    private let nextTurn: @MainActor (@escaping @MainActor () -> Void) -> Void
    /// Starts the display, which calls ``displayTick(frames:)`` on time (a worker's: a task ticking at `rate`).
    private let startDisplay: @MainActor (WorkerDriver, _ rate: Double) -> Task<Void, Never>?

    /// A driver writing to `writer` and taking its messages from `input`.
    init(writer: FrameWriter, input: PendingInput,
         nextTurn: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void = WorkerDriver.onTheMainQueue,
         startDisplay: @escaping @MainActor (WorkerDriver, _ rate: Double) -> Task<Void, Never>? = WorkerDriver.displayTask) {
        self.writer = writer
        self.input = input
        self.nextTurn = nextTurn
        self.startDisplay = startDisplay
    }

    static func onTheMainQueue(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated(work) }
    }

    static func displayTask(_ driver: WorkerDriver, rate: Double) -> Task<Void, Never>? {
        Task { [weak driver] in await driver?.runDisplay(rate: rate) }
    }

    /// Handles the messages waiting, oldest first, then lets the display run. Input comes first: everything that
    /// was waiting when the turn began is applied before the display's next tick (as when each message was a turn
    /// of the main queue of its own, queued ahead of the display's), and what arrives meanwhile waits for the next
    /// turn, so a flood cannot hold the display off.
    func takeInput() {
        var waiting = input.count
        repeat {
            guard let entry = input.next() else { return }
            take(entry)
            waiting -= 1
        } while waiting > 0
        nextTurn { self.takeInput() }
    }

    private func take(_ entry: InputQueue.Entry) {
        switch entry.item {
        case .configuration(let configuration):
            guard session == nil else { return }
            switch configuration {
            case .success(let configuration):
                start(configuration)
            case .failure(let error):
                writer.send([.message(.error(code: .failed, message: "the worker could not read its configuration: \(error.description)"))])
                finish()
            }
        case .message(let message):
            handle(message, readAt: entry.readAt, ticksAtRead: entry.ticksAtRead)
        case .end:
            finish()
        }
    }

    func finish() -> Never {
        display?.cancel()
        session?.close()
        writer.flush()
        exit(0)
    }

    private func start(_ configuration: WorkerConfiguration) {
        let session: LiveSession
        do throws(ProtocolError) {
            session = try LiveSession(sceneName: configuration.scene, limits: configuration.limits)
        } catch {
            self.writer.send([.message(.error(code: error.code, message: error.message))])
            finish()
        }
        self.session = session
        WorkerMemory.apply(to: session)
        writer.quality = configuration.jpegQuality
        session.motionScale = configuration.motionScale
        session.compositesDrags = configuration.compositesDrags ?? false
        session.emit = { [weak writer = self.writer] output in writer?.send([output]) }
        let scenes = LiveSession.scenes().map {
            ServerMessage.SceneInfo(name: $0.name, summary: $0.summary, device: LiveSession.info($0.device))
        }
        self.writer.send([.message(.welcome(.init(server: "flipbook", scenes: scenes, limits: configuration.limits))),
                          .message(.state(session.state))] + session.handle(.live))
        lastTick = monotonicSeconds()
        let rate = configuration.displayRate
        self.rate = rate
        display = startDisplay(self, rate)
    }

    /// The display: a frame every 1/rate s. When late (the core busy), the stage is pumped the frames it missed,
    /// so it keeps to the wall clock, and one picture is rendered; a frame run early for a touch re-phases it.
    private func runDisplay(rate: Double) async {
        let clock = ContinuousClock()
        let period = Duration.seconds(1 / rate)
        var next = clock.now.advanced(by: period)
        while !Task.isCancelled {
            if clock.now < next { try? await Task.sleep(until: next, clock: clock) }
            guard session != nil else { return }
            switch DisplayPolicy.tick(sinceLastFrame: monotonicSeconds() - lastTick, rate: rate,
                                      pendingInput: input.count) {
            case .wait(let seconds):
                next = clock.now.advanced(by: .seconds(seconds))
            case .run(let frames):
                next = clock.now.advanced(by: period)
                displayTick(frames: frames)
            }
        }
    }

    /// One tick of the display: the session runs `frames` frames and sends what changed.
    func displayTick(frames: Int) {
        guard let session else { return }
        lastTick = monotonicSeconds()
        input.ticked()
        let renderStart = InputTrace.now()
        let outputs = session.tick(frames: frames, deferRender: deferRender)
        send(outputs, since: lastTick, renderStart: renderStart, by: .display)
        // Between frames, with no input waiting: give freed pages back (at most every few seconds).
        if input.count == 0 && !touchesDown { trimmer.trimIfDue(now: monotonicSeconds()) }
        if let reportEvery, monotonicSeconds() - lastReport >= reportEvery {
            lastReport = monotonicSeconds()
            FileHandle.standardError.write(Data((session.memoryReport + "; input waiting \(input.count), folded \(input.folded); "
                + "frames held \(writer.framesHeld)\n").utf8))
        }
    }

    /// Whether a finger is down (a drag in progress: no trimming between its frames).
    private var touchesDown: Bool { (session?.fingersDown ?? 0) > 0 }

    /// Whether a changed picture should wait: for the input that has arrived (it runs a frame of its own at once),
    /// unless the page has had no frame for two display frames; or for the encoders, while the last picture
    /// rendered waits for one of them (``DisplayPolicy``).
    private func deferRender() -> Bool {
        DisplayPolicy.defersRender(pendingInput: input.count, sinceLastFrameSent: monotonicSeconds() - lastFrameSent,
                                   rate: rate, frameWaiting: writer.hasFrameWaiting)
    }

    /// Sends a tick's outputs; the first frame (or unchanged header) after a touch carries the touch's ``InputTrace``.
    private func send(_ outputs: [LiveSession.Output], since start: Double, renderStart: Double,
                      by: InputTrace.RenderedBy) {
        guard outputs.contains(where: \.answersInput) else {
            if by == .display { trace?.ticksAfterApply += 1 }
            writer.send(outputs)
            return
        }
        lastFrameSent = monotonicSeconds()
        var fields = ["tickMs": JSONScalar.number(FrameWriter.milliseconds(monotonicSeconds() - start))]
        if let trace {
            fields.merge(trace.headerFields(renderStart: renderStart, rendered: InputTrace.now(), by: by)) { $1 }
            self.trace = nil
        }
        writer.send(outputs.map {
            switch $0 {
            case .frame(var frame):
                frame.header.merge(fields) { $1 }
                return .frame(frame)
            case .unchanged(let header):
                return .unchanged(header.merging(fields) { $1 })
            case .message, .binary:
                return $0
            }
        })
    }

    private func handle(_ decoded: Result<ClientMessage, ProtocolError>, readAt: Double, ticksAtRead: Int) {
        guard let session else { return }
        do throws(ProtocolError) {
            let message = try decoded.get()
            if case .touch(_, _, let seq?) = message {
                trace = InputTrace(seq: seq, readAt: readAt, appliedAt: InputTrace.now(),
                                   ticksBeforeApply: input.tickCount - ticksAtRead)
            }
            // A control's still waits for the last message read with it: one still shows where the burst left
            // the session (``LiveSession/handle(_:deferringStill:)``).
            let burstEnds = input.count == 0
            let replies = session.handle(message, deferringStill: !burstEnds) + (burstEnds ? session.owedStill() : [])
            if case .touch = message { inputFrameWanted = true }
            switch message {
            case .scene, .restart:
                // The old stage has just been freed, all of it at once.
                trimmer.trimIfDue(now: monotonicSeconds(), force: true)
            default:
                break
            }
            // Input first: a touch shows its effect in a frame rendered as soon as it is applied, not at the next
            // display tick (up to a frame later) — once the messages read with it have been applied too, so a
            // burst makes one frame. The frame does not move the stage's clock off the display's grid
            // (``LiveSession/inputFrame()``).
            if inputFrameWanted && burstEnds {
                inputFrameWanted = false
                let start = monotonicSeconds()
                let renderStart = InputTrace.now()
                send(replies + session.inputFrame(), since: start, renderStart: renderStart, by: .input)
            } else {
                writer.send(replies)
            }
        } catch {
            // A message the page got wrong ends a burst too: what its controls owe is still shown.
            writer.send([.message(.error(code: error.code, message: error.message))]
                        + (input.count == 0 ? session.owedStill() : []))
        }
    }
}
