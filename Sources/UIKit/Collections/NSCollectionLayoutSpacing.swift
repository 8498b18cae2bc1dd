import QuartzCore
import Foundation

/// The space between a group's items: fixed, or flexible (at least the value, with the group's leftover space
/// shared equally between its items).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    open var isFixedSpacing: Bool { !isFlexibleSpacing }

    package init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }
}
