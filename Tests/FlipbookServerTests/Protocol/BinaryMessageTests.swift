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
}
