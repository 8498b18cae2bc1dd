import QuartzCore
import Foundation

/// Building ``TableGeometry`` from the data source and delegate: header and footer heights by style, and row
/// heights — one `rowHeight` (arithmetic), the delegate's `heightForRowAt` for every row (as UIKit does without
/// estimates), or self-sizing rows' estimates and measurements (UITableView+SelfSizing.swift).
extension UITableView {
    /// Rebuilds the section and row geometry from the data source and delegate.
    package func buildGeometryIfNeeded() {
        guard !geometryIsValid else { return }
        geometryIsValid = true
        let counts = counts
        let delegate = tableDelegate
        var g = TableGeometry()
        g.tableHeaderHeight = tableHeaderView?.bounds.height ?? 0
        g.tableFooterHeight = tableFooterView?.bounds.height ?? 0
        var y = g.tableHeaderHeight
        let grouped = style != .plain
        suppliedHeaders = [:]
        suppliedFooters = [:]
        let selfSizes = selfSizingEstimate != nil
        for (s, count) in counts.enumerated() {
            let title = dataSource?.tableView(self, titleForHeaderInSection: s)
            let footerTitle = dataSource?.tableView(self, titleForFooterInSection: s)
            if let view = delegate?.tableView(self, viewForHeaderInSection: s) { suppliedHeaders[s] = view }
            if let view = delegate?.tableView(self, viewForFooterInSection: s) { suppliedFooters[s] = view }
            var header = delegate?.tableView(self, heightForHeaderInSection: s) ?? Self.automaticDimension
            if header < 0 { header = sectionHeaderHeight }
            if header < 0 {
                let titled = title != nil || suppliedHeaders[s] != nil
                header = titled ? (grouped ? 38 : 28) : (grouped ? 18 : 0)
            }
            var footer = delegate?.tableView(self, heightForFooterInSection: s) ?? Self.automaticDimension
            if footer < 0 { footer = sectionFooterHeight }
            if footer < 0 {
                let titled = footerTitle != nil || suppliedFooters[s] != nil
                footer = titled ? (grouped ? 38 : 28) : (grouped ? 18 : 0)
            }
            let uniform = rowHeight >= 0 ? rowHeight : (selfSizingEstimate ?? effectiveRowHeight)
            var section = TableGeometry.Section(start: y, headerHeight: header, footerHeight: footer, rowCount: count,
                                                uniformRowHeight: uniform, rowEnds: [])
            var explicit: ((Int) -> CGFloat)?
            if let delegate, count > 0 {
                TableDataSourceProbe.defaultRowHeightAnswered = false
                let first = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: s))
                if !TableDataSourceProbe.defaultRowHeightAnswered {
                    explicit = { $0 == 0 ? first : delegate.tableView(self, heightForRowAt: IndexPath(row: $0, section: s)) }
                }
            }
            let measured = selfSizes ? selfSizing.measured[s] ?? [:] : [:]
            if explicit != nil || !measured.isEmpty {
                section.uniformRowHeight = nil
                var ends = [CGFloat]()
                ends.reserveCapacity(count)
                var total: CGFloat = 0
                for r in 0..<count {
                    var h = explicit?(r) ?? Self.automaticDimension
                    if h < 0 { h = measured[r] ?? uniform }
                    total += max(0, h)
                    ends.append(total)
                }
                section.rowEnds = ends
            }
            g.sections.append(section)
            y = section.end
        }
        geometry = g
        contentSize = CGSize(width: bounds.width, height: g.contentHeight)
    }
}
