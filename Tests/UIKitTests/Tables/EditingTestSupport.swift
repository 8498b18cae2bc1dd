import Testing
@testable import UIKit
import Flipbook

/// Rows of strings that log every editing question. The subclasses conform to the protocols themselves, so each
/// one's own optional methods are the witnesses (a subclass's method never replaces a default its superclass's
/// conformance already chose).
@MainActor
class EditSource: NSObject {
    var rows: [[String]]
    var log: [String] = []
    var styles: [IndexPath: UITableViewCell.EditingStyle] = [:]
    var notEditable: Set<IndexPath> = []
    var target: ((IndexPath, IndexPath) -> IndexPath)?
    @MainActor static var alive: [EditSource] = []

    init(rows: [[String]]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default,
                                                                                             reuseIdentifier: "row")
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        log.append("canEdit \(indexPath.row)")
        return !notEditable.contains(indexPath)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        log.append("style \(indexPath.row)")
        return styles[indexPath] ?? .delete
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath?.row ?? -1)")
    }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        log.append("target \(sourceIndexPath.row)→\(proposedDestinationIndexPath.row)")
        return target?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
}

/// Commits deletions and insertions (and logs them, `.none` probes included).
final class CommittingSource: EditSource, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .delete ? "delete" : editingStyle == .insert ? "insert" : "none") \(indexPath.row)")
        if editingStyle == .delete {
            rows[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        } else if editingStyle == .insert {
            rows[indexPath.section].insert("new", at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)], with: .automatic)
        }
    }
}

/// Moves rows (so rows are movable by UIKit's default).
final class MovingSource: EditSource, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row)→\(destinationIndexPath.row)")
        let row = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        rows[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
    }
}

/// Answers canMoveRowAt itself (and logs it).
final class AskingSource: EditSource, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        log.append("canMove \(indexPath.row)")
        return true
    }
}

/// Neither commits nor moves.
final class PlainEditSource: EditSource, UITableViewDataSource, UITableViewDelegate {}

/// A table of `source` over the whole iPhone SE screen.
@MainActor
func makeEditingTable<Source: EditSource & UITableViewDataSource & UITableViewDelegate>(_ source: Source, configure: (UITableView) -> Void = { _ in })
    -> (Stage, UITableView, Source) {
    let stage = Stage(device: .iPhoneSE)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    EditSource.alive.append(source)
    configure(table)
    show(table, source: source, on: stage)
    source.log = []
    return (stage, table, source)
}

/// A point given in the table's content coordinates, in the window (rows sit below the 20-point status bar inset).
@MainActor
func at(_ table: UITableView, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
    table.convert(CGPoint(x: x, y: y), to: nil)
}
