import QuartzCore

/// A registration made with `registerForTraitChanges(_:handler:)`; pass it to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: Sendable {}
