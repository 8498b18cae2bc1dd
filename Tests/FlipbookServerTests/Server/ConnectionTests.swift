import Foundation
import Testing
@testable import FlipbookServer

/// Sessions over real WebSockets to `flipbook serve` (the built command, each session in its worker process): a
/// scene that traps ends its own session with a clear error and nothing else; an export runs beside the sessions.
@Suite("Connection: crash isolation and exports", .serialized)
struct ConnectionTests {
    /// What one socket has received.
    struct Received {
        var texts: [[String: Any]] = []
        var frames: [[String: Any]] = []
        var exports: [(header: [String: Any], payload: Data)] = []
        var close: (code: UInt16, reason: String)?
        func errors(_ code: String) -> [[String: Any]] { texts.filter { $0["type"] as? String == "error" && $0["code"] as? String == code } }
    }

    /// Reads `socket` for `seconds` (or until `stop` says so), sorting what comes.
    @discardableResult
    func read(_ socket: TestWebSocket, for seconds: Double, into received: inout Received,
              until stop: (Received) -> Bool = { _ in false }) throws -> Received {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, received.close == nil, !stop(received) {
            guard let message = try socket.receive(timeout: deadline.timeIntervalSinceNow) else { break }
            switch message {
            case .text(let text):
                received.texts.append(try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any])
            case .binary(let data):
                let (header, payload) = try #require(BinaryMessage.decode(data))
                if header["type"] as? String == "frame" { received.frames.append(header) } else { received.exports.append((header, payload)) }
            case .close(let code, let reason):
                received.close = (code, reason)
            }
        }
        return received
    }

    func open(_ server: ServedFlipbook) throws -> (TestWebSocket, Received) {
        let socket = try TestWebSocket(port: server.port)
        var received = Received()
        try read(socket, for: 60, into: &received) { !$0.frames.isEmpty }
        #expect(received.texts.first?["type"] as? String == "welcome")
        #expect(!received.frames.isEmpty, "a new session gets its first frame")
        return (socket, received)
    }

    @Test(.enabled(if: ServedFlipbook.binary != nil, "the flipbook executable is not built"))
    func aTrapInOneSessionEndsThatSessionOnly() throws {
        let server = try ServedFlipbook(["--scene", "fault-trap-on-touch"])
        let (a, _) = try open(server)
        let (b, _) = try open(server)
        var before = Received()
        try read(b, for: 1, into: &before)
        #expect(before.frames.count >= 3, "the other session runs: \(before.frames.count) frames in 1 s")

        // Touching A's box traps in its touch handler (preconditionFailure).
        try a.send(#"{"v":1,"type":"touch","phase":"began","touches":[{"id":1,"x":80,"y":80}],"seq":1}"#)
        var crashed = Received()
        try read(a, for: 30, into: &crashed)
        let error = try #require(crashed.errors("crashed").first, "the page is told: \(crashed.texts)")
        let message = error["message"] as? String ?? ""
        #expect(message.contains("Fatal error: fault-trap-on-touch: the scene traps on purpose"), "\(message)")
        #expect(message.contains("This session has ended; the server and the other sessions go on"))
        #expect(message.contains("SIGILL") || message.contains("SIGTRAP"), "the signal is named: \(message)")
        #expect(crashed.close?.code == 1011, "then its socket is closed as a server error")
        #expect(crashed.close?.reason == "the scene crashed")

        // B goes on: frames keep coming with the clock moving, and it still answers.
        var after = Received()
        try read(b, for: 1.5, into: &after)
        #expect(after.frames.count >= 3, "the other session keeps getting frames: \(after.frames.count) in 1.5 s")
        let times = after.frames.compactMap { $0["time"] as? Double }
        #expect(times == times.sorted() && (times.last ?? 0) > (times.first ?? 0), "its clock goes on")
        try b.send(#"{"v":1,"type":"inspect"}"#)
        var inspected = Received()
        try read(b, for: 20, into: &inspected) { $0.texts.contains { $0["type"] as? String == "inspector" } }
        #expect(inspected.texts.contains { $0["type"] as? String == "inspector" })
        #expect(after.close == nil && inspected.close == nil)

        // The server is alive and takes new sessions; its log shows the worker's message.
        #expect(server.isRunning)
        let (c, _) = try open(server)
        _ = c
        #expect(server.log.contains("Fatal error: fault-trap-on-touch"), "the server's terminal shows it")
    }

    @Test(.enabled(if: ServedFlipbook.binary != nil, "the flipbook executable is not built"))
    func anExportRunsBesideTheSessions() throws {
        let server = try ServedFlipbook(["--scene", "fault-trap-on-touch"])
        let (a, _) = try open(server)
        let (b, _) = try open(server)
        // Two seconds of history to export.
        var warm = Received()
        try read(a, for: 2, into: &warm)
        try a.send(#"{"v":1,"type":"export","format":"gif"}"#)
        var exporting = Received()
        var other = Received()
        let started = Date()
        // Read both sockets in turns until A's file arrives.
        while exporting.exports.isEmpty, exporting.close == nil, Date().timeIntervalSince(started) < 120 {
            try read(a, for: 0.05, into: &exporting)
            try read(b, for: 0.05, into: &other)
        }
        let file = try #require(exporting.exports.first, "the export arrives: \(exporting.texts)")
        #expect(file.header["format"] as? String == "gif")
        #expect(file.payload.starts(with: Array("GIF89a".utf8)))
        let frames = file.header["frames"] as? Int ?? 0
        #expect(frames >= 100, "two seconds of history at 60 fps: \(frames) frames")
        let progress = exporting.texts.filter { $0["type"] as? String == "progress" }
        let fractions = progress.compactMap { $0["fraction"] as? Double }
        #expect(fractions.first == 0, "progress starts at 0")
        #expect(fractions == fractions.sorted(), "and only grows: \(fractions)")
        #expect(progress.contains { $0["phase"] as? String == "encode" })
        #expect(progress.allSatisfy { $0["frames"] as? Int == frames })
        // While it ran, both sessions kept getting frames: the other one, and the exporting one itself.
        let seconds = Date().timeIntervalSince(started)
        #expect(other.frames.count >= 3, "the other session: \(other.frames.count) frames in \(seconds) s of export")
        #expect(exporting.frames.count >= 3, "the exporting session: \(exporting.frames.count) frames in \(seconds) s of export")
    }

    /// The server's worker processes now (its children).
    static func workers(of server: ServedFlipbook) -> [Int32] {
        let pid = server.process.processIdentifier
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry -> Int32? in
            guard let child = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let tail = stat.split(separator: ")").last?.split(separator: " "), tail.count > 1,
                  Int32(tail[1]) == pid else { return nil }
            return child
        }
    }

    /// A session's stage lives in its worker; a closed socket ends the worker, which frees all of it.
    @Test(.enabled(if: ServedFlipbook.binary != nil, "the flipbook executable is not built"))
    func aClosedSocketEndsItsWorker() throws {
        let server = try ServedFlipbook(["--scene", "guess-the-pet"])
        let (a, _) = try open(server)
        let (b, _) = try open(server)
        #expect(Self.workers(of: server).count == 2, "one worker per session")
        a.disconnect()
        let deadline = Date().addingTimeInterval(30)
        while Self.workers(of: server).count > 1, Date() < deadline { usleep(50_000) }
        #expect(Self.workers(of: server).count == 1, "the closed session's worker has exited")
        // The other session goes on.
        var after = Received()
        try read(b, for: 1, into: &after)
        #expect(!after.frames.isEmpty || after.close == nil)
        b.disconnect()
        while !Self.workers(of: server).isEmpty, Date() < deadline { usleep(50_000) }
        #expect(Self.workers(of: server).isEmpty)
    }
}
