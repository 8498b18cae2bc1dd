import Testing
@testable import FlipbookServer

/// Which composites the writer may write: those whose pictures the page holds or that carry them.
@Suite struct PictureHoldingsTests {
    private func write(_ page: inout PictureHoldings, references: Set<String>?, needs: Set<String>,
                       forgets: Bool = true) -> Bool {
        page.write(references: references, needs: needs, forgets: forgets)
    }

    @Test func aCompositeCarryingItsPicturesIsWrittenAndTheyAreHeldAfterIt() {
        var page = PictureHoldings()
        #expect(write(&page, references: ["card", "back"], needs: []))
        #expect(page.held == ["card", "back"])
        #expect(write(&page, references: ["card", "back"], needs: ["card", "back"]), "a move: nothing carried")
        #expect(write(&page, references: ["card", "badge"], needs: ["card"]))
        #expect(page.held == ["card", "badge"], "the back plane was let go: the page forgets it")
    }

    @Test func aCompositeNamingAPictureLetGoSinceItWasEncodedIsStale() {
        var page = PictureHoldings()
        #expect(write(&page, references: ["a"], needs: []))
        // Encoded while "a" was held (so not carrying it); meanwhile a composite naming only "b" was written.
        #expect(write(&page, references: ["b"], needs: []))
        #expect(!write(&page, references: ["a"], needs: ["a"]))
        #expect(page.held == ["b"], "a stale composite changes nothing")
    }

    @Test func aDragsMovingFrameKeepsThem() {
        var page = PictureHoldings()
        #expect(write(&page, references: ["a"], needs: []))
        #expect(write(&page, references: nil, needs: [], forgets: false))
        #expect(page.held == ["a"])
    }

    @Test func aStillLetsGoOfEveryPicture() {
        var page = PictureHoldings()
        #expect(write(&page, references: ["a"], needs: []))
        #expect(write(&page, references: nil, needs: []))
        #expect(page.held.isEmpty)
        #expect(!write(&page, references: ["a"], needs: ["a"]))
    }
}
