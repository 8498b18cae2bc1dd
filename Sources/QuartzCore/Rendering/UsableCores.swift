import Foundation

/// How many cores this process may run on: the CPUs in its affinity mask (`taskset`, cgroups' cpusets), not
/// all the machine has. Work is split over this many threads: splitting a warp into two bands on one allowed
/// core only adds a thread hand-off (and hides half the work from the calling thread's CPU clock).
package enum UsableCores {
    package static let count: Int = {
        let online = max(1, ProcessInfo.processInfo.activeProcessorCount)
        // Linux: the affinity mask as the kernel reports it ("Cpus_allowed:\tff,ffffffff"); Glibc's
        // `sched_getaffinity` is not visible to Swift (it needs _GNU_SOURCE).
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed:") }) else { return online }
        let allowed = allowedCount(mask: String(line.dropFirst("Cpus_allowed:".count)))
        return allowed > 0 ? min(allowed, online) : online
    }()

    /// The number of CPUs in a hexadecimal mask as /proc prints it (groups of 8 digits separated by commas).
    package static func allowedCount(mask: String) -> Int {
        mask.reduce(0) { count, character in count + (character.hexDigitValue?.nonzeroBitCount ?? 0) }
    }
}
