import CoreGraphics

/// Which edges of a layer are antialiased (`CALayer.edgeAntialiasingMask`).
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let layerLeftEdge = Self(rawValue: 1 << 0)
    public static let layerRightEdge = Self(rawValue: 1 << 1)
    public static let layerBottomEdge = Self(rawValue: 1 << 2)
    public static let layerTopEdge = Self(rawValue: 1 << 3)
}
