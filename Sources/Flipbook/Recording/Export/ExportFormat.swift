import Foundation

/// The kinds of output Flipbook writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// Animated GIF (``GIFWriter``).
    case gif
    /// H.264 MP4 through ffmpeg (``MP4Writer``).
    case mp4
    /// A folder of numbered PNG frames (``PNGSequenceWriter``).
    case pngSequence = "png-sequence"
    /// One PNG of a grid of frames with their times (``ContactSheetWriter``).
    case contactSheet = "contact-sheet"
    /// JSON of every layer's presentation values per frame (``TraceWriter``).
    case trace

    /// The format a destination asks for: a path ending in "/" or naming an existing folder is a PNG sequence;
    /// otherwise by extension: .gif, .mp4, .png (contact sheet), .json (trace). Nil for anything else.
    public init?(destination url: URL) {
        var isDirectory: ObjCBool = false
        if url.hasDirectoryPath
            || (FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            self = .pngSequence
            return
        }
        switch url.pathExtension.lowercased() {
        case "gif": self = .gif
        case "mp4", "m4v": self = .mp4
        case "png": self = .contactSheet
        case "json": self = .trace
        default: return nil
        }
    }

    /// The writer for this format with its default settings.
    public var writer: any RecordingWriter {
        switch self {
        case .gif: GIFWriter()
        case .mp4: MP4Writer()
        case .pngSequence: PNGSequenceWriter()
        case .contactSheet: ContactSheetWriter()
        case .trace: TraceWriter()
        }
    }
}

extension ExportFormat {
    /// Checks before a long render that `url` can be written in this format: its folder exists or can be made
    /// and is writable, nothing is in the way, and for MP4 that ffmpeg is installed.
    public func preflight(_ url: URL) throws {
        if self == .mp4, MP4Writer.locateFFmpeg() == nil { throw ExportError.ffmpegMissing }
        if self == .pngSequence {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw ExportError.destinationNotWritable(path: url.path, reason: "a file is in the way")
            }
            _ = try AtomicDirectory(destination: url)
        } else {
            let file = try AtomicFile(destination: url)
            file.discard()
        }
    }
}
