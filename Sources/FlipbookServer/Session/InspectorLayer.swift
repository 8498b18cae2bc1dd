import Foundation

/// One layer of an ``InspectorTree``.
public struct InspectorLayer: Codable, Sendable, Equatable {
    public var id: Int
    public var depth: Int
    public var type: String
    public var name: String?
    public var isMask: Bool
    /// In the superlayer: x, y, width, height.
    public var frame: [Double]
    /// `m11 … m44`, nil for the identity.
    public var transform: [Double]?
    public var opacity: Double
    public var hidden: Bool
    /// The bounding box of the layer on the screen, in window points (for the hover outline).
    public var outline: [Double]?
    public var animations: [AnimationInfo]
}
