import Foundation
import Testing
@testable import FlipbookServer
#if canImport(Glibc)
import Glibc
#endif

/// The session's socket sends each frame at once: Nagle's algorithm (which holds a small write back until the
/// previous one is acknowledged) is off on the server's side of the WebSocket. NIO sets TCP_NODELAY on the sockets
/// it accepts; this pins it, read with `getsockopt` on the server's very socket (the server runs in this process).
@Suite("The WebSocket's socket options", .serialized)
struct SimulatorServerSocketOptionsTests {
    @Test(.enabled(if: ServedFlipbook.binary != nil, "the flipbook executable is not built"))
    func theSessionsSocketHasNoDelay() async throws {
        let server = SimulatorServer(configuration: .init(
            port: 0, scene: "guess-the-pet", worker: WorkerCommand(executable: ServedFlipbook.binary!)))
        let url = AsyncStream<String>.makeStream()
        let running = Task { try await server.run { url.continuation.yield($0) } }
        defer { running.cancel() }
        var iterator = url.stream.makeAsyncIterator()
        let address = try #require(await iterator.next())
        let port = try #require(Int(address.split(separator: ":").last!.filter(\.isNumber)))
        let socket = try TestWebSocket(port: port)
        _ = try socket.receive(timeout: 30)   // the welcome: the session is up, frames go over this socket
        let accepted = try #require(Self.acceptedSocket(port: port, peerPort: socket.localPort), "the server's socket")
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        #expect(getsockopt(accepted, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &length) == 0)
        #expect(value != 0, "TCP_NODELAY is set on the session's socket")
    }

    /// This process's descriptor of the connection accepted on `port` from `peerPort`.
    static func acceptedSocket(port: Int, peerPort: Int) -> Int32? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return nil }
        for entry in entries {
            guard let fd = Int32(entry) else { continue }
            var local = sockaddr_in(), peer = sockaddr_in()
            var size = socklen_t(MemoryLayout<sockaddr_in>.size)
            let gotLocal = withUnsafeMutablePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) }
            }
            size = socklen_t(MemoryLayout<sockaddr_in>.size)
            let gotPeer = withUnsafeMutablePointer(to: &peer) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &size) }
            }
            guard gotLocal == 0, gotPeer == 0, local.sin_family == sa_family_t(AF_INET) else { continue }
            if Int(UInt16(bigEndian: local.sin_port)) == port, Int(UInt16(bigEndian: peer.sin_port)) == peerPort {
                return fd
            }
        }
        return nil
    }
}
