/// The side a ``CATransition`` of type `.moveIn`, `.push` or `.reveal` starts from: the motion runs from that
/// side of the layer toward the opposite one.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Begins at the right side: the motion runs right to left.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// Begins at the left side: the motion runs left to right.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// Begins at the top: the motion runs down the screen.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// Begins at the bottom: the motion runs up the screen.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
