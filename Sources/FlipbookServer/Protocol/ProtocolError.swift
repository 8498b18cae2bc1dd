import Foundation

/// Why a message was refused: a code the page can switch on and a sentence for people.
public struct ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Code: String, Codable, Sendable {
        case malformed, badVersion = "bad-version", unknownType = "unknown-type", badValue = "bad-value"
        case outOfRange = "out-of-range", tooLarge = "too-large", unknownScene = "unknown-scene"
        case busy, unavailable, failed
        /// The session's scene crashed (a trap in its code): the session has ended; the server and the other
        /// sessions go on.
        case crashed
    }
    public var code: Code
    public var message: String
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
    public var description: String { "\(code.rawValue): \(message)" }
}
