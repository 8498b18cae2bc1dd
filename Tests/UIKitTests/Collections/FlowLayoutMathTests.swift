import Testing
@testable import UIKit

/// The flow layout's arithmetic (``FlowSectionGeometry``), independent of any view.
@MainActor
struct FlowLayoutMathTests {
    /// A vertical section: 375 wide, insets 10/16, 100 × 50 items, spacing 10 across and 20 between lines.
    func grid(count: Int, header: CGFloat = 0, footer: CGFloat = 0) -> FlowSectionGeometry {
        FlowSectionGeometry(start: 0, itemCount: count, uniformSize: (100, 50), sizes: { _ in (0, 0) },
                            headerLength: header, footerLength: footer, insetVLead: 10, insetVTrail: 10,
                            insetULead: 16, insetUTrail: 16, crossLength: 375, lineSpacing: 20, interitemSpacing: 10)
    }

    @Test func itemsPerLineFitsWithMinimumSpacing() {
        // 343 available: 3 × 100 + 2 × 10 = 320 fits, 4 × 100 + 3 × 10 = 430 does not.
        #expect(FlowSectionGeometry.itemsPerLine(available: 343, item: 100, spacing: 10) == 3)
        #expect(FlowSectionGeometry.itemsPerLine(available: 320, item: 100, spacing: 10) == 3)
        #expect(FlowSectionGeometry.itemsPerLine(available: 319, item: 100, spacing: 10) == 2)
        #expect(FlowSectionGeometry.itemsPerLine(available: 50, item: 100, spacing: 10) == 1)
    }

    @Test func uniformLinesAreJustifiedAcrossTheWidth() {
        let g = grid(count: 7)
        // Gap = (343 − 300) / 2 = 21.5: columns at 16, 137.5, 259.
        #expect(g.itemFrame(0) == .init(u: 16, v: 10, uLength: 100, vLength: 50))
        #expect(g.itemFrame(1).u == 137.5)
        #expect(g.itemFrame(2).u == 259)
        #expect(g.itemFrame(2).u == 259)
        // Line 2 starts one line (50) plus line spacing (20) lower.
        #expect(g.itemFrame(3) == .init(u: 16, v: 80, uLength: 100, vLength: 50))
        // The last, partial line keeps the grid's columns (uniform sizes).
        #expect(g.itemFrame(6) == .init(u: 16, v: 150, uLength: 100, vLength: 50))
        #expect(g.lineCount == 3)
        let expectedLength: CGFloat = 10 + 150 + 40 + 10
        #expect(g.length == expectedLength)
    }

    @Test func singleItemLinesAreCentred() {
        let g = FlowSectionGeometry(start: 0, itemCount: 3, uniformSize: (200, 150), sizes: { _ in (0, 0) },
                                    headerLength: 0, footerLength: 0, insetVLead: 0, insetVTrail: 0,
                                    insetULead: 0, insetUTrail: 0, crossLength: 250, lineSpacing: 10,
                                    interitemSpacing: 10)
        #expect(g.itemFrame(0).u == 25)
        #expect(g.itemFrame(2).v == 320)
    }

    @Test func headerAndFooterFrameTheSection() {
        let g = grid(count: 4, header: 30, footer: 20)
        #expect(g.headerFrame == .init(u: 0, v: 0, uLength: 375, vLength: 30))
        #expect(g.itemFrame(0).v == 40)
        let footerTop: CGFloat = 170
        #expect(g.footerFrame.v == footerTop)
        #expect(g.end == footerTop + 20)
    }

    @Test func itemsInRangeAreFoundByArithmetic() {
        let g = grid(count: 100_000)
        // Lines every 70 from v = 10. [1000, 1500] meets lines 14 (990…1040) through 21 (1480…1530).
        let range = g.items(inV: 1000, 1500)
        #expect(range == 42..<66)
        #expect(g.items(inV: 0, 5).isEmpty)
        #expect(g.items(inV: 61, 79).isEmpty) // between line 0 (10…60) and line 1 (80…130)
        let end = g.items(inV: 0, 1e9)
        #expect(end.upperBound == 100_000)
    }

    @Test func lastLineOfVariedSizesIsPackedFromTheLeadingEdge() {
        let sizes: [(CGFloat, CGFloat)] = [(100, 30), (100, 30), (100, 30), (50, 30), (50, 30)]
        let g = FlowSectionGeometry(start: 0, itemCount: 5, uniformSize: nil, sizes: { sizes[$0] },
                                    headerLength: 0, footerLength: 0, insetVLead: 0, insetVTrail: 0,
                                    insetULead: 0, insetUTrail: 0, crossLength: 320, lineSpacing: 10,
                                    interitemSpacing: 10)
        // Line 0: 100 + 10 + 100 + 10 + 100 = 320. Line 1 (last): 50, 50 at the minimum spacing.
        #expect(g.itemFrame(3) == .init(u: 0, v: 40, uLength: 50, vLength: 30))
        #expect(g.itemFrame(4).u == 60)
    }

    @Test func variedSizesBreakLinesGreedilyAndCentreAcross() {
        let sizes: [(CGFloat, CGFloat)] = [(150, 40), (150, 60), (150, 50), (100, 30), (100, 30)]
        let g = FlowSectionGeometry(start: 0, itemCount: 5, uniformSize: nil, sizes: { sizes[$0] },
                                    headerLength: 0, footerLength: 0, insetVLead: 0, insetVTrail: 0,
                                    insetULead: 0, insetUTrail: 0, crossLength: 320, lineSpacing: 10,
                                    interitemSpacing: 10)
        // Line 0: items 0, 1 (150 + 10 + 150 = 310 ≤ 320), justified: 0 at 0, 1 at 170; line height 60.
        #expect(g.itemFrame(0) == .init(u: 0, v: 10, uLength: 150, vLength: 40))
        #expect(g.itemFrame(1) == .init(u: 170, v: 0, uLength: 150, vLength: 60))
        // Line 1: items 2, 3 (item 4 would need 370), justified: 3 ends at the trailing edge.
        #expect(g.itemFrame(2) == .init(u: 0, v: 70, uLength: 150, vLength: 50))
        #expect(g.itemFrame(3) == .init(u: 220, v: 80, uLength: 100, vLength: 30))
        // Line 2: item 4 alone, centred.
        #expect(g.itemFrame(4) == .init(u: 110, v: 130, uLength: 100, vLength: 30))
        #expect(g.items(inV: 65, 66).isEmpty)
        #expect(g.items(inV: 0, 5) == 0..<2)
        #expect(g.items(inV: 100, 200) == 2..<5)
    }
}
