import Foundation
import QuartzCore
import Testing
@testable import FlipbookServer

/// Fuzzing the decoder: random bytes, random JSON and mutations of valid messages either decode to a message
/// or throw a ProtocolError with a message — never crash. Seeded, so a failure reproduces.
@Suite struct ClientMessageFuzzTests {
    static let valid = [
        #"{"v":1,"type":"scene","name":"guess-the-pet"}"#, #"{"v":1,"type":"restart"}"#,
        #"{"v":1,"type":"speed","value":0.25}"#, #"{"v":1,"type":"pause","paused":true}"#,
        #"{"v":1,"type":"step","frames":-1}"#, #"{"v":1,"type":"seek","time":1.5}"#, #"{"v":1,"type":"live"}"#,
        #"{"v":1,"type":"touch","phase":"moved","touches":[{"id":1,"x":10,"y":20.5}]}"#,
        #"{"v":1,"type":"inspect"}"#, #"{"v":1,"type":"export","format":"gif","from":0.5,"to":2}"#,
    ]

    /// Decodes; returns whether it was accepted. Errors must carry a message.
    @discardableResult
    private func check(_ data: Data) -> Bool {
        do {
            _ = try ClientMessage.decode(data)
            return true
        } catch {
            #expect(!error.message.isEmpty)
            return false
        }
    }

    @Test func randomBytes() {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<3000 {
            let count = Int.random(in: 0...64, using: &rng)
            check(Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }))
        }
    }

    @Test func randomJSONValues() {
        var rng = SplitMix64(seed: 2)
        let keys = ["v", "type", "name", "value", "paused", "frames", "time", "phase", "touches", "id", "x", "y",
                    "format", "from", "to"]
        func value(_ depth: Int) -> Any {
            switch Int.random(in: 0..<(depth > 2 ? 6 : 8), using: &rng) {
            case 0: return Int.random(in: -1000...1000, using: &rng)
            case 1: return Double.random(in: -1e12...1e12, using: &rng)
            case 2: return Bool.random(using: &rng)
            case 3: return NSNull()
            case 4: return ["scene", "touch", "began", "moved", "png", "gif", "guess-the-pet", "", "ω"].randomElement(using: &rng)!
            case 5: return 1
            case 6: return (0..<Int.random(in: 0...6, using: &rng)).map { _ in value(depth + 1) }
            default:
                var o: [String: Any] = [:]
                for _ in 0..<Int.random(in: 0...5, using: &rng) { o[keys.randomElement(using: &rng)!] = value(depth + 1) }
                return o
            }
        }
        var accepted = 0
        for i in 0..<3000 {
            var object: [String: Any] = ["v": i % 5 == 0 ? value(0) : 1, "type": ClientMessage.types.randomElement(using: &rng)!]
            for _ in 0..<Int.random(in: 0...5, using: &rng) { object[keys.randomElement(using: &rng)!] = value(0) }
            if let data = try? JSONSerialization.data(withJSONObject: object), check(data) { accepted += 1 }
        }
        #expect(accepted > 0, "some random messages are valid")
    }

    @Test func mutatedValidMessages() {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<5000 {
            var bytes = Array(Self.valid.randomElement(using: &rng)!.utf8)
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let at = Int.random(in: 0..<max(1, bytes.count), using: &rng)
                switch Int.random(in: 0..<5, using: &rng) {
                case 0 where !bytes.isEmpty: bytes[at] = UInt8.random(in: 0...255, using: &rng)
                case 1 where !bytes.isEmpty: bytes.remove(at: at)
                case 2: bytes.insert(Array("{}[]\",:0-9e.tfn\\ ".utf8).randomElement(using: &rng)!, at: min(at, bytes.count))
                case 3 where !bytes.isEmpty: bytes[at] = Array("0123456789-.e".utf8).randomElement(using: &rng)!
                default: bytes.insert(contentsOf: Array("1e400".utf8), at: min(at, bytes.count))
                }
            }
            check(Data(bytes))
        }
    }

    @Test func deepNestingAndHugeNumbers() {
        check(Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8))
        check(Data(#"{"v":1,"type":"step","frames":1e308}"#.utf8))
        check(Data(#"{"v":1,"type":"step","frames":-9223372036854775809}"#.utf8))
        check(Data(#"{"v":1,"type":"touch","phase":"began","touches":[{"id":9223372036854775807,"x":1,"y":1}]}"#.utf8))
        check(Data(#"{"v":1.0000000000000002,"type":"ping"}"#.utf8))
    }
}
