import ArgumentParser
import Flipbook
import Foundation

extension FlipbookCommand {
    /// `flipbook bench-export`
    struct BenchExport: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bench-export",
            abstract: "Measure MP4 and GIF export of one second at 60 fps (build with -c release).",
            discussion: """
                Records the scene, keeps the frames of the first --seconds, then times writing them as MP4 \
                (ffmpeg, libx264 ultrafast) and as GIF (Flipbook's encoder), --runs times each, and reports the \
                medians next to the targets (MP4 1.5 s, GIF 3 s). Also times a streamed MP4, where ffmpeg \
                encodes while frames are rendered. Wall-clock times: run on an idle machine.
                """)

        @Option(help: "The scene to record.")
        var scene = "card-flip"

        @Option(help: "Seconds of output to export.")
        var seconds: Double = 1

        @Option(help: "Frames per second.")
        var fps: Double = 60

        @Option(help: "Pixels per point.")
        var scale: Double = 2

        @Option(help: "Runs of each export; the median is reported.")
        var runs = 3

        @Flag(help: "Draw frames with a cheap synthetic picture instead of the layer renderer (export cost alone).")
        var synthetic = false

        func validate() throws {
            guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
            guard seconds > 0, fps > 0, scale > 0 else { throw ValidationError("--seconds, --fps and --scale must be positive") }
            _ = try onMain { try Lookup.scene(scene) }
        }

        func run() throws {
            do {
                try onMain { try benchmark() }
            } catch {
                throw fail(error)
            }
        }

        private static func time(_ body: () throws -> Void) rethrows -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }

        private static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }

        @MainActor
        func benchmark() throws {
            let scene = try Lookup.scene(self.scene)
            let frameCount = Int((seconds * fps).rounded())
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }

            var full: Recording!
            let renderTime = try Self.time {
                full = try scene.record(fps: fps, scale: CGFloat(scale), options: .init(captureTrace: false),
                                        source: synthetic ? SyntheticFrames() : nil)
            }
            var recording = full!
            guard recording.frames.count >= frameCount else {
                throw ValidationError("scene \(scene.name) lasts \(scene.duration) s: too short for \(seconds) s")
            }
            recording.frames = Array(recording.frames.prefix(frameCount))
            let size = recording.pixelSize!
            print("scene \(scene.name): \(frameCount) frames of \(size.width)×\(size.height) px "
                  + "(\(String(format: "%g", seconds)) s at \(String(format: "%g", fps)) fps, scale \(String(format: "%g", scale)))")
            print(String(format: "render:           %.2f ms a frame (%d frames in %.2f s)",
                         renderTime * 1000 / Double(full.frames.count), full.frames.count, renderTime))

            let gifURL = folder.appendingPathComponent("bench.gif")
            let gifTimes = try (0..<runs).map { _ in try Self.time { try GIFWriter().write(recording, to: gifURL) } }
            let gifBytes = (try? FileManager.default.attributesOfItem(atPath: gifURL.path)[.size] as? Int) ?? 0

            var lines: [String] = []
            if MP4Writer.locateFFmpeg() != nil {
                let mp4URL = folder.appendingPathComponent("bench.mp4")
                let mp4Times = try (0..<runs).map { _ in try Self.time { try MP4Writer().write(recording, to: mp4URL) } }
                let mp4Bytes = (try? FileManager.default.attributesOfItem(atPath: mp4URL.path)[.size] as? Int) ?? 0
                lines.append(String(format: "MP4 export:       %.2f s  median of %d (target 1.5 s)  %@  %.1f MB",
                                    Self.median(mp4Times), runs, Self.median(mp4Times) <= 1.5 ? "ok" : "SLOW",
                                    Double(mp4Bytes) / 1e6))
                let streamed = try Self.time {
                    let stream = try MP4Writer.Stream(destination: folder.appendingPathComponent("streamed.mp4"), fps: fps)
                    _ = try scene.record(fps: fps, scale: CGFloat(scale), options: .init(captureTrace: false),
                                         source: synthetic ? SyntheticFrames() : nil, streamingTo: [stream],
                                         keepsFrames: false)
                }
                lines.append(String(format: "MP4 streamed:     %.2f s  rendering all %d frames while ffmpeg encodes",
                                    streamed, full.frames.count))
                let ffmpegGIF = folder.appendingPathComponent("ffmpeg.gif")
                let ffmpegGIFTimes = try (0..<runs).map { _ in
                    try Self.time { try FFmpegGIFWriter().write(recording, to: ffmpegGIF) }
                }
                let ffmpegGIFBytes = (try? FileManager.default.attributesOfItem(atPath: ffmpegGIF.path)[.size] as? Int) ?? 0
                lines.append(String(format: "GIF via ffmpeg:   %.2f s  median of %d (palettegen + paletteuse, for comparison)  %.1f MB",
                                    Self.median(ffmpegGIFTimes), runs, Double(ffmpegGIFBytes) / 1e6))
            } else {
                lines.append("MP4 export:       skipped: ffmpeg is not installed (run `make deps`)")
            }
            lines.append(String(format: "GIF export:       %.2f s  median of %d (target 3 s)  %@  %.1f MB",
                                Self.median(gifTimes), runs, Self.median(gifTimes) <= 3 ? "ok" : "SLOW",
                                Double(gifBytes) / 1e6))
            lines.forEach { print($0) }
        }
    }
}

/// A picture that changes like a transition (a card sliding and turning over a gradient), without the renderer.
@MainActor
struct SyntheticFrames: FrameSource {
    func image(of stage: Stage, at time: TimeInterval, scale: CGFloat) throws -> CGImage {
        let size = stage.window.bounds.size
        let renderer = UIGraphicsImageRenderer(size: size, format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            format.opaque = true
            return format
        }())
        guard let image = renderer.image(actions: { context in
            for band in 0..<32 {
                UIColor(hue: 0.6 + CGFloat(band) / 200, saturation: 0.3, brightness: 0.95, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: CGFloat(band) * size.height / 32, width: size.width, height: size.height / 32 + 1))
            }
            let t = CGFloat(min(1, time / 1.5))
            let card = CGRect(x: 40 + 120 * t, y: 160, width: (size.width - 80) * (1 - 0.6 * t), height: 340)
            UIColor.systemIndigo.setFill()
            UIBezierPath(roundedRect: card, cornerRadius: 18).fill()
            "Flipbook".draw(at: CGPoint(x: card.minX + 20, y: card.minY + 20),
                            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.white])
        }).cgImage else { throw FrameSourceError("no image") }
        return image
    }
}
