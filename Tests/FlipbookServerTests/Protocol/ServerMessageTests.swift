import Foundation
import Testing
@testable import FlipbookServer

/// The server's text messages: versioned JSON objects with a type.
@Suite struct ServerMessageTests {
    @Test func errorsAreSentAsJSON() throws {
        let json = ServerMessage.error(code: .unknownType, message: "unknown message type \"x\"").json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["v"] as? Int == 1)
        #expect(object["type"] as? String == "error")
        #expect(object["code"] as? String == "unknown-type")
        #expect(object["message"] as? String == "unknown message type \"x\"")
    }

    @Test func progressIsSentAsJSON() throws {
        let json = ServerMessage.progress(ExportProgress(format: "gif", phase: .encode, frames: 31, fraction: 0.75)).json()
        #expect(json == #"{"format":"gif","fraction":0.75,"frames":31,"phase":"encode","type":"progress","v":1}"#)
    }

    @Test func aCrashHasItsOwnCode() throws {
        let json = ServerMessage.error(code: .crashed, message: "The scene crashed").json()
        #expect(json == #"{"code":"crashed","message":"The scene crashed","type":"error","v":1}"#)
    }
}
