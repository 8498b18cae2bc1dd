import Foundation
import Testing
@testable import FlipbookServer

@Suite struct WorkerFrameTests {
    @Test func framesSurviveAnyChunking() throws {
        let frames = [WorkerFrame(kind: .configuration, payload: Data(#"{"a":1}"#.utf8)),
                      WorkerFrame(kind: .message, payload: Data()),
                      WorkerFrame(kind: .frame, payload: Data((0..<70_000).map { UInt8($0 & 0xFF) })),
                      WorkerFrame(kind: .text, payload: Data("é".utf8))]
        let bytes = frames.reduce(Data()) { $0 + $1.encoded() }
        #expect(bytes.prefix(5) == Data([0, 0, 0, 8, 0x63]), "length (kind + payload), big-endian, then the kind")
        for chunk in [1, 3, 4096, bytes.count] {
            var reader = WorkerFrame.Reader()
            var out: [WorkerFrame] = []
            for start in stride(from: 0, to: bytes.count, by: chunk) {
                reader.append(bytes.subdata(in: start ..< min(bytes.count, start + chunk)))
                while let frame = try reader.next() { out.append(frame) }
            }
            #expect(out == frames, "in chunks of \(chunk) bytes")
        }
    }

    @Test func bytesThatAreNotFramesAreRefused() {
        var unknown = WorkerFrame.Reader()
        unknown.append(Data([0, 0, 0, 1, 0x7A]))
        #expect(throws: WorkerFrame.DecodingError.unknownKind(0x7A)) { try unknown.next() }
        var long = WorkerFrame.Reader()
        long.append(Data([0x7F, 0xFF, 0xFF, 0xFF]))
        #expect(throws: WorkerFrame.DecodingError.tooLong(0x7FFF_FFFF)) { try long.next() }
        var empty = WorkerFrame.Reader()
        empty.append(Data([0, 0, 0, 0]))
        #expect(throws: WorkerFrame.DecodingError.empty) { try empty.next() }
    }

    @Test func theConfigurationRoundTrips() throws {
        let configuration = WorkerConfiguration(scene: "cradle", limits: .default, displayRate: 30, jpegQuality: 0.5)
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(WorkerConfiguration.self, from: data) == configuration)
    }
}
