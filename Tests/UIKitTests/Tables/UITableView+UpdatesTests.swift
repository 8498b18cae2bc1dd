import Testing
@testable import UIKit
import Flipbook

/// Row insertion and deletion with each `RowAnimation`, over 0.3 s ease-in-out (pinned), and the traps.
@MainActor
struct UITableViewUpdatesTests {
    func ease(_ t: Double) -> Double { bezierReference(0.42, 0, 0.58, 1, at: t) }

    @Test(arguments: [UITableView.RowAnimation.fade, .right, .left, .top, .bottom, .middle, .none, .automatic])
    func insertedRowComesInByItsAnimation(_ animation: UITableView.RowAnimation) {
        let (stage, table, source) = makeTable(rows: [names(5)])
        let below = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        source.rows[0].insert("new", at: 2)
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: animation)
        let inserted = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(inserted.textLabel?.text == "new")
        #expect(inserted.frame == CGRect(x: 0, y: 88, width: 375, height: 44))
        let start = UITableView.offPlace(CGRect(x: 0, y: 88, width: 375, height: 44), animation: animation)
        stage.pump(0.15)
        let f = ease(0.5)
        if animation == .none {
            #expect(inserted.presented.position == CGPoint(x: 187.5, y: 110))
        } else {
            #expect(close(inserted.presented.position.x, start.frame.midX + (187.5 - start.frame.midX) * f, 0.05))
            #expect(close(inserted.presented.position.y, start.frame.midY + (110 - start.frame.midY) * f, 0.05))
            #expect(close(Double(inserted.presented.opacity), Double(start.alpha) + (1 - Double(start.alpha)) * f, 0.002))
        }
        // The row that was at 2 slides down one row whatever the animation.
        #expect(close(below.presented.position.y, 110 + 44 * f, 0.05))
        stage.pumpAndSettle()
        #expect(inserted.presented.opacity == 1)
    }

    @Test func deletedRowSlidesOutAndIsQueued() {
        let (stage, table, source) = makeTable(rows: [names(5)])
        let doomed = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let next = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        source.rows[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        stage.pump(0.1)
        let f = ease(0.1 / 0.3)
        #expect(close(doomed.presented.position.x, 187.5 - 375 * f, 0.05))
        #expect(close(next.presented.position.y, 110 - 44 * f, 0.05))
        stage.pumpAndSettle()
        #expect(doomed.superview == nil)
        #expect(table.visibleCells.count == 4)
        // The queued cell comes back for the next row needed.
        source.rows[0].append("again")
        table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === doomed)
        stage.pumpAndSettle()
    }

    @Test func beginEndUpdatesBatchesSeveralChanges() {
        let (stage, table, source) = makeTable(rows: [names(5)])
        table.beginUpdates()
        source.rows[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        source.rows[0].insert("x", at: 3)
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        table.endUpdates()
        stage.pumpAndSettle()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["r1", "r2", "r3", "x", "r4"])
    }

    @Test func unregisteredIdentifierTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("unable to dequeue a cell with identifier Cell - must register a nib or a class for "
            + "the identifier or connect a prototype cell in a storyboard"))
    }

    @Test func rowCountsThatDontAddUpTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let (_, table, source) = makeTable(rows: [names(3)])
            source.rows[0].removeAll()
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Invalid update: invalid number of rows in section 0. The number of rows contained in "
            + "an existing section after the update (0) must be equal to the number of rows contained in that section "
            + "before the update (3), plus or minus the number of rows inserted or deleted from that section "
            + "(0 inserted, 1 deleted)"))
    }

    @Test func scrollingToARowPastTheDataTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let (_, table, _) = makeTable(rows: [names(3)])
            table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Attempted to scroll the table view to an out-of-bounds row (5) when there are only 3 "
            + "rows in section 0."))
    }
}
