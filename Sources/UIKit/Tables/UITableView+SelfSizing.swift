import QuartzCore
import Foundation

/// Heights measured from self-sizing rows, by section and row.
package struct TableSelfSizingState {
    package var measured: [Int: [Int: CGFloat]] = [:]
    /// A measurement changed a row's height during this layout pass.
    package var refined = false
    /// How far rows above the visible top grew (the content offset follows, so what shows stays put).
    package var offsetCorrection: CGFloat = 0
    package init() {}
}

/// Self-sizing rows (iOS 8/11): with `rowHeight` at `automaticDimension` (the default) and `estimatedRowHeight`
/// not 0 (its default `automaticDimension` means 44), a row whose cell lays its `contentView` out with Auto Layout
/// is as tall as that content needs: `systemLayoutSizeFitting` of the content view at the row's width, required
/// horizontally and fitting vertically, rounded up to the pixel. Rows start at the estimate; a row is measured when
/// its cell is made, the geometry (and `contentSize`) is refined at once, and the pass repeats so the rows that then
/// meet the bounds are shown — as UIKit refines its estimates while rows appear. When a row above the rows already
/// on screen changes height, the content offset moves by the same amount so the visible rows stay where they are. A delegate
/// that answers `heightForRowAt` with `automaticDimension` self-sizes that row. Cells without Auto Layout content
/// (the classic styles, list configurations) keep 44 points.
extension UITableView {
    /// The height an unmeasured self-sizing row takes, or nil when rows don't size themselves.
    package var selfSizingEstimate: CGFloat? {
        guard rowHeight < 0, estimatedRowHeight != 0 else { return nil }
        return estimatedRowHeight > 0 ? estimatedRowHeight : 44
    }

    /// The height of a row whose delegate height is `automaticDimension` (or not given), before or after measuring.
    package func automaticRowHeight(_ section: Int, _ row: Int) -> CGFloat {
        if let measured = selfSizing.measured[section]?[row] { return measured }
        return selfSizingEstimate ?? effectiveRowHeight
    }

    /// Whether the row's height comes from its content (the delegate gives none, or `automaticDimension`).
    package func rowSizesItself(_ path: IndexPath) -> Bool {
        guard selfSizingEstimate != nil else { return false }
        guard let delegate = tableDelegate else { return true }
        TableDataSourceProbe.defaultRowHeightAnswered = false
        let height = delegate.tableView(self, heightForRowAt: path)
        return TableDataSourceProbe.defaultRowHeightAnswered || height < 0
    }

    /// Measures a new cell of a self-sizing row and records its height; a change marks the pass for refinement.
    /// `anchor` is the first row that was already on screen: rows before it that change height move the content
    /// offset by the change (with no anchor, rows whose top is above the visible top do).
    package func measureIfSelfSizing(_ cell: UITableViewCell, at path: IndexPath, anchor: IndexPath?) {
        guard cell.contentUsesAutoLayout, rowSizesItself(path) else { return }
        let frame = cell.frame
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: frame.width, height: UIView.layoutFittingCompressedSize.height),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        let scale = window?.screen.scale ?? 2
        let height = (fitted * scale - 1e-6).rounded(.up) / scale
        guard selfSizing.measured[path.section]?[path.row] != height else { return }
        selfSizing.measured[path.section, default: [:]][path.row] = height
        guard abs(height - frame.height) > 1e-9 else { return }
        selfSizing.refined = true
        let above = anchor.map { path < $0 } ?? (frame.minY < bounds.minY)
        if above { selfSizing.offsetCorrection += height - frame.height }
    }

    /// After a pass that measured new heights: rebuild the geometry, keep the visible rows still, lay out again.
    package func refineSelfSizedRows(place: ((UIView, CGRect) -> Void)?, depth: Int) {
        guard selfSizing.refined else { return }
        selfSizing.refined = false
        let correction = selfSizing.offsetCorrection
        selfSizing.offsetCorrection = 0
        invalidateGeometry()
        buildGeometryIfNeeded()
        if correction != 0 { bounds.origin.y += correction }
        if depth < 8 { layoutVisibleRows(animatingWith: place, depth: depth + 1) }
    }

    /// Measured heights carried through an update: each row's to its new place.
    package func remapMeasuredHeights(_ map: (IndexPath) -> IndexPath?) {
        var result: [Int: [Int: CGFloat]] = [:]
        for (section, rows) in selfSizing.measured {
            for (row, height) in rows {
                if let to = map(IndexPath(row: row, section: section)) { result[to.section, default: [:]][to.row] = height }
            }
        }
        selfSizing.measured = result
    }
}

extension UITableViewCell {
    /// Whether the content view is laid out with Auto Layout (constraints on it, or subviews that opted in).
    package var contentUsesAutoLayout: Bool {
        !contentView.constraints.isEmpty || contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    /// The cell's size for a width: its content view's fitting height (Auto Layout content), or 44.
    package func fittingSizeOfContent(_ targetSize: CGSize, horizontal: UILayoutPriority,
                                      vertical: UILayoutPriority) -> CGSize {
        guard contentUsesAutoLayout else { return CGSize(width: targetSize.width, height: 44) }
        let chrome = max(0, bounds.width - contentView.bounds.width)
        let size = contentView.systemLayoutSizeFitting(
            CGSize(width: targetSize.width - chrome, height: targetSize.height),
            withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        return CGSize(width: targetSize.width, height: size.height)
    }
}
