import QuartzCore
import Foundation

/// Layout-wide options of a compositional layout: the space between sections. Only vertical scrolling is
/// supported (`scrollDirection` is stored).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() { super.init() }
}

extension UICollectionView {
    /// The scroll axis of a layout (UIKit's `UICollectionView.ScrollDirection`, the flow layout's type).
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection
}
