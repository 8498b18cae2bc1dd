import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Gives the pages of freed memory back to the system now and then, in a worker.
///
/// Why: glibc's malloc returns freed memory to the system only from the top of a heap. A session frees and makes
/// thousands of small blocks a second (each frame's frozen layer copies; the timeline drops its oldest frames as it
/// records new ones; a restart drops a whole stage), so free space ends up between blocks still in use, and the
/// process's resident size stays at its highest mark however much of it is free: a long session's RSS creeps up
/// with every new high even though the memory it uses does not grow. `malloc_trim(0)` returns every whole free page
/// inside the heaps (`madvise(MADV_DONTNEED)`), so resident memory follows the memory in use. It walks the heap's
/// free lists (a millisecond or two on a session's heap), so it runs at most every ``interval`` seconds, when no
/// input waits, and after a restart or a scene change (which free a stage at once).
public struct HeapTrimmer {
    /// Seconds between trims at most.
    public static let interval = 5.0
    private var last = -Double.infinity
    /// Times trimmed (for tests).
    public private(set) var trims = 0

    public init() {}

    /// Trims if the last trim is at least ``interval`` seconds before `now` (or `force`); returns whether it did.
    @discardableResult
    public mutating func trimIfDue(now: Double, force: Bool = false) -> Bool {
        guard force || now - last >= Self.interval else { return false }
        last = now
        trims += 1
        Self.trim()
        return true
    }

    /// `malloc_trim(0)` where the C library has it (glibc), found at run time since Swift's Glibc module has no
    /// `malloc.h`.
    public static func trim() {
        #if canImport(Glibc)
        guard let call = mallocTrim else { return }
        _ = call(0)
        #endif
    }

    #if canImport(Glibc)
    private typealias MallocTrim = @convention(c) (Int) -> Int32
    nonisolated(unsafe) private static let mallocTrim: MallocTrim? = dlsym(nil, "malloc_trim").map {
        unsafeBitCast($0, to: MallocTrim.self)
    }
    #endif
}
