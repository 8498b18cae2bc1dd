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
