import ArgumentParser
import Flipbook
import Foundation

/// Options shared by the commands that record scenes.
struct RecordingOptions: ParsableArguments {
    @Option(help: "Frames per second of the output (1…240).")
    var fps: Double = 30

    @Option(help: "Pixels per point (default: the device's scale).")
    var scale: Double?

    @Option(help: "The device to render on, e.g. \"iPhone SE\" or \"iPhone 15\" (default: the scene's).")
    var device: String?

    @Option(help: "Playback speed: 0.5 renders in slow motion (twice the frames), 2 at double speed.")
    var speed: Double = 1

    @Flag(help: "Always show the progress bar (by default it appears on a terminal after a second).")
    var progress = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be between 1 and 240, got \(fps)") }
        guard speed.isFinite, speed > 0, speed <= 100 else { throw ValidationError("--speed must be positive, got \(speed)") }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 4) {
            throw ValidationError("--scale must be between 0 and 4, got \(scale)")
        }
        if let device { _ = try Lookup.device(device) }
    }

    var progressMode: ProgressBar.Mode { quiet ? .never : progress ? .always : .automatic }

    func resolvedDevice() throws -> Stage.Device? { try device.map(Lookup.device) }
}

extension FlipbookCommand {
    /// `flipbook render <scene> -o <path>`
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render one scene.",
            discussion: """
                The output's name picks the format: out.gif (animated GIF), out.mp4 (H.264 through ffmpeg), \
                out.png (a contact sheet of frames with their times), out.json (every layer's presentation \
                values per frame), or a folder path ending in / (numbered PNG frames). Files are written under \
                a temporary name and renamed when complete.
                """)

        @Argument(help: "The scene to render (see `flipbook list`).")
        var scene: String

        @Option(name: .shortAndLong, help: "Where to write: out.gif, out.mp4, out.png, out.json or frames/.")
        var output: String

        @OptionGroup var options: RecordingOptions

        func validate() throws {
            _ = try onMain { try Lookup.scene(scene) }
            _ = try Lookup.format(output)
        }

        func run() throws {
            ExportCleanup.installSignalHandlers()
            FrameMemory.keepFreedFrames()
            do {
                let summary = try onMain { try render() }
                if !options.quiet { print(summary) }
            } catch {
                throw fail(error)
            }
        }

        /// Records the scene and writes it; returns the line to print.
        @MainActor
        func render() throws -> String {
            let scene = try Lookup.scene(self.scene)
            let url = Lookup.url(output)
            let format = try Lookup.format(output)
            try format.preflight(url)
            let started = Date()
            let bar = ProgressBar(mode: options.progressMode)
            defer { bar.finish() }
            let recording = try RenderJob.record(scene, options: options, format: format, url: url, bar: bar)
            try RenderJob.write(recording, format: format, url: url, bar: bar)
            bar.finish()
            return RenderJob.summary(url: url, format: format, frames: scene.expectedFrameCount(fps: options.fps, speed: options.speed),
                                     fps: options.fps, started: started)
        }
    }
}

/// Recording and writing, shared by `render` and `gallery`.
enum RenderJob {
    /// Records `scene`; for MP4 the frames stream to ffmpeg while rendering (and the recording keeps none).
    @MainActor
    static func record(_ scene: Scene, options: RecordingOptions, format: ExportFormat?, url: URL?,
                       bar: ProgressBar) throws -> Recording {
        var sinks: [any FrameSink] = []
        if format == .mp4, let url {
            sinks.append(try MP4Writer.Stream(destination: url, fps: options.fps))
        }
        let traceOnly = format == .trace
        return try scene.record(
            fps: options.fps, speed: options.speed, scale: options.scale.map { CGFloat($0) },
            device: try options.resolvedDevice(),
            options: Recorder.Options(captureImages: !traceOnly, captureTrace: traceOnly || format == nil),
            streamingTo: sinks, keepsFrames: sinks.isEmpty,
            onFrame: { index, expected in
                let share = sinks.isEmpty && !traceOnly ? 0.7 : 1.0
                bar.update(share * Double(index + 1) / Double(max(1, expected)),
                           "\(scene.name): frame \(index + 1) of \(expected)")
            })
    }

    /// Writes `recording` (nothing to do for a streamed MP4).
    static func write(_ recording: Recording, format: ExportFormat, url: URL, bar: ProgressBar) throws {
        guard format != .mp4 else { return }
        try recording.write(to: url, format: format, progress: { fraction in
            bar.update(0.7 + 0.3 * fraction, "writing \(url.lastPathComponent)")
        })
    }

    static func summary(url: URL, format: ExportFormat, frames: Int, fps: Double, started: Date) -> String {
        let seconds = Date().timeIntervalSince(started)
        return "\(url.path)  (\(format.rawValue), \(frames) frames at \(String(format: "%g", fps)) fps; "
            + String(format: "took %.1f s)", seconds)
    }
}
