import QuartzCore
import Foundation

/// The scroller of a compositional section with an orthogonal scrolling behaviour (UIKit's private
/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`): it spans the collection's width at the section's
/// groups, holds the section's cells, and scrolls them sideways. Scrolling asks the collection view for a new
/// layout pass, which shows the items the new offset uncovers. `.paging` pages by its width; the group-paging
/// behaviours snap where ``UICollectionViewCompositionalLayout/orthogonalRestingOffset(_:velocity:current:geometry:viewWidth:)``
/// says.
@preconcurrency @MainActor
package final class OrthogonalSectionScrollView: UIScrollView, UIScrollViewDelegate {
    private weak var layout: UICollectionViewCompositionalLayout?
    private var geometry: CompositionalSectionGeometry?
    private var dragStartOffset: CGFloat = 0

    package init(layout: UICollectionViewCompositionalLayout) {
        self.layout = layout
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        contentInsetAdjustmentBehavior = .never
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    package func configure(for geometry: CompositionalSectionGeometry) {
        self.geometry = geometry
        if frame != geometry.orthogonalFrame { frame = geometry.orthogonalFrame }
        let size = CGSize(width: geometry.orthogonalContentWidth, height: geometry.orthogonalFrame.height)
        if contentSize != size { contentSize = size }
        isPagingEnabled = geometry.orthogonal == .paging
        decelerationRate = geometry.orthogonal == .continuous || geometry.orthogonal == .paging ? .normal : .fast
    }

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
        layout?.collectionView?.setNeedsLayout()
    }

    package func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStartOffset = contentOffset.x
    }

    package func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let geometry, geometry.orthogonal != .continuous, geometry.orthogonal != .paging else { return }
        targetContentOffset.pointee.x = UICollectionViewCompositionalLayout.orthogonalRestingOffset(
            targetContentOffset.pointee.x, velocity: velocity.x, current: dragStartOffset, geometry: geometry,
            viewWidth: bounds.width)
    }
}
