import Foundation

/// Writes a finished recording to a file or folder.
///
/// Every writer works on a temporary file (or folder) beside the destination and renames it into place only
/// when complete: a failed export leaves nothing at the destination and keeps what was there before.
public protocol RecordingWriter {
    /// Writes `recording` to `url`, reporting progress from 0 to 1 on the calling thread.
    func write(_ recording: Recording, to url: URL, progress: ((Double) -> Void)?) throws
}

extension RecordingWriter {
    /// Writes `recording` to `url`.
    public func write(_ recording: Recording, to url: URL) throws {
        try write(recording, to: url, progress: nil)
    }
}

/// Receives frames one at a time while they are recorded: streaming export (see
/// ``Stage/startRecording(fps:speed:scale:options:source:streamingTo:keepsFrames:)``).
public protocol FrameSink: AnyObject {
    /// Takes the next frame.
    func append(_ frame: RecordedFrame) throws
    /// Completes the output and moves it into place.
    func finish() throws
    /// Abandons the output, leaving nothing at the destination.
    func cancel()
}

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

extension Recording {
    /// Writes the recording to `url` in `format`, or in the format the destination's name asks for (see
    /// ``ExportFormat/init(destination:)``).
    public func write(to url: URL, format: ExportFormat? = nil, progress: ((Double) -> Void)? = nil) throws {
        guard let format = format ?? ExportFormat(destination: url) else {
            throw ExportError.unsupportedFormat(path: url.path)
        }
        try format.writer.write(self, to: url, progress: progress)
    }

    /// The frames' images, or the error saying why there are none.
    func requireImages() throws -> [CGImage] {
        guard !frames.isEmpty else { throw ExportError.noFrames }
        let images = frames.compactMap(\.image)
        guard images.count == frames.count else { throw ExportError.noImages }
        return images
    }
}

/// Runs `body` for every index in `0..<count` on all cores, in chunks, calling `progress` on the calling
/// thread after each chunk with the fraction done.
func parallelForEach(_ count: Int, progress: ((Double) -> Void)?, _ body: @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let chunk = max(workers, min(count, workers * 4))
    var start = 0
    while start < count {
        let end = min(count, start + chunk)
        let base = start
        DispatchQueue.concurrentPerform(iterations: end - start) { body(base + $0) }
        start = end
        progress?(Double(end) / Double(count))
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
