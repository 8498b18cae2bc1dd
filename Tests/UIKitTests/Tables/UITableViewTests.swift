import Testing
@testable import UIKit
import Flipbook

/// Geometry of the three styles, reuse, selection and scrolling.
@MainActor
struct UITableViewTests {
    @Test func plainRowsAndPinnedHeaders() {
        let (_, table, _) = makeTable(rows: [names(3), names(30)], titles: ["A", "B"])
        // Header 28, then 44-point rows, full width.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 0, y: 28, width: 375, height: 44))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 160, width: 375, height: 28))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
        // Scrolled into section 1, its header stays at the top of the visible rectangle.
        table.contentOffset = CGPoint(x: 0, y: 400)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 1)?.frame.minY == 400)
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test func groupedAndInsetGroupedStyles() {
        let (_, grouped, _) = makeTable(style: .grouped, rows: [names(2), names(2)], titles: ["First", nil])
        #expect(grouped.backgroundColor == .systemGroupedBackground)
        #expect(grouped.headerView(forSection: 0)?.textLabel?.text == "FIRST")
        // Header 38, rows, footer 18, untitled header 18.
        #expect(grouped.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY == 162) // 38 + 88 + 18 + 18
        let (_, inset, _) = makeTable(style: .insetGrouped, rows: [names(3)], titles: ["S"])
        let first = inset.cellForRow(at: IndexPath(row: 0, section: 0))!
        let middle = inset.cellForRow(at: IndexPath(row: 1, section: 0))!
        let last = inset.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(first.frame == CGRect(x: 20, y: 38, width: 335, height: 44))
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    @Test func aHundredThousandRowsCreateOnlyTheVisibleCells() {
        let (_, table, _) = makeTable(rows: [names(100_000)])
        // Resting at −20 (the status bar's safe area is in the adjusted inset): 647 / 44, rows 0…14.
        #expect(table.contentOffset.y == -20)
        #expect(table.visibleCells.count == 15)
        #expect(table.contentSize.height == 4_400_000)
        let cells = Set(table.visibleCells.map(ObjectIdentifier.init))
        table.contentOffset = CGPoint(x: 0, y: 44 * 50_000)
        table.layoutIfNeeded()
        // 667 / 44: rows 50,000…50,015, shown by the same 15 cells and one more.
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50_000, section: 0))
        #expect(table.visibleCells.count == 16)
        #expect(cells.isSubset(of: Set(table.visibleCells.map(ObjectIdentifier.init))))
        #expect(table.visibleCells.first?.textLabel?.text == "r50000")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test func heightForRowAtIsFoundByBinarySearch() {
        let (_, table, _) = makeTable(rows: [names(1_000)]) { _, source in
            source.heights = { 20 + CGFloat($0.row % 3) * 10 }
        }
        _ = table
        final class Heights: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                20 + CGFloat(indexPath.row % 3) * 10
            }
        }
        let delegate = Heights()
        table.delegate = delegate
        table.reloadData()
        table.layoutIfNeeded()
        // Every three rows take 20 + 30 + 40 = 90.
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 110, width: 375, height: 30))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 90 * 100 + 55)) == IndexPath(row: 302, section: 0))
        #expect(table.contentSize.height == 29_990)
    }

    @Test func tapSelectsAndDeselectRowFadesTheHighlight() {
        let (stage, table, source) = makeTable(rows: [names(10)])
        stage.tap(at: CGPoint(x: 100, y: 44 * 2 + 20))
        stage.pump()
        #expect(source.calls == ["willSelect 2", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let background = cell.selectedBackgroundView!
        #expect(background.superview === cell && background.alpha == 1)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        stage.pump(0.15)
        #expect(close(Double(background.presented.opacity), 1 - bezierReference(0.42, 0, 0.58, 1, at: 0.5), 0.01))
        stage.pumpAndSettle()
        #expect(background.superview == nil)
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let (_, table, _) = makeTable(rows: [names(200)])
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 4400)
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 3777)
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 4088.5)
    }

    @Test func dequeueWithoutIndexPathReturnsNilUntilRegistered() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "x") == nil)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "x")
        #expect(table.dequeueReusableCell(withIdentifier: "x")?.reuseIdentifier == "x")
    }
}
