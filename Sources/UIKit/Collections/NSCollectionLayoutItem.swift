import QuartzCore
import Foundation

/// One cell's place in a compositional layout: its size relative to the group that holds it, inset by
/// `contentInsets` (the insets shrink the cell inside the space its size claims, as on iOS).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's claimed rectangle around the cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Stored; item-anchored supplementary views (badges) are not laid out.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
