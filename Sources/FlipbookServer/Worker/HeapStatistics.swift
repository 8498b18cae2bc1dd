import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// glibc's heap, summed over every arena: what a worker's memory report and the memory benchmark print to tell a
/// session's own growth (bytes in use) from fragmentation (free bytes inside the arenas, which RSS still counts
/// until `malloc_trim` gives whole pages back).
package struct HeapStatistics: Sendable, Equatable {
    /// Bytes in use: allocated from the arenas plus blocks of their own mapping (bitmaps above the mmap threshold).
    package var inUse = 0
    /// Bytes free inside the arenas (fast bins and the rest).
    package var freeInArenas = 0
    /// The arenas' size.
    package var arenas = 0
    /// Bytes in blocks mapped on their own (part of ``inUse``).
    package var mapped = 0

    /// The process's heap now (zeros where the C library has no `malloc_info`).
    package static func now() -> HeapStatistics {
        let totals = mallocInfoTotals()
        let free = (totals["total fast"] ?? 0) + (totals["total rest"] ?? 0)
        let arenas = totals["system current"] ?? 0
        let mapped = totals["total mmap"] ?? 0
        return HeapStatistics(inUse: arenas - free + mapped, freeInArenas: free, arenas: arenas, mapped: mapped)
    }

    /// `malloc_info`'s totals over every arena: its XML's `<total type=… size=…>` and `<system type=… size=…>`
    /// lines after the last `</heap>`, keyed "total fast", "total rest", "total mmap", "system current"…
    /// Found with `dlsym`, since Swift's Glibc module has no `malloc.h`.
    package static func mallocInfoTotals() -> [String: Int] {
        #if canImport(Glibc)
        guard let call = mallocInfo else { return [:] }
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return [:] }
        _ = call(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard let buffer else { return [:] }
        return parseTotals(String(cString: buffer))
        #else
        return [:]
        #endif
    }

    /// The totals of a `malloc_info` XML text (after its last `</heap>`: every arena together).
    package static func parseTotals(_ text: String) -> [String: Int] {
        var totals: [String: Int] = [:]
        let tail = text.components(separatedBy: "</heap>").last ?? text
        for line in tail.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            let tag = trimmed.hasPrefix("<total") ? "total" : trimmed.hasPrefix("<system") ? "system" : nil
            let fields = trimmed.split(separator: "\"")
            guard let tag, fields.count >= 2, let sizeIndex = fields.firstIndex(where: { $0.hasSuffix(" size=") }),
                  sizeIndex + 1 < fields.count, let value = Int(fields[sizeIndex + 1]) else { continue }
            totals["\(tag) \(fields[1])"] = value
        }
        return totals
    }

    #if canImport(Glibc)
    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
    nonisolated(unsafe) private static let mallocInfo: MallocInfo? = dlsym(nil, "malloc_info").map {
        unsafeBitCast($0, to: MallocInfo.self)
    }
    #endif

    /// The resident set of this process, in KiB (`VmRSS` of /proc/self/status; 0 where there is none).
    package static func residentKB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return 0
    }

    /// This process's proportional set size in KiB (`Pss` of /proc/self/smaps_rollup: shared pages split between
    /// the processes sharing them), as the soak sums it; 0 where there is none.
    package static func proportionalKB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("Pss:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return 0
    }
}
