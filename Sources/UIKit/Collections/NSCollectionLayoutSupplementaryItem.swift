import QuartzCore
import Foundation

/// A supplementary view in a compositional layout, named by its element kind (the kind the data source's
/// `viewForSupplementaryElementOfKind` receives).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Drawn above (positive) or below the cells.
    open var zIndex = 1

    package init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
