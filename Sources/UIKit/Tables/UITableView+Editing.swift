import QuartzCore
import Foundation

/// Editing mode's state: whether the table edits, what it found out about its data source, and a reorder under way.
package struct TableEditingState {
    package var isEditing = false
    /// Whether the data source implements `moveRowAt:to:` / `commit:forRowAt:` (nil: not asked yet).
    package var implementsMove: Bool?
    package var implementsCommit: Bool?
    package var reorderPan: UIPanGestureRecognizer?
    package var reorder: TableReorderState?
    package init() {}
}

/// Editing mode (`setEditing(_:animated:)`, usually from a view controller's `editButtonItem`).
///
/// Entering or leaving it closes an open swipe and deselects every row (without delegate calls; unverified on iOS,
/// pinned). Every visible row — and every row that appears later — is asked, in this order: the data source's
/// `canEditRowAt` (default true), the delegate's `editingStyleForRowAt` (default `.delete`; only for editable rows,
/// and not asked with `allowsMultipleSelectionDuringEditing`, where editable rows show selection circles), then the
/// data source's `canMoveRowAt` (default: whether `moveRowAt:to:` is implemented). Then each cell's
/// `setEditing(_:animated:)` runs.
///
/// Tapping a row's red delete control opens the delete confirmation: the row slides left to show one destructive
/// button titled by `titleForDeleteConfirmationButtonForRowAt` ("Delete"), which calls the data source's
/// `tableView(_:commit: .delete, forRowAt:)`; tapping elsewhere closes it. Tapping a green insert control calls
/// `commit: .insert` at once. While editing, rows don't swipe, and a tap selects only with
/// `allowsSelectionDuringEditing` or `allowsMultipleSelectionDuringEditing` (where taps toggle).
extension UITableView {
    package var selectionIsAllowed: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
            : allowsSelection || allowsMultipleSelection
    }

    package var multipleSelectionIsActive: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    package func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState.isEditing else { return }
        closeSwipe(animated: animated)
        editingState.isEditing = editing
        for path in selectedRows { cellForRow(at: path)?.setSelected(false, animated: animated) }
        selectedRows = []
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            prepareEditing(of: cell, at: path, animated: animated)
        }
    }

    /// Asks the row's editing questions (when editing) and puts the cell in the table's mode.
    package func prepareEditing(of cell: UITableViewCell, at path: IndexPath, animated: Bool = false) {
        guard isEditing else {
            if cell.isEditing { cell.setEditing(false, animated: animated) }
            return
        }
        let editable = dataSource?.tableView(self, canEditRowAt: path) ?? false
        var style = UITableViewCell.EditingStyle.none
        var kind = TableEditingControl.Kind.none
        if editable {
            if allowsMultipleSelectionDuringEditing {
                kind = .selection
            } else {
                style = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
                kind = style == .delete ? .delete : style == .insert ? .insert : .none
            }
        }
        cell.editingStyle = style
        cell.editingControls.kind = kind
        cell.editingControls.showsReorder = dataSource?.tableView(self, canMoveRowAt: path) ?? false
        cell.setEditing(true, animated: animated)
        cell.editingControlView?.onTap = { [weak self, weak cell] in
            guard let self, let cell else { return }
            self.editingControlTapped(in: cell)
        }
    }

    /// What tapping a row's leading control does.
    package func editingControlTapped(in cell: UITableViewCell) {
        guard let path = indexPath(for: cell) else { return }
        switch cell.editingControls.kind {
        case .delete: openSwipe(at: path, configuration: deleteConfiguration(for: path), leading: false)
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: path)
        case .selection: userSelectRow(path)
        case .none: break
        }
    }

    /// The one-button configuration of the delete confirmation and of UIKit's default swipe-to-delete.
    package func deleteConfiguration(for path: IndexPath) -> UISwipeActionsConfiguration {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: path)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    /// The delegate's trailing actions; when it has none (nil), UIKit's default: a "Delete" button for an editable
    /// `.delete`-style row whose data source implements `commit:forRowAt:`.
    package func trailingSwipeConfiguration(for path: IndexPath) -> UISwipeActionsConfiguration? {
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) {
            return configuration
        }
        guard dataSourceImplementsCommit(probing: path), dataSource?.tableView(self, canEditRowAt: path) ?? false,
              (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete else { return nil }
        return deleteConfiguration(for: path)
    }

    /// Whether the data source implements `moveRowAt:to:` (asked once, see ``UITableViewDataSource``).
    package var dataSourceImplementsMove: Bool {
        if let known = editingState.implementsMove { return known }
        guard let dataSource, let first = counts.indices.first(where: { counts[$0] > 0 }) else { return false }
        let path = IndexPath(row: 0, section: first)
        TableDataSourceProbe.defaultMoveCalled = false
        dataSource.tableView(self, moveRowAt: path, to: path)
        let implements = !TableDataSourceProbe.defaultMoveCalled
        editingState.implementsMove = implements
        return implements
    }

    /// Whether the data source implements `commit:forRowAt:` (asked once, with `.none`).
    package func dataSourceImplementsCommit(probing path: IndexPath) -> Bool {
        if let known = editingState.implementsCommit { return known }
        guard let dataSource else { return false }
        TableDataSourceProbe.defaultCommitCalled = false
        dataSource.tableView(self, commit: .none, forRowAt: path)
        let implements = !TableDataSourceProbe.defaultCommitCalled
        editingState.implementsCommit = implements
        return implements
    }
}
