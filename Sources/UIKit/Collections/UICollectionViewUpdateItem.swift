import QuartzCore
import Foundation

/// One change of a batch update, as the layout sees it in ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The path before the update (nil for an insertion). A whole section is a path with item `NSNotFound`.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The path after the update (nil for a deletion).
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    package init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
