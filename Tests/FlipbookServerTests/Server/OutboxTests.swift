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
}
