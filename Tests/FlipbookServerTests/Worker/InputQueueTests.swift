import Foundation
import Testing
@testable import FlipbookServer

/// A worker's waiting input: superseded moves and scene starts fold away, everything else keeps its place.
@Suite struct InputQueueTests {
    typealias Point = ClientMessage.TouchPoint

    func queue(_ messages: [ClientMessage], scenes: [String] = ["cradle", "springs"]) -> InputQueue {
        var queue = InputQueue(knownScenes: scenes)
        for (i, message) in messages.enumerated() {
            queue.append(.init(item: .message(.success(message)), readAt: Double(i), ticksAtRead: i))
        }
        return queue
    }

    func drained(_ queue: inout InputQueue) -> [ClientMessage] {
        var out: [ClientMessage] = []
        while let entry = queue.next() {
            guard case .message(.success(let message)) = entry.item else { Issue.record("not a message"); continue }
            out.append(message)
        }
        return out
    }

    func touch(_ phase: ClientMessage.TouchPhase, _ points: Point..., seq: Int? = nil) -> ClientMessage {
        .touch(phase: phase, touches: points, seq: seq)
    }

    @Test func fiftyQueuedMovesBecomeOneAtTheLastPosition() {
        let moves = (1...51).map { touch(.moved, Point(id: 2, x: 2 + 5 * Double($0), y: 400), seq: $0 + 1) }
        var q = queue([touch(.began, Point(id: 2, x: 2, y: 400), seq: 1)] + moves)
        #expect(q.count == 3, "the began, the finger's first move (a pan begins on it), and the other fifty as one")
        #expect(q.folded == 49)
        #expect(q.next().map { $0.readAt } == 0)
        guard case .message(.success(let first))? = q.next()?.item else { Issue.record("no first move"); return }
        #expect(first == moves[0])
        let move = q.next()
        guard case .message(.success(let message))? = move?.item else { Issue.record("no move"); return }
        #expect(message == touch(.moved, Point(id: 2, x: 257, y: 400), seq: 52))
        #expect(move?.readAt == 51, "the trace is the newest move's")
        #expect(move?.ticksAtRead == 51)
        #expect(q.next() == nil)
    }

    @Test func beganEndedAndCancelledAreNeverFoldedNorMoved() {
        let p = Point(id: 1, x: 10, y: 10), q2 = Point(id: 1, x: 20, y: 20)
        let messages = [touch(.began, p), touch(.ended, p), touch(.began, p), touch(.ended, p),
                        touch(.began, p), touch(.moved, q2), touch(.moved, p), touch(.moved, q2), touch(.cancelled, q2),
                        touch(.began, p), touch(.moved, q2), touch(.moved, p), touch(.ended, q2)]
        var q = queue(messages)
        #expect(drained(&q) == [touch(.began, p), touch(.ended, p), touch(.began, p), touch(.ended, p),
                                touch(.began, p), touch(.moved, q2), touch(.moved, q2), touch(.cancelled, q2),
                                touch(.began, p), touch(.moved, q2), touch(.moved, p), touch(.ended, q2)])
    }

    @Test func movesOfTwoFingersFoldFingerByFinger() {
        let down = touch(.began, Point(id: 1, x: 0, y: 0), Point(id: 2, x: 0, y: 0))
        let firsts = [touch(.moved, Point(id: 1, x: 1, y: 1)), touch(.moved, Point(id: 2, x: 1, y: 1))]
        var q = queue([down] + firsts + [touch(.moved, Point(id: 1, x: 2, y: 2), seq: 7),
                                         touch(.moved, Point(id: 2, x: 2, y: 2)), touch(.moved, Point(id: 1, x: 3, y: 3))])
        #expect(drained(&q) == [down] + firsts + [touch(.moved, Point(id: 1, x: 3, y: 3), Point(id: 2, x: 2, y: 2), seq: 7)])
    }

    @Test func movesAreNotFoldedAcrossAnotherMessage() {
        let a = touch(.moved, Point(id: 1, x: 1, y: 1)), b = touch(.moved, Point(id: 1, x: 2, y: 2))
        var q = queue([a, .inspect, b, .pause(true), b])
        #expect(drained(&q) == [a, .inspect, b, .pause(true), b])
    }

    @Test func aFloodOfMovesKeepsTheQueueShort() {
        var q = InputQueue(knownScenes: [])
        var longest = 0
        var taken: [ClientMessage] = []
        func take() { if let entry = q.next(), case .message(.success(let m)) = entry.item { taken.append(m) } }
        for drag in 0..<100 {
            let x = Double(drag)
            q.append(.init(item: .message(.success(touch(.began, Point(id: 1, x: x, y: 0)))), readAt: 0, ticksAtRead: 0))
            for i in 1...1000 {
                q.append(.init(item: .message(.success(touch(.moved, Point(id: 1, x: x, y: Double(i))))), readAt: 0,
                               ticksAtRead: 0))
                longest = max(longest, q.count)
            }
            q.append(.init(item: .message(.success(touch(.ended, Point(id: 1, x: x, y: 1000)))), readAt: 0, ticksAtRead: 0))
            longest = max(longest, q.count)
            if drag % 2 == 0 { take() }   // a worker far behind: one message taken for every two drags
        }
        #expect(longest <= 4 * 100, "four messages a drag at most, not a thousand")
        while q.count > 0 { take() }
        #expect(taken.count == 400)
        #expect(taken == (0..<100).flatMap { drag -> [ClientMessage] in
            let x = Double(drag)
            return [touch(.began, Point(id: 1, x: x, y: 0)), touch(.moved, Point(id: 1, x: x, y: 1)),
                    touch(.moved, Point(id: 1, x: x, y: 1000)), touch(.ended, Point(id: 1, x: x, y: 1000))]
        })
    }

    @Test func aRestartOrSceneChangeBehindAnotherOneReplacesIt() {
        var q = queue([.restart, .restart])
        #expect(drained(&q) == [.restart])
        q = queue([.restart, .scene(name: "Cradle")])
        #expect(drained(&q) == [.scene(name: "Cradle")])
        q = queue([.scene(name: "cradle"), .scene(name: "springs"), .restart])
        #expect(drained(&q) == [.scene(name: "springs")], "a restart behind a scene change restarts the scene just loaded")
    }

    @Test func aSceneChangeThatChangesNothingIsKept() {
        var q = queue([.restart, .scene(name: "nope")])
        #expect(drained(&q) == [.restart, .scene(name: "nope")], "the page is owed its error")
        q = queue([.scene(name: "nope"), .restart])
        #expect(drained(&q) == [.scene(name: "nope"), .restart], "the restart restarts the current scene")
        let p = Point(id: 1, x: 1, y: 1)
        q = queue([.restart, touch(.began, p), .restart])
        #expect(drained(&q) == [.restart, touch(.began, p), .restart])
    }

    @Test func everythingElseKeepsItsOrderAsTheQueueIsTakenAndRefilled() {
        var q = InputQueue(knownScenes: [])
        var taken: [ClientMessage] = []
        for i in 1...600 {
            q.append(.init(item: .message(.success(.step(frames: i))), readAt: 0, ticksAtRead: 0))
            if i % 3 == 0, let entry = q.next(), case .message(.success(let m)) = entry.item { taken.append(m) }
        }
        taken += drained(&q)
        #expect(taken == (1...600).map { .step(frames: $0) })
        #expect(q.folded == 0)
    }

    @Test func framesFromTheServerAreDecodedOnArrival() throws {
        let touchJSON = Data(#"{"v":1,"type":"touch","phase":"moved","touches":[{"id":1,"x":5,"y":6}],"seq":3}"#.utf8)
        guard case .message(.success(let m))? = InputQueue.Item(WorkerFrame(kind: .message, payload: touchJSON),
                                                                 maxMessageBytes: 4096) else {
            Issue.record("not decoded"); return
        }
        #expect(m == touch(.moved, Point(id: 1, x: 5, y: 6), seq: 3))
        guard case .message(.failure(let error))? = InputQueue.Item(WorkerFrame(kind: .message, payload: touchJSON),
                                                                    maxMessageBytes: 10) else {
            Issue.record("over the limit, accepted"); return
        }
        #expect(error.code == .tooLarge)
        #expect(InputQueue.Item(WorkerFrame(kind: .frame, payload: Data()), maxMessageBytes: 4096) == nil)
        let configuration = WorkerConfiguration(scene: "cradle", limits: .default, displayRate: 60, jpegQuality: 0.8)
        let item = InputQueue.Item(WorkerFrame(kind: .configuration, payload: try JSONEncoder().encode(configuration)),
                                   maxMessageBytes: 4096)
        guard case .configuration(.success(let decoded))? = item else { Issue.record("no configuration"); return }
        #expect(decoded == configuration)
    }

    /// The main actor is asked to take input once per run of arrivals, and again after it found the queue empty.
    @Test func pendingInputAsksTheMainActorOnlyWhenItIsNotTakingInput() {
        let input = PendingInput()
        let move = InputQueue.Item.message(.success(touch(.moved, Point(id: 1, x: 0, y: 0))))
        #expect(input.arrived(move))
        #expect(!input.arrived(move))
        #expect(!input.arrived(move))
        #expect(input.count == 2 && input.folded == 1, "the first move, and the next two as one")
        #expect(input.next() != nil)
        #expect(input.next() != nil)
        #expect(!input.arrived(.message(.success(.ping))), "still taking: the next turn finds it")
        #expect(input.next() != nil)
        #expect(input.next() == nil)
        #expect(input.arrived(.message(.success(.ping))))
    }
}
