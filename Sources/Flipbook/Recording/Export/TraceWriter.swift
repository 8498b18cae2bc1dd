import Foundation
import UIKit

/// Writes the recording's layer trace as JSON: `fps`, `speed`, `scale`, `size` (points), `frameCount`, and
/// `frames`, each with `index`, `timestamp`, `stageTime` and `layers` (see ``LayerSample``).
public struct TraceWriter: RecordingWriter {
    public init() {}

    /// The JSON document.
    public struct Document: Codable, Sendable {
        public var fps: Double
        public var speed: Double
        public var scale: Double
        public var size: [Double]
        public var frameCount: Int
        public var frames: [TraceFrame]
    }

    /// The trace as JSON data.
    public func encode(_ recording: Recording) throws -> Data {
        guard !recording.frames.isEmpty else { throw ExportError.noFrames }
        guard !recording.trace.isEmpty else { throw ExportError.noTrace }
        let document = Document(fps: recording.fps, speed: recording.speed, scale: Double(recording.scale),
                                size: [Double(recording.pointSize.width), Double(recording.pointSize.height)],
                                frameCount: recording.trace.count, frames: recording.trace)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(document)
    }

    public func write(_ recording: Recording, to url: URL, progress: ((Double) -> Void)?) throws {
        let data = try encode(recording)
        let file = try AtomicFile(destination: url)
        try file.write(data)
        try file.commit()
        progress?(1)
    }
}
