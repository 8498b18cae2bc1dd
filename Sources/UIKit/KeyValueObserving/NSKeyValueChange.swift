import Foundation

/// The kind of change observed. Properties (all that Flipbook's observing covers) change by `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}
