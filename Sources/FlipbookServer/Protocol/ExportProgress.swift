import Foundation

/// How far a GIF or MP4 export has got: sent as `progress` messages while it runs, so the page can show it. The
/// export runs beside the session (the stage keeps its clock and frames keep coming), never in front of it.
public struct ExportProgress: Codable, Sendable, Equatable {
    public enum Phase: String, Codable, Sendable {
        /// Drawing the recorded frames.
        case render
        /// Writing the file (GIF palette and LZW, or ffmpeg).
        case encode
    }

    /// `gif` or `mp4`.
    public var format: String
    public var phase: Phase
    /// Frames the export holds.
    public var frames: Int
    /// Of the whole export, 0 … 1.
    public var fraction: Double

    public init(format: String, phase: Phase, frames: Int, fraction: Double) {
        self.format = format
        self.phase = phase
        self.frames = frames
        self.fraction = fraction
    }
}
