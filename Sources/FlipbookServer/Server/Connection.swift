import Flipbook
import Foundation
import Hummingbird
import HummingbirdWebSocket

/// One WebSocket: a ``LiveSession`` on the main actor, a display-rate timer that ticks it, and the loop that
/// decodes the page's messages. Errors in a message are answered and the session goes on; a failure of the
/// connection ends only this session.
struct Connection: Sendable {
    let configuration: SimulatorServer.Configuration
    let registry: SessionRegistry

    /// Seconds since the last message from the page, for the idle limit.
    private final class Activity: @unchecked Sendable {
        private let lock = NSLock()
        private var last = monotonicSeconds()
        private var closed = false
        func touch() { lock.withLock { last = monotonicSeconds() } }
        var idle: Double { lock.withLock { monotonicSeconds() - last } }
        func close() { lock.withLock { closed = true } }
        var isClosed: Bool { lock.withLock { closed } }
        /// When the session last ran a frame (monotonic seconds).
        private var lastTick = monotonicSeconds()
        var sinceTick: Double { lock.withLock { monotonicSeconds() - lastTick } }
        func ticked() { lock.withLock { lastTick = monotonicSeconds() } }
    }

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        guard await registry.enter() else {
            let message = ServerMessage.error(code: .busy, message: "the server already runs \(registry.limit) sessions (its limit); close another tab or start it with a higher --max-sessions")
            try? await outbound.write(.text(message.json()))
            try? await outbound.close(.unknown(1013), reason: "too many sessions")
            return
        }
        defer { Task { await registry.leave() } }
        let limits = configuration.limits
        let sceneName = configuration.scene
        let box: SessionBox
        do {
            box = try await MainActor.run { () throws -> SessionBox in
                SessionBox(try LiveSession(sceneName: sceneName, limits: limits))
            }
        } catch {
            let error = error as? ProtocolError ?? ProtocolError(.failed, "\(error)")
            try? await outbound.write(.text(ServerMessage.error(code: error.code, message: error.message).json()))
            try? await outbound.close(.unexpectedServerError, reason: "could not start")
            return
        }
        let sender = Sender(outbound: outbound, quality: configuration.jpegQuality)
        let welcome: [LiveSession.Output] = await MainActor.run {
            let scenes = LiveSession.scenes().map {
                ServerMessage.SceneInfo(name: $0.name, summary: $0.summary, device: LiveSession.info($0.device))
            }
            let session = box.session
            return [.message(.welcome(.init(server: "flipbook", scenes: scenes, limits: limits))),
                    .message(.state(session.state))] + session.handle(.live)
        }
        await sender.send(welcome)
        let activity = Activity()
        let rate = configuration.displayRate
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                // The display: a frame every 1/rate s. When late (the main actor busy with other sessions), the
                // stage is pumped the frames it missed, so it keeps to the wall clock; a frame run early for a
                // touch (below) re-phases it.
                let clock = ContinuousClock()
                let period = Duration.seconds(1 / rate)
                var next = clock.now.advanced(by: period)
                while !activity.isClosed, !Task.isCancelled {
                    if clock.now < next { try? await Task.sleep(until: next, clock: clock) }
                    let since = activity.sinceTick
                    if since < 0.5 / rate {
                        next = clock.now.advanced(by: .seconds(1 / rate - since))
                        continue
                    }
                    let frames = max(1, Int((since * rate).rounded()))
                    next = clock.now.advanced(by: period)
                    activity.ticked()
                    let outputs = await MainActor.run { box.session.tick(frames: frames) }
                    await sender.send(outputs)
                    if activity.idle > limits.idleTimeout {
                        let message = ServerMessage.error(code: .busy, message: String(format: "closed after %.0f s without input (the idle limit)", limits.idleTimeout))
                        await sender.send([.message(message)])
                        try? await outbound.close(.normalClosure, reason: "idle")
                        activity.close()
                    }
                }
            }
            group.addTask {
                do {
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        activity.touch()
                        let data: Data
                        switch message {
                        case .text(let text): data = Data(text.utf8)
                        case .binary:
                            await sender.send([.message(.error(code: .malformed, message: "binary messages are not accepted: send JSON text"))])
                            continue
                        }
                        let outputs: [LiveSession.Output]
                        do {
                            let decoded = try ClientMessage.decode(data, maxBytes: limits.maxMessageBytes)
                            // A touch shows its effect in a frame run now, rather than at the next display tick,
                            // once at least half a frame has passed since the last one.
                            let since = activity.sinceTick
                            let early: Double? = if case .touch = decoded, since >= 0.5 / rate { min(1, since * rate) } else { nil }
                            if early != nil { activity.ticked() }
                            outputs = await MainActor.run {
                                let replies = box.session.handle(decoded)
                                guard let early else { return replies }
                                return replies + box.session.tick(fraction: early)
                            }
                        } catch let error as ProtocolError {
                            outputs = [.message(.error(code: error.code, message: error.message))]
                        } catch {
                            outputs = [.message(.error(code: .failed, message: "\(error)"))]
                        }
                        await sender.send(outputs)
                    }
                } catch {
                    // The connection failed or was closed: end this session.
                }
                activity.close()
            }
            await group.next()
            activity.close()
            group.cancelAll()
        }
        await MainActor.run { box.session.close() }
    }
}

/// Holds the main-actor session so tasks can pass it to `MainActor.run`.
final class SessionBox: @unchecked Sendable {
    @MainActor let session: LiveSession
    @MainActor init(_ session: LiveSession) { self.session = session }
}

/// Encodes frames (off the main actor) and writes messages, in order.
actor Sender {
    let outbound: WebSocketOutboundWriter
    let quality: Double
    private var failed = false

    init(outbound: WebSocketOutboundWriter, quality: Double) {
        self.outbound = outbound
        self.quality = quality
    }

    func send(_ outputs: [LiveSession.Output]) async {
        for output in outputs where !failed {
            do {
                switch output {
                case .message(let message):
                    try await outbound.write(.text(message.json()))
                case .binary(let binary):
                    try await outbound.write(.binary(ByteBuffer(bytes: binary.encoded())))
                case .frame(let frame):
                    guard let data = FrameEncoder.encode(frame, jpegQuality: quality) else { continue }
                    try await outbound.write(.binary(ByteBuffer(bytes: data)))
                }
            } catch {
                failed = true
            }
        }
    }
}

/// JPEG (libjpeg-turbo) or PNG, wrapped as a binary frame message.
public enum FrameEncoder {
    public static func encode(_ frame: LiveSession.FrameToSend, jpegQuality: Double) -> Data? {
        let bytes: Data?
        switch frame.format {
        case .jpeg: bytes = frame.image.jpegData(compressionQuality: jpegQuality)
        case .png: bytes = frame.image.pngData()
        }
        guard let bytes else { return nil }
        return BinaryMessage(header: frame.header, payload: bytes).encoded()
    }
}
