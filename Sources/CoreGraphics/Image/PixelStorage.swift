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

    /// `count` zeroed bytes (transparent black pixels), or nil if there is no memory for them.
    init?(zeroedCount count: Int) {
        guard count > 0, let bytes = calloc(count, 1) else { return nil }
        self.bytes = bytes
        self.count = count
    }

    /// `count` bytes the caller fills at once (no zeroing: a frame copied out of a context overwrites them all).
    init?(uninitializedCount count: Int) {
        guard count > 0, let bytes = malloc(count) else { return nil }
        self.bytes = bytes
        self.count = count
    }

    /// Takes ownership of memory from `malloc`.
    init(adopting bytes: UnsafeMutableRawPointer, count: Int) {
        self.bytes = bytes
        self.count = count
    }

    deinit {
        free(bytes)
    }
}
