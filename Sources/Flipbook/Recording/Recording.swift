import Foundation
import UIKit

/// A finished recording: frames, their trace, and the rate they play at. Write it with ``write(to:format:progress:)``
/// or any ``RecordingWriter``.
public struct Recording: Sendable {
    /// Frames per second of playback.
    public var fps: Double
    /// Stage seconds per output second.
    public var speed: Double
    /// Pixels per point of the frames.
    public var scale: CGFloat
    /// The window's size in points.
    public var pointSize: CGSize
    public var frames: [RecordedFrame]
    /// Every frame's layer values (empty if the recorder did not capture them).
    public var trace: [TraceFrame]

    public init(fps: Double, speed: Double = 1, scale: CGFloat, pointSize: CGSize, frames: [RecordedFrame],
                trace: [TraceFrame] = []) {
        self.fps = fps
        self.speed = speed
        self.scale = scale
        self.pointSize = pointSize
        self.frames = frames
        self.trace = trace
    }

    /// How long the recording plays: one frame interval per frame.
    public var duration: TimeInterval { Double(frames.count) / fps }

    /// The frames' pixel size (of the first frame with pixels), or nil without images.
    public var pixelSize: (width: Int, height: Int)? {
        frames.lazy.compactMap(\.image).first.map { ($0.width, $0.height) }
    }
}
