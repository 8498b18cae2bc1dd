import Foundation

/// Why an export failed; every message says what to do about it.
public enum ExportError: Error, CustomStringConvertible, Equatable {
    /// The destination (or its folder) cannot be created or written.
    case destinationNotWritable(path: String, reason: String)
    /// MP4 export needs ffmpeg and none was found.
    case ffmpegMissing
    /// ffmpeg ran and failed.
    case ffmpegFailed(status: Int32, message: String)
    /// The recording has no frames.
    case noFrames
    /// The recording has frames but no pixels (it was recorded with `captureImages` off).
    case noImages
    /// The recording has no layer trace (it was recorded with `captureTrace` off).
    case noTrace
    /// The destination's extension names no format Flipbook writes.
    case unsupportedFormat(path: String)
    /// Encoding failed inside Flipbook.
    case encodingFailed(String)

    public var description: String {
        switch self {
        case let .destinationNotWritable(path, reason):
            "cannot write \(path): \(reason). Choose a folder you can write to, or create it first."
        case .ffmpegMissing:
            "ffmpeg is not installed, and MP4 export pipes frames to it. Run `make deps` (it installs Debian's "
                + "ffmpeg), or set FLIPBOOK_FFMPEG to an ffmpeg binary."
        case let .ffmpegFailed(status, message):
            "ffmpeg failed (exit status \(status)): \(message.isEmpty ? "no message" : message). Check that your "
                + "ffmpeg has the libx264 encoder (Debian's does; `make deps` installs it)."
        case .noFrames:
            "the recording has no frames: pump the stage between starting and stopping the recorder."
        case .noImages:
            "the recording has no pixels: it was recorded with captureImages off; record with images to export video."
        case .noTrace:
            "the recording has no layer trace: it was recorded with captureTrace off."
        case let .unsupportedFormat(path):
            "don't know how to write \(path): use a name ending in .gif, .mp4, .png (contact sheet) or .json "
                + "(layer trace), or a folder path ending in / (PNG frames)."
        case let .encodingFailed(what):
            "encoding failed: \(what)."
        }
    }
}
