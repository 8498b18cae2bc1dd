import Foundation

/// Where a session is: scene, clock, timeline.
public struct SessionState: Codable, Sendable, Equatable {
    public var scene: String
    public var device: ServerMessage.DeviceInfo
    public var speed: Double
    public var paused: Bool
    /// Whether the frame shown is the live stage (false while scrubbing the timeline).
    public var live: Bool
    /// The stage's media time now.
    public var time: Double
    /// The stage time of the frame shown.
    public var shownTime: Double
    /// The recorded span of the timeline: first and last stage time, frames kept.
    public var historyStart: Double
    public var historyEnd: Double
    public var historyFrames: Int
    /// Fingers down.
    public var touches: Int
}
