import Testing
@testable import UIKit
import Flipbook

/// Interactive reordering: the item follows the finger, the others make room, the data source commits on end.
@MainActor
struct UICollectionViewMovementTests {
    @Test func movingAnItemShiftsTheOthersAndCommitsOnEnd() {
        let (stage, collection, source) = makeCollection(counts: [9])
        let lifted = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 300, y: 55))   // over item 2
        // The lifted cell is under the finger now; the item that was 2 is shown at 1.
        #expect(lifted.center == CGPoint(x: 300, y: 55))
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === lifted)
        #expect((collection.cellForItem(at: IndexPath(item: 1, section: 0)) as! CountingCell).label.text == "0-2")
        #expect(source.calls.filter { $0.hasPrefix("move") }.isEmpty)
        collection.endInteractiveMovement()
        #expect(source.calls.last == "move 0→2")
        #expect(source.items[0].prefix(3) == ["0-1", "0-2", "0-0"])
        stage.pumpAndSettle()
        #expect(lifted.presented.position == CGPoint(x: 315, y: 60))
    }

    @Test func cancellingPutsEverythingBack() {
        let (stage, collection, source) = makeCollection(counts: [9])
        let lifted = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 190, y: 170))   // over item 4
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) === lifted)
        collection.cancelInteractiveMovement()
        stage.pumpAndSettle()
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === lifted)
        #expect(lifted.presented.position == CGPoint(x: 60, y: 60))
        #expect(source.calls.filter { $0.hasPrefix("move") }.isEmpty)
        #expect((collection.cellForItem(at: IndexPath(item: 4, section: 0)) as! CountingCell).label.text == "0-4")
    }

    @Test func dataSourceCanRefuse() {
        let (_, collection, source) = makeCollection(counts: [3])
        source.canMove = false
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }
}
