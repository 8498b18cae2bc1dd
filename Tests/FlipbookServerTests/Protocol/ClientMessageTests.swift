import Foundation
import Testing
@testable import FlipbookServer

/// The page's messages: each type decodes, and every kind of wrong message gets a ProtocolError naming the
/// problem (never a crash).
@Suite struct ClientMessageTests {
    private func decode(_ json: String) throws(ProtocolError) -> ClientMessage {
        try ClientMessage.decode(Data(json.utf8))
    }

    private func error(_ json: String) -> ProtocolError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyTypeDecodes() throws {
        #expect(try decode(#"{"v":1,"type":"scene","name":"guess-the-pet"}"#) == .scene(name: "guess-the-pet"))
        #expect(try decode(#"{"v":1,"type":"restart"}"#) == .restart)
        #expect(try decode(#"{"v":1,"type":"speed","value":0.25}"#) == .speed(0.25))
        #expect(try decode(#"{"v":1,"type":"pause","paused":true}"#) == .pause(true))
        #expect(try decode(#"{"v":1,"type":"step","frames":-1}"#) == .step(frames: -1))
        #expect(try decode(#"{"v":1,"type":"seek","time":1.5}"#) == .seek(time: 1.5))
        #expect(try decode(#"{"v":1,"type":"live"}"#) == .live)
        #expect(try decode(#"{"v":1,"type":"touch","phase":"began","touches":[{"id":1,"x":10,"y":20.5},{"id":2,"x":30,"y":40}]}"#)
            == .touch(phase: .began, touches: [.init(id: 1, x: 10, y: 20.5), .init(id: 2, x: 30, y: 40)]))
        #expect(try decode(#"{"v":1,"type":"inspect"}"#) == .inspect)
        #expect(try decode(#"{"v":1,"type":"export","format":"gif","from":0.5,"to":2}"#) == .export(format: .gif, from: 0.5, to: 2))
        #expect(try decode(#"{"v":1,"type":"export","format":"png"}"#) == .export(format: .png, from: nil, to: nil))
        #expect(try decode(#"{"v":1,"type":"ping","extra":"ignored"}"#) == .ping)
    }

    @Test func malformedJSON() {
        #expect(error("{")?.code == .malformed)
        #expect(error("")?.code == .malformed)
        #expect(error("[1,2]")?.code == .malformed)
        #expect(error("\"ping\"")?.code == .malformed)
        #expect(error("null")?.code == .malformed)
    }

    @Test func versionIsChecked() {
        #expect(error(#"{"type":"ping"}"#)?.code == .badVersion)
        #expect(error(#"{"v":2,"type":"ping"}"#)?.message == "unsupported protocol version 2; this server speaks version 1")
        #expect(error(#"{"v":"1","type":"ping"}"#)?.code == .badVersion)
        #expect(error(#"{"v":true,"type":"ping"}"#)?.code == .badVersion)
    }

    @Test func unknownTypesAreNamed() {
        let e = error(#"{"v":1,"type":"explode"}"#)
        #expect(e?.code == .unknownType)
        #expect(e?.message.hasPrefix("unknown message type \"explode\"; the types are scene, restart") == true)
        #expect(error(#"{"v":1}"#)?.code == .unknownType)
        #expect(error(#"{"v":1,"type":7}"#)?.code == .unknownType)
    }

    @Test func valuesAreRangeChecked() {
        #expect(error(#"{"v":1,"type":"speed","value":0}"#)?.message == "\"value\" must be between 0.01 and 4, got 0")
        #expect(error(#"{"v":1,"type":"speed","value":1e309}"#) != nil)
        #expect(error(#"{"v":1,"type":"speed","value":"fast"}"#)?.code == .badValue)
        #expect(error(#"{"v":1,"type":"speed","value":true}"#)?.code == .badValue)
        #expect(error(#"{"v":1,"type":"step","frames":0}"#)?.code == .outOfRange)
        #expect(error(#"{"v":1,"type":"step","frames":1.5}"#)?.message == "\"frames\" must be a whole number, got 1.5")
        #expect(error(#"{"v":1,"type":"step","frames":601}"#)?.code == .outOfRange)
        #expect(error(#"{"v":1,"type":"seek","time":-1}"#)?.code == .outOfRange)
        #expect(error(#"{"v":1,"type":"pause","paused":1}"#)?.code == .badValue)
        #expect(error(#"{"v":1,"type":"scene","name":""}"#)?.code == .outOfRange)
        #expect(error(#"{"v":1,"type":"export","format":"bmp"}"#)?.code == .badValue)
        #expect(error(#"{"v":1,"type":"export","format":"gif","from":2,"to":1}"#)?.code == .outOfRange)
    }

    @Test func touchesAreValidated() {
        #expect(error(#"{"v":1,"type":"touch","phase":"hover","touches":[{"id":1,"x":1,"y":1}]}"#)?.code == .badValue)
        #expect(error(#"{"v":1,"type":"touch","phase":"began","touches":[]}"#)?.code == .outOfRange)
        #expect(error(#"{"v":1,"type":"touch","phase":"began","touches":[{"id":1,"x":1}]}"#)?.message == "\"touches[0].y\" is missing")
        #expect(error(#"{"v":1,"type":"touch","phase":"began","touches":[{"id":1,"x":1,"y":1},{"id":1,"x":2,"y":2}]}"#)?.code == .badValue)
        #expect(error(#"{"v":1,"type":"touch","phase":"began","touches":[{"id":1,"x":1e6,"y":1}]}"#)?.code == .outOfRange)
        let six = (0..<6).map { #"{"id":\#($0),"x":1,"y":1}"# }.joined(separator: ",")
        #expect(error(#"{"v":1,"type":"touch","phase":"began","touches":[\#(six)]}"#)?.code == .outOfRange)
        #expect(error(#"{"v":1,"type":"touch","phase":"began","touches":[5]}"#)?.code == .badValue)
    }

    @Test func oversizedMessagesAreRefused() {
        let big = #"{"v":1,"type":"ping","pad":""# + String(repeating: "x", count: 20_000) + #""}"#
        let e = error(big)
        #expect(e?.code == .tooLarge)
        #expect(e?.message == "message of 20030 bytes is over the limit of 16384 bytes")
    }
}
