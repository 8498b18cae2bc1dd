import QuartzCore

/// Views are what a dynamic animator usually moves: it writes `center` and a rotation-only `transform` (§9).
/// `collisionBoundsType` is declared in UIView's class body so subclasses can override it (a round view returns
/// `.ellipse`, as on iOS).
extension UIView: UIDynamicItem {}
