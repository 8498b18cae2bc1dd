import Testing
@testable import FlipbookServer

/// Newest frame wins at every step of a worker's output, and the page never goes back in time.
@Suite struct FramePipelineTests {
    typealias Pipeline = FramePipeline<String, String>

    @Test func anOfferedFrameIsReplacedByANewerOneBeforeItIsEncoded() {
        var p = Pipeline()
        p.offer("a")
        p.offer("b")
        let first = p.takeForEncoding()
        let second = p.takeForEncoding()
        #expect(first?.frame == "b")
        #expect(second == nil)
        #expect(p.dropped == 1)
    }

    /// The frame that shows a touch starts encoding at once, beside the stale one; when it is done first, the
    /// stale one is dropped when it finishes.
    @Test func aNewerFrameOvertakesAnOlderOneStillEncoding() throws {
        var p = Pipeline()
        p.offer("stale")
        let staleTaken = p.takeForEncoding()
        let stale = try #require(staleTaken)
        p.offer("touch")
        let touchTaken = p.takeForEncoding()
        let touch = try #require(touchTaken)
        #expect(p.encoding == 2, "two encodes at once")
        let touchAccepted = p.finishedEncoding(touch.number, "TOUCH")
        let written = p.takeForWriting()
        let staleAccepted = p.finishedEncoding(stale.number, "STALE")
        let after = p.takeForWriting()
        #expect(touchAccepted)
        #expect(written == "TOUCH")
        #expect(!staleAccepted, "older than what the page has: dropped")
        #expect(after == nil)
        #expect(p.isIdle)
        #expect(p.lastWritten == touch.number)
    }

    @Test func anEncodedFrameWaitingToBeWrittenIsReplacedByANewerOne() throws {
        var p = Pipeline()
        p.offer("1")
        let oneTaken = p.takeForEncoding()
        let one = try #require(oneTaken)
        p.offer("2")
        let twoTaken = p.takeForEncoding()
        let two = try #require(twoTaken)
        let accepted = [p.finishedEncoding(one.number, "ONE"), p.finishedEncoding(two.number, "TWO")]
        let written = p.takeForWriting()
        #expect(accepted == [true, true])
        #expect(written == "TWO")
        #expect(p.dropped == 1)
        // An older one that finishes after a newer one is waiting is dropped too.
        p.offer("3")
        let threeTaken = p.takeForEncoding()
        let three = try #require(threeTaken)
        p.offer("4")
        let fourTaken = p.takeForEncoding()
        let four = try #require(fourTaken)
        let later = [p.finishedEncoding(four.number, "FOUR"), p.finishedEncoding(three.number, "THREE")]
        let last = p.takeForWriting()
        #expect(later == [true, false])
        #expect(last == "FOUR")
    }

    @Test func inOrderFramesAreAllWritten() throws {
        var p = Pipeline()
        var written: [String] = []
        for name in ["a", "b", "c"] {
            p.offer(name)
            let fTaken = p.takeForEncoding()
        let f = try #require(fTaken)
            p.finishedEncoding(f.number, f.frame.uppercased())
            if let w = p.takeForWriting() { written.append(w) }
        }
        #expect(written == ["A", "B", "C"])
        #expect(p.dropped == 0)
    }

    @Test func aFailedEncodingIsDroppedAndFreesItsEncoder() throws {
        var p = Pipeline()
        p.offer("x")
        let xTaken = p.takeForEncoding()
        let x = try #require(xTaken)
        let accepted = p.finishedEncoding(x.number, nil)
        #expect(!accepted)
        #expect(p.isIdle)
        #expect(p.encoding == 0)
    }
}
