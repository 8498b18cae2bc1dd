import Foundation
import Testing
@testable import Flipbook

/// The NUT stream the MP4 export pipes to ffmpeg: its fields, its checksum, and what ffmpeg reads from it.
@Suite("NUT muxer: yuv420p pictures with timestamps")
struct NUTMuxerTests {
    @Test func numbersAreSevenBitsAByteMostSignificantFirst() {
        func v(_ value: Int) -> [UInt8] {
            var fields = NUTMuxer.Fields()
            fields.v(value)
            return fields.bytes
        }
        #expect(v(0) == [0])
        #expect(v(127) == [0x7F])
        #expect(v(128) == [0x81, 0x00])
        #expect(v(32_767) == [0x81, 0xFF, 0x7F])
        #expect(v(1_382_400) == [0x80 | 0x54, 0x80 | 0x30, 0x00])
        var signed = NUTMuxer.Fields()
        for value in [0, 1, -1, 2, -2] { signed.s(value) }
        #expect(signed.bytes == [0, 1, 2, 3, 4])
    }

    /// The checksum is CRC-32/CKSUM without its final inversion (catalogue check value 0x765E7680 for
    /// "123456789"), and a packet's body followed by its checksum checks to zero, as FFmpeg verifies it.
    @Test func checksumsAreFFmpegsCRC() {
        #expect(NUTMuxer.crc(Array("123456789".utf8)) ^ 0xFFFF_FFFF == 0x765E_7680)
        let packet = NUTMuxer.packet(NUTMuxer.syncpointStartCode, [1, 2, 3])
        #expect(Array(packet.prefix(8)) == [0x4E, 0x4B, 0xE4, 0xAD, 0xEE, 0xCA, 0x45, 0x69])
        #expect(packet[8] == 7)  // forward pointer: body and checksum
        #expect(NUTMuxer.crc(Array(packet.dropFirst(9))) == 0)
        // Past 4,096 bytes the forward pointer has a checksum of its own.
        let long = NUTMuxer.packet(NUTMuxer.infoStartCode, [UInt8](repeating: 7, count: 5000))
        #expect(NUTMuxer.crc(Array(long.prefix(10 + 4))) == 0)
        #expect(NUTMuxer.crc(Array(long.dropFirst(14))) == 0)
    }

    @Test func timestampsCountFramesAtTheRate() {
        #expect(NUTMuxer.tick(fps: 60) == (1, 60))
        #expect(NUTMuxer.tick(fps: 29.97) == (100, 2997))
        #expect(NUTMuxer.tick(fps: 12.5) == (2, 25))
        let muxer = NUTMuxer(width: 4, height: 2, fps: 60)
        #expect(String(decoding: muxer.header().prefix(24), as: UTF8.self) == "nut/multimedia container")
        // A frame at pts 300: syncpoint (global key pts 300), then frame code 0 with pts + 2⁷ and the size.
        let frame = muxer.frameHeader(pts: 300, size: 12)
        #expect(Array(frame.prefix(8)) == [0x4E, 0x4B, 0xE4, 0xAD, 0xEE, 0xCA, 0x45, 0x69])
        #expect(Array(frame[9..<12]) == [0x82, 0x2C, 0])
        #expect(Array(frame.suffix(8).prefix(4)) == [0, 0x83, 0x2C, 12])
    }

    /// ffmpeg reads the stream: the pictures, at the timestamps given, with the rate the header names.
    @Test(.enabled(if: ffprobePath != nil, "ffmpeg is missing: run `make deps`"))
    func ffmpegReadsThePicturesAtTheirTimes() throws {
        try withTemporaryDirectory { dir in
            let muxer = NUTMuxer(width: 4, height: 2, fps: 60)
            var bytes = muxer.header()
            for (pts, value) in [(0, UInt8(20)), (7, 90), (8, 200)] {
                let picture = [UInt8](repeating: value, count: 12)
                bytes += muxer.frameHeader(pts: pts, size: picture.count) + picture
            }
            let url = dir.appendingPathComponent("clip.nut")
            try Data(bytes).write(to: url)
            let output = run(ffprobePath!, ["-v", "quiet", "-show_entries", "stream=codec_name,pix_fmt,width,height,r_frame_rate",
                                            "-show_entries", "packet=pts,size", "-of", "csv=p=0", url.path])
            #expect(output?.split(separator: "\n") == ["0,12", "7,12", "8,12", "rawvideo,4,2,yuv420p,60/1"])
        }
    }
}
