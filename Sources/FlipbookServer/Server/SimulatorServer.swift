import Flipbook
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

/// `flipbook serve`: the page and one live ``LiveSession`` per WebSocket, over Hummingbird.
///
/// HTTP `GET /…` serves the page's files from the package's resources (``StaticFiles``); `GET /ws` upgrades to
/// the session's WebSocket. Each session runs in a worker process of its own (``SessionWorker``, started with
/// ``Configuration/worker``): its clock driven at the display rate, its frames rendered and encoded there (JPEG
/// while moving, PNG for stills) and relayed here, newest first. A scene that traps ends its own worker only: its
/// page is told why, and the server and the other sessions go on.
public struct SimulatorServer: Sendable {
    public struct Configuration: Sendable {
        public var host: String
        /// 0 picks a free port (tests).
        public var port: Int
        /// The scene a new session starts with (the first scene when nil).
        public var scene: String?
        public var limits: ServerLimits
        /// Display frames per second of the sessions' clocks.
        public var displayRate: Double
        /// JPEG quality, 0 … 1.
        public var jpegQuality: Double
        /// How a session's worker process is started: this executable as `serve-worker` by default.
        public var worker: WorkerCommand
        /// Whether relayed frames get the time the server had them (`relayIn`) in their header, for the latency
        /// breakdown of `make bench-server` (`flipbook serve --trace-latency`). Off by default: it copies each frame.
        public var traceLatency: Bool
        /// The scale (pixels per point) of the frames rendered while a finger is down, when below the device's: a
        /// drag's frames are a quarter of the pixels at 1 on a 2× device, so rendering, encoding, the trip and
        /// the browser's decoding take about a quarter of the time, which is what pointer-to-pixels latency is
        /// made of (docs/serve.md). When the finger lifts, frames are at the device's scale again and the stage's
        /// settled still is a pixel-exact PNG; paused, stepped and scrubbed frames are always at the device's
        /// scale. nil (the default): the device's scale for every frame, as the issue asks ("the device's scale
        /// honoured"); a lower scale is an opt-in trade of sharpness for latency.
        public var motionScale: Double?
        /// Whether a drag's frames go to the page as planes it composites, when the frame can be split so
        /// (``LiveSession/compositesDrags``): a layer turning in perspective is sent as its picture once, then
        /// each move sends only where it goes — no full-screen render, encode or decode per move, which is most
        /// of pointer-to-pixels latency (docs/serve.md). On by default since session 17, when it became faster
        /// than whole frames at the p95 as well as the median, and its soak stayed within bounds; false sends every
        /// frame as a whole picture.
        public var compositesDrags: Bool

        public init(host: String = "127.0.0.1", port: Int = 8080, scene: String? = nil,
                    limits: ServerLimits = .default, displayRate: Double = 60, jpegQuality: Double = 0.8,
                    worker: WorkerCommand = .currentExecutable, traceLatency: Bool = false,
                    motionScale: Double? = nil, compositesDrags: Bool = true) {
            self.motionScale = motionScale
            self.compositesDrags = compositesDrags
            self.worker = worker
            self.traceLatency = traceLatency
            self.host = host
            self.port = port
            self.scene = scene
            self.limits = limits
            self.displayRate = displayRate
            self.jpegQuality = jpegQuality
        }
    }

    public let configuration: Configuration
    let files: StaticFiles
    let registry: SessionRegistry

    public init(configuration: Configuration, files: StaticFiles = StaticFiles()) {
        self.configuration = configuration
        self.files = files
        registry = SessionRegistry(limit: configuration.limits.maxSessions)
    }

    /// Sessions open now.
    public func sessionCount() async -> Int { await registry.count }

    /// Runs until the process gets SIGINT or SIGTERM (or the task is cancelled); `onRunning` gets the URL once
    /// the socket is bound.
    public func run(onRunning: @escaping @Sendable (String) async -> Void = { _ in }) async throws {
        // A worker that has ended must not take the server with it when the server writes to its pipe.
        signal(SIGPIPE, SIG_IGN)
        let files = self.files
        let router = Router()
        router.get("/**") { request, _ -> Response in
            Self.response(for: request.uri.path, files: files)
        }
        router.get("/") { request, _ -> Response in
            Self.response(for: "/", files: files)
        }
        let wsRouter = Router(context: BasicWebSocketRequestContext.self)
        let configuration = self.configuration
        let registry = self.registry
        wsRouter.ws("/ws") { inbound, outbound, context in
            await Connection(configuration: configuration, registry: registry).run(inbound: inbound, outbound: outbound)
        }
        var logger = Logger(label: "flipbook-serve")
        logger.logLevel = .warning
        let host = configuration.host
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: wsRouter, configuration: .init(
                ws: .init(maxFrameSize: 1 << 20, autoPing: .disabled))),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "flipbook"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                let shown = host.contains(":") ? "[\(host)]" : host
                await onRunning("http://\(shown):\(port)/")
            },
            logger: logger)
        try await app.runService()
    }

    static func response(for path: String, files: StaticFiles) -> Response {
        guard let file = files.file(forRequestPath: path) else {
            return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "not found\n")))
        }
        return Response(status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-cache"],
                        body: .init(byteBuffer: ByteBuffer(bytes: file.data)))
    }
}

/// Counts sessions against the limit and numbers them (for the server's log).
actor SessionRegistry {
    let limit: Int
    private(set) var count = 0
    private var opened = 0
    init(limit: Int) { self.limit = limit }

    /// The new session's number, or nil at the limit.
    func enter() -> Int? {
        guard count < limit else { return nil }
        count += 1
        opened += 1
        return opened
    }

    func leave() { count = max(0, count - 1) }
}
