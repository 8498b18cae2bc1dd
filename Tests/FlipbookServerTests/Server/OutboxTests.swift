import Foundation
import Testing
@testable import FlipbookServer

@Suite struct OutboxTests {
    @Test func messagesKeepTheirOrderAndTheNewestFrameWins() async {
        let outbox = Outbox()
        outbox.pushFrame(Data([1]))
        outbox.push(.text("a"))
        outbox.pushFrame(Data([2]))
        outbox.push(.binary(Data([9])))
        outbox.pushFrame(Data([3]))
        outbox.finish()
        var items: [Outbox.Item] = []
        while let item = await outbox.next() { items.append(item) }
        #expect(items == [.text("a"), .binary(Data([9])), .binary(Data([3]))], "frames 1 and 2 were never sent: 3 replaced them")
        #expect(outbox.droppedFrames == 2)
    }

    /// A composite that carries pictures (later composites name them) is never dropped: it overtakes the older
    /// frame still waiting, and a newer frame waits behind it.
    @Test func aKeyFrameIsNeverDroppedAndDropsTheOlderFrameWaiting() async {
        let outbox = Outbox()
        outbox.pushFrame(Data([1]))
        outbox.pushKeyFrame(Data([2]))
        outbox.pushFrame(Data([3]))
        outbox.pushKeyFrame(Data([4]))
        outbox.pushFrame(Data([5]))
        outbox.finish()
        var items: [Outbox.Item] = []
        while let item = await outbox.next() { items.append(item) }
        #expect(items == [.binary(Data([2])), .binary(Data([4])), .binary(Data([5]))])
        #expect(outbox.droppedFrames == 2)
    }

    @Test func aWaitingReaderGetsTheNextItemAtOnce() async {
        let outbox = Outbox()
        async let first = outbox.next()
        try? await Task.sleep(for: .milliseconds(20))
        outbox.pushFrame(Data([7]))
        #expect(await first == .binary(Data([7])))
        async let end = outbox.next()
        try? await Task.sleep(for: .milliseconds(20))
        outbox.finish()
        #expect(await end == nil)
        outbox.push(.text("late"))
        #expect(await outbox.next() == nil, "nothing is queued after the end")
    }

    @Test func aNewerSnapshotReplacesAQueuedOneOfItsType() async {
        let outbox = Outbox()
        let state1 = ServerMessage.state(.init(scene: "a", device: .init(name: "d", width: 1, height: 1, scale: 1), speed: 1,
                                              paused: false, live: true, time: 1, shownTime: 1, historyStart: 0,
                                              historyEnd: 1, historyFrames: 2, touches: 0)).json()
        let state2 = state1.replacingOccurrences(of: #""scene":"a""#, with: #""scene":"b""#)
        let error = ServerMessage.error(code: .busy, message: #"not "type":"state""#).json()
        outbox.push(.text(state1))
        outbox.push(.text(error))
        outbox.push(.text(state2))
        outbox.finish()
        var items: [Outbox.Item] = []
        while let item = await outbox.next() { items.append(item) }
        #expect(items == [.text(error), .text(state2)], "the first state was replaced; the error, whose message quotes the type, was kept")
        #expect(outbox.droppedSnapshots == 1)
    }

    /// A header saying the screen is unchanged goes right behind the frame waiting (it says that frame is
    /// current); a newer frame replaces both; with no frame waiting it keeps its place among the messages.
    @Test func anUnchangedHeaderFollowsTheFrameWaiting() async {
        let outbox = Outbox()
        outbox.pushFrame(Data([1]))
        outbox.pushUnchanged(Data([2]))
        outbox.push(.text("a"))
        outbox.pushFrame(Data([3]))
        outbox.pushUnchanged(Data([4]))
        var items: [Outbox.Item] = []
        for _ in 0..<3 { if let item = await outbox.next() { items.append(item) } }
        outbox.pushUnchanged(Data([5]))
        outbox.push(.text("b"))
        outbox.pushFrame(Data([6]))
        outbox.pushUnchanged(Data([7]))
        outbox.pushFrame(Data([8]))
        outbox.finish()
        while let item = await outbox.next() { items.append(item) }
        #expect(items == [.text("a"), .binary(Data([3])), .binary(Data([4])),
                          .binary(Data([5])), .text("b"), .binary(Data([8]))],
                "1 and its header replaced by 3; 7 dropped with 6 for 8")
    }
}
