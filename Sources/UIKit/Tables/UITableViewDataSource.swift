import QuartzCore
import Foundation

/// Supplies a table view's sections, rows and cells. `tableView(_:numberOfRowsInSection:)` and
/// `tableView(_:cellForRowAt:)` are required; the rest have UIKit's defaults.
///
/// Swift cannot ask whether a conformer implements an optional method, and UIKit's editing defaults depend on it
/// (rows are movable when `moveRowAt:to:` exists; swipe-to-delete is offered when `commit:forRowAt:` exists). The
/// table finds out once per data source by calling the method harmlessly: `moveRowAt: p to: p` (an identity move,
/// which UIKit itself sends when a row is dropped where it was) and `commit: .none forRowAt: p` (a style UIKit
/// never commits, so `if editingStyle == .delete` code ignores it). Pinned in `UITableViewEditingTests`.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {
        TableDataSourceProbe.defaultCommitCalled = true
    }
    /// As on iOS: a row can move when the data source implements `tableView(_:moveRowAt:to:)`.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.dataSourceImplementsMove
    }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {
        TableDataSourceProbe.defaultMoveCalled = true
    }
}

/// Which optional methods are the protocols' defaults (Swift has no `responds(to:)`).
@MainActor
package enum TableDataSourceProbe {
    package static var defaultRowHeightAnswered = false
    package static var defaultCommitCalled = false
    package static var defaultMoveCalled = false
}
