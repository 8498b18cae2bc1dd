// `ServerBenchmark memory [SECONDS]`: one session's memory under the soak's scripted input, in this process and
// as fast as the core allows (session time, not wall time: the display's ticks are run back to back). It tells
// what a worker's memory does over a long session without a hundred processes: RSS and glibc's heap (in use,
// free inside the heap, mapped blocks) sampled every 30 s of session time, frames encoded as the worker does.
import Flipbook
import FlipbookServer
import QuartzCore
import Foundation

struct MemorySample {
    var sessionSeconds: Double
    var rssKB: Int
    /// glibc: bytes in use (`uordblks` + `hblkhd`), free inside the arenas (`fordblks`), the arenas' size.
    var inUse: Int
    var freeInHeap: Int
    var arena: Int
    var mapped: Int

    static func now(at seconds: Double) -> MemorySample {
        let heap = HeapStatistics.now()
        return MemorySample(sessionSeconds: seconds, rssKB: HeapStatistics.residentKB(), inUse: heap.inUse,
                            freeInHeap: heap.freeInArenas, arena: heap.arenas, mapped: heap.mapped)
    }

    var line: String {
        String(format: "  %5.0f s: RSS %6.1f MB; heap in use %6.1f MB (of which mmapped %5.1f MB), free inside the heap %6.1f MB, arena %6.1f MB",
               sessionSeconds, Double(rssKB) / 1024, Double(inUse) / 1048576, Double(mapped) / 1048576,
               Double(freeInHeap) / 1048576, Double(arena) / 1048576)
    }
}

/// The soak's client (serve_bench.py) as one session sees it: the same mix of taps, edge swipes, controls, scene
/// changes and restarts, with its pauses as display ticks.
@MainActor
func sessionMemory(seconds: Double, seed: UInt64 = 1) throws {
    let session = try LiveSession(sceneName: "guess-the-pet", limits: soakLimits(), wallClock: { 0 })
    WorkerMemory.apply(to: session)   // the worker's bounds (FLIPBOOK_WORKER_BUDGETS=0: the process's defaults)
    var random = SeededRandom(seed: seed)
    var ticks = 0
    var frames = 0
    var encodedBytes = 0
    func run(_ outputs: [LiveSession.Output]) {
        for case .frame(let frame) in outputs {
            encodedBytes += FrameEncoder.encode(frame, jpegQuality: 0.8)?.count ?? 0
            frames += 1
        }
    }
    // As the worker does (TRIM=0: glibc's defaults alone): freed pages back every 5 s of session time and
    // after a restart or a scene change.
    let trims = ProcessInfo.processInfo.environment["TRIM"] != "0"
    var trimmer = HeapTrimmer()
    func drain(_ wallSeconds: Double) {
        for _ in 0..<max(1, Int(wallSeconds * 60)) {
            run(session.tick())
            ticks += 1
            if trims { trimmer.trimIfDue(now: Double(ticks) / 60) }
        }
    }
    func history() -> String {
        let h = session.historyUsage
        return String(format: "; timeline %d frames, %d layer copies, %.1f MB counted", h.frames, h.layers,
                      Double(h.bytes) / 1048576)
    }
    var samples = [MemorySample.now(at: 0)]
    print(samples[0].line + history())
    fflush(nil)
    // Every 30 s of session time (SAMPLE_EVERY overrides).
    let sampleEvery = ProcessInfo.processInfo.environment["SAMPLE_EVERY"].flatMap(Double.init) ?? 30
    var nextSample = sampleEvery
    while Double(ticks) / 60 < seconds {
        let action = random.unit()
        if action < 0.4 {
            let card = ClientMessage.TouchPoint(id: 1, x: 187.5, y: 333.5)
            run(session.handle(.touch(phase: .began, touches: [card])))
            drain(0.05)
            run(session.handle(.touch(phase: .ended, touches: [card])))
            drain(0.8)
        } else if action < 0.7 {
            run(session.handle(.touch(phase: .began, touches: [.init(id: 2, x: 2, y: 400)])))
            for i in 1..<20 {
                drain(1 / 60)
                run(session.handle(.touch(phase: .moved, touches: [.init(id: 2, x: 2 + 14 * Double(i), y: 400)])))
            }
            run(session.handle(.touch(phase: .ended, touches: [.init(id: 2, x: 268, y: 400)])))
            drain(0.8)
        } else if action < 0.8 {
            run(session.handle(.speed([1, 0.25, 0.1][random.below(3)])))
            run(session.handle(.pause(true)))
            run(session.handle(.step(frames: [-3, -1, 1, 2][random.below(4)])))
            run(session.handle(.seek(time: random.unit() * 5)))
            run(session.handle(.inspect))
            run(session.handle(.live))
            run(session.handle(.pause(false)))
            drain(0.3)
        } else if action < 0.9 {
            drain(0.2)   // garbage: the server answers it; the worker never sees it
        } else if action < 0.95 {
            run(session.handle(.scene(name: ["guess-the-pet", "cradle", "card-flip", "springs"][random.below(4)])))
            if trims { trimmer.trimIfDue(now: Double(ticks) / 60, force: true) }
            drain(1.0)
        } else {
            run(session.handle(.restart))
            if trims { trimmer.trimIfDue(now: Double(ticks) / 60, force: true) }
            drain(0.5)
        }
        if Double(ticks) / 60 >= nextSample {
            samples.append(.now(at: Double(ticks) / 60))
            print(samples.last!.line + history())
            if ProcessInfo.processInfo.environment["REPORT"] == "1" { print("  " + session.memoryReport) }
            fflush(nil)
            nextSample += sampleEvery
        }
    }
    print("  \(frames) frames encoded (\(encodedBytes / 1024) KB)")
}

/// The soak's limits: its `--history-layers` (SOAK_HISTORY_LAYERS, 4000 by default).
func soakLimits() -> ServerLimits {
    var limits = ServerLimits.default
    if let layers = ProcessInfo.processInfo.environment["SOAK_HISTORY_LAYERS"].flatMap(Int.init) {
        limits.historyLayerBudget = layers
    } else {
        limits.historyLayerBudget = 4000
    }
    return limits
}

/// Xorshift64: the same script every run.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// `ServerBenchmark layer-bytes`: what one frozen layer copy really costs on the heap, against the 1 KiB per copy
/// the timeline's byte budget counts (`Timeline.layerCopyBytes`): GuessThePet's window frozen 400 times mid-flip
/// (presentation values and running animations, as the timeline keeps them), glibc's bytes in use before and after.
@MainActor
func layerCopyBytes() throws {
    let session = try LiveSession(sceneName: "guess-the-pet", wallClock: { 0 })
    let card = ClientMessage.TouchPoint(id: 1, x: 187.5, y: 333.5)
    _ = session.handle(.touch(phase: .began, touches: [card]))
    _ = session.tick()
    _ = session.handle(.touch(phase: .ended, touches: [card]))
    for _ in 0..<12 { _ = session.tick() }   // a fifth of the way into the flip
    let stage = session.stage
    HeapTrimmer.trim()
    let before = HeapStatistics.now().inUse
    var copies = 0
    var frames: [AnyObject] = []
    for _ in 0..<400 {
        let frame = stage.freeze(at: stage.time)
        copies += frame.nodes.count
        frames.append(frame)
    }
    let after = HeapStatistics.now().inUse
    let perCopy = Double(after - before) / Double(max(1, copies))
    print(String(format: "a frozen layer copy (GuessThePet mid-flip, %d layers a frame): %.0f bytes on the heap; the timeline counts 1024",
                 copies / 400, perCopy))
    print("RESULT\tbytes per frozen layer copy on the heap (the timeline counts 1024)\t\(String(format: "%.0f B", perCopy))\t≤ 1024 B\t-\t-")
    withExtendedLifetime(frames) {}
}

/// `ServerBenchmark cycles [N]`: whether anything outside the bounded structures grows with a session's actions:
/// GuessThePet's card tapped (the flip to the reveal screen) and swiped back N times on one stage, with a tiny
/// history (100 layer copies); glibc's bytes in use (not counting bitmaps mapped on their own) after each cycle.
@MainActor
func actionCycles(_ count: Int) throws {
    var limits = ServerLimits.default
    limits.historyLayerBudget = 100
    let session = try LiveSession(sceneName: "guess-the-pet", limits: limits, wallClock: { 0 })
    WorkerMemory.apply(to: session)
    let card = ClientMessage.TouchPoint(id: 1, x: 187.5, y: 333.5)
    var first = 0
    for cycle in 0..<count {
        _ = session.handle(.touch(phase: .began, touches: [card]))
        _ = session.inputFrame()
        _ = session.handle(.touch(phase: .ended, touches: [card]))
        for _ in 0..<60 { _ = session.tick() }
        _ = session.handle(.touch(phase: .began, touches: [.init(id: 2, x: 2, y: 400)]))
        for i in 1..<20 {
            _ = session.tick()
            _ = session.handle(.touch(phase: .moved, touches: [.init(id: 2, x: 2 + 14 * Double(i), y: 400)]))
            _ = session.inputFrame()
        }
        _ = session.handle(.touch(phase: .ended, touches: [.init(id: 2, x: 268, y: 400)]))
        for _ in 0..<60 { _ = session.tick() }
        if cycle % 5 == 0 { _ = session.handle(.inspect) }
        HeapTrimmer.trim()
        let heap = HeapStatistics.now()
        if cycle == 0 { first = heap.inUse - heap.mapped }
        print(String(format: "  cycle %3d: heap in use %.2f MB (+%.2f MB since cycle 0), mapped %.1f MB, arenas %.1f MB, RSS %.1f MB; timeline %d layer copies",
                     cycle, Double(heap.inUse - heap.mapped) / 1048576, Double(heap.inUse - heap.mapped - first) / 1048576,
                     Double(heap.mapped) / 1048576, Double(heap.arenas) / 1048576, Double(HeapStatistics.residentKB()) / 1024,
                     session.historyUsage.layers))
        fflush(nil)
    }
}
