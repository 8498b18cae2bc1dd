import Foundation

/// Pins every thread of this process to CPU 0 when `FLIPBOOK_BENCH_ONE_CORE=1` (what `make bench-<area>` sets for
/// figures whose target is "on one core").
///
/// The runners get this from `taskset -c 0` on their command line; a package-benchmark suite is started by the
/// benchmark plugin's tool, which `make` cannot wrap without also pinning the build. So a suite calls this when
/// its benchmarks are registered, before any runs: `taskset -a` pins every thread that exists then, and threads
/// made later inherit the mask. (Glibc's `sched_setaffinity` and `cpu_set_t` macros need `_GNU_SOURCE`, which Swift
/// does not see.) The renderer splits large warps over the CPUs in the mask (`UsableCores`, read once after this),
/// so pinned it draws one band, as under `taskset -c 0`.
package func pinToOneCoreIfAsked() {
    #if os(Linux)
    guard ProcessInfo.processInfo.environment["FLIPBOOK_BENCH_ONE_CORE"] == "1" else { return }
    let taskset = Process()
    taskset.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
    taskset.arguments = ["-a", "-p", "-c", "0", String(ProcessInfo.processInfo.processIdentifier)]
    taskset.standardOutput = FileHandle.nullDevice
    do {
        try taskset.run()
        taskset.waitUntilExit()
    } catch {
        FileHandle.standardError.write("warning: could not pin to one core: \(error)\n".data(using: .utf8)!)
    }
    #endif
}
