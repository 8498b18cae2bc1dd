import QuartzCore
import Foundation

/// Scrolling an item into view.
extension UICollectionView {
    /// Scrolls so the item sits at `scrollPosition` (one vertical and/or one horizontal position; an axis without one
    /// does not move), kept within the content. Raises for an item past the data, with UIKit's message.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        SectionCounts.checkScrollTarget(indexPath, in: counts, element: "item", view: "collection view",
                                        typeName: "\(Self.self)")
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let offset = Self.contentOffset(toShow: frame, at: scrollPosition, current: contentOffset,
                                        viewSize: bounds.size, contentSize: contentSize, inset: adjustedContentInset)
        setContentOffset(offset, animated: animated)
    }

    /// The content offset that puts `frame` at `position` within a view of `viewSize` inset by `inset`, clamped to
    /// the scrollable range. Pure: shared with table views.
    package static func contentOffset(toShow frame: CGRect, at position: ScrollPosition, current: CGPoint,
                                      viewSize: CGSize, contentSize: CGSize, inset: UIEdgeInsets) -> CGPoint {
        var offset = current
        let visibleHeight = viewSize.height - inset.top - inset.bottom
        let visibleWidth = viewSize.width - inset.left - inset.right
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - visibleHeight / 2 - inset.top
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - viewSize.height + inset.bottom
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - visibleWidth / 2 - inset.left
        } else if position.contains(.right) {
            offset.x = frame.maxX - viewSize.width + inset.right
        }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - viewSize.height)
        let maxX = max(-inset.left, contentSize.width + inset.right - viewSize.width)
        offset.y = min(max(offset.y, -inset.top), maxY)
        offset.x = min(max(offset.x, -inset.left), maxX)
        return offset
    }
}
