import Flipbook
import Foundation

/// A cell with a centred label, as a photo grid or a contacts list would have.
package final class LabelledCell: UICollectionViewCell {
    package let label = UILabel()

    package required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(white: 0.93, alpha: 1)
        contentView.layer.cornerRadius = 8
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 15)
        contentView.addSubview(label)
    }

    package required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    package override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// `count` items, each a labelled cell.
package final class LabelledCellSource: NSObject, UICollectionViewDataSource {
    package let count: Int
    package init(count: Int) { self.count = count }

    package func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    package func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelledCell
        cell.label.text = "Item \(indexPath.item)"
        return cell
    }
}

/// The collections scene (`make bench-collections`): a flow-layout collection of labelled 110×80 pt cells filling
/// an iPhone SE window on a stage, flung upward again and again; a frame is `stage.pump()` and `stage.snapshot()`
/// (layout, cell reuse and render at 750×1334). Shared by `CollectionsBenchmark` (frame medians and peak memory)
/// and the package-benchmark suite `CollectionsSuite`.
@MainActor
package final class CollectionsScene {
    package let stage: Stage
    package let collection: UICollectionView
    private let source: LabelledCellSource
    private var flings = 0

    /// Shows the collection and renders its first frame.
    package init(items: Int) {
        stage = Stage(device: .iPhoneSE)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 80)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.backgroundColor = .white
        collection.register(LabelledCell.self, forCellWithReuseIdentifier: "cell")
        source = LabelledCellSource(count: items)
        collection.dataSource = source
        stage.show(collection)
        stage.pump()
        _ = stage.snapshot()
    }

    /// A flick upward (content scrolls down) from the lower part of the screen, fast: about 8,000 pt/s; the next
    /// frames decelerate.
    package func fling() {
        let x: CGFloat = flings % 2 == 0 ? 150 : 220
        flings += 1
        stage.drag(from: CGPoint(x: x, y: 560), to: CGPoint(x: x, y: 160), duration: 0.05)
    }

    /// One frame: the stage pumped and read back.
    package func frame() {
        stage.pump()
        _ = stage.snapshot()
    }
}
