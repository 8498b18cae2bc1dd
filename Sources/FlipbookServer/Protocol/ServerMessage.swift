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

/// Where a session is: scene, clock, timeline.
public struct SessionState: Codable, Sendable, Equatable {
    public var scene: String
    public var device: ServerMessage.DeviceInfo
    public var speed: Double
    public var paused: Bool
    /// Whether the frame shown is the live stage (false while scrubbing the timeline).
    public var live: Bool
    /// The stage's media time now.
    public var time: Double
    /// The stage time of the frame shown.
    public var shownTime: Double
    /// The recorded span of the timeline: first and last stage time, frames kept.
    public var historyStart: Double
    public var historyEnd: Double
    public var historyFrames: Int
    /// Fingers down.
    public var touches: Int
}

/// A binary message: 4 bytes (big-endian) of header length, a JSON header, then the payload.
///
/// Frames: `{"type":"frame","format":"jpeg"|"png","seq":…,"time":…,"live":…,"width":…,"height":…}` and the
/// image. Exports: `{"type":"export","format":…,"filename":…}` and the file.
public struct BinaryMessage: Sendable, Equatable {
    public var header: [String: JSONScalar]
    public var payload: Data

    public init(header: [String: JSONScalar], payload: Data) {
        self.header = header
        self.payload = payload
    }

    public func encoded() -> Data {
        var json: [String: Any] = [:]
        for (k, v) in header { json[k] = v.value }
        let head = (try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])) ?? Data("{}".utf8)
        var out = Data(capacity: 4 + head.count + payload.count)
        let n = UInt32(head.count).bigEndian
        withUnsafeBytes(of: n) { out.append(contentsOf: $0) }
        out.append(head)
        out.append(payload)
        return out
    }

    /// Splits an encoded message (tests and tools); nil when it is not one.
    public static func decode(_ data: Data) -> (header: [String: Any], payload: Data)? {
        guard data.count >= 4 else { return nil }
        let bytes = [UInt8](data.prefix(4))
        let n = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        guard data.count >= 4 + n,
              let header = try? JSONSerialization.jsonObject(with: data.subdata(in: data.startIndex + 4 ..< data.startIndex + 4 + n)) as? [String: Any]
        else { return nil }
        return (header, data.subdata(in: data.startIndex + 4 + n ..< data.endIndex))
    }
}

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

/// Limits that keep a laptop alive: sessions, message size, idle time, history memory.
public struct ServerLimits: Codable, Sendable, Equatable {
    /// Browser sessions at once; more are refused with an error.
    public var maxSessions: Int
    /// The biggest client message accepted, in bytes (bigger ones get an error; the WebSocket's own frame limit
    /// is 1 MiB, beyond which the connection is closed with code 1009).
    public var maxMessageBytes: Int
    /// Seconds without a message from the browser before the session is closed.
    public var idleTimeout: Double
    /// Layer copies a session's timeline may hold (the oldest frames are dropped beyond it); a frame of a
    /// screen of 40 layers costs 40.
    public var historyLayerBudget: Int
    /// Frames of history at most (an idle stage costs a few bytes per frame).
    public var historyMaxFrames: Int
    /// Frames a GIF or MP4 export may hold.
    public var maxExportFrames: Int

    public init(maxSessions: Int = 16, maxMessageBytes: Int = 16 * 1024, idleTimeout: Double = 600,
                historyLayerBudget: Int = 60_000, historyMaxFrames: Int = 36_000, maxExportFrames: Int = 900) {
        self.maxSessions = maxSessions
        self.maxMessageBytes = maxMessageBytes
        self.idleTimeout = idleTimeout
        self.historyLayerBudget = historyLayerBudget
        self.historyMaxFrames = historyMaxFrames
        self.maxExportFrames = maxExportFrames
    }

    public static let `default` = ServerLimits()
}
