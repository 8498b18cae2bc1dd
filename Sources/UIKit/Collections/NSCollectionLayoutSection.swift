import QuartzCore
import Foundation

/// One section of a compositional layout: its group repeated until the section's items are placed, groups
/// `interGroupSpacing` apart, inside `contentInsets`, with boundary headers and footers.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset by the section's leading and trailing insets (true, as on iOS 13–15).
    open var supplementariesFollowContentInsets = true

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
