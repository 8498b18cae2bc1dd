/// The directions a ``CAScrollLayer`` may scroll in.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Never scrolls.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Scrolls along y only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Scrolls along x only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Scrolls along both axes (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}
