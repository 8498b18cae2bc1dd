import QuartzCore

/// The keys of the change dictionary that string-key observers receive in
/// `observeValue(forKeyPath:of:change:context:)` (Foundation's `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The kind of change, an `NSKeyValueChange` raw value (`UInt`).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value (option `.new`); absent in a prior notification.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value (option `.old`).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change (never for the properties Flipbook reports).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before the change (option `.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
