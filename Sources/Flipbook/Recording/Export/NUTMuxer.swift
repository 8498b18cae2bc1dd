import Foundation

/// Packs raw `yuv420p` pictures, each with its own timestamp, into a NUT stream (FFmpeg's container, read by
/// `ffmpeg -f nut`): what lets the MP4 export hand ffmpeg a still stretch of frames as one picture.
///
/// Raw video on a pipe (`-f rawvideo`) carries no timestamps: frame *n* is at *n* / fps, so a scene that rests for
/// a second is 60 pictures for x264 to encode (each a P-skip, yet ≈ 5 ms of its time). NUT gives every picture a
/// presentation time, so the export sends the first picture of a still stretch and the next picture at its own
/// time; ffmpeg (with `-fps_mode passthrough`) keeps those times, and the MP4 shows the still picture until the next
/// one: the same frames at every instant, without encoding the repeats (``MP4Writer``).
///
/// Only what that needs is written (NUT version 3, one video stream, every frame a key frame after a syncpoint of
/// its own, no index): the file's identification string, the main, stream and info headers (the info header gives
/// the stream's nominal rate, `r_frame_rate`, which ffmpeg takes for the encoder's time base), then per picture a
/// syncpoint and a frame header followed by the plain planes. Headers end with the CRC-32 (polynomial 0x04C11DB7,
/// MSB first, no inversion) that FFmpeg's demuxer checks.
package struct NUTMuxer {
    /// The pictures' size (even).
    package let width: Int
    package let height: Int
    /// Seconds per tick of the timestamps, as a reduced fraction: `numerator / denominator` (1/60 at 60 fps).
    package let timeBase: (numerator: Int, denominator: Int)

    /// A muxer for `width` × `height` `yuv420p` pictures whose timestamps count frames at `fps`.
    package init(width: Int, height: Int, fps: Double) {
        precondition(width > 0 && height > 0 && fps.isFinite && fps > 0)
        self.width = width
        self.height = height
        timeBase = Self.tick(fps: fps)
    }

    /// The duration of one frame at `fps` as a reduced fraction of seconds: exact for whole rates and for
    /// rates given to a thousandth (29.97 → 1000/29970 = 100/2997).
    static func tick(fps: Double) -> (numerator: Int, denominator: Int) {
        let thousandths = Int((fps * 1000).rounded())
        let divisor = gcd(1000, thousandths)
        return (1000 / divisor, thousandths / divisor)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    /// What starts the stream: the identification string and the headers.
    package func header() -> [UInt8] {
        var bytes = Array("nut/multimedia container".utf8) + [0]
        var main = Self.Fields()
        main.v(3)                                           // version
        main.v(1)                                           // streams
        main.v(Self.maxDistance)                            // bytes between syncpoints, at most (headers only here)
        main.v(1)                                           // time bases
        main.v(timeBase.numerator)
        main.v(timeBase.denominator)
        // One frame-code group for all 255 codes (FFmpeg skips 'N'); only code 0 is used: a key frame whose
        // timestamp and size are written out in full, with a checksum.
        main.v(Self.frameFlags)
        main.v(6)                                           // fields below: pts delta, size mul, stream, size lsb, reserved, count
        main.s(0)
        main.v(1)
        main.v(0)
        main.v(0)
        main.v(0)
        main.v(255)
        main.v(0)                                           // elision headers besides the empty one: none
        bytes += Self.packet(Self.mainStartCode, main.bytes)

        var stream = Self.Fields()
        stream.v(0)                                         // stream id
        stream.v(0)                                         // class: video
        stream.v(4)                                         // fourcc: 'I420', FFmpeg's raw yuv420p
        stream.bytes += Array("I420".utf8)
        stream.v(0)                                         // time base id
        stream.v(Self.ptsShift)                             // msb_pts_shift
        stream.v(1 << 14)                                   // max_pts_distance (frames carry a checksum)
        stream.v(0)                                         // decode delay
        stream.v(0)                                         // stream flags
        stream.v(0)                                         // codec-specific data: none
        stream.v(width)
        stream.v(height)
        stream.v(0)                                         // sample aspect ratio: unknown, as raw video has
        stream.v(0)
        stream.v(0)                                         // colour space type
        bytes += Self.packet(Self.streamStartCode, stream.bytes)

        var info = Self.Fields()
        info.v(1)                                           // stream id + 1
        info.s(0)                                           // chapter id
        info.v(0)                                           // chapter start
        info.v(0)                                           // chapter length
        info.v(1)                                           // one entry
        info.string("r_frame_rate")
        info.s(-1)                                          // a UTF-8 value
        info.string("\(timeBase.denominator)/\(timeBase.numerator)")
        bytes += Self.packet(Self.infoStartCode, info.bytes)
        return bytes
    }

    /// What precedes picture data of `size` bytes shown at `pts` ticks: a syncpoint and the frame header.
    package func frameHeader(pts: Int, size: Int) -> [UInt8] {
        precondition(pts >= 0 && size >= 0)
        var sync = Self.Fields()
        sync.v(pts)                                         // global key pts (one time base: pts × 1 + 0)
        sync.v(0)                                           // back pointer ÷ 16: the key frame follows
        var bytes = Self.packet(Self.syncpointStartCode, sync.bytes)
        var frame = Self.Fields()
        frame.bytes.append(0)                               // frame code 0
        frame.v(pts + (1 << Self.ptsShift))                 // coded pts ≥ 2^shift: the full timestamp
        frame.v(size)                                       // size msb (× size mul 1, + size lsb 0)
        frame.u32(Self.crc(frame.bytes))
        bytes += frame.bytes
        return bytes
    }

    // MARK: - The format's pieces

    static let mainStartCode: UInt64 = 0x4E4D_7A56_1F5F_04AD
    static let streamStartCode: UInt64 = 0x4E53_1140_5BF2_F9DB
    static let syncpointStartCode: UInt64 = 0x4E4B_E4AD_EECA_4569
    static let infoStartCode: UInt64 = 0x4E49_AB68_B596_BA78
    static let maxDistance = 32_767
    static let ptsShift = 7
    /// Frame code 0: key frame (1), coded pts (8), size msb (32), checksum (64).
    static let frameFlags = 1 | 8 | 32 | 64

    /// A packet: start code, forward pointer (with a checksum of its own past 4,096 bytes), body, body checksum.
    static func packet(_ startCode: UInt64, _ body: [UInt8]) -> [UInt8] {
        var head = Fields()
        head.u64(startCode)
        head.v(body.count + 4)
        if body.count + 4 > 4096 { head.u32(crc(head.bytes)) }
        var tail = Fields()
        tail.u32(crc(body))
        return head.bytes + body + tail.bytes
    }

    /// NUT's fields, appended in order.
    struct Fields {
        var bytes: [UInt8] = []

        /// An unsigned number, 7 bits a byte, most significant first, the high bit set on all bytes but the last.
        mutating func v(_ value: Int) {
            precondition(value >= 0)
            var groups = [UInt8(value & 0x7F)]
            var rest = value >> 7
            while rest > 0 {
                groups.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            bytes += groups.reversed()
        }

        /// A signed number: 0, 1, −1, 2, −2 … as 0, 1, 2, 3, 4 ….
        mutating func s(_ value: Int) { v(value > 0 ? 2 * value - 1 : -2 * value) }

        /// A string: its length, then its UTF-8 bytes.
        mutating func string(_ text: String) {
            let utf8 = Array(text.utf8)
            v(utf8.count)
            bytes += utf8
        }

        mutating func u32(_ value: UInt32) { bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        mutating func u64(_ value: UInt64) { bytes += (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) } }
    }

    /// CRC-32 with polynomial 0x04C11DB7, most significant bit first, starting from 0, not inverted: appended
    /// big-endian to what it covers, the CRC of the whole is 0, which is how FFmpeg checks it.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.reduce(UInt32(0)) { crc, byte in crcTable[Int(UInt8(truncatingIfNeeded: crc >> 24) ^ byte)] ^ (crc << 8) }
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index) << 24) { value, _ in value & 0x8000_0000 != 0 ? (value << 1) ^ 0x04C1_1DB7 : value << 1 }
    }
}
