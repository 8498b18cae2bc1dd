import CoreGraphics

// STOPGAP — delete this file when `main` brings UIKit's UIEdgeInsets (issue 2). Only the members Dynamics uses,
// with Apple's names, so the code compiles unchanged against the real one.

/// Stand-in for UIKit's edge insets until they land on main.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
