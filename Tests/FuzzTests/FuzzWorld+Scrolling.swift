import Flipbook
import UIKit

/// Scrolling and lists (operations of version-2 programs): the list tab's table scrolled programmatically
/// (animated or not), dragged and flung with scripted touches, rows selected and the data reloaded.
extension FuzzWorld {
    func scroll(_ op: Op, _ p: inout ParameterStream) {
        guard let list else { return }
        let table = list.tableView
        let maxY = max(0, table.contentSize.height - table.bounds.height)
        switch op {
        case .scrollTo:
            let y = p.double(-40...(Double(maxY) + 40)), animated = p.bool(0.6)
            note("table.setContentOffset(y: \(Int(y)), animated: \(animated))")
            table.setContentOffset(CGPoint(x: 0, y: y), animated: animated)
        case .scrollDrag, .scrollFling:
            let fling = op == .scrollFling
            let up = p.bool(0.6)
            let distance = fling ? p.double(80...220) : p.double(10...160)
            let duration = fling ? p.double(0.03...0.1) : p.double(0.2...0.6)
            let frame = table.convert(table.bounds, to: nil)
            let x = Double(frame.midX), startY = Double(frame.midY) + (up ? distance / 2 : -distance / 2)
            let start = CGPoint(x: x, y: startY), end = CGPoint(x: x, y: startY + (up ? -distance : distance))
            note("\(fling ? "fling" : "drag") table \(up ? "up" : "down") \(Int(distance)) pt in \(duration) s")
            stage.drag(from: start, to: end, duration: duration)
        case .selectRow:
            guard list.rows > 0 else { return }
            let row = p.int(list.rows), animated = p.bool()
            let position: UITableView.ScrollPosition = p.pick([.none, .top, .middle, .bottom])
            if p.bool(0.5), let point = visibleRowPoint(row, in: table) {
                note("tap row \(row)")
                stage.tap(at: point)
            } else {
                note("table.selectRow(\(row), animated: \(animated), scrollPosition: \(position.rawValue))")
                table.selectRow(at: IndexPath(row: row, section: 0), animated: animated, scrollPosition: position)
            }
        default:
            if p.bool(0.3), let visible = table.indexPathsForVisibleRows, !visible.isEmpty {
                note("table.reloadRows(\(visible.count) visible)")
                table.reloadRows(at: visible, with: .automatic)
            } else {
                list.rows = p.pick([0, 3, 60, 200])
                note("rows = \(list.rows); table.reloadData()")
                table.reloadData()
            }
        }
    }

    /// The middle of `row`'s cell in window coordinates, when it is on screen.
    private func visibleRowPoint(_ row: Int, in table: UITableView) -> CGPoint? {
        guard table.window != nil, let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) else { return nil }
        let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        return stage.window.bounds.contains(point) ? point : nil
    }

    /// The list's invariants: a finite offset; once settled, rows and cells that agree with the data and nothing
    /// dragging or decelerating. (Right after `reloadData()` the visible rows are the old ones until the next
    /// layout pass, as on iOS, so the rows are compared only once the stage has settled.)
    func listViolations(settled: Bool) -> [String] {
        guard let table = list?.tableView else { return [] }
        var found: [String] = []
        let offset = table.contentOffset
        if !offset.x.isFinite || !offset.y.isFinite { found.append("table offset is not finite: \(offset)") }
        // Off the window a table is not laid out, so its visible rows stay those of its last layout.
        guard settled, table.window != nil else { return found }
        let rows = list?.rows ?? 0
        if let visible = table.indexPathsForVisibleRows, visible.contains(where: { $0.row >= rows || $0.section != 0 }) {
            found.append("visible rows \(visible.map(\.row)) beyond the \(rows) rows")
        }
        if table.visibleCells.contains(where: { $0.superview == nil || !$0.isDescendant(of: table) }) {
            found.append("a visible cell is not in the table")
        }
        if table.isDragging || table.isDecelerating {
            found.append("the table is still \(table.isDragging ? "dragging" : "decelerating") after settling")
        }
        return found
    }
}
