import Flipbook
import Foundation
import Testing
@testable import FlipbookServer
#if canImport(Glibc)
import Glibc
#endif

/// The worker's order of work without a worker process: a driver writing to /dev/null, whose main-actor turns
/// and display ticks the test runs itself. Input waiting when a turn begins is applied before the display's next
/// tick, folded moves apply in order, and what follows a scene change reaches the new scene.
/// Each test's writer and its file descriptor are closed when the test ends (`deinit`).
@MainActor @Suite final class WorkerDriverTests {
    /// The main actor's next turns, as the driver asked for them, for the test to run.
    @MainActor final class Turns {
        var queued: [@MainActor () -> Void] = []
    }

    private let output: Int32
    private let writer: FrameWriter

    init() {
        let output = open("/dev/null", O_WRONLY)
        self.output = output
        writer = FrameWriter(fd: output, encode: { _, _ in Data() }, onBrokenPipe: {})
    }

    deinit {
        writer.close()
        close(output)
    }

    private func makeDriver(scene: String = "guess-the-pet") throws -> (WorkerDriver, LiveSession, Turns) {
        let turns = Turns()
        let driver = WorkerDriver(writer: writer, input: PendingInput(knownScenes: LiveSession.scenes().map(\.name)),
                                  nextTurn: { turns.queued.append($0) }, startDisplay: { _, _ in nil })
        driver.input.arrived(.configuration(.success(.init(scene: scene, limits: .default, displayRate: 60, jpegQuality: 0.8))))
        driver.takeInput()
        turns.queued = []
        return (driver, try #require(driver.session), turns)
    }

    private func touch(_ phase: ClientMessage.TouchPhase, _ id: Int, _ x: Double, _ y: Double) -> InputQueue.Item {
        .message(.success(.touch(phase: phase, touches: [.init(id: id, x: x, y: y)])))
    }

    private func fingers(_ session: LiveSession) -> [UITouch] {
        TouchInjector.injector(for: session.stage.window).activeTouches
    }

    @Test func inputArrivingBetweenTicksIsAppliedBeforeTheNextTick() throws {
        let (driver, session, turns) = try makeDriver()
        driver.displayTick(frames: 1)
        let tickTime = session.stage.time
        driver.input.arrived(touch(.began, 1, 100, 500))
        driver.input.arrived(touch(.moved, 1, 140, 500))
        #expect(session.fingersDown == 0, "read, not yet applied")
        // The main queue's turn for them comes before the display's next tick: all that waits is applied.
        driver.takeInput()
        #expect(driver.input.count == 0)
        #expect(session.fingersDown == 1)
        let finger = try #require(fingers(session).first)
        #expect(finger.locationInWindow == CGPoint(x: 140, y: 500))
        #expect(finger.timestamp >= tickTime && finger.timestamp <= tickTime + Stage.frameDuration + 1e-9,
                "delivered between the last tick and the next")
        // The input frame did not move the clock off the display's grid.
        driver.displayTick(frames: 1)
        #expect(abs(session.stage.time - (tickTime + Stage.frameDuration)) < 1e-9)
        // The turn asked for another (for what arrived meanwhile); with nothing waiting, that one stops asking.
        #expect(turns.queued.count == 1)
        turns.queued.removeFirst()()
        #expect(turns.queued.isEmpty)
    }

    @Test func foldedMovesApplyInOrder() throws {
        let (driver, session, _) = try makeDriver()
        driver.input.arrived(touch(.began, 2, 2, 400))
        driver.input.arrived(touch(.moved, 2, 20, 400))    // the finger's first move: kept on its own
        driver.input.arrived(touch(.moved, 2, 60, 400))
        driver.input.arrived(touch(.moved, 2, 120, 400))   // folded into the move before
        #expect(driver.input.count == 3)
        driver.takeInput()
        let finger = try #require(fingers(session).first)
        #expect(finger.previousLocationInWindow == CGPoint(x: 20, y: 400), "the first move, then the folded one")
        #expect(finger.locationInWindow == CGPoint(x: 120, y: 400))
        driver.input.arrived(touch(.ended, 2, 120, 400))
        driver.takeInput()
        #expect(session.fingersDown == 0)
    }

    @Test func messagesAfterASceneChangeGoToTheNewScene() throws {
        let (driver, old, _) = try makeDriver()
        driver.input.arrived(.message(.success(.scene(name: "cradle"))))
        driver.input.arrived(touch(.began, 1, 100, 100))
        driver.takeInput()
        let session = try #require(driver.session)
        #expect(session === old, "one session; its stage is replaced")
        #expect(session.scene.name == "cradle")
        #expect(session.fingersDown == 1)
        #expect(fingers(session).count == 1, "the finger is on the new scene's stage")
    }

    @Test func aBurstOfControlsRendersOneStill() throws {
        let (driver, session, _) = try makeDriver()
        driver.displayTick(frames: 1)
        let rendered = session.framesSent
        // The soak's controls, read at once: five of them answer with a still each when handled alone.
        for control in [ClientMessage.speed(0.25), .pause(true), .step(frames: -1), .seek(time: 0.5), .inspect, .live,
                        .pause(false)] {
            driver.input.arrived(.message(.success(control)))
        }
        driver.takeInput()
        #expect(session.framesSent == rendered + 1, "one still, of where the burst left the session")
        #expect(!session.stillOwed)
        #expect(session.cursor == nil && !session.paused)
    }

    @Test func aBurstEndingInAMessageThePageGotWrongStillShowsItsControls() throws {
        let (driver, session, _) = try makeDriver()
        let rendered = session.framesSent
        driver.input.arrived(.message(.success(.pause(true))))
        driver.input.arrived(.message(.failure(ProtocolError(.unknownType, "no such message"))))
        driver.takeInput()
        #expect(session.framesSent == rendered + 1)
        #expect(!session.stillOwed)
    }
}
