import Foundation

/// One message on the pipes between the server and a session's worker process (see ``SessionWorker``): 4 bytes of
/// big-endian length (of the kind byte and the payload), a kind byte, the payload.
struct WorkerFrame: Equatable, Sendable {
    enum Kind: UInt8, Sendable {
        /// Server → worker, first: the ``WorkerConfiguration`` as JSON.
        case configuration = 0x63
        /// Server → worker: a validated client message, its JSON text as the page sent it.
        case message = 0x6D
        /// Worker → server: a JSON text message for the page.
        case text = 0x74
        /// Worker → server: an encoded frame (``BinaryMessage``); the server may drop it for a newer one.
        case frame = 0x66
        /// Worker → server: another binary message for the page (an export); never dropped.
        case binary = 0x62
        /// Worker → server: an encoded frame the server must not drop (a composite carrying pictures that later
        /// composites name); it overtakes a frame still waiting, which is older.
        case keyFrame = 0x6B
        /// Worker → server: a frame's header with no picture, the screen unchanged by a touch
        /// (``LiveSession/Output/unchanged(_:)``); it goes to the page right behind the frame before it.
        case unchanged = 0x75
    }

    var kind: Kind
    var payload: Data

    /// The largest frame either side accepts (an MP4 or GIF export of 900 frames fits).
    static let maxLength = 512 << 20

    func encoded() -> Data {
        var out = Data(capacity: 5 + payload.count)
        withUnsafeBytes(of: UInt32(payload.count + 1).bigEndian) { out.append(contentsOf: $0) }
        out.append(kind.rawValue)
        out.append(payload)
        return out
    }

    enum DecodingError: Error, Equatable {
        case tooLong(Int), unknownKind(UInt8), empty
    }

    /// Splits a byte stream into frames as the bytes arrive.
    struct Reader {
        private var buffer = Data()

        mutating func append(_ data: Data) { buffer.append(data) }

        /// The next whole frame, nil until one has arrived; throws on bytes that are not frames.
        mutating func next() throws(DecodingError) -> WorkerFrame? {
            guard buffer.count >= 4 else { return nil }
            let start = buffer.startIndex
            let length = buffer[start ..< start + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length >= 1 else { throw .empty }
            guard length <= WorkerFrame.maxLength else { throw .tooLong(length) }
            guard buffer.count >= 4 + length else { return nil }
            let byte = buffer[start + 4]
            guard let kind = Kind(rawValue: byte) else { throw .unknownKind(byte) }
            let payload = Data(buffer[start + 5 ..< start + 4 + length])
            buffer = Data(buffer[(start + 4 + length)...])
            return WorkerFrame(kind: kind, payload: payload)
        }
    }
}

/// What the server tells a new worker: which scene to start, the limits, the display rate, the JPEG quality, and
/// the scale of the frames rendered while a finger is down (nil: the device's).
struct WorkerConfiguration: Codable, Equatable, Sendable {
    var scene: String?
    var limits: ServerLimits
    var displayRate: Double
    var jpegQuality: Double
    var motionScale: Double? = nil
    /// Whether a drag's frames go as planes for the page to composite when they can (nil: no).
    var compositesDrags: Bool? = nil
}

/// Writes all of `data` to `fd`, retrying short writes and interrupts; false when the other end is gone.
@discardableResult
func writeAll(_ fd: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { raw -> Bool in
        guard var p = raw.baseAddress else { return true }
        var left = raw.count
        while left > 0 {
            let n = write(fd, p, left)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            p += n
            left -= n
        }
        return true
    }
}
