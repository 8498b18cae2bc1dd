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

    /// An answer with no picture (the screen unchanged by a touch) waits for every frame offered before it, and
    /// is written right after them.
    @Test func anUnchangedAnswerWaitsForTheFramesBeforeIt() throws {
        var p = Pipeline()
        p.offer("a")
        let taken = p.takeForEncoding()
        let a = try #require(taken)
        p.offerUnchanged("same")
        let early = p.takeForWriting()
        #expect(early == nil, "not while the frame before it is being encoded")
        #expect(!p.hasWritable && !p.isIdle)
        p.finishedEncoding(a.number, "A")
        let first = p.takeForWriting(), second = p.takeForWriting(), third = p.takeForWriting()
        #expect([first, second, third] == ["A", "same", nil])
        #expect(p.isIdle)
        // With nothing in flight it is written at once.
        p.offerUnchanged("same again")
        let now = p.takeForWriting()
        #expect(now == "same again")
    }

    /// A newer frame answers the touch too: it replaces a waiting answer.
    @Test func aNewerFrameReplacesAnUnchangedAnswer() throws {
        var p = Pipeline()
        p.offer("a")
        let taken = p.takeForEncoding()
        let a = try #require(taken)
        p.offerUnchanged("same")
        p.offer("b")
        let bTaken = p.takeForEncoding()
        let b = try #require(bTaken)
        p.finishedEncoding(a.number, "A")
        p.finishedEncoding(b.number, "B")
        let written = p.takeForWriting(), after = p.takeForWriting()
        #expect(written == "B" && after == nil)
        #expect(p.isIdle)
    }

    /// A frame waiting for an encoder can be changed (a later touch it answers too); with none, nothing is.
    @Test func theFrameWaitingForAnEncoderCanBeAmended() {
        var p = Pipeline()
        #expect(!p.amendOffered { $0 += "!" })
        p.offer("a")
        #expect(p.amendOffered { $0 += "+" })
        #expect(p.takeForEncoding()?.frame == "a+")
    }
}
