import Testing
@testable import UIKit
import Flipbook

/// Misuse that raises on iOS traps with UIKit's message.
@MainActor
struct UICollectionViewTrapTests {
    @Test func dequeuingAnUnregisteredIdentifierTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                              collectionViewLayout: UICollectionViewFlowLayout())
            _ = collection.dequeueReusableCell(withReuseIdentifier: "Nope", for: IndexPath(item: 0, section: 0))
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier Nope - "
            + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test func anUpdateWhoseCountsDontAddUpTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let (_, collection, source) = makeCollection(counts: [3])
            collection.performBatchUpdates({
                source.items[0].append("extra")   // no insertItems
            })
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Invalid update: invalid number of items in section 0. The number of items contained "
            + "in an existing section after the update (4) must be equal to the number of items contained in that "
            + "section before the update (3)"))
    }

    @Test func scrollingToAnItemPastTheDataTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let (_, collection, _) = makeCollection(counts: [3])
            collection.scrollToItem(at: IndexPath(item: 3, section: 0), at: .top, animated: false)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Attempted to scroll the collection view to an out-of-bounds item (3) when there are "
            + "only 3 items in section 0."))
    }

    @Test func aLayoutNamingAnItemPastTheDataTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            final class Liar: UICollectionViewLayout {
                override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 7, section: 0))
                    a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                    return [a]
                }
            }
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                              collectionViewLayout: Liar())
            let source = ItemSource(counts: [2])
            collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
            collection.dataSource = source
            collection.layoutIfNeeded()
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UICollectionView received layout attributes for a cell with an index path that does "
            + "not exist: <NSIndexPath> {length = 2, path = 0 - 7}"))
    }

    @Test func validScrollToItemPutsTheItemAtThePosition() {
        let (_, collection, _) = makeCollection(counts: [300])
        collection.scrollToItem(at: IndexPath(item: 60, section: 0), at: .top, animated: false)
        // Item 60: line 20 at y = 10 + 20 × 110.
        #expect(collection.contentOffset.y == 2210)
        collection.scrollToItem(at: IndexPath(item: 60, section: 0), at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == 2260 - 333.5)
    }
}
