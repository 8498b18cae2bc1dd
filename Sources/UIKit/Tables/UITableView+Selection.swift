import QuartzCore
import Foundation

/// Row selection: programmatic (no delegate calls) and by tap.
///
/// A tap: `shouldHighlightRowAt`, `didHighlightRowAt` when the finger goes down; when it lifts,
/// `didUnhighlightRowAt`, `willSelectRowAt` (which may redirect or refuse), the previous row's `willDeselectRowAt` /
/// `didDeselectRowAt` (single selection), then `didSelectRowAt`. The row stays selected until the app calls
/// ``deselectRow(at:animated:)`` — the usual `tableView.deselectRow(at: indexPath, animated: true)` in
/// `didSelectRowAt` fades the highlight out over 0.3 s. A drag that scrolls cancels the highlight.
extension UITableView {
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects a row without telling the delegate; `scrollPosition` other than `.none` scrolls it into view.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedRows { cellForRow(at: path)?.setSelected(false, animated: animated) }
            selectedRows = []
            return
        }
        guard selectionIsAllowed else { return }
        if !multipleSelectionIsActive {
            for path in selectedRows where path != indexPath { cellForRow(at: path)?.setSelected(false, animated: animated) }
            selectedRows.removeAll { $0 != indexPath }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate; `animated` fades its selected background out.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    package func selectionTouchesBegan(_ touches: Set<UITouch>) {
        if swipe != nil {
            // A touch outside an open row's buttons closes it instead of selecting.
            closeSwipe(animated: true)
            return
        }
        guard selectionIsAllowed, let touch = touches.first,
              let path = indexPathForRow(at: touch.location(in: self)) else { return }
        let delegate = tableDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        highlightedRow = path
        cellForRow(at: path)?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: path)
    }

    package func selectionTouchesEnded(_ touches: Set<UITouch>) {
        guard let path = highlightedRow else { return }
        unhighlightRow(path)
        guard let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == path else { return }
        userSelectRow(path)
    }

    package func selectionTouchesCancelled() {
        if let path = highlightedRow { unhighlightRow(path) }
    }

    private func unhighlightRow(_ path: IndexPath) {
        highlightedRow = nil
        cellForRow(at: path)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
    }

    /// What a tap on a row does.
    package func userSelectRow(_ tapped: IndexPath) {
        let delegate = tableDelegate
        if multipleSelectionIsActive, selectedRows.contains(tapped) {
            guard let path = delegate.map({ $0.tableView(self, willDeselectRowAt: tapped) }) ?? tapped else { return }
            deselectRow(at: path, animated: false)
            delegate?.tableView(self, didDeselectRowAt: path)
            return
        }
        guard selectionIsAllowed,
              let path = delegate.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped else { return }
        if !multipleSelectionIsActive {
            for old in selectedRows where old != path {
                guard let deselect = delegate.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old else { continue }
                deselectRow(at: deselect, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselect)
            }
        }
        if !selectedRows.contains(path) { selectedRows.append(path) }
        cellForRow(at: path)?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: path)
    }

    /// Scrolls so the row is at `scrollPosition` (`.none`: the least scrolling that shows it). Raises for a row past
    /// the data, with UIKit's message.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        SectionCounts.checkScrollTarget(indexPath, in: counts, element: "row", view: "table view",
                                        typeName: "\(Self.self)")
        var frame = rectForRowInContent(indexPath)
        // A pinned plain header covers the top of the section: keep the row below it.
        if style == .plain, scrollPosition == .top || scrollPosition == .none {
            let header = geometry.sections[indexPath.section].headerHeight
            frame.origin.y -= header
            frame.size.height += header
        }
        var position: UICollectionView.ScrollPosition
        switch scrollPosition {
        case .top: position = .top
        case .middle: position = .centeredVertically
        case .bottom: position = .bottom
        case .none:
            let visible = bounds.inset(by: adjustedContentInset)
            if frame.minY < visible.minY { position = .top }
            else if frame.maxY > visible.maxY { position = .bottom }
            else { return }
        }
        let offset = UICollectionView.contentOffset(toShow: frame, at: position, current: contentOffset,
                                                    viewSize: bounds.size, contentSize: contentSize,
                                                    inset: adjustedContentInset)
        setContentOffset(offset, animated: animated)
    }
}
