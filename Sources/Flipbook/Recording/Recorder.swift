import Foundation
import UIKit

/// Captures a stage's frames at a fixed rate while the stage is pumped.
///
/// Frame *k* shows the stage at media time `startTime + k × speed / fps`, whatever steps the stage is pumped
/// by: a frame whose time falls between two pumps is rendered from the presentation values at that exact time,
/// and a frame that falls on a pump is captured after that frame's layout and drawing. Pumping in big steps
/// therefore records the same animation frames as pumping at 60 Hz (layout and callbacks, which only happen
/// in frames, follow the pumps).
///
/// ```swift
/// let recorder = stage.startRecording(fps: 30)
/// UIView.animate(withDuration: 1) { card.center.y += 200 }
/// stage.pump(1)
/// let recording = recorder.stop()      // 31 frames: 0 s … 1 s
/// try recording.write(to: URL(fileURLWithPath: "out.gif"))
/// ```
///
/// Each frame also records a ``TraceFrame`` of every layer's presentation values, unless
/// ``Options/captureTrace`` is off; ``Options/captureImages`` off records the trace alone (no rendering).
@MainActor
public final class Recorder {
    /// What a recorder captures.
    public struct Options: Sendable {
        /// Render each frame's pixels. Default true.
        public var captureImages = true
        /// Record each frame's layer trace. Default true.
        public var captureTrace = true
        /// Threads that render frames at once, while the main thread goes on pumping the stage; nil (the default)
        /// is one per core. Fewer leave cores to other work (a build, a browser); the frames are the same bytes.
        public var renderThreads: Int?
        public init(captureImages: Bool = true, captureTrace: Bool = true, renderThreads: Int? = nil) {
            self.captureImages = captureImages
            self.captureTrace = captureTrace
            self.renderThreads = renderThreads
        }
    }

    /// The stage recorded.
    public let stage: Stage
    /// Frames per second of the recording (of the output's timeline).
    public let fps: Double
    /// Stage seconds per output second: 0.5 records in slow motion, 2 at double speed.
    public let speed: Double
    /// Pixels per point of the frames.
    public let scale: CGFloat
    /// The stage's media time of frame 0.
    public let startTime: TimeInterval
    public let options: Options
    private let source: any FrameSource
    private var sinks: [any FrameSink]

    private var frames: [RecordedFrame] = []
    private var trace: [TraceFrame] = []
    /// How many frames have been captured (whether or not they are kept in memory).
    public private(set) var frameCount = 0
    /// Whether the recorder is still capturing.
    public private(set) var isRecording = true
    /// The first error from rendering or from a streaming sink; capturing stops at it.
    public private(set) var error: (any Error)?
    /// Whether captured frames are kept for ``stop()``'s recording (false when only streaming).
    private let keepsFrames: Bool
    /// Called after each captured frame with its index (once its pixels are done, in order).
    public var onFrame: (@MainActor (Int) -> Void)?
    /// Renders the default source's frames on the other cores (nil: each frame is rendered when captured).
    private let rasterizer: ParallelRasterizer?
    /// The most frames rendered ahead of the sinks at once (rendering, or done and waiting for an earlier one):
    /// with the frames the sinks hold, all a streamed recording keeps in memory. At most
    /// ``framesInFlightLimit``, however long the recording.
    package var mostFramesInFlight: Int { rasterizer?.mostPending ?? 0 }
    /// Frames that were not rendered because their frozen tree drew what the frame before's did (they are that
    /// frame's pixels; ``FrozenLayerTree/drawsTheSame(as:)``).
    package var framesNotRendered: Int { rasterizer?.framesNotRendered ?? 0 }
    /// Kept pictures of turning subtrees that the render workers warped instead of drawing the subtree again.
    package var picturesReused: Int { rasterizer?.picturesReused ?? 0 }
    /// How many frames may be rendered ahead of the sinks at once (0: frames are rendered one at a time).
    package var framesInFlightLimit: Int { rasterizer?.capacity ?? 0 }
    /// Frames handed to the rasterizer and not yet delivered: index, timestamp, stage time.
    private var inFlight: [(Int, TimeInterval, TimeInterval)] = []
    /// The last frame rasterised: a frame with the same pixels shares its image and picture (see
    /// ``deliverRasterized``).
    private var lastRasterized: (image: CGImage?, picture: YUV420Picture?)?
    /// The index of the last frame handed to the rasterizer (the next one is compared with it if it follows it).
    private var lastSubmittedIndex = -1
    /// Whether a sink takes `yuv420p` pictures, which the render workers then make.
    private let convertsToYUV420: Bool

    init(stage: Stage, fps: Double, speed: Double, scale: CGFloat, options: Options, source: any FrameSource,
         sinks: [any FrameSink], keepsFrames: Bool) {
        precondition(fps.isFinite && fps > 0, "Recorder needs a positive fps, got \(fps)")
        precondition(speed.isFinite && speed > 0, "Recorder needs a positive speed, got \(speed)")
        precondition(scale.isFinite && scale > 0, "Recorder needs a positive scale, got \(scale)")
        precondition(options.renderThreads.map { $0 > 0 } ?? true,
                     "Recorder needs at least one render thread, got \(options.renderThreads ?? 0)")
        self.stage = stage
        self.fps = fps
        self.speed = speed
        self.scale = scale
        self.options = options
        self.source = source
        self.sinks = sinks
        self.keepsFrames = keepsFrames
        rasterizer = options.captureImages && source is LayerTreeFrameSource
            ? ParallelRasterizer(workers: options.renderThreads ?? ProcessInfo.processInfo.activeProcessorCount)
            : nil
        convertsToYUV420 = sinks.contains { ($0 as? any YUV420FrameSink)?.wantsYUV420Pictures == true }
        startTime = stage.time
    }

    /// The stage time of frame `index`.
    public func time(ofFrame index: Int) -> TimeInterval {
        startTime + Double(index) * speed / fps
    }

    /// Tolerance for a frame time matching the stage's time (sums of 1/60 s drift by far less).
    private static let epsilon = 1e-9

    /// Captures the frames whose times have passed before `now` (exclusive), from presentation values at
    /// their times: called after the clock advances, before the frame runs.
    func captureFrames(before now: TimeInterval) {
        if frameCount == 0, isRecording, time(ofFrame: 0) < now - Self.epsilon {
            // A deferred first frame: show what was set up since the recording started.
            stage.prepareForCapture()
        }
        while isRecording, time(ofFrame: frameCount) < now - Self.epsilon {
            capture(at: time(ofFrame: frameCount))
        }
    }

    /// Captures the frame due at `now`, if any: called after a frame ran.
    func captureFrames(upTo now: TimeInterval) {
        captureFrames(before: now)
        while isRecording, abs(time(ofFrame: frameCount) - now) <= Self.epsilon {
            capture(at: now)
        }
    }

    private func capture(at time: TimeInterval) {
        let index = frameCount
        frameCount += 1
        do {
            let timestamp = Double(index) / fps
            if options.captureTrace {
                trace.append(TraceFrame(index: index, timestamp: timestamp, stageTime: time,
                                        layers: LayerTrace.sample(stage.window.layer, at: time)))
            }
            // The default renderer's frames are frozen here, in order, and rasterised on the other cores; they
            // reach the sinks in order as they finish (a tree that can't be frozen is rendered here, in turn).
            if options.captureImages, let rasterizer, let defaultSource = source as? LayerTreeFrameSource,
               case let tree = defaultSource.freeze(stage, at: time), tree.isThreadSafe {
                rasterizer.submit(tree, scale: scale, opaque: true, comparesWithPrevious: lastSubmittedIndex == index - 1,
                                  convertsToYUV420: convertsToYUV420)
                lastSubmittedIndex = index
                inFlight.append((index, timestamp, time))
                try deliverRasterized(waitingForOne: rasterizer.pending >= rasterizer.capacity)
                return
            }
            try deliverRasterized(waitingForAll: true)
            lastRasterized = nil
            var image: CGImage?
            if options.captureImages {
                image = try source.image(of: stage, at: time, scale: scale)
            }
            try deliver(RecordedFrame(index: index, timestamp: timestamp, stageTime: time, image: image))
        } catch {
            fail(error)
        }
    }

    private func deliver(_ frame: RecordedFrame) throws {
        for sink in sinks { try sink.append(frame) }
        if keepsFrames { frames.append(frame) }
        onFrame?(frame.index)
    }

    /// Hands the rasterised frames that are done to the sinks, in order: with `waitingForOne`, after waiting for
    /// the oldest; with `waitingForAll`, every frame in flight.
    private func deliverRasterized(waitingForOne: Bool = false, waitingForAll: Bool = false) throws {
        guard let rasterizer else { return }
        var wait = waitingForOne || waitingForAll
        while let rasterized = rasterizer.next(wait: wait) {
            wait = waitingForAll
            let (index, timestamp, time) = inFlight.removeFirst()
            guard var image = rasterized.image else {
                throw FrameSourceError("no memory for a \(stage.window.bounds.size) frame at scale \(scale)")
            }
            // A frame with the same pixels as the one before (the still stretches of a scene: half of
            // GuessThePet's; the workers compare the trees, else the pixels) shares that frame's picture (the MP4
            // export converts it once) and, when kept, its image, its own bitmap (if it was rendered) freed at
            // once: a recording kept for a GIF holds one copy of each still picture instead of one per frame. (A
            // streamed frame that was rendered keeps its own image, freed once the sinks are done with it.)
            var picture = rasterized.picture
            if rasterized.repeatsPrevious, let last = lastRasterized {
                picture = last.picture
                if let shared = last.image { image = shared }
            } else {
                lastRasterized = (keepsFrames ? image : nil, picture)
            }
            var frame = RecordedFrame(index: index, timestamp: timestamp, stageTime: time, image: image)
            frame.yuv420Picture = picture
            try deliver(frame)
        }
    }

    private func fail(_ error: any Error) {
        if self.error == nil { self.error = error }
        if isRecording {
            isRecording = false
            stage.removeRecorder(self)
        }
    }

    /// Stops capturing and returns what was recorded. Streaming sinks are finished (their files moved into
    /// place); if one fails, its error is in ``error`` and the recording is still returned.
    @discardableResult
    public func stop() -> Recording {
        if isRecording, frameCount == 0 {
            // A deferred first frame that no pump took.
            stage.prepareForCapture()
            captureFrames(upTo: stage.time)
        }
        if isRecording {
            isRecording = false
            stage.removeRecorder(self)
        }
        do {
            try deliverRasterized(waitingForAll: true)
        } catch {
            fail(error)
        }
        while rasterizer?.next(wait: true) != nil {}  // what an error left in flight
        rasterizer?.finish()
        lastRasterized = nil
        for sink in sinks {
            do {
                if error == nil { try sink.finish() } else { sink.cancel() }
            } catch {
                if self.error == nil { self.error = error }
            }
        }
        sinks = []
        return Recording(fps: fps, speed: speed, scale: scale, pointSize: stage.window.bounds.size,
                         frames: frames, trace: trace)
    }
}

extension Stage {
    /// Starts recording at `fps` frames per second (see ``Recorder``).
    ///
    /// - Parameters:
    ///   - fps: frames per second of the output.
    ///   - speed: stage seconds per output second (0.5: slow motion).
    ///   - scale: pixels per point; the device's scale by default.
    ///   - options: whether to render pixels and record the layer trace, and on how many threads.
    ///   - source: what renders the frames; the layer renderer by default.
    ///   - sinks: writers to stream frames to as they are captured (see ``FrameSink``); they are finished by
    ///     ``Recorder/stop()``.
    ///   - keepsFrames: whether ``Recorder/stop()``'s recording holds the frames (turn off when streaming
    ///     long recordings, to keep memory flat).
    ///   - deferFirstFrame: capture frame 0 (still of the start time) at the first pump instead of now, so that
    ///     views set up after this call are in it.
    public func startRecording(fps: Double = 30, speed: Double = 1, scale: CGFloat? = nil,
                               options: Recorder.Options = .init(), source: (any FrameSource)? = nil,
                               streamingTo sinks: [any FrameSink] = [], keepsFrames: Bool = true,
                               deferFirstFrame: Bool = false) -> Recorder {
        activate()
        let recorder = Recorder(stage: self, fps: fps, speed: speed, scale: scale ?? device.scale, options: options,
                                source: source ?? LayerTreeFrameSource(), sinks: sinks, keepsFrames: keepsFrames)
        recorders.append(recorder)
        if !deferFirstFrame {
            prepareForCapture()
            recorder.captureFrames(upTo: time)
        }
        return recorder
    }

    /// Records what `script` does to the stage: starts a recording, runs `script`, stops it.
    public func record(fps: Double = 30, speed: Double = 1, scale: CGFloat? = nil,
                       options: Recorder.Options = .init(), source: (any FrameSource)? = nil,
                       _ script: (Stage) throws -> Void) throws -> Recording {
        let recorder = startRecording(fps: fps, speed: speed, scale: scale, options: options, source: source)
        defer { if recorder.isRecording { recorder.stop() } }
        try script(self)
        let recording = recorder.stop()
        if let error = recorder.error { throw error }
        return recording
    }

    func removeRecorder(_ recorder: Recorder) {
        recorders.removeAll { $0 === recorder }
    }

    /// Recording hook, after the clock advanced and before the frame runs.
    func recordFrames(before now: TimeInterval) {
        for recorder in recorders { recorder.captureFrames(before: now) }
    }

    /// Recording hook, after a frame ran.
    func recordFrames(upTo now: TimeInterval) {
        for recorder in recorders { recorder.captureFrames(upTo: now) }
    }
}
