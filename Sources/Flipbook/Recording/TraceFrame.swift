import Foundation
import UIKit

/// Every layer's presentation values in one recorded frame.
public struct TraceFrame: Codable, Sendable, Equatable {
    public var index: Int
    /// Seconds on the output's timeline.
    public var timestamp: TimeInterval
    /// The stage's media time.
    public var stageTime: TimeInterval
    /// The window's layer and its descendants, depth first, back to front.
    public var layers: [LayerSample]
}
