/// Which part of the emitter shape particles come from (``CAEmitterLayer/emitterMode``).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Points of the shape (taken here as its surface).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The shape's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// The shape's volume (the default; its surface for flat shapes).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}
