// `make bench-collections`: one frame of flinging a flow-layout collection of labelled cells in a window on a
// stage — layout, cell reuse and render at 750 × 1334 through `stage.snapshot()` — and the process's peak memory
// with 1,000 and with 100,000 items (each count in its own process, so the peaks don't mix).
//
// Not a test: it reads the real clock. Build with optimisations (`swift build -c release`).
import BenchmarkScenes
import Flipbook
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Peak resident memory of this process, in MB.
func maxRSSMegabytes() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// This thread's CPU time in milliseconds: on a loaded machine the wall clock also counts time spent waiting for
/// the core, so the benchmark reports both.
func threadCPUMilliseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Flings the collection repeatedly and times each decelerating frame (pump + snapshot).
@MainActor
func run(items: Int, flings: Int, framesPerFling: Int) -> (frameTimes: [Double], cpuTimes: [Double], created: Int, rss: Double) {
    let scene = CollectionsScene(items: items)
    var times: [Double] = []
    var cpuTimes: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<flings {
        // A flick upward (content scrolls down) from the lower part of the screen, fast: about 8,000 pt/s.
        scene.fling()
        for _ in 0..<framesPerFling {
            let start = clock.now
            let cpuStart = threadCPUMilliseconds()
            scene.frame()
            cpuTimes.append(threadCPUMilliseconds() - cpuStart)
            let elapsed = clock.now - start
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
    }
    return (times, cpuTimes, scene.collection.createdViewCount, maxRSSMegabytes())
}

let arguments = CommandLine.arguments
let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] == "1"
if let index = arguments.firstIndex(of: "--child"), index + 1 < arguments.count, let items = Int(arguments[index + 1]) {
    // One measurement in this process: print frame median, cells created, peak memory.
    let result = MainActor.assumeIsolated {
        run(items: items, flings: smoke ? 1 : 12, framesPerFling: smoke ? 5 : 40)
    }
    print("CHILD\t\(items)\t\(median(result.frameTimes))\t\(result.created)\t\(result.rss)\t\(result.frameTimes.count)"
        + "\t\(median(result.cpuTimes))")
    exit(0)
}

#if DEBUG
print("warning: a debug build: the numbers mean nothing (build with -c release)")
#endif

/// Runs this executable on `items` in a child process and reads its line.
func child(_ items: Int) -> (median: Double, created: Int, rss: Double, frames: Int, cpu: Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--child", String(items)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try! process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("CHILD") } ?? ""
    let fields = line.split(separator: "\t")
    guard fields.count == 7 else { fatalError("child \(items) failed: \(String(decoding: data, as: UTF8.self))") }
    return (Double(fields[2])!, Int(fields[3])!, Double(fields[4])!, Int(fields[5])!, Double(fields[6])!)
}

let small = child(1_000)
let large = child(100_000)
func ms(_ value: Double) -> String { String(format: "%.2f ms", value) }
func mb(_ value: Double) -> String { String(format: "%.1f MB", value) }
print("# fling frames: \(large.frames) at 100,000 items; cells created: \(small.created) (1,000 items), \(large.created) (100,000 items)")
// `--memory-only`: the frame times come from the package-benchmark suite CollectionsSuite (`make bench-collections`).
if !arguments.contains("--memory-only") {
    print("RESULT\tcollection fling frame, 100,000 items, layout + reuse + render 750×1334 (median)\t\(ms(large.median))\t≤ 6 ms\t-\t-")
    print("RESULT\tcollection fling frame, 100,000 items, thread CPU time (median)\t\(ms(large.cpu))\t≤ 6 ms\t-\t-")
    print("RESULT\tcollection fling frame, 1,000 items (median)\t\(ms(small.median))\t-\t-\t-")
}
print("RESULT\tpeak memory (max RSS), 1,000 items\t\(mb(small.rss))\t-\t-\t-")
print("RESULT\tpeak memory (max RSS), 100,000 items\t\(mb(large.rss))\t≈ 1,000 items' (±5 %)\t-\t-")
print("RESULT\tmax RSS ratio 100,000 / 1,000 items\t\(String(format: "%.3f×", large.rss / small.rss))\t≤ 1.05×\t-\t-")
