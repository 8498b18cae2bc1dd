import Foundation
import Testing
@testable import FlipbookServer

/// Binary messages: a 4-byte header length, a JSON header, the payload.
@Suite struct BinaryMessageTests {
    @Test func binaryMessagesRoundTrip() throws {
        let message = BinaryMessage(header: ["type": .string("frame"), "seq": .int(7), "time": .number(0.5),
                                             "live": .bool(true)], payload: Data([1, 2, 3]))
        let decoded = try #require(BinaryMessage.decode(message.encoded()))
        #expect(decoded.header["type"] as? String == "frame")
        #expect(decoded.header["seq"] as? Int == 7)
        #expect(decoded.header["time"] as? Double == 0.5)
        #expect(decoded.header["live"] as? Bool == true)
        #expect(decoded.payload == Data([1, 2, 3]))
        #expect(BinaryMessage.decode(Data([0, 0, 0, 9, 1])) == nil)
    }

    /// The server stamps relayed frames (`--trace-latency`) by splicing a field into the header, payload untouched.
    @Test func aNumberIsAddedToTheHeaderInPlace() throws {
        let message = BinaryMessage(header: ["type": .string("frame"), "seq": .int(7)], payload: Data([9, 8, 7]))
        let stamped = BinaryMessage.adding("relayIn", 1234.5, to: message.encoded())
        let decoded = try #require(BinaryMessage.decode(stamped))
        #expect(decoded.header["relayIn"] as? Double == 1234.5)
        #expect(decoded.header["seq"] as? Int == 7)
        #expect(decoded.payload == Data([9, 8, 7]))
        // An empty header, a key already there, and bytes that are not a message are handled.
        let empty = BinaryMessage.adding("a", 1, to: BinaryMessage(header: [:], payload: Data([1])).encoded())
        #expect(BinaryMessage.decode(empty)?.header["a"] as? Int == 1)
        #expect(BinaryMessage.adding("seq", 1, to: message.encoded()) == message.encoded())
        for garbage in [Data(), Data([0, 0, 0, 9, 1]), Data([0, 0, 0, 2, 0x5B, 0x5D])] {
            #expect(BinaryMessage.adding("a", 1, to: garbage) == garbage)
        }
    }
}
