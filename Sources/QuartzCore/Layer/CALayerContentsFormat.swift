/// The pixel format of a layer's backing store (`CALayer.contentsFormat`). Flipbook draws every layer in 8-bit
/// RGBA, so the value is kept but not applied.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let RGBA8Uint = Self(rawValue: "RGBA8")
    public static let RGBA16Float = Self(rawValue: "RGBAh")
    public static let gray8Uint = Self(rawValue: "Gray8")
}
