import Foundation

/// What a browser may send over the session's WebSocket: versioned, typed JSON, one object per text message.
///
/// Every message has `"v": 1` and a `"type"`; the other fields depend on the type. ``decode(_:)`` checks the
/// JSON, the version, the type and every value's range, and throws a ``ProtocolError`` that says which field is
/// wrong: the server sends that back as an `error` message and keeps the session.
///
/// ```json
/// {"v":1,"type":"touch","phase":"began","touches":[{"id":1,"x":187.5,"y":333.5}]}
/// {"v":1,"type":"speed","value":0.25}
/// {"v":1,"type":"seek","time":1.25}
/// ```
public enum ClientMessage: Equatable, Sendable {
    /// Load (or restart) the scene called `name`.
    case scene(name: String)
    /// Restart the current scene from its start.
    case restart
    /// Slow Animations: stage seconds per wall second (1, 0.25 or 0.1 on the page; 0.01 … 4 accepted).
    case speed(Double)
    /// Pause or resume the clock.
    case pause(Bool)
    /// Pause and move `frames` frames (−600 … 600, not 0): back through the timeline, or forward (through the
    /// timeline, then live frames of 1/60 s).
    case step(frames: Int)
    /// Show the recorded frame at stage time `time` (the timeline's scrubber).
    case seek(time: Double)
    /// Leave the timeline and show the live stage again.
    case live
    /// Fingers: a phase and the touches it applies to, in points of the device's screen. `seq`, optional, is
    /// echoed as `input` in the headers of the frames rendered after it (the page measures latency with it).
    case touch(phase: TouchPhase, touches: [TouchPoint], seq: Int? = nil)
    /// Ask for the layer tree of the frame shown (the inspector).
    case inspect
    /// Export the frame shown as PNG, or the recorded span `from` … `to` (stage times) as GIF or MP4.
    case export(format: ExportKind, from: Double?, to: Double?)
    /// Nothing: keeps an idle connection alive.
    case ping

    public enum TouchPhase: String, Codable, Sendable, CaseIterable {
        case began, moved, ended, cancelled
    }

    public enum ExportKind: String, Codable, Sendable, CaseIterable {
        case png, gif, mp4
    }

    public struct TouchPoint: Codable, Equatable, Sendable {
        /// The pointer's identifier, stable from `began` to `ended`.
        public var id: Int
        public var x: Double
        public var y: Double
        public init(id: Int, x: Double, y: Double) {
            self.id = id
            self.x = x
            self.y = y
        }
    }

    /// The protocol version this server speaks.
    public static let version = 1
    /// The most fingers one message may carry.
    public static let maxTouches = 5
    /// The message types, for error messages.
    public static let types = ["scene", "restart", "speed", "pause", "step", "seek", "live", "touch", "inspect",
                               "export", "ping"]

    /// Decodes and validates one message. Throws ``ProtocolError`` with a message for the page.
    public static func decode(_ data: Data, maxBytes: Int = ServerLimits.default.maxMessageBytes) throws(ProtocolError) -> ClientMessage {
        guard data.count <= maxBytes else {
            throw ProtocolError(.tooLarge, "message of \(data.count) bytes is over the limit of \(maxBytes) bytes")
        }
        guard Self.nestingDepth(data) <= maxNesting else {
            throw ProtocolError(.malformed, "JSON nested deeper than \(maxNesting) levels")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw ProtocolError(.malformed, "not JSON: \(Self.describe(error))")
        }
        guard let fields = object as? [String: Any] else {
            throw ProtocolError(.malformed, "a message is a JSON object like {\"v\":1,\"type\":\"ping\"}")
        }
        return try decode(fields)
    }

    /// Decodes and validates a message already parsed into a JSON object.
    static func decode(_ m: [String: Any]) throws(ProtocolError) -> ClientMessage {
        guard let v = m["v"] else { throw ProtocolError(.badVersion, "missing \"v\": this server speaks version \(version)") }
        guard let vn = v as? NSNumber, !Self.isBool(vn), vn.doubleValue == Double(version) else {
            throw ProtocolError(.badVersion, "unsupported protocol version \(Self.render(v)); this server speaks version \(version)")
        }
        guard let type = m["type"] as? String else {
            throw ProtocolError(.unknownType, "missing \"type\" (a string: one of \(types.joined(separator: ", ")))")
        }
        switch type {
        case "scene":
            let name = try string(m, "name", maxLength: 64)
            return .scene(name: name)
        case "restart": return .restart
        case "speed":
            return .speed(try number(m, "value", in: 0.01...4))
        case "pause":
            guard let value = m["paused"] else { throw ProtocolError(.badValue, "\"paused\" is missing (true or false)") }
            guard let n = value as? NSNumber, Self.isBool(n) else {
                throw ProtocolError(.badValue, "\"paused\" must be true or false, got \(Self.render(value))")
            }
            return .pause(n.boolValue)
        case "step":
            let frames = try integer(m, "frames", in: -600...600)
            guard frames != 0 else { throw ProtocolError(.outOfRange, "\"frames\" must not be 0") }
            return .step(frames: frames)
        case "seek":
            return .seek(time: try number(m, "time", in: 0...1e7))
        case "live": return .live
        case "touch":
            guard let phaseName = m["phase"] as? String, let phase = TouchPhase(rawValue: phaseName) else {
                throw ProtocolError(.badValue, "\"phase\" must be one of began, moved, ended, cancelled; got \(Self.render(m["phase"]))")
            }
            guard let list = m["touches"] as? [Any] else {
                throw ProtocolError(.badValue, "\"touches\" must be an array of {\"id\",\"x\",\"y\"}")
            }
            guard (1...maxTouches).contains(list.count) else {
                throw ProtocolError(.outOfRange, "\"touches\" must hold 1 to \(maxTouches) touches, got \(list.count)")
            }
            var touches: [TouchPoint] = []
            for (i, item) in list.enumerated() {
                guard let t = item as? [String: Any] else {
                    throw ProtocolError(.badValue, "touches[\(i)] must be an object {\"id\",\"x\",\"y\"}")
                }
                let id = try integer(t, "id", in: 0...Int(Int32.max), field: "touches[\(i)].id")
                let x = try number(t, "x", in: -10_000...10_000, field: "touches[\(i)].x")
                let y = try number(t, "y", in: -10_000...10_000, field: "touches[\(i)].y")
                touches.append(TouchPoint(id: id, x: x, y: y))
            }
            guard Set(touches.map(\.id)).count == touches.count else {
                throw ProtocolError(.badValue, "\"touches\" has the same id twice")
            }
            let seq = try m["seq"] == nil ? nil : integer(m, "seq", in: 0...Int(Int32.max))
            return .touch(phase: phase, touches: touches, seq: seq)
        case "inspect": return .inspect
        case "export":
            guard let formatName = m["format"] as? String, let format = ExportKind(rawValue: formatName) else {
                throw ProtocolError(.badValue, "\"format\" must be png, gif or mp4; got \(Self.render(m["format"]))")
            }
            let from = try m["from"] == nil ? nil : number(m, "from", in: 0...1e7)
            let to = try m["to"] == nil ? nil : number(m, "to", in: 0...1e7)
            if let from, let to, to < from {
                throw ProtocolError(.outOfRange, "\"to\" (\(to)) is before \"from\" (\(from))")
            }
            return .export(format: format, from: from, to: to)
        case "ping": return .ping
        default:
            throw ProtocolError(.unknownType, "unknown message type \(Self.render(type)); the types are \(types.joined(separator: ", "))")
        }
    }

    /// How deep arrays and objects may nest (the decoder recurses; a message needs 4).
    static let maxNesting = 16

    /// The deepest nesting of `[`/`{` outside strings, stopping early past ``maxNesting``.
    static func nestingDepth(_ data: Data) -> Int {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
                if deepest > maxNesting { return deepest }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    // MARK: Field readers

    private static func string(_ m: [String: Any], _ key: String, maxLength: Int) throws(ProtocolError) -> String {
        guard let value = m[key] else { throw ProtocolError(.badValue, "\"\(key)\" is missing") }
        guard let s = value as? String else { throw ProtocolError(.badValue, "\"\(key)\" must be a string, got \(render(value))") }
        guard !s.isEmpty, s.count <= maxLength else {
            throw ProtocolError(.outOfRange, "\"\(key)\" must be 1 to \(maxLength) characters long")
        }
        return s
    }

    private static func number(_ m: [String: Any], _ key: String, in range: ClosedRange<Double>,
                               field: String? = nil) throws(ProtocolError) -> Double {
        let name = field ?? key
        guard let value = m[key] else { throw ProtocolError(.badValue, "\"\(name)\" is missing") }
        guard let n = value as? NSNumber, !isBool(n) else {
            throw ProtocolError(.badValue, "\"\(name)\" must be a number, got \(render(value))")
        }
        let d = n.doubleValue
        guard d.isFinite, range.contains(d) else {
            throw ProtocolError(.outOfRange, "\"\(name)\" must be between \(format(range.lowerBound)) and \(format(range.upperBound)), got \(render(value))")
        }
        return d
    }

    private static func integer(_ m: [String: Any], _ key: String, in range: ClosedRange<Int>,
                                field: String? = nil) throws(ProtocolError) -> Int {
        let name = field ?? key
        let d = try number(m, key, in: Double(range.lowerBound)...Double(range.upperBound), field: name)
        guard d == d.rounded() else { throw ProtocolError(.badValue, "\"\(name)\" must be a whole number, got \(format(d))") }
        return Int(d)
    }

    /// Whether a JSON number is really `true`/`false` (Foundation parses both as NSNumber).
    private static func isBool(_ n: NSNumber) -> Bool {
        // Foundation parses true/false as a Boolean subclass of NSNumber (CFBoolean on Darwin).
        String(describing: type(of: n)).contains("Boolean")
    }

    private static func format(_ d: Double) -> String { String(format: "%g", d) }

    /// A value as the error message shows it (JSON-ish, at most 40 characters).
    private static func render(_ value: Any?) -> String {
        guard let value else { return "nothing" }
        let text: String
        switch value {
        case let s as String: text = "\"\(s)\""
        case let n as NSNumber: text = isBool(n) ? (n.boolValue ? "true" : "false") : "\(n)"
        case is NSNull: text = "null"
        case is [Any]: text = "an array"
        case is [String: Any]: text = "an object"
        default: text = "\(value)"
        }
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    private static func describe(_ error: any Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        return text.count > 120 ? String(text.prefix(120)) + "…" : text
    }
}

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
