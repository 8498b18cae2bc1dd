import ArgumentParser
import Flipbook
import Foundation

extension FlipbookCommand {
    /// `flipbook gallery`
    struct Gallery: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render every scene into a folder and print the paths.",
            discussion: "Each scene is recorded once and written in every format asked for: <scene>.gif, "
                + "<scene>.mp4, <scene>-sheet.png (contact sheet), <scene>.json (layer trace).")

        @Option(name: .shortAndLong, help: "The folder to write into.")
        var output = "out"

        @Option(help: "Comma-separated formats: gif, mp4, png (contact sheet), json (trace).")
        var formats = "gif"

        @Option(help: "Frames per second (1…240).")
        var fps: Double = 30

        @Option(help: "Pixels per point (GIFs for a README want 1).")
        var scale: Double = 1

        @Flag(help: "Always show the progress bar.")
        var progress = false

        @Flag(name: .shortAndLong, help: "Print nothing but errors.")
        var quiet = false

        func parsedFormats() throws -> [(ExportFormat, String)] {
            try formats.split(separator: ",").map { raw in
                switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
                case "gif": (.gif, ".gif")
                case "mp4": (.mp4, ".mp4")
                case "png", "sheet": (.contactSheet, "-sheet.png")
                case "json", "trace": (.trace, ".json")
                default: throw ValidationError("unknown format “\(raw)” in --formats: use gif, mp4, png or json")
                }
            }
        }

        func validate() throws {
            guard try !parsedFormats().isEmpty else { throw ValidationError("--formats names no format") }
            guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be between 1 and 240") }
            guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be between 0 and 4") }
        }

        func run() throws {
            ExportCleanup.installSignalHandlers()
            FrameMemory.keepFreedFrames()
            do {
                let lines = try onMain { try renderAll() }
                if !quiet { lines.forEach { print($0) } }
            } catch {
                throw fail(error)
            }
        }

        @MainActor
        func renderAll() throws -> [String] {
            FlipbookCommand.registerScenes()
            let formats = try parsedFormats()
            let folder = URL(fileURLWithPath: output, isDirectory: true)
            for (format, suffix) in formats { try format.preflight(folder.appendingPathComponent("preflight" + suffix)) }
            var options = RecordingOptions()
            options.fps = fps
            options.scale = scale
            options.quiet = quiet
            options.progress = progress
            var lines: [String] = []
            for scene in SceneRegistry.scenes {
                let started = Date()
                let bar = ProgressBar(mode: options.progressMode)
                var recordingOptions = options
                recordingOptions.device = nil
                let wantsTrace = formats.contains { $0.0 == .trace }
                let recording = try scene.record(
                    fps: fps, scale: CGFloat(scale), options: Recorder.Options(captureTrace: wantsTrace),
                    onFrame: { index, expected in
                        bar.update(0.6 * Double(index + 1) / Double(max(1, expected)), "\(scene.name): frame \(index + 1) of \(expected)")
                    })
                for (i, (format, suffix)) in formats.enumerated() {
                    let url = folder.appendingPathComponent(scene.name + suffix)
                    try recording.write(to: url, format: format, progress: { fraction in
                        bar.update(0.6 + 0.4 * (Double(i) + fraction) / Double(formats.count), "writing \(url.lastPathComponent)")
                    })
                    lines.append(RenderJob.summary(url: url, format: format, frames: recording.frames.count, fps: fps,
                                                   started: started))
                }
                bar.finish()
            }
            return lines
        }
    }
}
