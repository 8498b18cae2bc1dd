import Foundation
import Testing
@testable import FlipbookServer

@Suite struct WorkerExitTests {
    @Test func aTrapIsReportedWithTheRuntimesMessage() throws {
        let log = """
            some output of the scene
            Flipbook/FaultScenes.swift:52: Fatal error: Index out of range
            """
        let message = try #require(WorkerExit.signaled(SIGILL).crashMessage(standardError: log))
        #expect(message == "The scene crashed: Flipbook/FaultScenes.swift:52: Fatal error: Index out of range [signal 4 (SIGILL)]. This session has ended; the server and the other sessions go on. Start a new session to continue.")
    }

    @Test func withoutAMessageTheLastLineAndTheStatusSayWhat() throws {
        let message = try #require(WorkerExit.exited(3).crashMessage(standardError: "could not open\n\n"))
        #expect(message.hasPrefix("The scene crashed: could not open [exit status 3]."))
        let killed = try #require(WorkerExit.signaled(SIGKILL).crashMessage(standardError: ""))
        #expect(killed.hasPrefix("The scene crashed [signal 9 (SIGKILL)]."))
    }

    @Test func aNormalEndIsNoCrash() {
        #expect(WorkerExit.exited(0).crashMessage(standardError: "Fatal error: old news") == nil)
        #expect(!WorkerExit.exited(0).isCrash)
    }
}
