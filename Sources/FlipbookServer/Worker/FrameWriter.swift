import Foundation

/// A worker's output to the server: messages in the order they were sent, and of the frames only the newest
/// (``FramePipeline``). Frames are encoded (JPEG, or PNG for stills) on encoder threads of their own, off the main
/// actor while it runs the next frame, two at once so a fresh frame — the one that shows a touch — never waits
/// behind the encoding of a stale one; a frame that is overtaken is dropped, so a busy core or a slow pipe never
/// queues stale pictures in front of the latest. One thread writes, so writes never interleave.
final class FrameWriter: @unchecked Sendable {
    /// Encodes a frame as the bytes of its image; the default is JPEG at `quality` or PNG.
    typealias Encoder = @Sendable (LiveSession.FrameToSend, _ quality: Double) -> Data?

    /// Encoder threads: two, so the newest frame starts encoding while the one before it is still being encoded.
    static let encoderThreads = 2

    private let fd: Int32
    /// JPEG quality, 0 … 1 (the server's configuration; set before the first frame).
    var quality: Double {
        get { condition.withLock { storedQuality } }
        set { condition.withLock { storedQuality = newValue } }
    }
    private var storedQuality = 0.8
    private let condition = NSCondition()
    private var queue: [WorkerFrame] = []
    /// Frames offered (with when), being encoded, and encoded, waiting to be written.
    private var pipeline = FramePipeline<(frame: LiveSession.FrameToSend, queued: Double), Encoded>()
    /// The pictures the page holds after what was written (``PictureHoldings``).
    private var pageHolds = PictureHoldings()
    /// Composites not written because they name a picture the page no longer holds (an older message that
    /// carried it was overtaken by a newer one, after this one was encoded).
    private var staleComposites = 0

    /// An encoded frame: a picture, or a composite with the pictures it names and those the page must hold.
    struct Encoded {
        var message: WorkerFrame
        /// The pictures named, for a composite; nil for a frame.
        var references: Set<String>?
        /// The named pictures whose bytes the message does not carry.
        var needs: Set<String> = []
        /// A still, at which the page forgets every picture (a moving frame leaves them held).
        var forgets = true
    }
    private var writing = false
    /// Set by ``close()``, or when the server has gone: no more outputs are taken, and the threads end once
    /// what is left is written.
    private var finished = false
    /// The writer's and encoders' threads that have not ended yet.
    private var runningThreads = 0
    private let encode: Encoder
    /// Whether a rendered frame waits for an encoder (every encoder is busy): a frame rendered now would replace
    /// it unencoded (``DisplayPolicy``).
    var hasFrameWaiting: Bool { condition.withLock { pipeline.offered != nil } }
    /// Rendered frames held now: one waiting for an encoder and those being encoded (for the memory report).
    var framesHeld: Int { condition.withLock { (pipeline.offered != nil ? 1 : 0) + pipeline.encoding } }
    /// Frames dropped for a newer one, before or after their encoding.
    var dropped: Int { condition.withLock { pipeline.dropped + staleComposites } }
    /// Called (on the writer's thread) when the server has gone: the pipe is closed.
    private let onBrokenPipe: @Sendable () -> Void

    init(fd: Int32, encode: @escaping Encoder = FrameWriter.encode, onBrokenPipe: @escaping @Sendable () -> Void) {
        self.fd = fd
        self.encode = encode
        self.onBrokenPipe = onBrokenPipe
        runningThreads = 1 + Self.encoderThreads
        Thread.detachNewThread { [self] in writeLoop() }
        for _ in 0..<Self.encoderThreads { Thread.detachNewThread { [self] in encodeLoop() } }
    }

    /// How many of the threads this writer started are still running: 1 + ``encoderThreads`` until
    /// ``close()``, none after it.
    var liveThreads: Int { condition.withLock { runningThreads } }

    /// Takes no more outputs, and ends the writer's threads once what was queued is written (the frames being
    /// encoded are finished and the newest written); returns when they have ended. The threads hold the writer,
    /// so without this they would wait for work for good — a worker process ends with them, but a test or any
    /// other owner of a writer must close it. The file descriptor stays open: it is the caller's.
    func close() {
        condition.lock()
        finished = true
        condition.broadcast()
        while runningThreads > 0 { condition.wait() }
        condition.unlock()
    }

    /// Called by a thread of the writer as it returns, with the lock held.
    private func threadEnded() {
        runningThreads -= 1
        condition.broadcast()
    }

    static func encode(_ frame: LiveSession.FrameToSend, quality: Double) -> Data? {
        frame.format == .jpeg ? frame.image.jpegData(compressionQuality: quality) : frame.image.pngData()
    }

    /// Queues a session's outputs.
    func send(_ outputs: [LiveSession.Output]) {
        guard !outputs.isEmpty else { return }
        condition.lock()
        if !finished {
            for output in outputs {
                switch output {
                case .message(let message):
                    queue.append(WorkerFrame(kind: .text, payload: Data(message.json().utf8)))
                case .binary(let binary):
                    queue.append(WorkerFrame(kind: .binary, payload: binary.encoded()))
                case .frame(let newer):
                    pipeline.offer((newer, monotonicSeconds()))
                case .unchanged(let header):
                    // The frame waiting for an encoder shows this screen too: it answers the touch.
                    let amended = pipeline.amendOffered { $0.frame.header["input"] = header["input"] }
                    if !amended {
                        let answer = WorkerFrame(kind: .unchanged, payload: BinaryMessage(header: header, payload: Data()).encoded())
                        pipeline.offerUnchanged(Encoded(message: answer, references: nil, forgets: false))
                    }
                }
            }
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until everything queued is written.
    func flush() {
        condition.lock()
        while !queue.isEmpty || !pipeline.isIdle || writing { condition.wait() }
        condition.unlock()
    }

    static func milliseconds(_ seconds: Double) -> Double { (seconds * 10_000).rounded() / 10 }

    private func encodeLoop() {
        while true {
            condition.lock()
            var next = pipeline.takeForEncoding()
            while next == nil && !finished {
                condition.wait()
                next = pipeline.takeForEncoding()
            }
            guard let next else {
                threadEnded()
                condition.unlock()
                return
            }
            let (number, (frame, queued)) = next
            let jpegQuality = storedQuality
            let held = pageHolds.held
            // Frames in flight: the encodes under way, this one included.
            let busy = pipeline.encoding
            condition.unlock()
            // Where the time goes, for the latency benchmark: waiting for an encoder, encoding, and when it left.
            var pending = frame
            let start = monotonicSeconds()
            pending.header["waitMs"] = .number(Self.milliseconds(start - queued))
            pending.header["encodeStart"] = .number(InputTrace.now())
            pending.header["encoders"] = .int(busy)
            func wrap(_ payload: Data, kind: WorkerFrame.Kind) -> WorkerFrame {
                pending.header["encodeMs"] = .number(Self.milliseconds(monotonicSeconds() - start))
                pending.header["sentAt"] = .number(InputTrace.now())
                return WorkerFrame(kind: kind, payload: BinaryMessage(header: pending.header, payload: payload).encoded())
            }
            let message: Encoded?
            if let planes = frame.planes {
                // A composite that carries pictures must reach the page: later ones name them.
                message = CompositeEncoding.encode(planes, held: held, quality: jpegQuality).map {
                    Encoded(message: wrap($0.payload, kind: $0.included.isEmpty ? .frame : .keyFrame),
                            references: $0.references, needs: $0.references.subtracting($0.included))
                }
            } else {
                message = encode(pending, jpegQuality).map {
                    Encoded(message: wrap($0, kind: .frame), forgets: frame.format == .png)
                }
            }
            condition.lock()
            pipeline.finishedEncoding(number, message)
            condition.broadcast()
            condition.unlock()
        }
    }

    private func writeLoop() {
        while true {
            condition.lock()
            while queue.isEmpty && !pipeline.hasWritable && !(finished && pipeline.isIdle) { condition.wait() }
            let out: WorkerFrame
            if !queue.isEmpty {
                out = queue.removeFirst()
            } else if let encoded = pipeline.takeForWriting() {
                guard pageHolds.write(references: encoded.references, needs: encoded.needs, forgets: encoded.forgets) else {
                    staleComposites += 1
                    condition.broadcast()
                    condition.unlock()
                    continue
                }
                out = encoded.message
            } else {
                threadEnded()
                condition.unlock()
                return
            }
            writing = true
            condition.unlock()
            let ok = writeAll(fd, out.encoded())
            condition.lock()
            writing = false
            if !ok {
                finished = true
                queue = []
                pipeline.discard()
            }
            condition.broadcast()
            condition.unlock()
            if !ok { onBrokenPipe() }
        }
    }
}
