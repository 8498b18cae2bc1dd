import Foundation

/// Scratch memory kept between renders, so that a kernel needing a large temporary buffer (the blur's
/// intermediate rows: about 8 MB for a phone screen) does not map and fault in fresh pages on every render —
/// a quarter of a blur's time when it did. Process-wide and thread-safe; it keeps at most ``keptBuffers``
/// buffers (the largest ones) once they are handed back.
package final class ScratchPool: @unchecked Sendable {
    // Sendable: `free` is only touched under `lock`.
    package static let shared = ScratchPool()

    /// How many idle buffers stay allocated: one per render running at a time is the common case.
    package static let keptBuffers = 2

    private let lock = NSLock()
    private var free: [(pointer: UnsafeMutableRawPointer, bytes: Int)] = []

    package init() {}

    /// Calls `body` with at least `bytes` bytes of uninitialised, 64-byte-aligned memory, valid only during the call.
    package func withBuffer<R>(bytes: Int, _ body: (UnsafeMutableRawPointer) throws -> R) rethrows -> R {
        let buffer = take(bytes: max(bytes, 1))
        defer { giveBack(buffer) }
        return try body(buffer.pointer)
    }

    /// How many idle buffers the pool holds now (for tests).
    package var idleCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return free.count
    }

    private func take(bytes: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int) {
        lock.lock()
        // The smallest idle buffer that is large enough.
        let index = free.indices.filter { free[$0].bytes >= bytes }.min { free[$0].bytes < free[$1].bytes }
        if let index {
            let buffer = free.remove(at: index)
            lock.unlock()
            return buffer
        }
        lock.unlock()
        return (.allocate(byteCount: bytes, alignment: 64), bytes)
    }

    private func giveBack(_ buffer: (pointer: UnsafeMutableRawPointer, bytes: Int)) {
        lock.lock()
        free.append(buffer)
        free.sort { $0.bytes > $1.bytes }
        let dropped = free.count > Self.keptBuffers ? Array(free[Self.keptBuffers...]) : []
        free.removeLast(dropped.count)
        lock.unlock()
        for buffer in dropped { buffer.pointer.deallocate() }
    }
}
