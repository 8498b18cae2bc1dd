// `ServerBenchmark states`: one session's memory in each state the soak's script leaves it in — a scene just
// started, a still answering a control, mid-flip, flipped, mid-swipe, another scene — after giving freed pages
// back, so what a state holds can be told from what a worker happened to hold when the soak read it. Run it with
// a worker's malloc settings (`MALLOC_MMAP_THRESHOLD_=131072 MALLOC_ARENA_MAX=2`) for a worker's figures;
// `REPORT=1` adds the worker's memory report in each state (with `FLIPBOOK_PIXEL_CENSUS=1` or `=sites`, its
// pictures by size or by where they were made).
import Flipbook
import FlipbookServer
import Foundation

@MainActor
func stateMemory() throws {
    let session = try LiveSession(sceneName: "guess-the-pet", limits: soakLimits(), wallClock: { 0 })
    WorkerMemory.apply(to: session)
    session.compositesDrags = true   // as `flipbook serve` runs its sessions
    func run(_ outputs: [LiveSession.Output]) {
        for case .frame(let frame) in outputs { _ = FrameEncoder.encode(frame, jpegQuality: 0.8) }
    }
    func ticks(_ count: Int) { for _ in 0..<count { run(session.tick()) } }
    func sample(_ state: String) {
        HeapTrimmer.trim()
        let heap = HeapStatistics.now()
        let history = session.historyUsage
        print(String(format: "  %@ PSS %5.1f MB; heap in use %5.1f MB (mapped %5.1f), free %4.1f MB; timeline %4d frames, %4d layer copies",
                     state.padding(toLength: 24, withPad: " ", startingAt: 0), Double(HeapStatistics.proportionalKB()) / 1024,
                     Double(heap.inUse) / 1048576, Double(heap.mapped) / 1048576, Double(heap.freeInArenas) / 1048576,
                     history.frames, history.layers))
        if ProcessInfo.processInfo.environment["REPORT"] == "1" { print("    " + session.memoryReport) }
        fflush(nil)
    }
    let card = ClientMessage.TouchPoint(id: 1, x: 187.5, y: 333.5)
    func tapCard() {
        run(session.handle(.touch(phase: .began, touches: [card])))
        ticks(3)
        run(session.handle(.touch(phase: .ended, touches: [card])))
    }
    print("one session's memory in each state of the soak's script (GuessThePet, then the other scenes):")
    ticks(60); sample("started")
    run(session.handle(.live)); sample("a control's still")
    ticks(600); sample("  10 s later")
    tapCard(); ticks(20); sample("mid-flip")
    ticks(100); sample("flipped")
    run(session.handle(.touch(phase: .began, touches: [.init(id: 2, x: 2, y: 400)])))
    for i in 1..<20 {
        ticks(1)
        run(session.handle(.touch(phase: .moved, touches: [.init(id: 2, x: 2 + 14 * Double(i), y: 400)])))
    }
    sample("mid-swipe")
    run(session.handle(.touch(phase: .ended, touches: [.init(id: 2, x: 268, y: 400)])))
    ticks(3); sample("lifted, finishing")
    ticks(60); sample("swiped back")
    run(session.handle(.restart)); ticks(60); sample("restarted")
    for name in ["cradle", "card-flip", "springs", "guess-the-pet"] {
        run(session.handle(.scene(name: name))); ticks(60); sample(name)
        tapCard(); ticks(120); sample("  tapped")
    }
}
