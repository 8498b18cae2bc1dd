import Foundation
import UIKit

/// One captured frame.
public struct RecordedFrame: Sendable {
    /// The frame's position in the recording, from 0.
    public let index: Int
    /// When it shows on the output's timeline: `index / fps` seconds.
    public let timestamp: TimeInterval
    /// The stage's media time it shows.
    public let stageTime: TimeInterval
    /// Its pixels (nil when the recorder only records the trace).
    public let image: CGImage?
    /// Its pixels as `yuv420p`, when a sink asked for them (``YUV420FrameSink``): converted on the render workers.
    package var yuv420Picture: YUV420Picture?

    public init(index: Int, timestamp: TimeInterval, stageTime: TimeInterval, image: CGImage?) {
        self.index = index
        self.timestamp = timestamp
        self.stageTime = stageTime
        self.image = image
    }
}
