import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal blocking WebSocket client for the server's tests (RFC 6455: the upgrade, masked text frames out,
/// text, binary and close frames in, fragments joined), so the tests need no client library.
final class TestWebSocket {
    enum Message: Equatable {
        case text(String)
        case binary(Data)
        case close(code: UInt16, reason: String)
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    private let fd: Int32
    private var buffer: [UInt8] = []

    init(port: Int, path: String = "/ws") throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); throw Failure(description: "connect: \(errno)") }
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try write(Array(request.utf8))
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        let deadline = Date().addingTimeInterval(30)
        while true {
            if let range = buffer.firstRange(of: end) {
                let head = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
                buffer.removeSubrange(..<range.upperBound)
                guard head.hasPrefix("HTTP/1.1 101") else { throw Failure(description: "no upgrade: \(head)") }
                return
            }
            guard try fill(until: deadline) else { throw Failure(description: "no upgrade response") }
        }
    }

    deinit { close(fd) }

    /// The client's own port (the server sees the connection coming from it).
    var localPort: Int {
        var address = sockaddr_in()
        var size = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Drops the connection without a close frame, as a tab that is closed or a network that fails.
    func disconnect() { shutdown(fd, Int32(SHUT_RDWR)) }

    func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xFF)) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try write(frame)
    }

    /// The next message, or nil if none comes within `timeout` seconds.
    func receive(timeout: Double) throws -> Message? {
        let deadline = Date().addingTimeInterval(timeout)
        var opcode: UInt8 = 0
        var message: [UInt8] = []
        while true {
            guard let (fin, op, payload) = try frame(until: deadline) else { return nil }
            switch op {
            case 0x9, 0xA: continue   // ping, pong
            case 0x8:
                let code = payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : 1005
                return .close(code: code, reason: String(decoding: payload.dropFirst(2), as: UTF8.self))
            case 0x0: message += payload
            default:
                opcode = op
                message = payload
            }
            if fin {
                return opcode == 0x1 ? .text(String(decoding: message, as: UTF8.self)) : .binary(Data(message))
            }
        }
    }

    private func frame(until deadline: Date) throws -> (Bool, UInt8, [UInt8])? {
        func need(_ n: Int) throws -> Bool {
            while buffer.count < n { guard try fill(until: deadline) else { return false } }
            return true
        }
        guard try need(2) else { return nil }
        var length = Int(buffer[1] & 0x7F)
        var header = 2
        if length == 126 {
            guard try need(4) else { return nil }
            length = Int(buffer[2]) << 8 | Int(buffer[3])
            header = 4
        } else if length == 127 {
            guard try need(10) else { return nil }
            length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }
            header = 10
        }
        guard try need(header + length) else { return nil }
        let fin = buffer[0] & 0x80 != 0, op = buffer[0] & 0x0F
        let payload = Array(buffer[header..<header + length])
        buffer.removeSubrange(..<(header + length))
        return (fin, op, payload)
    }

    /// Reads what has arrived; false at the deadline or when the server closed the connection.
    private func fill(until deadline: Date) throws -> Bool {
        let left = deadline.timeIntervalSinceNow
        guard left > 0 else { return false }
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&pfd, 1, Int32(left * 1000) + 1)
        guard ready > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let n = recv(fd, &chunk, chunk.count, 0)
        guard n > 0 else { return false }
        buffer += chunk[0..<n]
        return true
    }

    private func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "send: \(errno)") }
            sent += n
        }
    }
}

/// `flipbook serve` run as the user runs it (the executable built beside the test bundle), on a free port.
final class ServedFlipbook {
    static let binary: String? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidate = folder.appendingPathComponent("flipbook").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()

    let process = Process()
    let port: Int
    /// Where the server's standard error goes (its log: the workers' messages, prefixed with their session).
    private let errorLog = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-serve-\(UUID().uuidString).log")

    init(_ arguments: [String], environment: [String: String] = ["FLIPBOOK_FAULT_SCENES": "1"]) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: Self.binary!)
        process.arguments = ["serve", "--port", "0"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
            if let match = text.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//), let port = Int(match.1) {
                self.port = port
                return
            }
        }
        process.terminate()
        throw TestWebSocket.Failure(description: "the server printed no URL: \(text)")
    }

    var isRunning: Bool { process.isRunning }

    /// The server's standard error so far.
    var log: String { (try? String(contentsOf: errorLog, encoding: .utf8)) ?? "" }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: errorLog)
    }
}
