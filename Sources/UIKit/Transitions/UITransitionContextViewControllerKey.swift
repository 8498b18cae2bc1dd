import QuartzCore

/// Keys for the two view controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller visible at the start (the presenting one when presenting).
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller visible at the end.
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}
