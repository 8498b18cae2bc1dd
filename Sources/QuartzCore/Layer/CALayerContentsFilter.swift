import CoreGraphics

/// Sampling filters for scaled contents.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let nearest = Self(rawValue: "nearest")
    public static let trilinear = Self(rawValue: "trilinear")
}
