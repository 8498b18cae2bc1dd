import Foundation
import Testing
@testable import Flipbook

/// Recording with the default renderer rasterises frozen copies of the layer tree on other threads
/// (``ParallelRasterizer``, ``FrozenLayerTree``): the frames must be the same bytes as rendering each one on the
/// main thread when it is captured.
@MainActor
@Suite("Parallel rasterisation: the same bytes as one thread")
struct ParallelRasterizerTests {
    /// The default source behind a wrapper, so the recorder renders every frame on the main thread.
    struct OnTheMainThread: FrameSource {
        func image(of stage: Stage, at time: TimeInterval, scale: CGFloat) throws -> CGImage {
            try LayerTreeFrameSource().image(of: stage, at: time, scale: scale)
        }
    }

    /// A page of rounded, clipped rows with shadows, masks, group opacity and a label, turned over in
    /// perspective while a row fades and another moves.
    private func record(_ source: (any FrameSource)?) throws -> Recording {
        let stage = Stage(size: CGSize(width: 120, height: 160), scale: 2)
        let page = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 140))
        page.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
        page.layer.cornerRadius = 10
        page.clipsToBounds = true
        stage.show(UIView())
        stage.window.subviews[0].addSubview(page)
        var rows: [UIView] = []
        for i in 0..<4 {
            let row = UIView(frame: CGRect(x: 8, y: 8 + CGFloat(i) * 32, width: 84, height: 26))
            row.backgroundColor = UIColor(hue: CGFloat(i) / 5, saturation: 0.6, brightness: 0.9, alpha: 1)
            row.layer.cornerRadius = 6
            row.layer.shadowOpacity = i == 1 ? 0.4 : 0
            row.layer.shadowRadius = 3
            let label = UILabel(frame: CGRect(x: 6, y: 4, width: 70, height: 18))
            label.text = "Row \(i)"
            row.addSubview(label)
            if i == 2 {
                let mask = CALayer()
                mask.frame = CGRect(x: 0, y: 0, width: 60, height: 26)
                mask.backgroundColor = UIColor.black.cgColor
                mask.cornerRadius = 13
                row.layer.mask = mask
            }
            page.addSubview(row)
            rows.append(row)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        // The default source's frames go to the other threads (the tree can be frozen).
        #expect(LayerTreeFrameSource().freeze(stage, at: stage.time).isThreadSafe)
        let recorder = stage.startRecording(fps: 20, source: source)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut], animations: {
            page.layer.transform = CATransform3DRotate(perspective, .pi * 0.9, 0, 1, 0)
            rows[0].alpha = 0.3
            rows[3].center.x += 30
        })
        stage.pump(1.1)
        let recording = recorder.stop()
        if let error = recorder.error { throw error }
        return recording
    }

    @Test func framesAreTheSameBytesAsOnOneThread() throws {
        let parallel = try record(nil), single = try record(OnTheMainThread())
        #expect(parallel.frames.count == 23)
        #expect(parallel.frames.count == single.frames.count)
        for (a, b) in zip(parallel.frames, single.frames) {
            #expect(a.index == b.index && a.stageTime == b.stageTime)
            let pa = try #require(a.image).pixels, pb = try #require(b.image).pixels
            #expect(pa == pb, "frame \(a.index) differs")
        }
        // The frames changed (the page turned): the comparison is not of blank pictures.
        #expect(try #require(parallel.frames.first?.image).pixels != (try #require(parallel.frames[10].image).pixels))
    }

    /// A page that turns while nothing on it changes is drawn flat once per worker and then only warped, as on the
    /// main thread (the workers' renderers keep its picture, keyed by the layer each frozen copy came from), and
    /// every frame is still the bytes of rendering it on the main thread.
    @Test func aTurningPageIsDrawnOnceAndWarpedOnTheWorkers() throws {
        func record(_ source: (any FrameSource)?, renderThreads: Int? = nil) throws -> (Recording, reused: Int) {
            let stage = Stage(size: CGSize(width: 120, height: 160), scale: 2)
            let page = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 140))
            page.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
            page.layer.cornerRadius = 10
            page.clipsToBounds = true
            for i in 0..<3 {
                let row = UIView(frame: CGRect(x: 8, y: 8 + CGFloat(i) * 40, width: 84, height: 30))
                row.backgroundColor = UIColor(hue: CGFloat(i) / 4, saturation: 0.6, brightness: 0.9, alpha: 1)
                row.layer.cornerRadius = 6
                page.addSubview(row)
            }
            stage.show(UIView())
            stage.window.subviews[0].addSubview(page)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 400
            let recorder = stage.startRecording(fps: 20, options: Recorder.Options(renderThreads: renderThreads),
                                                source: source)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                page.layer.transform = CATransform3DRotate(perspective, .pi * 0.4, 0, 1, 0)
            })
            stage.pump(1.1)
            let recording = recorder.stop()
            if let error = recorder.error { throw error }
            return (recording, recorder.picturesReused)
        }
        // Two render threads whatever the machine, so that the bound below means the same on every one.
        let (parallel, reused) = try record(nil, renderThreads: 2)
        let (single, _) = try record(OnTheMainThread())
        #expect(parallel.frames.count == 23)
        #expect(parallel.frames.count == single.frames.count)
        // 20 turning frames over the two workers: each draws the page once or twice, then warps its kept picture.
        // Without kept pictures: 0.
        #expect(reused >= 14, "\(reused) pictures reused by two workers")
        for (a, b) in zip(parallel.frames, single.frames) {
            #expect(try #require(a.image).pixels == (try #require(b.image).pixels), "frame \(a.index) differs")
        }
        #expect(try #require(parallel.frames.first?.image).pixels != (try #require(parallel.frames[10].image).pixels))
    }

    /// Still stretches of a kept recording share one image (a GIF's recording holds one copy of each still
    /// picture): frames with the same pixels as the one before are the same object, a changed frame is not.
    @Test func stillFramesShareTheirImage() throws {
        let (stage, box) = stageShowingBox(at: CGPoint(x: 4, y: 4), color: .red)
        let recorder = stage.startRecording(fps: 10)
        stage.pump(0.35)
        box.frame.origin.x = 20
        stage.pump(0.35)
        let recording = recorder.stop()
        if let error = recorder.error { throw error }
        let images = try recording.frames.map { try #require($0.image) }
        #expect(images.count >= 6)
        var shared = 0
        for (a, b) in zip(images, images.dropFirst()) {
            if a.pixels == b.pixels {
                #expect(a === b, "equal frames share one image")
                shared += 1
            } else {
                #expect(a !== b)
            }
        }
        #expect(shared >= 4 && shared == images.count - 2, "one change between two still stretches")
    }

    /// Takes frames as `yuv420p` pictures, as the MP4 export does, and keeps them.
    final class PictureSink: YUV420FrameSink {
        var wantsYUV420Pictures: Bool { true }
        private(set) var frames: [RecordedFrame] = []
        func append(_ frame: RecordedFrame) throws { frames.append(frame) }
        func finish() throws {}
        func cancel() {}
    }

    /// A streamed export that takes `yuv420p` gets each frame converted by the render workers, the same bytes as
    /// converting its image afterwards, and a still frame gets the picture of the frame before (converted once).
    @Test func workersConvertEachChangedFrameOnce() throws {
        let (stage, box) = stageShowingBox(at: CGPoint(x: 4, y: 4), color: .red)
        let sink = PictureSink()
        let recorder = stage.startRecording(fps: 10, streamingTo: [sink], keepsFrames: false)
        stage.pump(0.35)
        box.frame.origin.x = 20
        stage.pump(0.35)
        recorder.stop()
        if let error = recorder.error { throw error }
        #expect(sink.frames.count >= 6)
        var shared = 0
        for (before, frame) in zip(sink.frames, sink.frames.dropFirst()) {
            let (image, picture) = (try #require(frame.image), try #require(frame.yuv420Picture))
            #expect(picture.bytes == YUV420Picture(image).bytes)
            if try #require(before.image).pixels == image.pixels {
                #expect(picture === before.yuv420Picture, "a still frame reuses the picture before it")
                #expect(image === before.image, "a frame whose tree did not change is not rendered again")
                shared += 1
            } else {
                #expect(picture !== before.yuv420Picture)
            }
        }
        #expect(shared >= 4 && shared == sink.frames.count - 2, "one change between two still stretches")
    }

    /// A frame whose frozen tree draws what the frame before's did is not rendered (it is that frame's image); a
    /// frame after a change, however small, is rendered, and every frame is the bytes of rendering it on the main
    /// thread.
    @Test(arguments: ["opacity 0.999", "one colour component"])
    func onlyFramesWhoseTreeChangedAreRendered(_ change: String) throws {
        func record(_ source: (any FrameSource)?) throws -> (Recording, notRendered: Int) {
            let (stage, box) = stageShowingBox(at: CGPoint(x: 4, y: 4), color: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            let recorder = stage.startRecording(fps: 10, source: source)
            stage.pump(0.35)
            switch change {
            case "opacity 0.999": box.alpha = 0.999
            default: box.backgroundColor = UIColor(red: 1, green: 0, blue: 1.0 / 255, alpha: 1)
            }
            stage.pump(0.35)
            let recording = recorder.stop()
            if let error = recorder.error { throw error }
            return (recording, recorder.framesNotRendered)
        }
        let (parallel, notRendered) = try record(nil)
        let (single, _) = try record(OnTheMainThread())
        #expect(parallel.frames.count >= 6)
        #expect(parallel.frames.count == single.frames.count)
        #expect(notRendered == parallel.frames.count - 2, "all but the first frame and the one after the change")
        for (a, b) in zip(parallel.frames, single.frames) {
            #expect(try #require(a.image).pixels == (try #require(b.image).pixels), "frame \(a.index) differs")
        }
        if change == "one colour component" {
            #expect(try #require(parallel.frames.first?.image).pixels != (try #require(parallel.frames.last?.image).pixels))
        }
    }

    @Test func aTreeThatCannotBeFrozenIsRenderedOnTheMainThread() throws {
        // A text layer (laid out through a shared Pango context) keeps the frame on the main thread, in order.
        let stage = Stage(size: CGSize(width: 60, height: 40), scale: 1)
        stage.show(UIView())
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        text.string = "Hi"
        stage.window.layer.addSublayer(text)
        #expect(!LayerTreeFrameSource().freeze(stage, at: stage.time).isThreadSafe)
        let recorder = stage.startRecording(fps: 10)
        stage.pump(0.5)
        let recording = recorder.stop()
        #expect(recording.frames.map(\.index) == Array(0...5))
        #expect(recording.frames.allSatisfy { $0.image != nil })
    }
}
