#if canImport(Glibc)
import Glibc
#endif

/// How the export commands ask the C allocator to keep the memory of freed frames for the next ones.
///
/// Every rendered frame is a new bitmap of a few megabytes (4 MB at 750 × 1334), freed once the encoder has it. glibc
/// serves blocks that large with `mmap` and gives them back with `munmap` when freed, so the next frame's bitmap
/// is fresh memory again: the kernel zeroes and maps it page by page on first touch. For `flipbook render
/// guess-the-pet -o x.mp4 --fps 60` that was ≈ 140,000 page faults and about a sixth of the process's CPU time
/// (Benchmarks/README.md, session 11). Raising the thresholds makes freed frames stay in the allocator's heap and
/// the next frame reuse them, already mapped. Only the one-shot export commands do this (a recording's memory
/// is bounded by the frames in flight); `flipbook serve` keeps glibc's defaults, which give memory back.
enum FrameMemory {
    /// Keeps freed blocks of up to 128 MiB in the heap, and up to 512 MiB free at its top before trimming.
    static func keepFreedFrames() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module does not include; its parameters' values
        // are glibc's (M_TRIM_THRESHOLD −1, M_MMAP_THRESHOLD −3).
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-3, 128 << 20)
        _ = mallopt(-1, 512 << 20)
        #endif
    }
}
