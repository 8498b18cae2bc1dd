import Foundation

/// The layer tree of one instant, for the inspector.
public struct InspectorTree: Codable, Sendable, Equatable {
    public var time: Double
    public var live: Bool
    public var layers: [InspectorLayer]

    /// Values as the inspector shows them: to a thousandth, no negative zero, 0 for non-finite values.
    static func round(_ d: Double) -> Double {
        guard d.isFinite else { return 0 }
        let r = (d * 1000).rounded() / 1000
        return r == 0 ? 0 : r
    }
}
