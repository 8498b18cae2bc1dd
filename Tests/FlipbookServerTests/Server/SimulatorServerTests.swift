import Foundation
import Testing
@testable import FlipbookServer
#if canImport(Glibc)
import Glibc
#endif

/// `flipbook serve` as a process: where it listens, its limits (sessions, idle time), and Ctrl-C.
@Suite("SimulatorServer: binding, limits and Ctrl-C", .serialized)
struct SimulatorServerTests {
    /// Reads `socket` until a close frame comes or `seconds` pass; returns the texts and the close.
    func readUntilClosed(_ socket: TestWebSocket, seconds: Double) throws -> (texts: [String], close: (UInt16, String)?) {
        var texts: [String] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard let message = try socket.receive(timeout: deadline.timeIntervalSinceNow) else { break }
            switch message {
            case .text(let text): texts.append(text)
            case .binary: continue
            case .close(let code, let reason): return (texts, (code, reason))
            }
        }
        return (texts, nil)
    }

    /// Loopback by default: the listening socket is bound to 127.0.0.1 only (read from /proc/net/tcp).
    @Test(.enabled(if: ServedFlipbook.binary != nil, "the flipbook executable is not built"))
    func bindsLoopbackByDefault() throws {
        let server = try ServedFlipbook([])
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let port = String(format: "%04X", server.port)
        var listening: [String] = []
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count > 3, fields[1].hasSuffix(":" + port), fields[3] == "0A" else { continue }
            listening.append(fields[1])
        }
        let loopback = "0100007F:" + port
        #expect(listening == [loopback], "listening on \(listening)")
    }

    @Test(.enabled(if: ServedFlipbook.binary != nil, "the flipbook executable is not built"))
    func sessionsBeyondTheLimitAreRefused() throws {
        let server = try ServedFlipbook(["--max-sessions", "1"])
        let first = try TestWebSocket(port: server.port)
        _ = try first.receive(timeout: 30)   // its welcome: the session is up
        let second = try TestWebSocket(port: server.port)
        let (texts, close) = try readUntilClosed(second, seconds: 30)
        #expect(texts.contains { $0.contains(#""code":"busy""#) && $0.contains("its limit") }, "\(texts)")
        #expect(close?.0 == 1013, "closed with 1013 (try again later)")
    }

    @Test(.enabled(if: ServedFlipbook.binary != nil, "the flipbook executable is not built"))
    func anIdleSessionIsClosed() throws {
        let server = try ServedFlipbook(["--idle-timeout", "1"])
        let socket = try TestWebSocket(port: server.port)
        let (texts, close) = try readUntilClosed(socket, seconds: 30)
        #expect(texts.contains { $0.contains("without input (the idle limit)") }, "\(texts.filter { $0.contains("error") })")
        #expect(close?.1 == "idle")
    }

    /// Ctrl-C with a session open: the server ends its sessions and exits with status 0.
    @Test(.enabled(if: ServedFlipbook.binary != nil, "the flipbook executable is not built"))
    func ctrlCStopsItCleanly() throws {
        let server = try ServedFlipbook([])
        let socket = try TestWebSocket(port: server.port)
        _ = try socket.receive(timeout: 30)
        kill(server.process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(20)
        while server.process.isRunning, Date() < deadline { usleep(50_000) }
        #expect(!server.process.isRunning, "stopped within 20 s of SIGINT")
        if !server.process.isRunning {
            #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0)
        }
    }
}
