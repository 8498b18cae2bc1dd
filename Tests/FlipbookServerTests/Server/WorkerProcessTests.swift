import Foundation
import Testing
@testable import FlipbookServer
#if canImport(Glibc)
import Glibc
#endif

@Suite struct WorkerProcessTests {
    /// A worker's output pipe holds several whole frames, so the worker writes a frame without waiting for the
    /// server's reader to wake up mid-frame (Linux's default pipe holds 64 KiB; a frame is 30–200 KB).
    @Test func theOutputPipeHoldsWholeFrames() throws {
        #if os(Linux)
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let capacity = try #require(WorkerProcess.enlargePipe(fds[0]))
        let allowed = (try? String(contentsOfFile: "/proc/sys/fs/pipe-max-size", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? WorkerProcess.pipeCapacity
        #expect(capacity == min(WorkerProcess.pipeCapacity, allowed))
        #expect(capacity > 64 << 10)
        #endif
    }
}
