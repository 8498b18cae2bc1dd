// `make bench-server` runs this beside `serve_bench.py`: frames per second of the live simulator while
// GuessThePet's flip runs at 750×1334 px — what one session's display tick costs on the server: pump one frame,
// freeze the layer tree onto the timeline, render it, encode it as JPEG — on one core (`taskset -c 0`).
// Not a test: the one place besides the benchmarks that reads a real clock.
import Flipbook
import FlipbookServer
import Foundation

let smoke = ProcessInfo.processInfo.environment["BENCH_SMOKE"] == "1"

@MainActor
func run() throws {
    let session = try LiveSession(sceneName: "guess-the-pet", wallClock: { 0 })
    let card = ClientMessage.TouchPoint(id: 1, x: 187.5, y: 333.5)
    var tickTimes: [Double] = []
    var encodeTimes: [Double] = []
    var bytes: [Int] = []
    var cpuTimes: [Double] = []
    /// CPU seconds of this thread: what the frame cost whatever else the shared machine runs.
    func cpu() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
    let cycles = smoke ? 1 : 6
    let clock = ContinuousClock()
    func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
    /// Ticks until the stage stops changing; times every tick that produced a frame.
    func runFrames(limit: Int) {
        for _ in 0..<limit {
            let start = clock.now
            let cpuStart = cpu()
            let outputs = session.tick()
            let ticked = clock.now
            guard case .frame(let frame)? = outputs.first else { return }
            let data = FrameEncoder.encode(frame, jpegQuality: 0.8)
            let done = clock.now
            let cpuDone = cpu()
            if frame.format == .jpeg {
                cpuTimes.append(cpuDone - cpuStart)
                tickTimes.append(seconds(ticked - start))
                encodeTimes.append(seconds(done - ticked))
                bytes.append(data?.count ?? 0)
            }
        }
    }
    for _ in 0..<cycles {
        // Tap the card: the flip runs 0.6 s (36 frames).
        _ = session.handle(.touch(phase: .began, touches: [card]))
        _ = session.tick()
        _ = session.handle(.touch(phase: .ended, touches: [card]))
        runFrames(limit: 120)
        // Swipe back from the left edge to flip back (frames not timed: the benchmark is the flip).
        _ = session.handle(.touch(phase: .began, touches: [.init(id: 2, x: 2, y: 400)]))
        for i in 1...24 {
            _ = session.tick()
            _ = session.handle(.touch(phase: .moved, touches: [.init(id: 2, x: 2 + Double(i) * 11, y: 400)]))
        }
        _ = session.handle(.touch(phase: .ended, touches: [.init(id: 2, x: 266, y: 400)]))
        for _ in 0..<90 { _ = session.tick() }
    }
    let frame = zip(tickTimes, encodeTimes).map { $0 + $1 }
    func median(_ v: [Double]) -> Double { let s = v.sorted(); return s.isEmpty ? .nan : s[s.count / 2] }
    func p95(_ v: [Double]) -> Double { let s = v.sorted(); return s.isEmpty ? .nan : s[min(s.count - 1, Int(Double(s.count) * 0.95))] }
    let sustained = Double(frame.count) / frame.reduce(0, +)
    print(String(format: "server frame (GuessThePet flip, 750×1334): %d frames; tick (pump + freeze + render) median %.2f ms, JPEG encode median %.2f ms (%.0f KB), total median %.2f ms, p95 %.2f ms",
                 frame.count, median(tickTimes) * 1000, median(encodeTimes) * 1000, Double(median(bytes.map(Double.init))) / 1024,
                 median(frame) * 1000, p95(frame) * 1000))
    print(String(format: "CPU time per frame (this thread): median %.2f ms, p95 %.2f ms → %.0f fps of one core's CPU",
                 median(cpuTimes) * 1000, p95(cpuTimes) * 1000, Double(cpuTimes.count) / cpuTimes.reduce(0, +)))
    print("RESULT\tserver fps during the flip, 750×1334, render+encode, CPU time of one core\t\(String(format: "%.0f fps", Double(cpuTimes.count) / cpuTimes.reduce(0, +)))\t60 fps\t-\t-")
    print("RESULT\tserver fps during the flip, 750×1334, render+encode, one core\t\(String(format: "%.0f fps", sustained))\t60 fps\t-\t-")
    print("RESULT\tserver frame time p95 (pump + freeze + render + JPEG)\t\(String(format: "%.1f ms", p95(frame) * 1000))\t16.7 ms\t-\t-")
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "memory" {
    let seconds = arguments.dropFirst().first.flatMap(Double.init) ?? 600
    print("one session's memory over \(Int(seconds)) s of session time under the soak's input:")
    try MainActor.assumeIsolated { try sessionMemory(seconds: seconds) }
} else if arguments.first == "cycles" {
    let count = arguments.dropFirst().first.flatMap(Int.init) ?? 40
    print("GuessThePet's flip and swipe back \(count) times on one stage, a 100-layer history:")
    try MainActor.assumeIsolated { try actionCycles(count) }
} else if arguments.first == "layer-bytes" {
    try MainActor.assumeIsolated { try layerCopyBytes() }
} else if arguments.first == "states" {
    try MainActor.assumeIsolated { try stateMemory() }
} else if arguments.first == "drag" {
    try MainActor.assumeIsolated { try dragFrames() }
} else {
    try MainActor.assumeIsolated { try run() }
    try MainActor.assumeIsolated { try dragFrames() }
}
