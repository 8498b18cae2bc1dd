import Foundation

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
