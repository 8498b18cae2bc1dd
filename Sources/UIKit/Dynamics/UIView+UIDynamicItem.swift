import QuartzCore

/// Views are what a dynamic animator usually moves: it writes `center` and a rotation-only `transform` (§9).
///
/// `collisionBoundsType` lives in this extension, so subclasses can't override it yet; to let them (as on iOS,
/// where a round view returns `.ellipse`), it has to move into `UIView`'s class body.
extension UIView: UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}
