import QuartzCore
import Foundation

/// The object that decides where a collection view's cells and supplementary views go. Subclass it as on iOS:
/// override ``prepare()``, ``collectionViewContentSize``, ``layoutAttributesForElements(in:)`` and
/// ``layoutAttributesForItem(at:)`` (and the supplementary / animation hooks as needed).
///
/// The collection view asks ``layoutAttributesForElements(in:)`` only for its visible rectangle (bounds), so a
/// layout that answers in time proportional to that rectangle keeps scrolling cost independent of the item count.
/// ``prepare()`` runs once after every ``invalidateLayout()``, before the next question.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }

    /// The collection view this layout is installed in.
    open internal(set) weak var collectionView: UICollectionView?

    /// The attributes class the layout creates (subclasses of `UICollectionViewLayoutAttributes` may add fields).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    // MARK: Preparing

    /// Called before the layout is asked anything after an invalidation: compute what the questions need.
    open func prepare() {}

    /// The size of everything the layout places; the collection view's `contentSize`.
    open var collectionViewContentSize: CGSize { .zero }

    /// Marks the layout as stale: the collection view calls ``prepare()`` and lays out again on its next pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.layoutDidInvalidate()
    }

    /// Whether a change of the collection view's bounds (a scroll or a resize) needs a new layout. `false` by
    /// default: plain scrolling re-asks only for the elements in the new rectangle.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether the layout still has to run ``prepare()`` (set by ``invalidateLayout()``).
    package var needsPrepare = true

    /// Runs ``prepare()`` if the layout was invalidated since it last ran.
    package func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    // MARK: Answering

    /// Every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view (e.g. a section header) of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Self-sizing

    /// Whether a cell's preferred attributes (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``)
    /// should replace the layout's: false here; the flow layout says yes when `estimatedItemSize` is set and the
    /// size differs.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Whether the collection view should ask new cells for their preferred attributes.
    package var wantsPreferredAttributes: Bool { false }

    /// Keeps a cell's preferred attributes for the next ``prepare()`` (the invalidation-context step).
    package func recordPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {}

    /// The view a cell at `indexPath` lives in when not the collection view itself (the scroller of a
    /// compositional section that scrolls sideways).
    package func hostView(forItemAt indexPath: IndexPath) -> UIView? { nil }

    // MARK: Scrolling

    /// Where scrolling should come to rest, given where it would (the snapping hook).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where the content offset should be after a layout change (e.g. after an update or a layout swap).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Called before an animated update with what changes; the layout may remember the inserted and deleted paths.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after the update's animations are set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item that appears during an update starts (nil: where it ends, i.e. it does not move).
    /// `UICollectionViewFlowLayout` fades inserted items in from alpha 0 in place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an item that disappears during an update ends (nil: where it was).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an appearing supplementary view starts.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing supplementary view ends.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Interactive movement

    /// The index path the moving item would take at `position` (the item under it, or the item's own path).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                              withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of the item being moved, centred on the finger.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max / 2
        return attributes
    }
}
