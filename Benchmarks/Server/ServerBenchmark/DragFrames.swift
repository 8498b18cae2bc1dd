// `ServerBenchmark` (and `ServerBenchmark drag`): what a drag's frame costs on the server — the frame rendered
// for a touch as soon as it is applied (`LiveSession.inputFrame()`: pump(0), freeze, render) and its JPEG — in
// CPU time of this thread, during GuessThePet's interactive swipe back, at the device's scale (2) and at the
// motion scale (1) that `flipbook serve` uses while a finger is down. CPU time, so the shared machine's load
// does not blur the comparison; both scales measured in one run, interleaved.
import CoreGraphics
import Flipbook
import FlipbookServer
import Foundation

@MainActor
func dragFrames() throws {
    let rounds = smoke ? 1 : 6
    var cpu: [String: [Double]] = [:]
    var bytes: [String: [Int]] = [:]
    var composites: [String: Int] = [:]
    // Per move (1…40), so the phases of the swipe back can be told apart: progress = 6 pt × move / 200 pt, so
    // moves 1–11 shrink the snapshot, 12–22 turn it away, 23–33 turn the card in, 34–40 hold the end.
    var perMove: [String: [Int: [Double]]] = [:]
    // DRAG_MOVES=1: each move's median CPU and wall time and what it sent (frame, composite, same), to find the
    // moves that set a drag's worst latencies.
    var perMoveWall: [String: [Int: [Double]]] = [:]
    var perMoveKind: [String: [Int: String]] = [:]
    // ... and what each move of the last round sent: its planes (flat or warped, their sizes in pixels), its bytes
    // and how long the input frame took to render. DRAG_DUMP=DIR also writes the first round's pictures there as
    // PNGs (mN.png for a whole frame, mN-pK.png for plane K of a composite).
    var perMoveSent: [String: [Int: String]] = [:]
    // DRAG_CPU=process: the whole process's CPU time, which counts the warp's bands on other threads too (the
    // main thread's alone leaves them out).
    let clock = ProcessInfo.processInfo.environment["DRAG_CPU"] == "process" ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_THREAD_CPUTIME_ID
    func threadCPU() -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
    func wallTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
    let card = ClientMessage.TouchPoint(id: 1, x: 187.5, y: 333.5)
    // DRAG_COMPARE=budgets: the device's scale with the process's defaults against a worker's memory bounds
    // (`WorkerMemory`: 4 MiB of shadow masks, emptied at rest) instead of the two scales.
    // DRAG_COMPARE=pictures: the device's scale, the renderer drawing everything every frame (as sessions did
    // before session 10: a frozen frame's copies missed the pictures kept of turning layers) against keeping them.
    // DRAG_COMPARE=composite: the device's scale, whole frames (JPEG) against frames split into planes for the
    // page to composite (`flipbook serve --composite`: kept flat planes, pictures sent once, then only maps).
    let compare = ProcessInfo.processInfo.environment["DRAG_COMPARE"]
    // DRAG_ONLY=<label>: only that side (for a profiler).
    let only = ProcessInfo.processInfo.environment["DRAG_ONLY"]
    let sides: [String] = compare == "budgets" ? ["process defaults", "worker budgets"]
        : compare == "pictures" ? ["draws every frame", "keeps pictures"]
        : compare == "composite" ? ["whole frames", "composites"] : ["device scale 2", "motion scale 1"]
    let labels = sides.filter { only == nil || $0 == only }
    for round in 0..<rounds {
        for label in round % 2 == 0 ? labels : labels.reversed() {
            let motion: Double? = label == "motion scale 1" ? 1 : nil
            let session = try LiveSession(sceneName: "guess-the-pet", wallClock: { 0 })
            session.motionScale = motion
            session.keepsPictures = label != "draws every frame"
            session.compositesDrags = label == "composites"
            var held: Set<String> = []
            if label == "worker budgets" {
                WorkerMemory.apply(to: session, environment: [:])
            } else {
                ShadowBlurCache.shared.budget = 24 << 20
            }
            _ = session.handle(.touch(phase: .began, touches: [card]))
            _ = session.tick()
            _ = session.handle(.touch(phase: .ended, touches: [card]))
            for _ in 0..<90 { _ = session.tick() }
            _ = session.handle(.touch(phase: .began, touches: [.init(id: 2, x: 2, y: 400)]))
            for i in 1...40 {
                _ = session.handle(.touch(phase: .moved, touches: [.init(id: 2, x: 2 + Double(i) * 6, y: 400)]))
                let start = threadCPU(), wallStart = wallTime()
                let outputs = session.inputFrame()
                let renderWall = wallTime() - wallStart
                var size = 0
                var kind = "same"
                var sent = ""
                for case .frame(let frame) in outputs {
                    if frame.planes != nil { composites[label, default: 0] += 1 }
                    kind = frame.planes == nil ? "frame" : "composite"
                    let bytes = FrameEncoder.encode(frame, jpegQuality: 0.8, held: &held)?.count ?? 0
                    size += bytes
                    let planes = frame.planes?.map { "\($0.isFlat ? "flat" : "warped") \($0.image.width)×\($0.image.height)" }
                    sent = (planes.map { "[" + $0.joined(separator: ", ") + "] " } ?? "") + "\(bytes / 1024) KB"
                        + String(format: ", rendered in %.1f ms", renderWall * 1000)
                    if let directory = ProcessInfo.processInfo.environment["DRAG_DUMP"], round == 0 {
                        func write(_ image: CGImage, _ name: String) {
                            try? image.pngData()?.write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
                        }
                        if frame.planes == nil { write(frame.image, "m\(i).png") }
                        for (k, plane) in (frame.planes ?? []).enumerated() { write(plane.image, "m\(i)-p\(k).png") }
                    }
                }
                cpu[label, default: []].append(threadCPU() - start)
                perMove[label, default: [:]][i, default: []].append(threadCPU() - start)
                perMoveWall[label, default: [:]][i, default: []].append(wallTime() - wallStart)
                perMoveKind[label, default: [:]][i] = kind
                perMoveSent[label, default: [:]][i] = sent
                bytes[label, default: []].append(size)
                for _ in 0..<3 { _ = session.tick() }
            }
            _ = session.handle(.touch(phase: .cancelled, touches: [.init(id: 2, x: 242, y: 400)]))
        }
    }
    func median(_ v: [Double]) -> Double { let s = v.sorted(); return s.isEmpty ? .nan : s[s.count / 2] }
    func p95(_ v: [Double]) -> Double { let s = v.sorted(); return s.isEmpty ? .nan : s[min(s.count - 1, Int(Double(s.count) * 0.95))] }
    for label in labels {
        let c = cpu[label] ?? [], b = (bytes[label] ?? []).map(Double.init)
        print(String(format: "drag frame at %@ (GuessThePet's swipe back, input frame + JPEG, CPU time): median %.2f ms, p95 %.2f ms, %.0f KB",
                     label, median(c) * 1000, p95(c) * 1000, median(b) / 1024)
              + (compare == "composite" ? ", \(composites[label] ?? 0) of \(c.count) frames composites" : ""))
        print("RESULT\tserver drag frame, \(label): input frame + JPEG, CPU median\t\(String(format: "%.2f ms", median(c) * 1000))\t-\t-\t-")
        // DRAG_PHASES=1: the median of each phase of the swipe (see `perMove`).
        if ProcessInfo.processInfo.environment["DRAG_PHASES"] == "1" {
            let phases = [("shrink", 1...11), ("turn away", 12...22), ("turn in", 23...33), ("end", 34...40)]
            let text = phases.map { name, moves in
                String(format: "%@ %.2f", name, median(moves.flatMap { perMove[label]?[$0] ?? [] }) * 1000)
            }
            print("  \(label), median per phase (ms): " + text.joined(separator: ", "))
        }
        if ProcessInfo.processInfo.environment["DRAG_MOVES"] == "1" {
            for i in 1...40 {
                print(String(format: "  %@ move %2d: %@ CPU %.2f ms, wall %.2f ms ", label, i, perMoveKind[label]?[i] ?? "-",
                             median(perMove[label]?[i] ?? []) * 1000, median(perMoveWall[label]?[i] ?? []) * 1000)
                      + (perMoveSent[label]?[i] ?? ""))
            }
        }
    }
}

