import QuartzCore
import Foundation

/// A header or footer of a compositional section (or of the whole layout): `.top` / `.topLeading` /
/// `.topTrailing` above the section's items, `.bottom…` below them. Its width (for vertical layouts) is resolved
/// against the section's width; `extendsBoundary` (true) makes the section longer by its height.
/// `pinToVisibleBounds` is stored but pinned headers are not supported.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var extendsBoundary = true
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Whether it sits before the section's items (top alignments).
    package var isLeadingBoundary: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
}
