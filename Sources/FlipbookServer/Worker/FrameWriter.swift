import Foundation

/// A worker's output to the server, written on its own thread: messages in the order they were sent, and of the
/// frames only the newest. A frame still waiting when a newer one comes is dropped (newest frame wins), so a busy
/// core or a slow pipe never queues stale pictures in front of the one that shows the latest touch. Frames are
/// encoded (JPEG, or PNG for stills) here, off the main actor, while the main actor runs the next frame.
final class FrameWriter: @unchecked Sendable {
    private let fd: Int32
    /// JPEG quality, 0 … 1 (the server's configuration; set before the first frame).
    var quality: Double {
        get { condition.withLock { storedQuality } }
        set { condition.withLock { storedQuality = newValue } }
    }
    private var storedQuality = 0.8
    private let condition = NSCondition()
    private var queue: [WorkerFrame] = []
    private var frame: LiveSession.FrameToSend?
    /// When ``frame`` was queued (monotonic seconds).
    private var frameQueued = 0.0
    private var busy = false
    private var finished = false
    /// Frames dropped for a newer one before they were encoded.
    private(set) var dropped = 0
    /// Called (on the writer's thread) when the server has gone: the pipe is closed.
    private let onBrokenPipe: @Sendable () -> Void

    init(fd: Int32, onBrokenPipe: @escaping @Sendable () -> Void) {
        self.fd = fd
        self.onBrokenPipe = onBrokenPipe
        Thread.detachNewThread { [self] in loop() }
    }

    /// Queues a session's outputs.
    func send(_ outputs: [LiveSession.Output]) {
        guard !outputs.isEmpty else { return }
        condition.lock()
        for output in outputs {
            switch output {
            case .message(let message):
                queue.append(WorkerFrame(kind: .text, payload: Data(message.json().utf8)))
            case .binary(let binary):
                queue.append(WorkerFrame(kind: .binary, payload: binary.encoded()))
            case .frame(let newer):
                if frame != nil { dropped += 1 }
                frame = newer
                frameQueued = monotonicSeconds()
            }
        }
        condition.signal()
        condition.unlock()
    }

    /// Waits until everything queued is written.
    func flush() {
        condition.lock()
        while !queue.isEmpty || frame != nil || busy { condition.wait() }
        condition.unlock()
    }

    static func milliseconds(_ seconds: Double) -> Double { (seconds * 10_000).rounded() / 10 }

    private func loop() {
        while true {
            condition.lock()
            while queue.isEmpty && frame == nil && !finished { condition.wait() }
            if finished && queue.isEmpty && frame == nil {
                condition.unlock()
                return
            }
            var out: WorkerFrame?
            var pending: LiveSession.FrameToSend?
            if !queue.isEmpty { out = queue.removeFirst() } else { pending = frame; frame = nil }
            busy = true
            let jpegQuality = storedQuality
            let queued = frameQueued
            condition.unlock()
            if var pending {
                // Where the time goes, for the latency benchmark: waiting here, encoding, and when it left.
                let start = monotonicSeconds()
                pending.header["waitMs"] = .number(Self.milliseconds(start - queued))
                let bytes = pending.format == .jpeg ? pending.image.jpegData(compressionQuality: jpegQuality) : pending.image.pngData()
                if let bytes {
                    pending.header["encodeMs"] = .number(Self.milliseconds(monotonicSeconds() - start))
                    pending.header["sentAt"] = .number((Date().timeIntervalSince1970 * 1000).rounded())
                    out = WorkerFrame(kind: .frame, payload: BinaryMessage(header: pending.header, payload: bytes).encoded())
                }
            }
            let ok = out.map { writeAll(fd, $0.encoded()) } ?? true
            condition.lock()
            busy = false
            if !ok { finished = true; queue = []; frame = nil }
            condition.broadcast()
            condition.unlock()
            if !ok { onBrokenPipe() }
        }
    }
}
