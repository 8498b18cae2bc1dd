import Testing
@testable import UIKit
import Flipbook

/// Dragging a row by its reorder control in editing mode.
@MainActor
struct UITableViewReorderTests {
    @Test func theMoveMappingTakesOutThenInserts() {
        func p(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
        // 0 → 2 in [a b c d]: [b c a d].
        #expect((0..<4).map { UITableView.path(p($0), afterMoving: p(0), to: p(2)).row } == [2, 0, 1, 3])
        // 3 → 1: [a d b c].
        #expect((0..<4).map { UITableView.path(p($0), afterMoving: p(3), to: p(1)).row } == [0, 2, 3, 1])
        // Across sections: row 1 of section 0 to row 0 of section 1.
        #expect(UITableView.path(p(2), afterMoving: p(1), to: p(0, 1)) == p(1))
        #expect(UITableView.path(p(0, 1), afterMoving: p(1), to: p(0, 1)) == p(1, 1))
    }

    @Test func draggingTheGrabberMovesTheRowAndAsksTheDelegateAsItCrossesRows() {
        let (stage, table, source) = makeEditingTable(MovingSource(rows: [names(6)]))
        table.setEditing(true, animated: false)
        source.log = []
        let offset = table.contentOffset
        let dragged = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let finger = stage.touchDown(at: at(table, 375 - 19, 22))
        stage.move(finger, to: at(table, 375 - 19, 112), duration: 0.5)
        // The row follows the finger (it went down 22 points into the row: the middle stays 0 points off it).
        #expect(abs(dragged.center.y - 112) <= 10)
        stage.pumpAndSettle()
        // Its middle is over row 2's place: rows 1 and 2 slid up one row to make room.
        #expect(source.log == ["target 0→1", "target 0→2"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))!.frame.minY == 0)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))!.frame.minY == 44)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))!.frame.minY == 132)
        #expect(table.contentOffset == offset)   // no scrolling
        stage.touchUp(finger)
        #expect(source.log.last == "move 0→2")
        stage.pumpAndSettle()
        #expect(source.rows == [["r1", "r2", "r0", "r3", "r4", "r5"]])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === dragged)
        #expect(dragged.frame == CGRect(x: 0, y: 88, width: 375, height: 44))
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["r1", "r2", "r0", "r3", "r4", "r5"])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132, 176, 220])
    }

    @Test func theDelegateCanRedirectTheDestination() {
        let source = MovingSource(rows: [names(6)])
        source.target = { _, proposed in proposed.row > 1 ? IndexPath(row: 1, section: 0) : proposed }
        let (stage, table, _) = makeEditingTable(source)
        table.setEditing(true, animated: false)
        source.log = []
        stage.drag(from: at(table, 375 - 19, 22), to: at(table, 375 - 19, 160), duration: 0.5)
        stage.pumpAndSettle()
        #expect(source.log == ["target 0→1", "target 0→2", "target 0→3", "move 0→1"])
        #expect(source.rows == [["r1", "r0", "r2", "r3", "r4", "r5"]])
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["r1", "r0", "r2", "r3", "r4", "r5"])
    }

    @Test func aRowDroppedWhereItWasStillTellsTheDataSource() {
        let (stage, table, source) = makeEditingTable(MovingSource(rows: [names(4)]))
        table.setEditing(true, animated: false)
        source.log = []
        stage.drag(from: at(table, 375 - 19, 66), to: at(table, 375 - 19, 80), duration: 0.3)
        stage.pumpAndSettle()
        #expect(source.log == ["move 1→1"])
        #expect(source.rows == [names(4)])
    }

    @Test func aVerticalDragElsewhereInEditingModeScrolls() {
        let (stage, table, source) = makeEditingTable(MovingSource(rows: [names(40)]))
        table.setEditing(true, animated: false)
        source.log = []
        stage.drag(from: at(table, 200, 400), to: at(table, 200, 200), duration: 0.3)
        stage.pumpAndSettle()
        #expect(table.contentOffset.y > 100)
        #expect(!source.log.contains { $0.hasPrefix("move") })
    }
}
