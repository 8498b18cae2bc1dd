import CoreGraphics

/// The shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = Self(rawValue: "circular")
    public static let continuous = Self(rawValue: "continuous")
}
