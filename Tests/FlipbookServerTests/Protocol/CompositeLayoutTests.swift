import Foundation
import Testing
@testable import FlipbookServer

@Suite struct CompositeLayoutTests {
    @Test func aPayloadIsTheLayoutsLengthTheLayoutAndThePictures() throws {
        let layout = CompositeLayout(planes: [
            .init(id: "back", width: 4, height: 3, matrix: [1, 0, 0, 0, 1, 0, 0, 0, 1], opacity: 1, smooth: false,
                  format: "jpeg", offset: 0, length: 2),
            .init(id: "card", width: 2, height: 2, matrix: [0.5, 0, 1, 0, 1, 0, -0.01, 0, 1], opacity: 0.5, smooth: true),
        ])
        let payload = layout.payload(pictures: Data([0xFF, 0xD8]))
        let n = payload.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        let json = try #require(try JSONSerialization.jsonObject(with: payload.subdata(in: 4..<4 + n)) as? [String: Any])
        let planes = try #require(json["planes"] as? [[String: Any]])
        #expect(planes.count == 2 && planes[1]["offset"] == nil, "a picture already sent has no bytes here")
        let decoded = try #require(CompositeLayout.decode(payload))
        #expect(decoded.layout == layout)
        #expect(decoded.pictures == Data([0xFF, 0xD8]))
    }

    @Test func bytesThatAreNotAPayloadDecodeToNil() {
        #expect(CompositeLayout.decode(Data()) == nil)
        #expect(CompositeLayout.decode(Data([0, 0, 0, 9, 1])) == nil, "shorter than its length says")
        #expect(CompositeLayout.decode(Data([0, 0, 0, 2]) + Data("{}".utf8)) == nil, "no planes")
    }
}
