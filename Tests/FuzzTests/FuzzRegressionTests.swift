import Flipbook
import Testing
import UIKit

/// Every program the fuzzer found breaking an invariant, shrunk, as a named test (issue 16).
@MainActor
@Suite struct FuzzRegressionTests {
    private func expectClean(_ words: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
        let result = runProgram(words, replayEvery: 1, checkDeterminism: true)
        #expect(result.violations.isEmpty, "\(result.violations)\n\(result.log.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
    }

    /// `transition(from:to:)` on a controller in an unselected tab made the new child "appeared" off screen.
    @Test func childSwapInAnUnselectedTab() {
        expectClean([2814591400, 60])
    }
}

/// Runs the program in FLIPBOOK_FUZZ_PROGRAM (comma-separated words) step by step, printing each step's
/// violations and writing the last differing frame and its replay to .build/fuzz/ — for triage.
@MainActor
@Suite struct FuzzTriage {
    @Test func triage() throws {
        guard let text = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_PROGRAM"] else { return }
        let words = text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let world = FuzzWorld()
        defer { world.tearDown() }
        for word in words {
            world.perform(word)
            let found = world.violations(settled: false) + world.renderAndReplay()
            print("STEP \(world.log.last ?? "-"): \(found)")
            if !found.isEmpty { break }
        }
        if world.lastReplay == nil { world.windDown() }
        print("SETTLED: \(world.violations(settled: true) + world.renderAndReplay())")
        if let (frame, replay) = world.lastReplay {
            frame.withUnsafePixelBytes { pa, row in
                replay.withUnsafePixelBytes { pb, _ in
                    var points: [String] = []
                    for y in 0..<frame.height {
                        for x in 0..<frame.width {
                            let i = y * row + x * 4
                            if (0..<4).contains(where: { abs(Int(pa[i + $0]) - Int(pb[i + $0])) > 2 }) {
                                points.append("(\(x),\(y)) \((0..<4).map { pa[i + $0] }) vs \((0..<4).map { pb[i + $0] })")
                            }
                        }
                    }
                    print("DIFF \(points.count): \(points.prefix(6)) … \(points.suffix(3))")
                }
            }
            let renderer = CARenderer(layer: world.stage.window.layer)
            renderer.bounds = world.stage.window.bounds
            let direct = renderer.makeImage(scale: 1, atTime: world.stage.time, opaque: true)!
            print("DIRECT vs frame \(FuzzWorld.differingPixels(direct, frame, tolerance: 2)) vs replay \(FuzzWorld.differingPixels(direct, replay, tolerance: 2)) time \(world.stage.time)")
            let rec = world.stage.startRecording(fps: 60, scale: 1).stop()
            print("REC time \(rec.frames[0].stageTime) vs frame \(FuzzWorld.differingPixels(rec.frames[0].image!, frame, tolerance: 2))")
            for (sample, layer) in zip(world.stage.startRecording(fps: 60, scale: 1).stop().trace.first!.layers,
                                       FuzzWorld.layersInTraceOrder(world.stage.window.layer)) {
                let copy = FuzzWorld.layer(from: sample, like: layer)
                let lt = layer.localTime(atGlobalTime: world.stage.time)
                print("PRES \(layer.presentation()?.opacity ?? -1) \(layer.presentation()?.transform.m42 ?? -1) lt \(lt) cur \(layer.currentLocalTime) anims \(layer.animationEntries.map { "\($0.key ?? "-") begin \($0.animation.beginTime) dur \($0.animation.duration) \(type(of: $0.animation))" })")
                print("COPY \(copy.modelValues.opacity) \(copy.modelValues.transform.m42) anims \(copy.animationEntries.count) orig anims \(layer.animationEntries.count) origmodel \(layer.modelValues.opacity)")
                print("LAYER \(sample.path) \(type(of: layer)) frame \(sample.frame) t \(sample.transform) op \(sample.opacity) speed \(layer.speed) off \(layer.timeOffset) r \(sample.cornerRadius) mask \(sample.masksToBounds)")
            }
            let folder = URL(fileURLWithPath: ".build/fuzz")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try frame.pngData()?.write(to: folder.appendingPathComponent("frame.png"))
            try replay.pngData()?.write(to: folder.appendingPathComponent("replay.png"))
        }
    }
}
