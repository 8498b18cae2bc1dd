import Testing
@testable import UIKit
import Flipbook

/// Compositional layout frames against hand-computed values, and orthogonal sections.
@MainActor
struct UICollectionViewCompositionalLayoutTests {
    func makeCompositional(counts: [Int], layout: UICollectionViewCompositionalLayout)
        -> (Stage, UICollectionView, ItemSource) {
        showCollection(counts: counts, layout: layout, headerKinds: ["header", "footer"], on: Stage(device: .iPhoneSE))
    }

    func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }

    /// Three items a row, inset 2 each, rows 100 tall 8 apart, section insets 10/16, a 44-point header.
    func gridLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top)]
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func dimensionsResolveAgainstTheirContainer() {
        let container = CGSize(width: 300, height: 200)
        #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).resolve(in: container) == 150)
        #expect(NSCollectionLayoutDimension.fractionalHeight(0.25).resolve(in: container) == 50)
        #expect(NSCollectionLayoutDimension.absolute(44).resolve(in: container) == 44)
        #expect(NSCollectionLayoutDimension.estimated(60).resolve(in: container) == 60)
        #expect(NSCollectionLayoutDimension.estimated(60).isEstimated && NSCollectionLayoutDimension.absolute(1).isAbsolute)
        #expect(NSCollectionLayoutDimension.fractionalWidth(1).dimension == 1)
    }

    @Test func aGridSectionPlacesItemsHeaderAndContentSize() {
        let (_, collection, _) = makeCompositional(counts: [10], layout: gridLayout())
        let w: CGFloat = 343.0 / 3   // (375 − 16 − 16) / 3
        #expect(close(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                      CGRect(x: 16 + 2, y: 44 + 10 + 2, width: w - 4, height: 96)))
        #expect(close(collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame,
                      CGRect(x: 16 + w + 2, y: 54 + 108 + 2, width: w - 4, height: 96)))
        #expect(close(collection.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame,
                      CGRect(x: 16 + 2, y: 54 + 3 * 108 + 2, width: w - 4, height: 96)))
        // Headers follow the section's leading and trailing insets (supplementariesFollowContentInsets).
        let header = collection.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 16, y: 0, width: 343, height: 44))
        #expect(collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 16, y: 0, width: 343, height: 44))
        // 4 rows: 44 + 10 + 4 × 100 + 3 × 8 + 10.
        #expect(collection.contentSize == CGSize(width: 375, height: 488))
        #expect(close(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame,
                      CGRect(x: 16 + w + 2, y: 164, width: w - 4, height: 96)))
    }

    @Test func aCountedGroupSplitsItsWidthAndAFlexibleOneSpreadsItsItems() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let counted = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(343), .absolute(50)),
                                                         subitem: item, count: 2)
        counted.interItemSpacing = .fixed(10)
        #expect(CompositionalLayoutMath.leafFrames(of: counted, size: CGSize(width: 343, height: 50))
            == [CGRect(x: 0, y: 0, width: 166.5, height: 50), CGRect(x: 176.5, y: 0, width: 166.5, height: 50)])
        let fixed = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(375), .absolute(40)),
                                                           subitems: [fixed])
        repeating.interItemSpacing = .fixed(10)
        #expect(CompositionalLayoutMath.leafFrames(of: repeating, size: CGSize(width: 375, height: 40)).map(\.minX)
            == [0, 110, 220])
        repeating.interItemSpacing = .flexible(10)
        // 55 points left over, shared by the two gaps.
        #expect(CompositionalLayoutMath.leafFrames(of: repeating, size: CGSize(width: 375, height: 40)).map(\.minX)
            == [0, 137.5, 275])
    }

    @Test func nestedGroupsComposeTheirFrames() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
                                                      subitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)),
                                                       subitems: [big, column])
        let (_, collection, _) = makeCompositional(counts: [5], layout: UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group)))
        let frames = (0..<5).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(close(frames[0], CGRect(x: 0, y: 0, width: 250, height: 200)))
        #expect(close(frames[1], CGRect(x: 250, y: 0, width: 125, height: 100)))
        #expect(close(frames[2], CGRect(x: 250, y: 100, width: 125, height: 100)))
        #expect(close(frames[3], CGRect(x: 0, y: 200, width: 250, height: 200)))
        #expect(close(frames[4], CGRect(x: 250, y: 200, width: 125, height: 100)))
        #expect(collection.contentSize.height == 400)
    }

    @Test func sectionsAreSpacedAndFootersFollowTheirItems() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.absolute(100), .absolute(30)), elementKind: "footer", alignment: .bottomTrailing)]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let (_, collection, _) = makeCompositional(counts: [2, 3], layout: UICollectionViewCompositionalLayout(
            section: section, configuration: configuration))
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: "footer", at: IndexPath(item: 0, section: 0))?
            .frame == CGRect(x: 275, y: 100, width: 100, height: 30))
        // Section 1 starts after section 0's footer and the spacing.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
            == CGRect(x: 0, y: 150, width: 375, height: 50))
        #expect(collection.contentSize.height == CGFloat(330))   // 150 + 150 + 30
    }

    @Test func theSectionProviderIsAskedPerSectionWithTheContainer() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(index == 0 ? 1 : 0.5),
                                                                    .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(60)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let (_, collection, _) = makeCompositional(counts: [1, 2], layout: layout)
        #expect(widths.prefix(2) == [375, 375])
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
            == CGRect(x: 187.5, y: 60, width: 187.5, height: 60))
    }

    @Test func aHundredThousandItemsRealizeOnlyTheVisibleCells() {
        let (_, collection, _) = makeCompositional(counts: [100_000], layout: gridLayout())
        #expect(collection.visibleCells.count <= 3 * 7)
        collection.contentOffset.y = 1_000_000
        collection.layoutIfNeeded()
        let first = collection.indexPathsForVisibleItems.min()!
        // Row r starts at 54 + 108 r: the first row meeting y = 1,000,000 (less the adjusted top inset).
        let top = 1_000_000 + collection.adjustedContentInset.top
        let row = Int(((top - 54) / 108).rounded(.down))
        #expect(first.item == 3 * row || first.item == 3 * (row + 1))
        #expect(collection.visibleCells.count <= 3 * 8)
    }

    // MARK: Orthogonal sections

    func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(150)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func anOrthogonalSectionPutsItsGroupsInOneRowInItsOwnScroller() throws {
        let (_, collection, _) = makeCompositional(counts: [8], layout: carousel(.continuous))
        let layout = collection.collectionViewLayout as! UICollectionViewCompositionalLayout
        let scroller = try #require(layout.scrollers[0])
        let groupWidth: CGFloat = 0.8 * 343
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 375, height: 150))
        #expect(abs(scroller.contentSize.width - (16 + 8 * groupWidth + 7 * 10 + 16)) < 1e-6)
        #expect(collection.contentSize.height == 150)
        let cell1 = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell1.superview === scroller)
        #expect(close(cell1.frame, CGRect(x: 16 + groupWidth + 10, y: 0, width: groupWidth, height: 150)))
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
        // Scrolled sideways, later items appear in the scroller; the collection itself does not move.
        scroller.contentOffset.x = 2 * (groupWidth + 10)
        collection.layoutIfNeeded()
        let cell3 = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell3.superview === scroller)
        #expect(close(cell3.frame, CGRect(x: 16 + 3 * (groupWidth + 10), y: 0, width: groupWidth, height: 150)))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(close(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame,
                      CGRect(x: 16 + groupWidth + 10, y: 0, width: groupWidth, height: 150)))
    }

    @Test func aDragScrollsTheSectionSidewaysAndATapStillSelects() throws {
        let (stage, collection, source) = makeCompositional(counts: [8], layout: carousel(.continuous))
        let layout = collection.collectionViewLayout as! UICollectionViewCompositionalLayout
        let scroller = try #require(layout.scrollers[0])
        let y = collection.adjustedContentInset.top + 75
        let offsetY = collection.contentOffset.y
        stage.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 100, y: y), duration: 0.3)
        stage.pumpAndSettle()
        #expect(scroller.contentOffset.x > 190)
        #expect(collection.contentOffset.y == offsetY)
        source.calls = []
        // The visible cell nearest the middle of the screen.
        let visible = collection.visibleCells.min { a, b in
            abs(a.convert(CGPoint(x: a.bounds.midX, y: 0), to: nil).x - 187.5)
                < abs(b.convert(CGPoint(x: b.bounds.midX, y: 0), to: nil).x - 187.5)
        }
        let cell = try #require(visible)
        let item = try #require(collection.indexPath(for: cell)).item
        stage.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        stage.pumpAndSettle()
        #expect(source.calls.contains("didSelect \(item)"))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: item, section: 0)])
    }

    @Test func pagingRestsOnPagesAndGroupPagingOnGroups() throws {
        let groupWidth: CGFloat = 0.8 * 343
        let (stage, collection, _) = makeCompositional(counts: [8], layout: carousel(.paging))
        let scroller = try #require((collection.collectionViewLayout as! UICollectionViewCompositionalLayout).scrollers[0])
        #expect(scroller.isPagingEnabled)
        let y = collection.adjustedContentInset.top + 75
        stage.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 100, y: y), duration: 0.2)
        stage.pumpAndSettle()
        #expect(scroller.contentOffset.x == 375)

        let (stage2, collection2, _) = makeCompositional(counts: [8], layout: carousel(.groupPaging))
        let scroller2 = try #require((collection2.collectionViewLayout as! UICollectionViewCompositionalLayout).scrollers[0])
        stage2.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 100, y: y), duration: 0.2)
        stage2.pumpAndSettle()
        #expect(abs(scroller2.contentOffset.x - (groupWidth + 10)) < 1e-6)
    }
}
