import QuartzCore
import Foundation

/// What a section provider learns about where the layout is: its container and traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The collection view's size less its adjusted content insets.
@preconcurrency @MainActor
package final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    package let contentSize: CGSize
    package let contentInsets: NSDirectionalEdgeInsets
    package let traitCollection: UITraitCollection

    package init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
        super.init()
    }

    package var container: any NSCollectionLayoutContainer { self }
    package var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    package var effectiveContentSize: CGSize {
        CGSize(width: contentSize.width - contentInsets.leading - contentInsets.trailing,
               height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}
