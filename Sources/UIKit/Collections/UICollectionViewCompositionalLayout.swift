import QuartzCore
import Foundation

/// A layout composed of sections of groups of items (iOS 13), for vertically scrolling collection views.
///
/// Each section lays its group out at the section's width (the collection's width less its adjusted content
/// insets and the section's leading and trailing insets; a group's `fractionalHeight` is a fraction of the
/// collection's visible height), then repeats it downward `interGroupSpacing` apart until the section's items are
/// placed. Headers (`.top…` boundary items) come first, then the section's top inset, the groups, the bottom inset
/// and the footers; sections are `interSectionSpacing` apart. A section with an `orthogonalScrollingBehavior`
/// puts its groups in one row instead, in a scroll view of its own that scrolls sideways (paging by its width with
/// `.paging`, coming to rest on a group's leading edge with the group-paging behaviours). Not supported:
/// horizontal layouts, estimated (self-sizing) dimensions (estimates are used as lengths), item supplementaries,
/// pinned headers, decoration items.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    package private(set) var sections: [CompositionalSectionGeometry] = []
    private var contentSize: CGSize = .zero
    /// The orthogonal sections' scrollers, by section.
    package private(set) var scrollers: [Int: OrthogonalSectionScrollView] = [:]

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        sections = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let inset = collectionView.adjustedContentInset
        let width = max(0, collectionView.bounds.width - inset.left - inset.right)
        let height = max(0, collectionView.bounds.height - inset.top - inset.bottom)
        let environment = CompositionalLayoutEnvironment(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom,
                                                   trailing: inset.right),
            traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        let count = collectionView.numberOfSections
        for s in 0..<count {
            if s > 0 { y += configuration.interSectionSpacing }
            guard let section = sectionProvider(s, environment) else { continue }
            let geometry = Self.layOut(section, items: collectionView.numberOfItems(inSection: s), start: y,
                                       width: width, height: height)
            sections.append(geometry)
            y = geometry.end
        }
        contentSize = CGSize(width: width, height: y)
        updateScrollers(in: collectionView)
    }

    /// One section's geometry. Pure.
    package static func layOut(_ section: NSCollectionLayoutSection, items: Int, start: CGFloat, width: CGFloat,
                               height: CGFloat) -> CompositionalSectionGeometry {
        let insets = section.contentInsets
        let sectionWidth = max(0, width - insets.leading - insets.trailing)
        let groupSize = section.group.layoutSize.resolve(in: CGSize(width: sectionWidth, height: height))
        let leafs = CompositionalLayoutMath.leafFrames(of: section.group, size: groupSize)
        var geometry = CompositionalSectionGeometry(
            start: start, end: start, itemCount: items, groupsOrigin: .zero, groupSize: groupSize,
            interGroupSpacing: section.interGroupSpacing, leafs: leafs, orthogonal: section.orthogonalScrollingBehavior,
            supplementaries: [], orthogonalFrame: .zero, orthogonalContentWidth: 0)
        var y = start
        let boundaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
        let boundaryWidth = section.supplementariesFollowContentInsets ? sectionWidth : width
        func place(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
            let size = item.layoutSize.resolve(in: CGSize(width: boundaryWidth, height: height))
            var x = boundaryX
            switch item.alignment {
            case .topTrailing, .bottomTrailing, .trailing: x += boundaryWidth - size.width
            case .top, .bottom: x += (boundaryWidth - size.width) / 2
            default: break
            }
            let frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
            geometry.supplementaries.append((item.elementKind, frame, item.zIndex))
            if item.extendsBoundary { y += size.height }
        }
        for item in section.boundarySupplementaryItems where item.isLeadingBoundary { place(item) }
        y += insets.top
        geometry.groupsOrigin = CGPoint(x: insets.leading, y: y)
        let groups = geometry.groupCount
        if section.orthogonalScrollingBehavior == .none {
            y += CGFloat(groups) * groupSize.height + CGFloat(max(0, groups - 1)) * section.interGroupSpacing
        } else {
            geometry.orthogonalContentWidth = insets.leading + CGFloat(groups) * groupSize.width
                + CGFloat(max(0, groups - 1)) * section.interGroupSpacing + insets.trailing
            geometry.orthogonalFrame = CGRect(x: 0, y: y, width: width, height: groups > 0 ? groupSize.height : 0)
            y += groups > 0 ? groupSize.height : 0
        }
        y += insets.bottom
        for item in section.boundarySupplementaryItems where !item.isLeadingBoundary { place(item) }
        geometry.end = y
        return geometry
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    // MARK: Answering

    /// How far section `s`'s own scroller has scrolled.
    private func orthogonalOffset(_ s: Int) -> CGFloat { scrollers[s]?.contentOffset.x ?? 0 }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (s, geometry) in sections.enumerated() where geometry.end >= rect.minY && geometry.start <= rect.maxY {
            for (index, element) in geometry.supplementaries.enumerated()
            where UICollectionViewFlowLayout.overlaps(element.frame, rect) {
                result.append(supplementary(element.kind, section: s, index: index, element.frame, element.zIndex))
            }
            let range: Range<Int>
            if geometry.orthogonal == .none {
                range = geometry.items(inGroupAxis: rect.minY, rect.maxY)
            } else {
                let offset = orthogonalOffset(s)
                range = geometry.items(inGroupAxis: rect.minX + offset, rect.maxX + offset)
            }
            for item in range {
                let attributes = itemAttributes(IndexPath(item: item, section: s))
                if UICollectionViewFlowLayout.overlaps(attributes.frame, rect) { result.append(attributes) }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].itemCount).contains(indexPath.item) else { return nil }
        return itemAttributes(indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return nil }
        let matching = sections[indexPath.section].supplementaries.enumerated().filter { $0.element.kind == elementKind }
        let position = indexPath.count == 2 ? indexPath.item : 0
        guard matching.indices.contains(position) else { return nil }
        let (index, element) = matching[position]
        return supplementary(element.kind, section: indexPath.section, index: index, element.frame, element.zIndex)
    }

    /// An item's attributes; in an orthogonal section the frame is where it shows, its scroller's offset applied.
    private func itemAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let geometry = sections[indexPath.section]
        var frame = geometry.itemFrame(indexPath.item)
        if geometry.orthogonal != .none { frame.origin.x -= orthogonalOffset(indexPath.section) }
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let attributes = type.init()
        attributes.indexPath = indexPath
        attributes.frame = frame
        return attributes
    }

    private func supplementary(_ kind: String, section: Int, index: Int, _ frame: CGRect, _ zIndex: Int)
        -> UICollectionViewLayoutAttributes {
        let position = sections[section].supplementaries[..<index].filter { $0.kind == kind }.count
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind,
                                                          with: IndexPath(item: position, section: section))
        attributes.frame = frame
        attributes.zIndex = zIndex
        return attributes
    }

    // MARK: Orthogonal scrolling

    /// The view that holds an item's cell: its section's scroller for orthogonal sections.
    package override func hostView(forItemAt indexPath: IndexPath) -> UIView? {
        scrollers[indexPath.section]
    }

    private func updateScrollers(in collectionView: UICollectionView) {
        var kept: [Int: OrthogonalSectionScrollView] = [:]
        for (s, geometry) in sections.enumerated() where geometry.orthogonal != .none {
            let scroller = scrollers[s] ?? OrthogonalSectionScrollView(layout: self)
            scroller.configure(for: geometry)
            if scroller.superview !== collectionView { collectionView.addSubview(scroller) }
            kept[s] = scroller
        }
        for (s, scroller) in scrollers where kept[s] == nil { scroller.removeFromSuperview() }
        scrollers = kept
    }

    /// Where an orthogonal section's scroller should come to rest, given where it would. Pure.
    package static func orthogonalRestingOffset(_ proposed: CGFloat, velocity: CGFloat, current: CGFloat,
                                                geometry: CompositionalSectionGeometry, viewWidth: CGFloat) -> CGFloat {
        let maxOffset = max(0, geometry.orthogonalContentWidth - viewWidth)
        let step = geometry.groupSize.width + geometry.interGroupSpacing
        guard step > 0 else { return proposed }
        switch geometry.orthogonal {
        case .continuousGroupLeadingBoundary:
            // The nearest group's leading edge.
            return min(maxOffset, max(0, (proposed / step).rounded() * step))
        case .groupPaging, .groupPagingCentered:
            // One group per swipe: the next or previous group's leading edge after the current one.
            let currentGroup = (current / step).rounded()
            let direction: CGFloat = velocity > 0 ? 1 : velocity < 0 ? -1 : ((proposed - current) / step).rounded()
            var target = (currentGroup + direction) * step
            if geometry.orthogonal == .groupPagingCentered {
                target -= (viewWidth - geometry.groupSize.width) / 2 - geometry.groupsOrigin.x
            }
            return min(maxOffset, max(0, target))
        default:
            return proposed
        }
    }
}
