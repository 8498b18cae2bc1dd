import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Memory holding pixels, from the C heap so that buffers libjpeg `malloc`s can be adopted as they are;
/// freed when the last image or context using it goes away.
final class PixelStorage: @unchecked Sendable {
    // Sendable because images never write to it after creation; a context that owns it is not Sendable.
    let bytes: UnsafeMutableRawPointer
    let count: Int

    /// Bytes of pixels alive in the process now (``CGImage/livePixelBytes``).
    static var liveBytes: Int { live.load(ordering: .relaxed) }
    private static let live = Atomic<Int>(0)
    /// How many blocks of each size are alive, when `FLIPBOOK_PIXEL_CENSUS` is set (``CGImage/pixelCensus``).
    static let census: Mutex<[Int: Int]>? = getenv("FLIPBOOK_PIXEL_CENSUS") == nil ? nil : Mutex([:])

    private static func born(_ count: Int) {
        live.add(count, ordering: .relaxed)
        census?.withLock { $0[count, default: 0] += 1 }
    }

    /// `count` zeroed bytes (transparent black pixels), or nil if there is no memory for them.
    init?(zeroedCount count: Int) {
        guard count > 0, let bytes = calloc(count, 1) else { return nil }
        self.bytes = bytes
        self.count = count
        Self.born(count)
    }

    /// `count` bytes the caller fills at once (no zeroing: a frame copied out of a context overwrites them all).
    init?(uninitializedCount count: Int) {
        guard count > 0, let bytes = malloc(count) else { return nil }
        self.bytes = bytes
        self.count = count
        Self.born(count)
    }

    /// Takes ownership of memory from `malloc`.
    init(adopting bytes: UnsafeMutableRawPointer, count: Int) {
        self.bytes = bytes
        self.count = count
        Self.born(count)
    }

    deinit {
        Self.live.subtract(count, ordering: .relaxed)
        Self.census?.withLock { $0[count, default: 0] -= 1 }
        free(bytes)
    }
}

extension CGImage {
    /// Bytes of pixels alive in the process now, in every image and bitmap context made here (not cairo's own
    /// surfaces): what a server's worker reports beside its heap, to tell pictures from the rest of what it holds.
    package static var livePixelBytes: Int { PixelStorage.liveBytes }

    /// The blocks of pixels alive, by size in bytes, largest share first (empty unless the process was started
    /// with `FLIPBOOK_PIXEL_CENSUS` set: counting takes a lock per image made and freed).
    package static var pixelCensus: [(bytes: Int, count: Int)] {
        let counts = PixelStorage.census?.withLock { $0 } ?? [:]
        return counts.filter { $0.value > 0 }.map { (bytes: $0.key, count: $0.value) }
            .sorted { $0.bytes * $0.count > $1.bytes * $1.count }
    }
}
