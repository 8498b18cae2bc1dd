import Testing
@testable import UIKit
import Flipbook

/// Selection by tap and programmatically.
@MainActor
struct UICollectionViewSelectionTests {
    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let (stage, collection, source) = makeCollection(counts: [30])
        stage.tap(at: CGPoint(x: 187, y: 170)) // item 4
        stage.pump()
        #expect(source.calls == ["shouldHighlight 4", "didHighlight 4", "didUnhighlight 4", "shouldSelect 4",
                                 "didSelect 4"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        source.calls = []
        stage.tap(at: CGPoint(x: 60, y: 60)) // item 0: single selection deselects 4
        stage.pump()
        #expect(source.calls.suffix(3) == ["shouldSelect 0", "didDeselect 4", "didSelect 0"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesAndProgrammaticSelectionIsSilent() {
        let (stage, collection, source) = makeCollection(counts: [30])
        collection.allowsMultipleSelection = true
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(source.calls.isEmpty)
        stage.tap(at: CGPoint(x: 60, y: 60))
        stage.pump()
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 0)])
        stage.tap(at: CGPoint(x: 60, y: 60))
        stage.pump()
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    @Test func selectedBackgroundShowsWhileSelected() {
        let (_, collection, _) = makeCollection(counts: [3])
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        let background = UIView()
        cell.selectedBackgroundView = background
        #expect(background.isHidden)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(!background.isHidden)
        #expect(background.superview === cell)
    }

    @Test func selectionFollowsItemsThroughUpdates() {
        let (stage, collection, source) = makeCollection(counts: [10])
        collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        collection.performBatchUpdates({
            source.items[0].remove(at: 0)
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        stage.pumpAndSettle()
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }
}
