import Foundation
import Testing
@testable import Flipbook

@MainActor
@Suite("Recorder: frames at exact times")
struct RecorderTests {
    /// A stage with a view named "mover" at x = 0 that moves linearly to x = 100 over one second.
    private func movingStage() -> (Stage, UIView) {
        let stage = Stage(size: CGSize(width: 40, height: 30), scale: 1)
        let root = UIView()
        stage.show(root)
        let mover = UIView(frame: CGRect(x: -5, y: 10, width: 10, height: 10))
        mover.layer.name = "mover"
        root.addSubview(mover)
        return (stage, mover)
    }

    private func positions(_ recording: Recording) -> [Double] {
        recording.trace.map { frame in frame.layers.first { $0.name == "mover" }!.position[0] }
    }

    @Test func framesFallOnExactTimesWhateverThePumpStep() throws {
        var results: [[Double]] = []
        for step in [1.0 / 60, 0.25, 0.3, 1.0] {
            let (stage, mover) = movingStage()
            let recorder = stage.startRecording(fps: 10, source: SyntheticSource())
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { mover.center.x = 100 })
            var elapsed = 0.0
            while elapsed < 1 - 1e-9 {
                let next = min(step, 1 - elapsed)
                stage.pump(next)
                elapsed += next
            }
            let recording = recorder.stop()
            #expect(recorder.error == nil)
            #expect(recording.frames.count == 11, "step \(step)")
            for (k, frame) in recording.frames.enumerated() {
                #expect(abs(frame.stageTime - Double(k) / 10) < 1e-9)
                #expect(abs(frame.timestamp - Double(k) / 10) < 1e-12)
                #expect(frame.image?.width == 40 && frame.image?.height == 30)
            }
            results.append(positions(recording))
        }
        let expected = (0...10).map { Double($0) * 10 }
        for positions in results {
            #expect(zip(positions, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(positions)")
        }
    }

    @Test func framesBetweenPumpsShowTheAnimationBeforeItEnds() throws {
        let (stage, mover) = movingStage()
        let recorder = stage.startRecording(fps: 10, source: SyntheticSource())
        var completed = false
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { mover.center.x = 50 },
                       completion: { _ in completed = true })
        stage.pump(1)
        let recording = recorder.stop()
        #expect(completed)
        let xs = positions(recording)
        #expect(xs.count == 11)
        #expect(abs(xs[2] - 20) < 1e-6 && abs(xs[4] - 40) < 1e-6 && abs(xs[10] - 50) < 1e-6)
        // The synthetic image shows the mover's square at its presentation position at the frame's time.
        let image = try #require(recording.frames[3].image)
        #expect(image.pixel(x: 30, y: 15) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func speedScalesStageTime() {
        let (stage, _) = movingStage()
        let recorder = stage.startRecording(fps: 10, speed: 0.5, options: .init(captureImages: false))
        stage.pump(0.5)
        let recording = recorder.stop()
        #expect(recording.frames.map(\.stageTime).map { ($0 * 1000).rounded() } == [0, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500])
        #expect(recording.frames.last?.timestamp == 1.0)
        #expect(recording.speed == 0.5)
        #expect(recording.frames.allSatisfy { $0.image == nil })
    }

    @Test func stopEndsCapturingAndScaleSetsPixels() {
        let (stage, _) = movingStage()
        let recorder = stage.startRecording(fps: 30, scale: 2, source: SyntheticSource())
        stage.pump(0.1)
        let recording = recorder.stop()
        #expect(!recorder.isRecording)
        #expect(recording.frames.count == 4)
        #expect(recording.pixelSize?.width == 80 && recording.pixelSize?.height == 60)
        stage.pump(0.5)
        #expect(recorder.frameCount == 4)
        #expect(stage.recorders.isEmpty)
    }

    /// One render thread records the same frames as one per core; none is a mistake, caught where it is made.
    @Test func renderThreadsChangeNothingButTheThreads() throws {
        func record(_ threads: Int?) throws -> [[RGBA8]] {
            let (stage, mover) = movingStage()
            mover.backgroundColor = .red
            let recorder = stage.startRecording(fps: 10, options: Recorder.Options(renderThreads: threads))
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { mover.center.x = 35 })
            stage.pump(1)
            return try recorder.stop().frames.map { try #require($0.image).pixels }
        }
        let one = try record(1)
        #expect(one.count == 11)
        #expect(zip(one, one.dropFirst()).filter { $0 != $1 }.count == 10, "the mover moves in every frame")
        #expect(one == (try record(nil)))
    }

    @Test func noRenderThreadTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            _ = Stage(size: CGSize(width: 10, height: 10)).startRecording(options: Recorder.Options(renderThreads: 0))
        }
        let standardError = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(standardError.contains("Recorder needs at least one render thread, got 0"))
    }

    @Test func recordRunsAScript() throws {
        let (stage, mover) = movingStage()
        let recording = try stage.record(fps: 20, source: SyntheticSource()) { stage in
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { mover.alpha = 0 })
            stage.pumpAndSettle()
        }
        #expect(recording.frames.count == 11)
        let opacity = recording.trace.map { $0.layers.first { $0.name == "mover" }!.opacity }
        #expect(abs(opacity[5] - 0.5) < 1e-6)
        #expect(opacity.last == 0)
    }

    @Test func aFailingSourceStopsTheRecording() {
        struct Broken: FrameSource {
            func image(of stage: Stage, at time: TimeInterval, scale: CGFloat) throws -> CGImage {
                throw FrameSourceError("broken")
            }
        }
        let (stage, _) = movingStage()
        let recorder = stage.startRecording(fps: 10, source: Broken())
        stage.pump(0.5)
        #expect(!recorder.isRecording)
        #expect(recorder.error is FrameSourceError)
        #expect(stage.recorders.isEmpty)
    }

    @Test func traceHasEveryLayersPresentationValues() throws {
        let (stage, mover) = movingStage()
        mover.backgroundColor = .red
        mover.layer.cornerRadius = 3
        mover.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // a sheet's top corners
        let recorder = stage.startRecording(fps: 10, options: .init(captureImages: false))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            mover.transform = CGAffineTransform(scaleX: 2, y: 2)
        })
        stage.pump(0.5)
        let recording = recorder.stop()
        let last = try #require(recording.trace.last)
        #expect(last.layers.first?.path == "UIWindow")
        let sample = try #require(last.layers.first { $0.name == "mover" })
        #expect(sample.path == "UIWindow/UIView[0]/UIView[0]")
        #expect(sample.type == "UIView")
        #expect(sample.transform[0] == 1.5 && sample.transform[5] == 1.5 && sample.transform[10] == 1)
        #expect(sample.frame == [-7.5, 7.5, 15, 15])
        #expect(sample.bounds == [0, 0, 10, 10])
        #expect(sample.backgroundColor == [1, 0, 0, 1])
        #expect(sample.cornerRadius == 3)
        #expect(sample.maskedCorners == 3)
        #expect(last.layers.first?.maskedCorners == nil)   // all four corners: left out
        #expect(sample.animationKeys == ["transform"])
        // Valid JSON that decodes back to the same frames.
        let data = try TraceWriter().encode(recording)
        let document = try JSONDecoder().decode(TraceWriter.Document.self, from: data)
        #expect(document.frames == recording.trace)
        #expect(document.frameCount == 6)
        #expect(document.size == [40, 30])
    }
}
