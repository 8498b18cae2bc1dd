import QuartzCore
import Foundation

/// Lines of items that wrap across the collection view and stack in the scroll direction, with optional section
/// headers and footers — UIKit's grid. Sizes come from the properties or from the delegate's
/// `UICollectionViewDelegateFlowLayout` answers.
///
/// The arithmetic lives in ``FlowSectionGeometry``: a section whose items all share the layout's `itemSize` is laid
/// out by arithmetic (no per-item work, even for 100,000 items); a section of delegate-given sizes is measured once
/// in ``prepare()`` (the delegate is asked for every item, as UIKit does) and answered by binary search.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// Which reference the section insets are measured from (iOS 11).
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// `estimatedItemSize`'s value meaning "size items by Auto Layout, starting from `itemSize`".
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The default size of every item; 50 × 50 as on iOS.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Self-sizing (off at `.zero`, UIKit's default): items start at this size (or `itemSize` for
    /// ``automaticSize``), and each new cell's ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``
    /// answer replaces it (the delegate's sizes are not asked). The sizes are kept until the layout is replaced.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Sizes cells preferred, by index path.
    package var preferredSizes: [IndexPath: CGSize] = [:]
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The header's length in the scroll direction (height when vertical, width when horizontal); 0 = no header.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    public override init() { super.init() }

    /// The geometry of every section, in order, after ``prepare()``.
    package private(set) var sections: [FlowSectionGeometry] = []
    private var sectionStarts: [CGFloat] = []
    private var contentSize: CGSize = .zero
    private var insertedPaths: Set<IndexPath> = []
    private var deletedPaths: Set<IndexPath> = []

    private var isVertical: Bool { scrollDirection == .vertical }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        sections = []
        sectionStarts = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let cross = isVertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var v: CGFloat = 0
        let sectionCount = collectionView.numberOfSections
        sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = collectionView.numberOfItems(inSection: section)
            let insets = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let interitem = delegate?.collectionView(collectionView, layout: self,
                                                     minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            let axis: (CGSize) -> (CGFloat, CGFloat) = { [isVertical] size in
                isVertical ? (size.width, size.height) : (size.height, size.width)
            }
            var uniform: (CGFloat, CGFloat)? = axis(itemSize)
            let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
            let selfSizing = estimatedItemSize != .zero
            let preferred = selfSizing ? preferredSizes.filter { $0.key.section == section } : [:]
            if selfSizing {
                uniform = preferred.isEmpty ? axis(estimate) : nil
            } else if let delegate, count > 0 {
                FlowDelegateProbe.defaultSizeAnswered = false
                let first = delegate.collectionView(collectionView, layout: self,
                                                    sizeForItemAt: IndexPath(item: 0, section: section))
                uniform = FlowDelegateProbe.defaultSizeAnswered ? axis(first) : nil
            }
            let geometry = FlowSectionGeometry(
                start: v, itemCount: count, uniformSize: uniform,
                sizes: { item in
                    if selfSizing { return axis(preferred[IndexPath(item: item, section: section)] ?? estimate) }
                    return axis(delegate?.collectionView(collectionView, layout: self,
                                                         sizeForItemAt: IndexPath(item: item, section: section))
                        ?? self.itemSize)
                },
                headerLength: isVertical ? header.height : header.width,
                footerLength: isVertical ? footer.height : footer.width,
                insetVLead: isVertical ? insets.top : insets.left, insetVTrail: isVertical ? insets.bottom : insets.right,
                insetULead: isVertical ? insets.left : insets.top, insetUTrail: isVertical ? insets.right : insets.bottom,
                crossLength: max(0, cross), lineSpacing: lineSpacing, interitemSpacing: interitem)
            sections.append(geometry)
            sectionStarts.append(v)
            v = geometry.end
        }
        contentSize = isVertical ? CGSize(width: max(0, cross), height: v) : CGSize(width: v, height: max(0, cross))
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    package override var wantsPreferredAttributes: Bool { estimatedItemSize != .zero }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> Bool {
        estimatedItemSize != .zero && preferredAttributes.size != originalAttributes.size
    }

    package override func recordPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        preferredSizes[attributes.indexPath] = attributes.size
        invalidateLayout()
    }

    /// A new layout is needed when the size changes (the lines re-wrap), not when the view merely scrolls.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    // MARK: Answering

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard !sections.isEmpty else { return [] }
        let v0 = isVertical ? rect.minY : rect.minX, v1 = isVertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        var section = FlowSectionGeometry.lastIndex(in: sectionStarts, notAbove: v0)
        while section < sections.count, sections[section].start <= v1 {
            let geometry = sections[section]
            if geometry.end >= v0 {
                if geometry.headerLength > 0, Self.overlaps(geometry.headerFrame.rect(vertical: isVertical), rect) {
                    result.append(supplementary(UICollectionView.elementKindSectionHeader, section, geometry.headerFrame))
                }
                for item in geometry.items(inV: v0, v1) {
                    let frame = geometry.itemFrame(item).rect(vertical: isVertical)
                    guard Self.overlaps(frame, rect) else { continue }
                    result.append(cell(IndexPath(item: item, section: section), frame))
                }
                if geometry.footerLength > 0, Self.overlaps(geometry.footerFrame.rect(vertical: isVertical), rect) {
                    result.append(supplementary(UICollectionView.elementKindSectionFooter, section, geometry.footerFrame))
                }
            }
            section += 1
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].itemCount).contains(indexPath.item) else { return nil }
        return cell(indexPath, sections[indexPath.section].itemFrame(indexPath.item).rect(vertical: isVertical))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader where geometry.headerLength > 0:
            return supplementary(elementKind, indexPath.section, geometry.headerFrame)
        case UICollectionView.elementKindSectionFooter where geometry.footerLength > 0:
            return supplementary(elementKind, indexPath.section, geometry.footerFrame)
        default:
            return nil
        }
    }

    /// Whether two rectangles share area (touching edges don't count, as with `CGRectIntersectsRect` on iOS).
    package static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private func cell(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.indexPath = indexPath
        attributes.frame = frame
        return attributes
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: FlowSectionGeometry.AxisRect)
        -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind,
                                                          with: IndexPath(item: 0, section: section))
        attributes.frame = frame.rect(vertical: isVertical)
        return attributes
    }

    // MARK: Updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedPaths = Set(updateItems.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate : nil })
        deletedPaths = Set(updateItems.compactMap { $0.updateAction == .delete ? $0.indexPathBeforeUpdate : nil })
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedPaths = []
        deletedPaths = []
    }

    /// Inserted items fade in where they will be (alpha 0 → 1); an inserted section's items do too.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard isInserted(itemIndexPath), let final = layoutAttributesForItem(at: itemIndexPath),
              let attributes = final.copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Deleted items fade out where they were (alpha 1 → 0). The collection view supplies the pre-update frame.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard isDeleted(itemIndexPath), let start = collectionView?.preUpdateAttributes(forItemAt: itemIndexPath),
              let attributes = start.copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.alpha = 0
        return attributes
    }

    private func isInserted(_ indexPath: IndexPath) -> Bool {
        insertedPaths.contains(indexPath) || insertedPaths.contains(IndexPath(item: NSNotFound, section: indexPath.section))
    }

    private func isDeleted(_ indexPath: IndexPath) -> Bool {
        deletedPaths.contains(indexPath) || deletedPaths.contains(IndexPath(item: NSNotFound, section: indexPath.section))
    }
}
