import Testing
@testable import FlipbookServer

@Suite struct HeapTrimmerTests {
    /// At most once per interval, unless forced (a restart or a scene change has just freed a stage).
    @Test func trimsAtMostEveryIntervalUnlessForced() {
        var trimmer = HeapTrimmer()
        var done: [Bool] = []
        done.append(trimmer.trimIfDue(now: 100))
        done.append(trimmer.trimIfDue(now: 100 + HeapTrimmer.interval / 2))
        done.append(trimmer.trimIfDue(now: 100 + HeapTrimmer.interval / 2, force: true))
        done.append(trimmer.trimIfDue(now: 100 + HeapTrimmer.interval))
        done.append(trimmer.trimIfDue(now: 100 + HeapTrimmer.interval * 1.5))
        #expect(done == [true, false, true, false, true])
        #expect(trimmer.trims == 3)
    }
}
