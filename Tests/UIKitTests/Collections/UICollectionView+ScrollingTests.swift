import Testing
@testable import UIKit
import Flipbook

/// A collection view in a window scrolls with the finger: a drag scrolls and does not select, a tap selects.
@MainActor
struct UICollectionViewScrollingTests {
    @Test func aDragScrollsAndReusesWithoutSelecting() {
        let (stage, collection, source) = makeCollection(counts: [1_000])
        stage.drag(from: CGPoint(x: 187, y: 600), to: CGPoint(x: 187, y: 200), duration: 0.3)
        stage.pumpAndSettle()
        #expect(collection.contentOffset.y > 400)
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(!source.calls.contains { $0.hasPrefix("didSelect") })
        // What is on screen is what the layout says for the new bounds, shown by reused cells.
        let first = collection.indexPathsForVisibleItems.first!.item
        #expect(first == 3 * Int((collection.contentOffset.y - 10) / 110))
        #expect(collection.createdViewCount <= 24)
        // A tap after the scroll selects the item under the finger (content coordinates).
        stage.tap(at: CGPoint(x: 60, y: 300))
        stage.pump()
        let expected = collection.indexPathForItem(at: CGPoint(x: 60, y: 300 + collection.contentOffset.y))
        #expect(expected != nil)
        #expect(collection.indexPathsForSelectedItems == expected.map { [$0] })
    }

    @Test func animatedScrollToItemEndsWithTheItemAtTheTop() {
        let (stage, collection, _) = makeCollection(counts: [1_000])
        collection.scrollToItem(at: IndexPath(item: 300, section: 0), at: .top, animated: true)
        stage.pumpAndSettle()
        // At the top of the area below the status bar: the adjusted inset's 20 pt (iPhone SE) stay above it.
        #expect(collection.adjustedContentInset.top == 20)
        #expect(close(collection.contentOffset.y, 11_010 - 20, 1e-6))
        #expect(collection.cellForItem(at: IndexPath(item: 300, section: 0))?.frame.minY == 11_010)
    }

    @Test func horizontalFlowLayoutScrollsSideways() {
        let (stage, collection, _) = makeCollection(counts: [7]) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 150, height: 200)
        }
        _ = stage
        // Columns across 667 − 20 of height: (647 + 10) / 210 = 3 items a column.
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 10)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 170)
        let width: CGFloat = 10 + 3 * 150 + 2 * 10 + 10
        #expect(collection.contentSize.width == width)
    }
}
