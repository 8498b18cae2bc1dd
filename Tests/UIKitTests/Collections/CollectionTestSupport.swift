import Testing
@testable import UIKit
import Flipbook

/// A cell that counts its reuses and shows its item in a label.
final class CountingCell: UICollectionViewCell {
    var reuseCount = 0
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        label.text = nil
    }
}

final class HeaderView: UICollectionReusableView {}

/// A data source of `counts[section]` items and a delegate recording calls.
final class ItemSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var items: [[String]]
    var calls: [String] = []
    var sizes: ((IndexPath) -> CGSize)?
    var headers = false
    var canMove = true
    @MainActor static var alive: [ItemSource] = []

    init(counts: [Int]) {
        self.counts = counts
        items = counts.enumerated().map { s, n in (0..<n).map { "\(s)-\($0)" } }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingCell
        cell.label.text = items[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { canMove }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.item)→\(destinationIndexPath.item)")
        let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        items[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        if let sizes { return sizes(indexPath) }
        return (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
}

/// A stage showing a 375 × 667 vertical flow-layout collection (100 × 100 items, spacing 10, inset 10) in its window.
@MainActor
func makeCollection(counts: [Int], configure: (UICollectionViewFlowLayout) -> Void = { _ in })
    -> (Stage, UICollectionView, ItemSource) {
    let stage = Stage(device: .iPhoneSE)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    configure(layout)
    return showCollection(counts: counts, layout: layout, headerKinds: [UICollectionView.elementKindSectionHeader],
                          on: stage)
}

/// A 375 × 667 collection of `layout` shown on `stage`, with `CountingCell`s and `HeaderView`s for `headerKinds`.
@MainActor
func showCollection(counts: [Int], layout: UICollectionViewLayout, headerKinds: [String], on stage: Stage)
    -> (Stage, UICollectionView, ItemSource) {
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    for kind in headerKinds {
        collection.register(HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
    }
    let source = ItemSource(counts: counts)
    // Data sources are weak, as on iOS: keep this one alive for the test's lifetime.
    ItemSource.alive.append(source)
    collection.dataSource = source
    collection.delegate = source
    stage.show(collection)
    stage.pump()
    collection.layoutIfNeeded()
    return (stage, collection, source)
}
