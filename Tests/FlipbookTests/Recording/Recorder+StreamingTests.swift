import Foundation
import Testing
@testable import Flipbook

/// A recording streamed to a sink without keeping its frames (what `flipbook render … -o x.mp4` does) holds a
/// bounded number of frames at once, however long it runs: frames are rendered in parallel a few ahead
/// (``ParallelRasterizer/capacity``) and each one is freed once the sink has taken it. The bound is pinned by
/// counting the frame images still alive, not by timing or by the process's memory.
@MainActor
@Suite("Streaming export: frames alive at once stay bounded")
struct RecorderStreamingTests {
    /// Takes frames and watches every image it was given through a weak reference, without keeping any.
    final class WatchingSink: FrameSink {
        private var watched: [Weak] = []
        /// The most images alive at once when a frame arrived (the arriving one included).
        private(set) var mostAlive = 0
        private(set) var received = 0
        private(set) var finished = false

        struct Weak { weak var image: CGImage? }

        func append(_ frame: RecordedFrame) throws {
            received += 1
            watched.append(Weak(image: frame.image))
            watched.removeAll { $0.image == nil }
            mostAlive = max(mostAlive, watched.count)
        }
        func finish() throws { finished = true }
        func cancel() {}
    }

    @Test func aLongStreamedRecordingHoldsABoundedNumberOfFrames() throws {
        let (stage, box) = stageShowingBox(at: .zero, color: .systemBlue)
        let sink = WatchingSink()
        let recorder = stage.startRecording(fps: 30, streamingTo: [sink], keepsFrames: false)
        // Every frame differs (the box keeps moving), so no two frames could share one image.
        UIView.animate(withDuration: 4, delay: 0, options: [.curveLinear], animations: { box.center.x += 30 })
        stage.pump(4)
        let recording = recorder.stop()
        if let error = recorder.error { throw error }

        #expect(sink.received == 121)  // 0 … 4 s at 30 fps: far more than the window
        #expect(sink.finished)
        #expect(recording.frames.isEmpty)
        // Frames alive at once: those rendered ahead of the sink (the rasterizer's window, in use here) plus the
        // ones the sink was given and not yet freed: the one being handed over and at most the one before it.
        #expect(recorder.framesInFlightLimit == 2 * max(1, ProcessInfo.processInfo.activeProcessorCount) + 1)
        #expect(recorder.mostFramesInFlight >= 1)
        #expect(recorder.mostFramesInFlight <= recorder.framesInFlightLimit)
        #expect(sink.mostAlive <= 2, "delivered frames were kept: \(sink.mostAlive) alive at once")
    }
}
