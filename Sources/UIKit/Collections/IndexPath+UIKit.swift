import Foundation

/// UIKit's additions to `IndexPath` (UIKit's `NSIndexPath (UIKitAdditions)`): a two-index path names an item or
/// row in a section. Foundation on Linux has no UIKit overlay, so they live here.
extension IndexPath {
    /// The path of `item` in `section` (collection views).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The path of `row` in `section` (table views).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The first index: the section.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index: the item within the section.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index: the row within the section (the same as `item`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
