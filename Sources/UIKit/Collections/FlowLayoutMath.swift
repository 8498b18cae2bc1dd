import QuartzCore

/// The geometry of one section of a flow layout, as pure arithmetic over the section's measures.
///
/// Coordinates are written along two axes: `v` runs in the scroll direction (y for vertical scrolling, x for
/// horizontal) and `u` across it. Items fill lines across `u`; lines stack along `v`. A section whose items all have
/// one size is answered by arithmetic (line = item / itemsPerLine); a section of varied sizes keeps its line breaks,
/// found once when it is built, and answers by binary search. Either way a question about a rectangle costs time
/// proportional to what the rectangle holds, not to the item count.
///
/// Line alignment (UIKit's, as reported since iOS 6 — rdar://20825965): items of a full line are spread so the line
/// fills the width (the first at the leading inset, the last at the trailing one); a line holding a single item centres
/// it; with uniform sizes the last line keeps the columns of the lines above, with varied sizes it is packed from the
/// leading edge at `minimumInteritemSpacing`. Within a line, items are centred across the line's length.
package struct FlowSectionGeometry: Sendable {
    /// Where the section starts along `v`.
    package var start: CGFloat
    package var itemCount: Int
    package var headerLength: CGFloat
    package var footerLength: CGFloat
    /// Section insets in axis terms: leading/trailing along `v`, leading/trailing along `u`.
    package var insetVLead: CGFloat, insetVTrail: CGFloat, insetULead: CGFloat, insetUTrail: CGFloat
    /// The collection's length across the scroll direction (what headers span).
    package var crossLength: CGFloat
    package var lineSpacing: CGFloat
    package var interitemSpacing: CGFloat
    package var lines: Lines

    package enum Lines: Sendable {
        /// Every item `size` (u, v): arithmetic.
        case uniform(perLine: Int, itemU: CGFloat, itemV: CGFloat, gap: CGFloat)
        /// Varied sizes: each line's first item, v origin (relative to the first line) and length; each item's
        /// u origin and its size (u, v).
        case varied(lineFirst: [Int], lineV: [CGFloat], lineLength: [CGFloat], itemU: [CGFloat], sizes: [(CGFloat, CGFloat)])
    }

    /// A section of `itemCount` items; `sizeU/sizeV` are the one item size (uniform) or `sizes` gives each one's.
    package init(start: CGFloat, itemCount: Int, uniformSize: (CGFloat, CGFloat)?, sizes: (Int) -> (CGFloat, CGFloat),
                 headerLength: CGFloat, footerLength: CGFloat,
                 insetVLead: CGFloat, insetVTrail: CGFloat, insetULead: CGFloat, insetUTrail: CGFloat,
                 crossLength: CGFloat, lineSpacing: CGFloat, interitemSpacing: CGFloat) {
        self.start = start
        self.itemCount = itemCount
        self.headerLength = headerLength
        self.footerLength = footerLength
        self.insetVLead = insetVLead
        self.insetVTrail = insetVTrail
        self.insetULead = insetULead
        self.insetUTrail = insetUTrail
        self.crossLength = crossLength
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        let available = crossLength - insetULead - insetUTrail
        if let (u, v) = uniformSize {
            let perLine = FlowSectionGeometry.itemsPerLine(available: available, item: u, spacing: interitemSpacing)
            let gap = perLine > 1 ? (available - CGFloat(perLine) * u) / CGFloat(perLine - 1) : 0
            lines = .uniform(perLine: perLine, itemU: u, itemV: v, gap: gap)
        } else {
            lines = FlowSectionGeometry.breakLines(count: itemCount, available: available, spacing: interitemSpacing,
                                                   lineSpacing: lineSpacing, sizes: sizes)
        }
    }

    /// How many items of length `item` fit across `available` with at least `spacing` between them (at least one).
    package static func itemsPerLine(available: CGFloat, item: CGFloat, spacing: CGFloat) -> Int {
        guard item + spacing > 0 else { return 1 }
        return max(1, Int(((available + spacing) / (item + spacing)) + 1e-9))
    }

    /// Greedy line breaking for varied sizes, with each item's u origin after alignment.
    static func breakLines(count: Int, available: CGFloat, spacing: CGFloat, lineSpacing: CGFloat,
                           sizes: (Int) -> (CGFloat, CGFloat)) -> Lines {
        var all = [(CGFloat, CGFloat)]()
        all.reserveCapacity(count)
        for i in 0..<count { all.append(sizes(i)) }
        var lineFirst = [Int](), lineV = [CGFloat](), lineLength = [CGFloat]()
        var itemU = [CGFloat](repeating: 0, count: count)
        var i = 0
        var v: CGFloat = 0
        while i < count {
            var used = all[i].0
            var j = i + 1
            while j < count, used + spacing + all[j].0 <= available + 1e-9 {
                used += spacing + all[j].0
                j += 1
            }
            let n = j - i
            let isLast = j == count
            let length = all[i..<j].map(\.1).max() ?? 0
            if n == 1 {
                itemU[i] = (available - all[i].0) / 2
            } else {
                let widths = all[i..<j].reduce(0) { $0 + $1.0 }
                let gap = isLast ? spacing : (available - widths) / CGFloat(n - 1)
                var u: CGFloat = 0
                for k in i..<j {
                    itemU[k] = u
                    u += all[k].0 + gap
                }
            }
            lineFirst.append(i)
            lineV.append(v)
            lineLength.append(length)
            v += length + lineSpacing
            i = j
        }
        return .varied(lineFirst: lineFirst, lineV: lineV, lineLength: lineLength, itemU: itemU, sizes: all)
    }

    // MARK: Measures

    package var lineCount: Int {
        switch lines {
        case let .uniform(perLine, _, _, _): (itemCount + perLine - 1) / perLine
        case let .varied(lineFirst, _, _, _, _): lineFirst.count
        }
    }

    /// The length of all lines with the spacing between them.
    package var linesLength: CGFloat {
        let n = lineCount
        guard n > 0 else { return 0 }
        switch lines {
        case let .uniform(_, _, itemV, _): return CGFloat(n) * itemV + CGFloat(n - 1) * lineSpacing
        case let .varied(_, lineV, lineLength, _, _): return lineV[n - 1] + lineLength[n - 1]
        }
    }

    /// Where the first line starts along `v`.
    package var itemsStart: CGFloat { start + headerLength + insetVLead }

    /// The section's whole length along `v`: header, insets, lines, footer.
    package var length: CGFloat { headerLength + insetVLead + linesLength + insetVTrail + footerLength }

    package var end: CGFloat { start + length }

    // MARK: Frames, as (u, v, width along u, length along v)

    package struct AxisRect: Equatable, Sendable {
        package var u: CGFloat, v: CGFloat, uLength: CGFloat, vLength: CGFloat
        package init(u: CGFloat, v: CGFloat, uLength: CGFloat, vLength: CGFloat) {
            self.u = u; self.v = v; self.uLength = uLength; self.vLength = vLength
        }
        /// The rectangle for a scroll direction: v is y when vertical.
        package func rect(vertical: Bool) -> CGRect {
            vertical ? CGRect(x: u, y: v, width: uLength, height: vLength)
                : CGRect(x: v, y: u, width: vLength, height: uLength)
        }
    }

    /// The frame of item `i`.
    package func itemFrame(_ i: Int) -> AxisRect {
        switch lines {
        case let .uniform(perLine, itemU, itemV, gap):
            let line = i / perLine, column = i % perLine
            let available = crossLength - insetULead - insetUTrail
            let u = perLine == 1 ? insetULead + (available - itemU) / 2 : insetULead + CGFloat(column) * (itemU + gap)
            let v = itemsStart + CGFloat(line) * (itemV + lineSpacing)
            return AxisRect(u: u, v: v, uLength: itemU, vLength: itemV)
        case let .varied(lineFirst, lineV, lineLength, itemU, sizes):
            let line = FlowSectionGeometry.lastIndex(in: lineFirst, notAbove: i)
            let (su, sv) = sizes[i]
            let v = itemsStart + lineV[line] + (lineLength[line] - sv) / 2
            return AxisRect(u: insetULead + itemU[i], v: v, uLength: su, vLength: sv)
        }
    }

    package var headerFrame: AxisRect { AxisRect(u: 0, v: start, uLength: crossLength, vLength: headerLength) }

    package var footerFrame: AxisRect {
        AxisRect(u: 0, v: end - footerLength, uLength: crossLength, vLength: footerLength)
    }

    /// The items whose line meets `[v0, v1]` (a superset of the items meeting the rectangle: lines, not items).
    package func items(inV v0: CGFloat, _ v1: CGFloat) -> Range<Int> {
        let n = lineCount
        guard n > 0, v1 >= itemsStart, v0 <= itemsStart + linesLength else { return 0..<0 }
        let a = v0 - itemsStart, b = v1 - itemsStart
        switch lines {
        case let .uniform(perLine, _, itemV, _):
            let pitch = itemV + lineSpacing
            let first = pitch > 0 ? max(0, Int(((a - itemV) / pitch).rounded(.down)) + 1) : 0
            let last = pitch > 0 ? min(n - 1, Int((b / pitch).rounded(.down))) : n - 1
            guard first <= last else { return 0..<0 }
            return (first * perLine)..<min(itemCount, (last + 1) * perLine)
        case let .varied(lineFirst, lineV, lineLength, _, _):
            // The first line ending at or after a, the last starting at or before b.
            var first = FlowSectionGeometry.lastIndex(in: lineV, notAbove: a)
            if lineV[first] + lineLength[first] < a { first += 1 }
            let last = FlowSectionGeometry.lastIndex(in: lineV, notAbove: b)
            guard first <= last, first < n else { return 0..<0 }
            let end = last + 1 < n ? lineFirst[last + 1] : itemCount
            return lineFirst[first]..<end
        }
    }

    /// The largest index whose value is ≤ `x` in an ascending array (0 if none).
    package static func lastIndex<T: Comparable>(in sorted: [T], notAbove x: T) -> Int {
        var low = 0, high = sorted.count - 1
        var answer = 0
        while low <= high {
            let mid = (low + high) / 2
            if sorted[mid] <= x { answer = mid; low = mid + 1 } else { high = mid - 1 }
        }
        return answer
    }
}
