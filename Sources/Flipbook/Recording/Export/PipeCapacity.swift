import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How much a pipe holds: the one place that asks Linux for bigger pipes (`F_SETPIPE_SZ`), for the MP4 export's
/// frame pipe to ffmpeg and for the simulator server's pipes from its render workers.
///
/// Linux's default pipe holds 64 KiB, so a 1.5–4 MB frame crosses it in dozens of writes, each waking the reader;
/// 1 MiB (the unprivileged maximum, `/proc/sys/fs/pipe-max-size`) takes a frame in a few.
package enum PipeCapacity {
    /// What ``enlarge(_:to:)`` asks for by default: 1 MiB.
    package static let preferred = 1 << 20

    /// Linux's `F_SETPIPE_SZ` and `F_GETPIPE_SZ` (`linux/fcntl.h`; not exported to Swift).
    private static let setSize: Int32 = 1031, getSize: Int32 = 1032

    /// Asks the kernel for a pipe (either end's descriptor) that holds `bytes`; returns the capacity it now has,
    /// nil where the platform cannot tell. Best effort: under a smaller limit the pipe keeps its size.
    @discardableResult
    package static func enlarge(_ fd: Int32, to bytes: Int = preferred) -> Int? {
        #if os(Linux)
        _ = fcntl(fd, setSize, Int32(clamping: bytes))
        let size = fcntl(fd, getSize)
        return size > 0 ? Int(size) : nil
        #else
        return nil
        #endif
    }
}
