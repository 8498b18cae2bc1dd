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
