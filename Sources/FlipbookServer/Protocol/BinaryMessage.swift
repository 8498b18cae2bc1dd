import Foundation

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

    /// An encoded message with a number added to its header, without decoding it: `"key":value,` goes in right
    /// after the header's `{` (the server stamps frames it relays this way for the latency breakdown). Returns
    /// `data` unchanged when it is not an encoded message with a JSON object header, or the header has `key`.
    static func adding(_ key: String, _ value: Double, to data: Data) -> Data {
        guard data.count >= 5, value.isFinite else { return data }
        let start = data.startIndex
        let n = data[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
        guard data.count >= 4 + n, n >= 2, data[start + 4] == UInt8(ascii: "{"),
              data[start + 4 + n - 1] == UInt8(ascii: "}") else { return data }
        let empty = n == 2
        let field = Data(("\"\(key)\":\(value)" + (empty ? "" : ",")).utf8)
        let quoted = Data("\"\(key)\":".utf8)
        guard data[start + 4 ..< start + 4 + n].range(of: quoted) == nil else { return data }
        var out = Data(capacity: data.count + field.count)
        withUnsafeBytes(of: UInt32(n + field.count).bigEndian) { out.append(contentsOf: $0) }
        out.append(UInt8(ascii: "{"))
        out.append(field)
        out.append(data[(start + 5)...])
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
