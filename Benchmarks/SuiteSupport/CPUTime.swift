import Benchmark
import Foundation

/// The CPU time of a sample, in nanoseconds, for every suite (docs/benchmarks.md).
///
/// package-benchmark's own `cpuTotal` reads `utime + stime` from `/proc/self/stat` on Linux, in scheduler ticks of
/// 10 ms: a frame of a few milliseconds measures 0 or 10 ms. This metric is the process's CPU clock
/// (`CLOCK_PROCESS_CPUTIME_ID`, every thread: work the renderer splits over threads counts whole) read around the
/// sample, so other processes on a shared machine only show through the caches, as with the runners' clocks.
public let cpuTime = BenchmarkMetric.custom("CPU time (ns)")

/// What every suite records: CPU time, wall clock, allocations, throughput.
public let suiteMetrics: [BenchmarkMetric] = [cpuTime, .wallClock, .mallocCountTotal, .throughput]

/// The process's CPU time in nanoseconds.
public func processCPUNanoseconds() -> Int {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Int(ts.tv_sec) * 1_000_000_000 + Int(ts.tv_nsec)
}

extension Benchmark {
    /// Runs `body` and records its CPU time as ``cpuTime``.
    public func measuringCPU(_ body: () throws -> Void) rethrows {
        let start = processCPUNanoseconds()
        try body()
        measurement(cpuTime, processCPUNanoseconds() - start)
    }

    /// Runs `body` (typically a hop to the main actor, where the stage lives) and records its CPU time as ``cpuTime``.
    public func measuringCPU(_ body: () async throws -> Void) async rethrows {
        let start = processCPUNanoseconds()
        try await body()
        measurement(cpuTime, processCPUNanoseconds() - start)
    }
}
