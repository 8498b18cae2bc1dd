import QuartzCore
import Foundation

/// A row being dragged by its reorder control.
package struct TableReorderState {
    package var source: IndexPath
    package var destination: IndexPath
    /// The last proposal the delegate was asked about.
    package var proposed: IndexPath
    package var cell: UITableViewCell
    package var startCenterY: CGFloat
    package var startPointY: CGFloat
}

/// Reordering in editing mode: a drag that starts on a row's reorder control moves the row (the table does not
/// scroll). The row follows the finger vertically, above the others; when its middle crosses into another row's
/// place, the delegate's `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` is asked (once per new proposal)
/// and the rows in between slide over ``reorderShiftDuration`` to make room at its answer. On lift the data
/// source's `moveRowAt:to:` is called at once — also when the row is dropped where it was, as UIKit does
/// (unverified, pinned) — and the row settles into its new place over the same duration. A cancelled drag puts the
/// row back without calling the data source.
extension UITableView {
    package static let reorderShiftDuration: TimeInterval = 0.25

    func installReorder() {
        let pan = UIPanGestureRecognizer(target: self, action: UITableView.handleReorderPan)
        editingState.reorderPan = pan
        addGestureRecognizer(pan)
    }

    /// Where the finger went down, in the table's coordinates.
    private func startPoint(of pan: UIPanGestureRecognizer) -> CGPoint {
        let location = pan.location(in: self), translation = pan.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// The row whose reorder control is under `point` (table coordinates), when editing.
    package func reorderRow(at point: CGPoint) -> IndexPath? {
        guard isEditing, let path = indexPathForRow(at: point), let cell = cellForRow(at: path),
              cell.editingControls.showsReorder, let control = cell.reorderControlView else { return nil }
        return control.bounds.contains(convert(point, to: control)) ? path : nil
    }

    package func panStartsOnReorderControl(_ pan: UIPanGestureRecognizer) -> Bool {
        pan !== editingState.reorderPan && reorderRow(at: startPoint(of: pan)) != nil
    }

    package func reorderPanShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        let start = startPoint(of: pan)
        guard let path = reorderRow(at: start), let cell = cellForRow(at: path) else { return false }
        closeSwipe(animated: false)
        editingState.reorder = TableReorderState(source: path, destination: path, proposed: path, cell: cell,
                                                 startCenterY: cell.center.y, startPointY: start.y)
        return true
    }

    func handleReorderPan(_ pan: UIPanGestureRecognizer) {
        guard var state = editingState.reorder else { return }
        switch pan.state {
        case .began:
            bringSubviewToFront(state.cell)
            if let path = highlightedRow {
                highlightedRow = nil
                cellForRow(at: path)?.setHighlighted(false, animated: false)
            }
        case .changed:
            let half = state.cell.bounds.height / 2
            let y = state.startCenterY + pan.location(in: self).y - state.startPointY
            state.cell.center.y = min(max(y, half), max(half, contentSize.height - half))
            if let proposal = reorderProposal(forY: state.cell.center.y, state: state), proposal != state.proposed {
                state.proposed = proposal
                let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: state.source,
                                                      toProposedIndexPath: proposal) ?? proposal
                if target != state.destination, isValid(target) {
                    state.destination = target
                    editingState.reorder = state
                    UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.curveEaseInOut],
                                   animations: { self.placeDisplacedRows(state) })
                }
            }
            editingState.reorder = state
        case .ended:
            finishReorder(state, commit: true)
        default:
            finishReorder(state, commit: false)
        }
    }

    /// The row whose place the dragged row's middle is over (in the layout before the move).
    private func reorderProposal(forY y: CGFloat, state: TableReorderState) -> IndexPath? {
        indexPathForRow(at: CGPoint(x: bounds.midX, y: y))
    }

    /// Where a row other than the moving one sits while the moving row would go to `destination`.
    package func displacedFrame(of path: IndexPath, state: TableReorderState) -> CGRect {
        let height = rectForRowInContent(state.source).height
        var frame = rectForRowInContent(path)
        let after = Self.pathAfterRemoving(state.source, from: path)
        if path.section == state.source.section, path.row > state.source.row { frame.origin.y -= height }
        if after.section == state.destination.section, after.row >= state.destination.row { frame.origin.y += height }
        return frame
    }

    private func placeDisplacedRows(_ state: TableReorderState) {
        for (path, cell) in visibleCellsByPath where cell !== state.cell {
            cell.frame = displacedFrame(of: path, state: state)
        }
    }

    private func finishReorder(_ state: TableReorderState, commit: Bool) {
        editingState.reorder = nil
        guard commit else {
            UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.curveEaseInOut],
                           animations: { self.layoutVisibleRows(animatingWith: { view, frame in view.frame = frame }) })
            return
        }
        dataSource?.tableView(self, moveRowAt: state.source, to: state.destination)
        var moved: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visibleCellsByPath {
            moved[Self.path(path, afterMoving: state.source, to: state.destination)] = cell
        }
        visibleCellsByPath = moved
        selectedRows = selectedRows.map { Self.path($0, afterMoving: state.source, to: state.destination) }
        remapMeasuredHeights { Self.path($0, afterMoving: state.source, to: state.destination) }
        rowCounts = readCounts()
        invalidateGeometry()
        UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { self.layoutVisibleRows(animatingWith: { view, frame in view.frame = frame }) })
    }

    /// Where `path` is once the row at `source` has been taken out. Pure.
    package static func pathAfterRemoving(_ source: IndexPath, from path: IndexPath) -> IndexPath {
        guard path.section == source.section, path.row > source.row else { return path }
        return IndexPath(row: path.row - 1, section: path.section)
    }

    /// Where the row at `path` is after the row at `source` moved to `destination` (UIKit's `moveRowAt:to:`
    /// semantics: take out, then insert at the destination). Pure.
    package static func path(_ path: IndexPath, afterMoving source: IndexPath, to destination: IndexPath) -> IndexPath {
        if path == source { return destination }
        let after = pathAfterRemoving(source, from: path)
        guard after.section == destination.section, after.row >= destination.row else { return after }
        return IndexPath(row: after.row + 1, section: after.section)
    }
}
