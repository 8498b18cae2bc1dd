import Foundation

/// A JSON scalar for binary headers.
public enum JSONScalar: Sendable, Equatable {
    case string(String), number(Double), int(Int), bool(Bool)
    var value: Any {
        switch self {
        case .string(let s): s
        case .number(let d): d.isFinite ? d : 0
        case .int(let i): i
        case .bool(let b): b
        }
    }
}
