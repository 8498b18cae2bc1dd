import Foundation
import UIKit

/// A scripted piece of UI that `flipbook render` records: a name, a summary, the device it is made for, how
/// long it runs, and the script that builds and drives it.
///
/// The script gets a ``SceneContext``: it sets up views on `context.stage`, starts animations, and pumps the
/// stage as it likes (``SceneContext/pump(until:)``, taps, drags). When it returns, the stage is pumped on to
/// the scene's ``duration``, so a script that only starts animations is complete.
///
/// ```swift
/// SceneRegistry.register(Scene(name: "fade", summary: "A square fades out", duration: 1) { context in
///     let square = UIView(frame: CGRect(x: 100, y: 200, width: 150, height: 150))
///     square.backgroundColor = .systemBlue
///     context.stage.window.addSubview(square)
///     UIView.animate(withDuration: 0.8) { square.alpha = 0 }
/// })
/// ```
public struct Scene: Sendable, Identifiable {
    /// A short lowercase name with dashes, used on the command line (`card-flip`).
    public var name: String
    /// One line saying what the scene shows.
    public var summary: String
    /// The device the scene is laid out for.
    public var device: Stage.Device
    /// Stage seconds the scene runs (the recording covers 0 … duration).
    public var duration: TimeInterval
    /// Builds and drives the scene.
    public var script: @MainActor @Sendable (SceneContext) throws -> Void

    public init(name: String, summary: String, device: Stage.Device = .iPhoneSE, duration: TimeInterval,
                script: @escaping @MainActor @Sendable (SceneContext) throws -> Void) {
        self.name = name
        self.summary = summary
        self.device = device
        self.duration = duration
        self.script = script
    }

    public var id: String { name }

    /// Runs the scene on a new stage without recording; returns the stage as the scene left it.
    @MainActor
    @discardableResult
    public func run(device: Stage.Device? = nil) throws -> Stage {
        let stage = Stage(device: device ?? self.device)
        let context = SceneContext(stage: stage, scene: self, recorder: nil)
        try script(context)
        context.finish()
        return stage
    }

    /// Runs the scene on a new stage while recording it.
    ///
    /// - Parameters:
    ///   - fps: frames per second of the recording.
    ///   - speed: stage seconds per output second (0.5: half speed, twice as many frames).
    ///   - scale: pixels per point; the device's scale by default.
    ///   - device: the device to run on instead of the scene's own.
    ///   - options: what the recorder captures.
    ///   - source: what renders frames; the layer renderer by default.
    ///   - streamingTo: sinks that receive frames as they are made.
    ///   - keepsFrames: whether the returned recording holds the frames.
    ///   - onFrame: called after each frame with its index and the number of frames expected.
    @MainActor
    public func record(fps: Double = 30, speed: Double = 1, scale: CGFloat? = nil, device: Stage.Device? = nil,
                       options: Recorder.Options = .init(), source: (any FrameSource)? = nil,
                       streamingTo sinks: [any FrameSink] = [], keepsFrames: Bool = true,
                       onFrame: (@MainActor (Int, Int) -> Void)? = nil) throws -> Recording {
        let stage = Stage(device: device ?? self.device)
        let recorder = stage.startRecording(fps: fps, speed: speed, scale: scale, options: options, source: source,
                                            streamingTo: sinks, keepsFrames: keepsFrames, deferFirstFrame: true)
        let expected = expectedFrameCount(fps: fps, speed: speed)
        if let onFrame { recorder.onFrame = { onFrame($0, expected) } }
        let context = SceneContext(stage: stage, scene: self, recorder: recorder)
        do {
            try script(context)
            context.finish()
        } catch {
            recorder.stop()
            throw error
        }
        let recording = recorder.stop()
        if let error = recorder.error { throw error }
        return recording
    }

    /// Frames a recording at `fps` and `speed` has: one per frame interval from 0 to the duration, both included.
    public func expectedFrameCount(fps: Double, speed: Double = 1) -> Int {
        Int((duration * fps / speed + 1e-9).rounded(.down)) + 1
    }
}
