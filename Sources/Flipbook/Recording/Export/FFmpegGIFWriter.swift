import Foundation
import UIKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes a GIF with ffmpeg's two-pass palette filters (`palettegen` on the frame differences, `paletteuse`
/// with Bayer dithering), for comparison with Flipbook's own ``GIFWriter``: `flipbook bench-export` times both.
public struct FFmpegGIFWriter: RecordingWriter {
    public var ffmpegPath: String?

    public init(ffmpegPath: String? = nil) {
        self.ffmpegPath = ffmpegPath
    }

    public func write(_ recording: Recording, to url: URL, progress: ((Double) -> Void)?) throws {
        _ = try recording.requireImages()
        let stream = try MP4Writer.Stream(
            destination: url, fps: recording.fps, writer: MP4Writer(ffmpegPath: ffmpegPath),
            outputArguments: { _, _ in
                ["-filter_complex", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:diff_mode=rectangle",
                 "-loop", "0", "-f", "gif"]
            })
        do {
            for (i, frame) in recording.frames.enumerated() {
                try stream.append(frame)
                if i % 4 == 3 { progress?(Double(i + 1) / Double(recording.frames.count) * 0.9) }
            }
            try stream.finish()
            progress?(1)
        } catch {
            stream.cancel()
            throw error
        }
    }
}
