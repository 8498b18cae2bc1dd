import Foundation
import Testing
@testable import FlipbookServer

/// The worker's stamps of a touch, in the header of the frame that shows it.
@Suite struct InputTraceTests {
    @Test func theFrameThatShowsATouchCarriesItsStamps() {
        var trace = InputTrace(seq: 12, readAt: 1000.25, appliedAt: 1001.5, ticksBeforeApply: 0)
        trace.ticksAfterApply = 1
        let fields = trace.headerFields(renderStart: 1017.75, rendered: 1021.5, by: .display)
        #expect(fields["inSeq"] == .int(12))
        #expect(fields["inRead"] == .number(1000.25))
        #expect(fields["inApplied"] == .number(1001.5))
        #expect(fields["ticksBeforeApply"] == .int(0))
        #expect(fields["ticksAfterApply"] == .int(1))
        #expect(fields["renderStart"] == .number(1017.75))
        #expect(fields["rendered"] == .number(1021.5))
        #expect(fields["renderedBy"] == .string("display"))
    }

    @Test func timesAreWallClockMilliseconds() {
        let now = InputTrace.now()
        #expect(abs(now - Date().timeIntervalSince1970 * 1000) < 1000)
        #expect(now == (now * 100).rounded() / 100, "to a hundredth of a millisecond")
    }

    /// The display's ticks, counted beside the pending input, tell how long a message waited.
    @Test func pendingInputCountsTicks() {
        let input = PendingInput()
        input.ticked()
        input.arrived(.message(.success(.ping)))
        input.ticked()
        input.ticked()
        #expect(input.count == 1)
        let entry = input.next()
        #expect(entry.map { input.tickCount - $0.ticksAtRead } == 2, "two ticks ran while the message waited")
        #expect(input.count == 0)
    }
}
