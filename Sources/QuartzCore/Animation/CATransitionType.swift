/// The kind of a ``CATransition``: how the layer's new rendering replaces the old one.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The old rendering dissolves into the new one (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new rendering slides in over the old one, which stays put.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new rendering slides in and pushes the old one out ahead of it.
    public static let push = CATransitionType(rawValue: "push")
    /// The old rendering slides away, uncovering the new one, which stays put.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
