import QuartzCore
import Foundation

/// Where a table's sections, headers, rows and footers lie along y: pure arithmetic over the heights.
///
/// A section whose rows all have one height is answered by arithmetic; a section with per-row heights keeps running
/// totals (filled once when the table reloads) and answers by binary search, so the rows in a rectangle are found in
/// time proportional to how many there are, not to the row count.
package struct TableGeometry: Sendable {
    package struct Section: Sendable {
        package var start: CGFloat
        package var headerHeight: CGFloat
        package var footerHeight: CGFloat
        package var rowCount: Int
        /// One height for every row, or nil with `rowEnds` holding each row's bottom relative to the first row's top.
        package var uniformRowHeight: CGFloat?
        package var rowEnds: [CGFloat]

        package var rowsStart: CGFloat { start + headerHeight }
        package var rowsHeight: CGFloat {
            if let h = uniformRowHeight { return CGFloat(rowCount) * h }
            return rowEnds.last ?? 0
        }
        package var end: CGFloat { rowsStart + rowsHeight + footerHeight }

        /// Top and height of row `i`.
        package func row(_ i: Int) -> (y: CGFloat, height: CGFloat) {
            if let h = uniformRowHeight { return (rowsStart + CGFloat(i) * h, h) }
            let top = i == 0 ? 0 : rowEnds[i - 1]
            return (rowsStart + top, rowEnds[i] - top)
        }

        /// The rows meeting `[y0, y1]`.
        package func rows(in y0: CGFloat, _ y1: CGFloat) -> Range<Int> {
            guard rowCount > 0, y1 >= rowsStart, y0 < rowsStart + rowsHeight else { return 0..<0 }
            let a = y0 - rowsStart, b = y1 - rowsStart
            if let h = uniformRowHeight, h > 0 {
                let first = max(0, Int((a / h).rounded(.down)))
                let last = min(rowCount - 1, Int((b / h).rounded(.down)))
                return first <= last ? first..<(last + 1) : 0..<0
            }
            // First row whose bottom is past a; last row whose top is at or before b.
            let first = TableGeometry.firstIndex(in: rowEnds, above: a)
            var last = TableGeometry.firstIndex(in: rowEnds, above: b)
            last = min(last, rowCount - 1)
            return first <= last ? first..<(last + 1) : 0..<0
        }
    }

    package var sections: [Section] = []
    package var tableHeaderHeight: CGFloat = 0
    package var tableFooterHeight: CGFloat = 0

    package init() {}

    package var contentHeight: CGFloat { (sections.last?.end ?? tableHeaderHeight) + tableFooterHeight }

    /// The first index whose value is > x in an ascending array (count if none).
    package static func firstIndex(in sorted: [CGFloat], above x: CGFloat) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] > x { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The sections meeting `[y0, y1]`.
    package func sections(in y0: CGFloat, _ y1: CGFloat) -> Range<Int> {
        guard !sections.isEmpty else { return 0..<0 }
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].end > y0 { high = mid } else { low = mid + 1 }
        }
        var end = low
        while end < sections.count, sections[end].start <= y1 { end += 1 }
        return low..<max(low, end)
    }
}
