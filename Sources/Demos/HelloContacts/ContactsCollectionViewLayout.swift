import Flipbook

/// The sample's custom layout: 100 × 90 items in rows with 10 points between them; odd rows are shifted right
/// by half an item. Answers a rectangle by row arithmetic.
final class ContactsCollectionViewLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: 100, height: 90)
    var itemSpacing: CGFloat = 10

    private var numberOfItems = 0
    private var itemsPerRow = 1
    private var contentSize = CGSize.zero

    override func prepare() {
        guard let collectionView = collectionView else { return }
        numberOfItems = collectionView.numberOfItems(inSection: 0)
        let width = collectionView.bounds.width
        itemsPerRow = max(1, Int((width - itemSize.width / 2 + itemSpacing) / (itemSize.width + itemSpacing)))
        let rows = (numberOfItems + itemsPerRow - 1) / itemsPerRow
        contentSize = CGSize(width: width, height: CGFloat(rows) * (itemSize.height + itemSpacing) + itemSpacing)
    }

    override var collectionViewContentSize: CGSize {
        return contentSize
    }

    private func frame(forItem item: Int) -> CGRect {
        let row = item / itemsPerRow
        let column = item % itemsPerRow
        let offset = row % 2 == 1 ? itemSize.width / 2 : 0
        return CGRect(x: itemSpacing + offset + CGFloat(column) * (itemSize.width + itemSpacing),
                      y: itemSpacing + CGFloat(row) * (itemSize.height + itemSpacing),
                      width: itemSize.width, height: itemSize.height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard numberOfItems > 0 else { return [] }
        let pitch = itemSize.height + itemSpacing
        let firstRow = max(0, Int((rect.minY - itemSpacing) / pitch))
        let lastRow = Int((rect.maxY - itemSpacing) / pitch)
        var result: [UICollectionViewLayoutAttributes] = []
        for row in firstRow...max(firstRow, lastRow) {
            for column in 0..<itemsPerRow {
                let item = row * itemsPerRow + column
                guard item < numberOfItems else { break }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = frame(forItem: item)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < numberOfItems else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(forItem: indexPath.item)
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return newBounds.size != collectionView?.bounds.size
    }
}
