import QuartzCore
import Foundation

/// A row (horizontal) or column (vertical) of items or nested groups in a compositional layout.
///
/// With `subitems`, the group places them in order along its axis and repeats the list while the next one still
/// fits in the group's length; with `subitem:count:` it places exactly `count` of it, each `(length − spacing ×
/// (count − 1)) / count` long whatever the item's own size says along that axis. `interItemSpacing` goes between
/// neighbours (flexible spacing shares the leftover length equally between the gaps).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    package enum Axis: Sendable { case horizontal, vertical }

    package let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    package let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    package init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    /// The iOS 16 spelling of `horizontal(layoutSize:subitem:count:)`.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// The iOS 16 spelling of `vertical(layoutSize:subitem:count:)`.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}
