import Testing
@testable import UIKit
import Flipbook

/// A cell whose content is a 355-point-wide box of a height set per item.
final class AutoLayoutItemCell: UICollectionViewCell {
    let box = UIView()
    var boxHeight: NSLayoutConstraint!

    required init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 50)
        let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
        bottom.priority = UILayoutPriority(999)
        let trailing = box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor)
        trailing.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor), bottom,
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), trailing,
            box.widthAnchor.constraint(equalToConstant: 355), boxHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A cell that answers its preferred size itself.
final class PreferringCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = CGSize(width: 120, height: 77)
        return attributes
    }
}

final class AutoItemSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let identifier: String
    init(identifier: String) { self.identifier = identifier }
    @MainActor static var alive: [AutoItemSource] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? AutoLayoutItemCell)?.boxHeight.constant = 30 + 10 * CGFloat(indexPath.item)
        return cell
    }
}

@MainActor
struct UICollectionViewSelfSizingTests {
    func makeSelfSizing(identifier: String, cellClass: AnyClass, estimate: CGSize) -> (Stage, UICollectionView) {
        let stage = Stage(device: .iPhoneSE)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = estimate
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collection.register(cellClass, forCellWithReuseIdentifier: identifier)
        let source = AutoItemSource(identifier: identifier)
        AutoItemSource.alive.append(source)
        collection.dataSource = source
        collection.delegate = source
        stage.show(collection)
        stage.pump()
        collection.layoutIfNeeded()
        return (stage, collection)
    }

    @Test func estimatedItemsTakeTheirAutoLayoutSize() throws {
        let (_, collection) = makeSelfSizing(identifier: "auto", cellClass: AutoLayoutItemCell.self,
                                             estimate: CGSize(width: 355, height: 50))
        // One item per line: item i is 30 + 10 i tall, lines 10 apart below a 10-point inset.
        var y: CGFloat = 10
        for i in 0..<5 {
            let height = 30 + 10 * CGFloat(i)
            let frame = try #require(collection.cellForItem(at: IndexPath(item: i, section: 0))?.frame)
            #expect(frame == CGRect(x: 10, y: y, width: 355, height: height))
            y += height + 10
        }
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 29, section: 0))?.size == CGSize(width: 355, height: 50))
    }

    @Test func automaticSizeUsesTheCellsAutoLayout() throws {
        let (_, collection) = makeSelfSizing(identifier: "auto", cellClass: AutoLayoutItemCell.self,
                                             estimate: UICollectionViewFlowLayout.automaticSize)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.size == CGSize(width: 355, height: 50))
    }

    @Test func aCellsPreferredAttributesWin() {
        let (_, collection) = makeSelfSizing(identifier: "preferring", cellClass: PreferringCell.self,
                                             estimate: CGSize(width: 100, height: 50))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 120, height: 77))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.size == CGSize(width: 120, height: 77))
    }

    @Test func withoutAnEstimateCellsAreNotAsked() {
        let (_, collection) = makeSelfSizing(identifier: "preferring", cellClass: PreferringCell.self, estimate: .zero)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 50, height: 50))
    }
}
