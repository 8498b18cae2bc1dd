import Flipbook
import Foundation
import Hummingbird
import HummingbirdWebSocket

/// One WebSocket, relayed to its session's worker process (``SessionWorker``): the page's messages are validated
/// here and passed on; the worker's messages and frames go back through an ``Outbox`` (newest frame wins). When the
/// worker crashes, the page gets an error that says why and the socket is closed; nothing else is touched.
struct Connection: Sendable {
    let configuration: SimulatorServer.Configuration
    let registry: SessionRegistry

    /// When the page last sent a message, for the idle limit; and whether the session is ending.
    private final class Activity: @unchecked Sendable {
        private let lock = NSLock()
        private var last = monotonicSeconds()
        private var ending = false
        func touch() { lock.withLock { last = monotonicSeconds() } }
        var idle: Double { lock.withLock { monotonicSeconds() - last } }
        func end() { lock.withLock { ending = true } }
        var isEnding: Bool { lock.withLock { ending } }
    }

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        guard let id = await registry.enter() else {
            let message = ServerMessage.error(code: .busy, message: "the server already runs \(registry.limit) sessions (its limit); close another tab or start it with a higher --max-sessions")
            try? await outbound.write(.text(message.json()))
            try? await outbound.close(.unknown(1013), reason: "too many sessions")
            return
        }
        defer { Task { await registry.leave() } }
        let limits = configuration.limits
        let outbox = Outbox()
        let trace = configuration.traceLatency
        let worker: WorkerProcess
        do {
            worker = try WorkerProcess(
                id: id, command: configuration.worker,
                configuration: WorkerConfiguration(scene: configuration.scene, limits: limits,
                                                   displayRate: configuration.displayRate,
                                                   jpegQuality: configuration.jpegQuality,
                                                   motionScale: configuration.motionScale,
                                                   compositesDrags: configuration.compositesDrags),
                onOutput: { frame in
                    switch frame.kind {
                    case .text: outbox.push(.text(String(decoding: frame.payload, as: UTF8.self)))
                    case .frame, .keyFrame, .unchanged:
                        // For the latency breakdown: when the server had the frame from its worker.
                        let payload = trace ? BinaryMessage.adding("relayIn", InputTrace.now(), to: frame.payload)
                                            : frame.payload
                        switch frame.kind {
                        case .keyFrame: outbox.pushKeyFrame(payload)
                        case .unchanged: outbox.pushUnchanged(payload)
                        default: outbox.pushFrame(payload)
                        }
                    case .binary: outbox.push(.binary(frame.payload))
                    case .configuration, .message: break
                    }
                },
                onEnd: { outbox.finish() })
        } catch {
            let message = ServerMessage.error(code: .unavailable, message: "could not start the session's worker process (\(configuration.worker.executable)): \(error)")
            try? await outbound.write(.text(message.json()))
            try? await outbound.close(.unexpectedServerError, reason: "could not start")
            return
        }
        let activity = Activity()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                // To the page, until the worker's output ends.
                while let item = await outbox.next() {
                    do {
                        switch item {
                        case .text(let text): try await outbound.write(.text(text))
                        case .binary(let data): try await outbound.write(.binary(ByteBuffer(bytes: data)))
                        }
                    } catch {
                        activity.end()
                        worker.stop()
                    }
                }
                guard !activity.isEnding else { return }
                // The worker ended by itself: a crash in the scene, or it could not start the session.
                activity.end()
                let exit = await worker.exitStatus()
                if let message = exit.crashMessage(standardError: worker.standardError) {
                    try? await outbound.write(.text(ServerMessage.error(code: .crashed, message: message).json()))
                    try? await outbound.close(.unexpectedServerError, reason: "the scene crashed")
                } else {
                    try? await outbound.close(.normalClosure, reason: "the session ended")
                }
            }
            group.addTask {
                // From the page.
                do {
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        activity.touch()
                        guard case .text(let text) = message else {
                            outbox.push(.text(ServerMessage.error(code: .malformed, message: "binary messages are not accepted: send JSON text").json()))
                            continue
                        }
                        let data = Data(text.utf8)
                        do throws(ProtocolError) {
                            _ = try ClientMessage.decode(data, maxBytes: limits.maxMessageBytes)
                            worker.send(WorkerFrame(kind: .message, payload: data))
                        } catch {
                            outbox.push(.text(ServerMessage.error(code: error.code, message: error.message).json()))
                        }
                    }
                } catch {
                    // The connection failed or was closed: end this session.
                }
                activity.end()
                worker.stop()
            }
            group.addTask {
                // The idle limit.
                while !activity.isEnding {
                    let idle = activity.idle
                    if idle > limits.idleTimeout {
                        let message = ServerMessage.error(code: .busy, message: String(format: "closed after %.0f s without input (the idle limit)", limits.idleTimeout))
                        try? await outbound.write(.text(message.json()))
                        activity.end()
                        try? await outbound.close(.normalClosure, reason: "idle")
                        worker.stop()
                        return
                    }
                    try? await Task.sleep(for: .seconds(min(1, max(0.05, limits.idleTimeout - idle))))
                }
            }
            await group.waitForAll()
        }
        worker.stop()
    }
}
