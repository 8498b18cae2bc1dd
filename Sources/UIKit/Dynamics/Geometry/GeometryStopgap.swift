import CoreGraphics

// STOPGAP — delete this file when `main` brings CoreGraphics' CGAffineTransform and CGVector and UIKit's
// UIEdgeInsets (issue 2). Only the members Dynamics uses, with Apple's names, so the code above compiles unchanged
// against the real ones.

/// Stand-in for CoreGraphics' affine transform until it lands on main.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// Stand-in for CoreGraphics' vector until it lands on main.
public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat, dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

/// Stand-in for UIKit's edge insets until they land on main.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
