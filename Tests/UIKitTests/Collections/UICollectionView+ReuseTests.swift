import Testing
@testable import UIKit
import Flipbook

/// Only visible cells exist; cells scrolled away come back for other items after `prepareForReuse()`.
@MainActor
struct UICollectionViewReuseTests {
    @Test func onlyTheVisibleCellsOfAHundredThousandAreCreated() {
        let (_, collection, _) = makeCollection(counts: [100_000])
        // 355 points across: 3 items a line; lines every 110 from y = 10: six lines meet 0…667.
        #expect(collection.visibleCells.count == 18)
        #expect(collection.createdViewCount == 18)
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 17, section: 0))
        // 33,334 lines: 10 + 33,334 × 100 + 33,333 × 10 + 10.
        #expect(collection.contentSize == CGSize(width: 375, height: 3_666_750))
    }

    @Test func aCellComesBackAfterScrollingAScreenAway() {
        let (_, collection, _) = makeCollection(counts: [100_000])
        let first = collection.visibleCells
        let firstIDs = Set(first.map(ObjectIdentifier.init))
        collection.contentOffset = CGPoint(x: 0, y: 1100)
        collection.layoutIfNeeded()
        // Lines 10…15 now: items 30…47, shown by the same 18 cell objects, each reused once.
        #expect(collection.indexPathsForVisibleItems == (30..<48).map { IndexPath(item: $0, section: 0) })
        #expect(Set(collection.visibleCells.map(ObjectIdentifier.init)) == firstIDs)
        #expect(collection.visibleCells.allSatisfy { ($0 as! CountingCell).reuseCount == 1 })
        #expect(collection.createdViewCount == 18)
        #expect((collection.cellForItem(at: IndexPath(item: 30, section: 0)) as! CountingCell).label.text == "0-30")
        // The item scrolled away has no cell.
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func scrollingCostsLayoutWorkProportionalToWhatIsVisible() {
        let (_, collection, _) = makeCollection(counts: [100_000])
        let before = collection.attributesQueried
        for step in 1...60 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            collection.layoutIfNeeded()
        }
        // Each pass asks for what meets the bounds: at most 7 lines of 3.
        let perPass = Double(collection.attributesQueried - before) / 60
        #expect(perPass <= 21)
        #expect(collection.createdViewCount <= 21)
    }

    @Test func cellsAreSizedBeforeCellForItemReturnsAndAppliedTheirFrames() {
        let (_, collection, _) = makeCollection(counts: [10])
        let cell = collection.cellForItem(at: IndexPath(item: 4, section: 0))!
        // Item 4: line 1, column 1.
        #expect(cell.frame == CGRect(x: 137.5, y: 120, width: 100, height: 100))
        #expect(collection.indexPath(for: cell) == IndexPath(item: 4, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 140, y: 125)) == IndexPath(item: 4, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 120, y: 125)) == nil)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == cell.frame)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)) == nil)
    }

    @Test func reloadDataReadsCountsAgainAndReusesTheCells() {
        let (_, collection, source) = makeCollection(counts: [10])
        let cells = Set(collection.visibleCells.map(ObjectIdentifier.init))
        source.items = [["a", "b"]]
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 2)
        #expect(collection.visibleCells.count == 2)
        #expect(Set(collection.visibleCells.map(ObjectIdentifier.init)).isSubset(of: cells))
        #expect((collection.cellForItem(at: IndexPath(item: 1, section: 0)) as! CountingCell).label.text == "b")
    }

    @Test func sectionHeadersAreSupplementaryViews() {
        let (_, collection, _) = makeCollection(counts: [4, 4]) { $0.headerReferenceSize = CGSize(width: 0, height: 40) }
        let header = collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                  at: IndexPath(item: 0, section: 1))
        // Section 0: header 40, inset 10, two lines (210), inset 10 → section 1 starts at 270.
        #expect(header?.frame == CGRect(x: 0, y: 270, width: 375, height: 40))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 320)
    }
}
