import Testing
@testable import UIKit
import Flipbook

/// Batch updates animate over 0.3 s ease-in-out (pinned): survivors move, inserted items fade in, deleted fade out.
@MainActor
struct UICollectionViewUpdatesTests {
    /// The ease-in-out curve's value at time fraction `t`.
    func easeInOut(_ t: Double) -> Double { bezierReference(0.42, 0, 0.58, 1, at: t) }

    @Test func deletedItemFadesOutWhileTheNextOnesSlideIntoPlace() {
        let (stage, collection, source) = makeCollection(counts: [10])
        let deleted = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        let fourth = collection.cellForItem(at: IndexPath(item: 3, section: 0))!
        var finished: Bool?
        collection.performBatchUpdates({
            source.items[0].remove(at: 0)
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished = $0 })
        // The model is final at once: item 1 is now item 0 at the first column.
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        #expect(second.center == CGPoint(x: 60, y: 60))
        for time in [0.05, 0.1, 0.15, 0.2, 0.25] {
            stage.pump(0.05)
            let f = easeInOut(time / 0.3)
            // Item 1 slides left from x 187.5 to 60; item 3 (line 1) climbs to line 0's last column.
            #expect(close(second.presented.position.x, 187.5 + (60 - 187.5) * f, 0.05))
            #expect(close(fourth.presented.position.y, 170 + (60 - 170) * f, 0.05))
            #expect(close(fourth.presented.position.x, 60 + (315 - 60) * f, 0.05))
            #expect(close(Double(deleted.presented.opacity), 1 - f, 0.002))
        }
        stage.pumpAndSettle()
        #expect(finished == true)
        #expect(deleted.superview == nil)
        #expect(collection.visibleCells.count == 9)
    }

    @Test func insertedItemFadesInWhereItWillBe() {
        let (stage, collection, source) = makeCollection(counts: [5])
        collection.performBatchUpdates({
            source.items[0].insert("new", at: 1)
            collection.insertItems(at: [IndexPath(item: 1, section: 0)])
        })
        let inserted = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as! CountingCell
        #expect(inserted.label.text == "new")
        #expect(inserted.center == CGPoint(x: 187.5, y: 60))
        stage.pump(0.15)
        #expect(close(Double(inserted.presented.opacity), easeInOut(0.5), 0.002))
        #expect(inserted.presented.position == CGPoint(x: 187.5, y: 60))
        stage.pumpAndSettle()
        #expect(inserted.presented.opacity == 1)
    }

    @Test func movedItemTravelsFromItsOldPlace() {
        let (stage, collection, source) = makeCollection(counts: [6])
        let moving = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        collection.performBatchUpdates({
            let item = source.items[0].remove(at: 0)
            source.items[0].insert(item, at: 4)
            collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        })
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) === moving)
        // The delegate gives sizes, so the last line (items 3…5) is packed from the leading edge: item 4 at x 120.
        #expect(moving.center == CGPoint(x: 170, y: 170))
        stage.pump(0.1)
        let f = easeInOut(0.1 / 0.3)
        #expect(close(moving.presented.position.x, 60 + (170 - 60) * f, 0.05))
        #expect(close(moving.presented.position.y, 60 + (170 - 60) * f, 0.05))
        stage.pumpAndSettle()
    }

    @Test func insertedSectionShiftsTheOthersDown() {
        let (stage, collection, source) = makeCollection(counts: [3])
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        collection.performBatchUpdates({
            source.items.insert(["x", "y", "z"], at: 0)
            collection.insertSections([0])
        })
        #expect(collection.numberOfSections == 2)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1)) === first)
        // Section 0 now takes 10 + 100 + 10: the old first item moves down 120.
        #expect(first.center.y == 180)
        stage.pumpAndSettle()
    }
}
