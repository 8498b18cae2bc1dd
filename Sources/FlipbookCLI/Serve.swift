import ArgumentParser
import Flipbook
import FlipbookServer
import Foundation

extension FlipbookCommand {
    /// `flipbook serve`: the live simulator in a browser.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run scenes live in a browser: touch them, slow them down, pause, step and scrub the timeline.",
            discussion: """
                Prints the URL to open. Binds the loopback interface unless --host says otherwise (the simulator \
                has no authentication: serve on other interfaces only on a network you trust). Ctrl-C stops it.
                """)

        @Option(help: "The port to listen on (0: any free port).")
        var port: Int = 8080

        @Option(help: "The address to bind: 127.0.0.1 by default; 0.0.0.0 serves every interface.")
        var host: String = "127.0.0.1"

        @Option(help: "The scene a new session starts with (see `flipbook list`; default: the first).")
        var scene: String?

        @Option(help: "Browser sessions at once.")
        var maxSessions: Int = ServerLimits.default.maxSessions

        @Option(help: "Seconds without input before a session is closed.")
        var idleTimeout: Double = ServerLimits.default.idleTimeout

        @Option(help: "Layer copies each session's timeline keeps (bounds its memory; the oldest frames go first).")
        var historyLayers: Int = ServerLimits.default.historyLayerBudget

        @Option(help: "Megabytes each session's timeline keeps: layer copies and the images they show (the oldest frames go first).")
        var historyMb: Int = ServerLimits.default.historyByteBudget >> 20

        @Option(help: "Pixels per point of the frames sent while a finger is down (0, the default: the device's scale). Lower is faster to the screen but blurrier mid-drag; the settled frame is always at the device's scale.")
        var motionScale: Double = 0

        @Flag(inversion: .prefixedNo, help: "While a finger drags, let the browser composite layers turning in perspective (each picture sent once, then only where it goes). On by default; --no-composite sends every frame as a whole picture.")
        var composite = true

        @Flag(help: ArgumentHelp("Stamp relayed frames with the time the server had them (the latency benchmark's breakdown).", visibility: .hidden))
        var traceLatency = false

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 … 65535, got \(port)") }
            guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
            guard (1...1000).contains(maxSessions) else { throw ValidationError("--max-sessions must be 1 … 1000") }
            guard idleTimeout.isFinite, idleTimeout > 0 else { throw ValidationError("--idle-timeout must be positive") }
            guard historyLayers >= 100 else { throw ValidationError("--history-layers must be at least 100") }
            guard motionScale == 0 || (0.25...4).contains(motionScale) else { throw ValidationError("--motion-scale must be 0 or 0.25 … 4") }
            guard (1...65536).contains(historyMb) else { throw ValidationError("--history-mb must be 1 … 65536") }
            if let scene { _ = try onMain { try Lookup.scene(scene) } }
        }

        func run() throws {
            try onMain { FlipbookCommand.registerScenes() }
            var limits = ServerLimits.default
            limits.maxSessions = maxSessions
            limits.idleTimeout = idleTimeout
            limits.historyLayerBudget = historyLayers
            limits.historyByteBudget = historyMb << 20
            let server = SimulatorServer(configuration: .init(host: host, port: port, scene: scene, limits: limits,
                                                              traceLatency: traceLatency,
                                                              motionScale: motionScale > 0 ? motionScale : nil,
                                                              compositesDrags: composite))
            let loopback = ["127.0.0.1", "::1", "localhost"].contains(host)
            Task {
                do {
                    try await server.run { url in
                        print("Flipbook simulator: \(url)")
                        if !loopback { print("Serving on \(host): anyone who can reach it can use it.") }
                        print("Ctrl-C stops it.")
                        fflush(nil)
                    }
                    Foundation.exit(0)
                } catch {
                    FileHandle.standardError.write(Data("flipbook: error: cannot serve on \(host):\(port): \(error)\n".utf8))
                    Foundation.exit(ExitStatus.unavailable)
                }
            }
            // Hummingbird shuts down gracefully on SIGINT/SIGTERM; if sessions keep it busy, stop anyway after 5 s.
            var sources: [any DispatchSourceSignal] = []
            for number in [SIGINT, SIGTERM] {
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    DispatchQueue.global().asyncAfter(deadline: .now() + 5) { Foundation.exit(0) }
                }
                source.resume()
                sources.append(source)
            }
            withExtendedLifetime(sources) {
                // Each session's stage runs in a worker process of its own (`flipbook serve-worker`).
                dispatchMain()
            }
        }
    }
}
