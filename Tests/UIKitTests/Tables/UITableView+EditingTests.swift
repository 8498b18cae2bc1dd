import Testing
@testable import UIKit
import Flipbook

/// Editing mode: the questions asked, the controls, delete confirmation, insert, selection while editing.
@MainActor
struct UITableViewEditingTests {
    @Test func enteringEditingAsksEachVisibleRowCanEditThenStyleThenCanMove() {
        let (_, table, source) = makeEditingTable(AskingSource(rows: [names(3)]))
        #expect(!table.isEditing)
        table.setEditing(true, animated: false)
        #expect(table.isEditing)
        #expect(source.log == ["canEdit 0", "style 0", "canMove 0", "canEdit 1", "style 1", "canMove 1",
                               "canEdit 2", "style 2", "canMove 2"])
        source.log = []
        table.isEditing = true   // no change: nothing asked
        #expect(source.log.isEmpty)
        table.isEditing = false
        #expect(source.log.isEmpty)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    }

    @Test func rowsAreMovableOnlyWhenTheDataSourceImplementsMoveRowAt() {
        let (_, plainTable, _) = makeEditingTable(PlainEditSource(rows: [names(3)]))
        plainTable.setEditing(true, animated: false)
        #expect(plainTable.visibleCells.allSatisfy { !$0.editingControls.showsReorder && $0.reorderControlView == nil })

        let (_, table, source) = makeEditingTable(MovingSource(rows: [names(3)]))
        table.setEditing(true, animated: false)
        #expect(table.visibleCells.allSatisfy { $0.editingControls.showsReorder && $0.reorderControlView != nil })
        // The one probe: an identity move of the first row, asked once per data source.
        #expect(source.log.filter { $0.hasPrefix("move") } == ["move 0→0"])
        table.setEditing(false, animated: false)
        table.setEditing(true, animated: false)
        #expect(source.log.filter { $0.hasPrefix("move") } == ["move 0→0"])
        #expect(source.rows == [names(3)])
    }

    @Test func theContentSlidesRightByTheIndentationOverAnEaseInOutThirdOfASecond() {
        let (stage, table, _) = makeEditingTable(MovingSource(rows: [names(3)]))
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.contentView.frame.minX == 0)
        table.setEditing(true, animated: true)
        stage.pump(0.15)
        // Ease-in-out is symmetric: half the time, half the way.
        let mid = cell.contentView.layer.presentation()!.frame.minX
        #expect(abs(mid - 19) < 1e-6)
        stage.pumpAndSettle()
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 375 - 38 - 38, height: 44))
        #expect(cell.editingControlView?.frame == CGRect(x: 0, y: 0, width: 38, height: 44))
        #expect(cell.editingControlView?.kind == .delete)
        #expect(cell.reorderControlView?.frame == CGRect(x: 375 - 38, y: 0, width: 38, height: 44))
        #expect(cell.editingStyle == .delete)
        // Pixels: the red delete circle at the control's middle (2x snapshot), the gray grabber bars at the trailing edge.
        let image = stage.snapshot()
        let red = image.pixel(x: 2 * 19, y: 2 * (66 + 20) - 6)
        #expect(red.r > 200 && red.g < 90 && red.b < 90)
        let white = image.pixel(x: 2 * 19, y: 2 * (66 + 20))   // the minus bar
        #expect(white.r > 240 && white.g > 240 && white.b > 240)
        var grabber = 0
        for y in (2 * (44 + 20))..<(2 * (88 + 20)) where image.pixel(x: 2 * (375 - 19), y: y).r < 200 { grabber += 1 }
        #expect(grabber >= 6)
        table.setEditing(false, animated: false)
        #expect(cell.contentView.frame.minX == 0)
        #expect(cell.editingControlView?.alpha == 0)
    }

    @Test func rowsThatCannotEditShowNoControlAndDoNotIndent() {
        let source = PlainEditSource(rows: [names(3)])
        source.notEditable = [IndexPath(row: 1, section: 0)]
        let (_, table, _) = makeEditingTable(source)
        table.setEditing(true, animated: false)
        #expect(source.log == ["canEdit 0", "style 0", "canEdit 1", "canEdit 2", "style 2"])
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.editingStyle == .none)
        #expect(cell.contentView.frame.minX == 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))!.contentView.frame.minX == 38)
    }

    @Test func tappingTheDeleteControlOpensTheConfirmationAndItsButtonCommits() {
        let (stage, table, source) = makeEditingTable(CommittingSource(rows: [names(4)]))
        table.setEditing(true, animated: false)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        stage.tap(at: at(table, 19, 66))
        stage.pumpAndSettle()
        let open = try! #require(table.swipe)
        #expect(open.path == IndexPath(row: 1, section: 0))
        #expect(open.actionsView.buttons.map { $0.title(for: .normal) } == ["Delete"])
        #expect(cell.frame.minX == -open.actionsView.naturalWidth)
        #expect(source.log.filter { $0.hasPrefix("commit") }.isEmpty)
        #expect(source.log.contains("willBeginEditing 1"))
        let button = open.actionsView.buttons[0]
        stage.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        stage.pumpAndSettle()
        #expect(source.log.filter { $0.hasPrefix("commit") } == ["commit delete 1"])
        #expect(source.rows == [["r0", "r2", "r3"]])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "r2")
        #expect(table.isEditing)
    }

    @Test func aTapElsewhereClosesTheDeleteConfirmation() {
        let (stage, table, source) = makeEditingTable(CommittingSource(rows: [names(4)]))
        table.setEditing(true, animated: false)
        stage.tap(at: at(table, 19, 22))
        stage.pumpAndSettle()
        #expect(table.swipe != nil)
        stage.tap(at: at(table, 200, 400))
        stage.pumpAndSettle()
        #expect(table.swipe == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))!.frame.minX == 0)
        #expect(source.log.suffix(1) == ["didEndEditing 0"])
        #expect(source.rows == [names(4)])
    }

    @Test func tappingAnInsertControlCommitsAnInsertionAtOnce() {
        let source = CommittingSource(rows: [names(3)])
        source.styles[IndexPath(row: 2, section: 0)] = .insert
        let (stage, table, _) = makeEditingTable(source)
        table.setEditing(true, animated: false)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(cell.editingStyle == .insert)
        #expect(cell.editingControlView?.kind == .insert)
        let green = stage.snapshot().pixel(x: 2 * 19 - 10, y: 2 * (110 + 20) - 6)
        #expect(green.g > 150 && green.r < 120)
        stage.tap(at: at(table, 19, 110))
        stage.pumpAndSettle()
        #expect(source.log.filter { $0.hasPrefix("commit") } == ["commit insert 2"])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "new")
    }

    @Test func aTapSelectsWhileEditingOnlyWhenAllowed() {
        let (stage, table, source) = makeEditingTable(PlainEditSource(rows: [names(4)]))
        #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing)
        table.setEditing(true, animated: false)
        stage.tap(at: at(table, 200, 66))
        stage.pumpAndSettle()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!source.log.contains("didSelect 1"))
        table.allowsSelectionDuringEditing = true
        stage.tap(at: at(table, 200, 66))
        stage.pumpAndSettle()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(source.log.contains("didSelect 1"))
        // Leaving editing mode deselects (pinned), without telling the delegate.
        table.setEditing(false, animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!source.log.contains("didDeselect 1"))
    }

    @Test func multipleSelectionDuringEditingShowsCirclesAndTapsToggle() {
        let (stage, table, source) = makeEditingTable(PlainEditSource(rows: [names(4)])) { table in
            table.allowsMultipleSelectionDuringEditing = true
        }
        table.setEditing(true, animated: false)
        // Selection circles replace the delete controls; the delegate is not asked for a style.
        #expect(!source.log.contains { $0.hasPrefix("style") })
        let cell0 = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell0.editingControlView?.kind == .selection)
        #expect(cell0.contentView.frame.minX == 38)
        stage.tap(at: at(table, 200, 22))
        stage.tap(at: at(table, 200, 110))
        stage.pumpAndSettle()
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        #expect(cell0.editingControlView?.isChecked == true)
        let blue = stage.snapshot().pixel(x: 2 * 19 - 14, y: 2 * (22 + 20))
        #expect(blue.b > 200 && blue.r < 100)
        stage.tap(at: at(table, 200, 22))
        stage.pumpAndSettle()
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(source.log.filter { $0.contains("elect") } == ["didSelect 0", "didSelect 2", "didDeselect 0"])
        #expect(cell0.editingControlView?.isChecked == false)
    }

    @Test func rowsDoNotSwipeWhileEditing() {
        let (stage, table, _) = makeEditingTable(CommittingSource(rows: [names(4)]))
        table.setEditing(true, animated: false)
        stage.drag(from: at(table, 300, 66), to: at(table, 150, 66), duration: 0.3)
        stage.pumpAndSettle()
        #expect(table.swipe == nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))!.frame.minX == 0)
    }

    @Test func swipeToDeleteIsOfferedWhenTheDataSourceCommits() {
        let (stage, table, source) = makeEditingTable(CommittingSource(rows: [names(4)]))
        stage.drag(from: at(table, 300, 66), to: at(table, 150, 66), duration: 0.3)
        stage.pumpAndSettle()
        let open = try! #require(table.swipe)
        #expect(open.actionsView.buttons.map { $0.title(for: .normal) } == ["Delete"])
        #expect(open.actionsView.buttons[0].backgroundColor == .systemRed)
        // The probe: one `.none` commit, which the source ignores.
        #expect(source.log.filter { $0.hasPrefix("commit") } == ["commit none 1"])
        #expect(source.log.contains("willBeginEditing 1"))
        let button = open.actionsView.buttons[0]
        stage.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        stage.pumpAndSettle()
        #expect(source.log.filter { $0.hasPrefix("commit") } == ["commit none 1", "commit delete 1"])
        #expect(source.rows == [["r0", "r2", "r3"]])
    }

    @Test func noSwipeToDeleteWithoutCommit() {
        let (stage, table, _) = makeEditingTable(PlainEditSource(rows: [names(4)]))
        stage.drag(from: at(table, 300, 66), to: at(table, 150, 66), duration: 0.3)
        stage.pumpAndSettle()
        #expect(table.swipe == nil)
    }
}
