import QuartzCore
import Foundation

/// The arithmetic of a compositional layout: where a group's leaf items go, and where a section's groups,
/// headers and footers go. Everything is relative and pure, so a section of 100,000 items is answered by
/// arithmetic on its group index.
@MainActor
package enum CompositionalLayoutMath {
    /// The frames of a group's leaf items (cells), relative to the group's origin, for a group of `size`.
    /// Fractional dimensions of a subitem are fractions of the group's size; each item's `contentInsets` shrink its
    /// cell inside the space it claims.
    package static func leafFrames(of group: NSCollectionLayoutGroup, size: CGSize) -> [CGRect] {
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let gap = group.interItemSpacing?.spacing ?? 0
        var claims: [(item: NSCollectionLayoutItem, main: CGFloat, cross: CGFloat)] = []
        func crossLength(of item: NSCollectionLayoutItem) -> CGFloat {
            let s = item.layoutSize.resolve(in: size)
            return horizontal ? s.height : s.width
        }
        if let count = group.count, let item = group.subitems.first {
            let each = count > 0 ? (length - gap * CGFloat(count - 1)) / CGFloat(count) : 0
            for _ in 0..<max(0, count) { claims.append((item, each, crossLength(of: item))) }
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var i = 0
            while i < 10_000 {
                let item = group.subitems[i % group.subitems.count]
                let s = item.layoutSize.resolve(in: size)
                let main = horizontal ? s.width : s.height
                let start = claims.isEmpty ? 0 : used + gap
                if main <= 0 || (start + main > length + 1e-9 && !claims.isEmpty) { break }
                claims.append((item, main, horizontal ? s.height : s.width))
                used = start + main
                i += 1
                if i % group.subitems.count == 0, start + main >= length - 1e-9 { break }
            }
        }
        var extra: CGFloat = 0
        if group.interItemSpacing?.isFlexibleSpacing == true, claims.count > 1 {
            let total = claims.reduce(0) { $0 + $1.main } + gap * CGFloat(claims.count - 1)
            extra = max(0, length - total) / CGFloat(claims.count - 1)
        }
        var frames: [CGRect] = []
        var position: CGFloat = 0
        for claim in claims {
            let rect = horizontal ? CGRect(x: position, y: 0, width: claim.main, height: claim.cross)
                : CGRect(x: 0, y: position, width: claim.cross, height: claim.main)
            if let nested = claim.item as? NSCollectionLayoutGroup {
                let inner = inset(rect, by: nested.contentInsets)
                frames += leafFrames(of: nested, size: inner.size).map { $0.offsetBy(dx: inner.minX, dy: inner.minY) }
            } else {
                frames.append(inset(rect, by: claim.item.contentInsets))
            }
            position += claim.main + gap + extra
        }
        return frames
    }

    /// A rectangle shrunk by directional insets (left-to-right).
    package static func inset(_ rect: CGRect, by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
               width: max(0, rect.width - insets.leading - insets.trailing),
               height: max(0, rect.height - insets.top - insets.bottom))
    }
}

/// One laid-out section of a vertical compositional layout.
package struct CompositionalSectionGeometry {
    package var start: CGFloat
    package var end: CGFloat
    package var itemCount: Int
    /// Where the first group's origin is, in content coordinates.
    package var groupsOrigin: CGPoint
    package var groupSize: CGSize
    package var interGroupSpacing: CGFloat
    package var leafs: [CGRect]
    /// Groups run across the scroll direction in their own scroller.
    package var orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The frames of the boundary supplementary items, by element kind.
    package var supplementaries: [(kind: String, frame: CGRect, zIndex: Int)]
    /// The scroller's frame and content width for an orthogonal section.
    package var orthogonalFrame: CGRect
    package var orthogonalContentWidth: CGFloat

    package var perGroup: Int { max(1, leafs.count) }
    package var groupCount: Int { leafs.isEmpty ? 0 : (itemCount + perGroup - 1) / perGroup }

    /// The origin of group `g` (unscrolled).
    package func groupOrigin(_ g: Int) -> CGPoint {
        orthogonal == .none
            ? CGPoint(x: groupsOrigin.x, y: groupsOrigin.y + CGFloat(g) * (groupSize.height + interGroupSpacing))
            : CGPoint(x: groupsOrigin.x + CGFloat(g) * (groupSize.width + interGroupSpacing), y: groupsOrigin.y)
    }

    /// Item `i`'s frame (unscrolled).
    package func itemFrame(_ i: Int) -> CGRect {
        let origin = groupOrigin(i / perGroup)
        return leafs[i % perGroup].offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The items whose groups meet `[a, b]` along the groups' axis (y, or x for orthogonal sections).
    package func items(inGroupAxis a: CGFloat, _ b: CGFloat) -> Range<Int> {
        guard groupCount > 0 else { return 0..<0 }
        let step = orthogonal == .none ? groupSize.height + interGroupSpacing : groupSize.width + interGroupSpacing
        let origin = orthogonal == .none ? groupsOrigin.y : groupsOrigin.x
        guard step > 0 else { return 0..<itemCount }
        let first = max(0, Int(((a - origin) / step).rounded(.down)))
        let last = min(groupCount - 1, Int(((b - origin) / step).rounded(.down)))
        guard first <= last else { return 0..<0 }
        return (first * perGroup)..<min(itemCount, (last + 1) * perGroup)
    }
}
