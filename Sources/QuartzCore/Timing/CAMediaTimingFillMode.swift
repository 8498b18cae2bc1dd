/// What a timed object shows before it starts and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Nothing outside the active interval: the animation's effect disappears when it ends.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the end, the final state is held.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the start (a `beginTime` in the future), the initial state is shown.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Whether the initial state shows before the active interval.
    package var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the final state holds after the active interval.
    package var fillsForwards: Bool { self == .forwards || self == .both }
}
