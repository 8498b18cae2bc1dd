import Testing
@testable import UIKit
import Flipbook

/// Swipe-to-delete with `UIContextualAction`.
@MainActor
struct UITableViewSwipeTests {
    func makeSwipeTable() -> (Stage, UITableView, RowSource) {
        makeTable(rows: [names(8)]) { table, source in
            source.swipeActions = { [weak table, weak source] path in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, done in
                    source?.calls.append("delete \(path.row)")
                    source?.rows[0].remove(at: path.row)
                    table?.deleteRows(at: [path], with: .automatic)
                    done(true)
                }
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                    source?.calls.append("flag \(path.row)")
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [delete, flag])
            }
        }
    }

    @Test func swipingLeftRevealsTheActionsAndTappingDeleteRunsTheHandler() {
        let (stage, table, source) = makeSwipeTable()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        stage.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 180, y: 110), duration: 0.3)
        stage.pumpAndSettle()
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)   // the swipe did not scroll
        #expect(table.indexPathForSelectedRow == nil)
        // Open at the buttons' natural width: "Delete" and "Flag" are at least 74 points each.
        let open = table.swipe!
        #expect(cell.frame.minX == -open.actionsView.naturalWidth)
        #expect(open.actionsView.naturalWidth >= 148)
        #expect(open.actionsView.buttons.map { $0.title(for: .normal) } == ["Delete", "Flag"])
        #expect(open.actionsView.buttons[0].backgroundColor == .systemRed)
        #expect(open.actionsView.buttons[1].backgroundColor == .systemGray)
        // Delete is the trailing-most button.
        let deleteButton = open.actionsView.buttons[0]
        let point = deleteButton.convert(CGPoint(x: deleteButton.bounds.midX, y: deleteButton.bounds.midY), to: nil)
        stage.tap(at: point)
        stage.pumpAndSettle()
        #expect(source.calls.contains("delete 2"))
        #expect(table.numberOfRows(inSection: 0) == 7)
        #expect(table.swipe == nil)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "r3")
    }

    @Test func aShortSwipeClosesAgainAndATapElsewhereCloses() {
        let (stage, table, _) = makeSwipeTable()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        stage.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 280, y: 66), duration: 0.3)
        stage.pumpAndSettle()
        #expect(cell.frame.minX == 0)
        stage.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 66), duration: 0.3)
        stage.pumpAndSettle()
        #expect(cell.frame.minX < 0)
        stage.tap(at: CGPoint(x: 50, y: 400))
        stage.pumpAndSettle()
        #expect(cell.frame.minX == 0)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let (stage, table, source) = makeSwipeTable()
        stage.drag(from: CGPoint(x: 360, y: 22), to: CGPoint(x: 20, y: 22), duration: 0.3)
        stage.pumpAndSettle()
        #expect(source.calls.contains("delete 0"))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "r1")
    }
}
