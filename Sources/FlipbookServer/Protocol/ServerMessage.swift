import Foundation

/// What the server sends: JSON text messages (``ServerMessage``), and binary messages that carry a JSON header
/// and bytes (``BinaryMessage``: frames and exported files).
public enum ServerMessage: Sendable, Equatable {
    /// The first message of a session: the protocol version, the scenes, the limits.
    case welcome(Welcome)
    /// The session's state after anything changed it.
    case state(SessionState)
    /// A message was refused or something failed; the session goes on.
    case error(code: ProtocolError.Code, message: String)
    /// The layer tree of the frame shown.
    case inspector(InspectorTree)
    /// How far a running export has got.
    case progress(ExportProgress)

    public struct Welcome: Codable, Sendable, Equatable {
        public var server: String
        public var scenes: [SceneInfo]
        public var limits: ServerLimits
    }

    public struct SceneInfo: Codable, Sendable, Equatable {
        public var name: String
        public var summary: String
        public var device: DeviceInfo
    }

    public struct DeviceInfo: Codable, Sendable, Equatable {
        public var name: String
        public var width: Double
        public var height: Double
        public var scale: Double
    }

    /// The JSON text of the message: `{"v":1,"type":…,…}`.
    public func json() -> String {
        var object: [String: Any] = ["v": ClientMessage.version]
        func merge<T: Encodable>(_ type: String, _ value: T) {
            object["type"] = type
            if let data = try? Self.encoder.encode(value),
               let fields = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
                object.merge(fields) { a, _ in a }
            }
        }
        switch self {
        case .welcome(let w): merge("welcome", w)
        case .state(let s): merge("state", s)
        case .inspector(let t): merge("inspector", t)
        case .progress(let p): merge("progress", p)
        case .error(let code, let message):
            object["type"] = "error"
            object["code"] = code.rawValue
            object["message"] = message
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        e.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return e
    }()
}
