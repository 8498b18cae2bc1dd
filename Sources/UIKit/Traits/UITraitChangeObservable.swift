import QuartzCore

/// What can register for trait changes (iOS 17's `UITraitChangeObservable`): views and view controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {}
