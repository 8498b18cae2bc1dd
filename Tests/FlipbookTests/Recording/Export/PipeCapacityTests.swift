import Foundation
import Testing
@testable import Flipbook
#if canImport(Glibc)
import Glibc
#endif

@Suite struct PipeCapacityTests {
    /// A pipe asked for 1 MiB holds that much (or the system's limit, `/proc/sys/fs/pipe-max-size`): whole frames
    /// cross it in a few writes (the MP4 export's pipe to ffmpeg, the server's pipes from its workers; Linux's
    /// default holds 64 KiB).
    @Test func aPipeHoldsWholeFrames() throws {
        #if os(Linux)
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let capacity = try #require(PipeCapacity.enlarge(fds[0]))
        let allowed = (try? String(contentsOfFile: "/proc/sys/fs/pipe-max-size", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? PipeCapacity.preferred
        #expect(capacity == min(PipeCapacity.preferred, allowed))
        #expect(capacity > 64 << 10)
        // The other end's descriptor names the same pipe.
        #expect(PipeCapacity.enlarge(fds[1]) == capacity)
        #endif
    }

    /// A smaller request shrinks the pipe to a page multiple at least that big (the kernel rounds up).
    @Test func aSmallerRequestIsRoundedToPages() throws {
        #if os(Linux)
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let capacity = try #require(PipeCapacity.enlarge(fds[1], to: 10_000))
        #expect(capacity >= 10_000 && capacity < 64 << 10)
        #endif
    }
}
