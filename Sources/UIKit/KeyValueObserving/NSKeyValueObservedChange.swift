import Foundation

/// What a key-value observation reports (Foundation's options). Linux's Foundation has no key-value
/// observing, so Flipbook declares these for its own classes (see `NSKeyValueObservation`).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Report the value after the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Report the value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Call the handler once right away, when the observation is made (with the current value as new).
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Call the handler before each change as well as after it (`isPrior` true, no new value).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change observed. Properties (all that Flipbook's observing covers) change by `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// One change, as an observation's handler receives it. `newValue` and `oldValue` are nil unless the options
/// asked for them (`.new`, `.old`); a prior notification has no new value.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    /// The indexes of a to-many change; always nil for properties.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (option `.prior`).
    public let isPrior: Bool
}
