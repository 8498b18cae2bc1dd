import Testing
@testable import UIKit
import Flipbook

/// A cell whose content view holds a box 10 points in from the top and bottom, of a height set per row.
final class AutoLayoutCell: UITableViewCell {
    let box = UIView()
    var boxHeight: NSLayoutConstraint!

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 50)
        let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10), bottom,
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor), boxHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Rows of Auto Layout cells: row i's content is `contentHeight(i)` tall (+ 20 of margins).
final class SizingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let count: Int
    var contentHeight: (Int) -> CGFloat
    var explicitHeights: ((IndexPath) -> CGFloat)?
    @MainActor static var alive: [SizingSource] = []

    init(count: Int, contentHeight: @escaping (Int) -> CGFloat) {
        self.count = count
        self.contentHeight = contentHeight
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "auto", for: indexPath) as! AutoLayoutCell
        cell.boxHeight.constant = contentHeight(indexPath.row)
        return cell
    }
}

/// The same with `heightForRowAt` answered.
final class ExplicitSizingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "auto", for: indexPath) as! AutoLayoutCell
        cell.boxHeight.constant = 60
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row.isMultiple(of: 2) ? 30 : UITableView.automaticDimension
    }
}

@MainActor
struct UITableViewSelfSizingTests {
    func makeSizingTable(source: NSObject & UITableViewDataSource & UITableViewDelegate,
                         configure: (UITableView) -> Void = { _ in }) -> (Stage, UITableView) {
        let stage = Stage(device: .iPhoneSE)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.register(AutoLayoutCell.self, forCellReuseIdentifier: "auto")
        configure(table)
        show(table, source: source, on: stage)
        return (stage, table)
    }

    @Test func rowsStartAtTheEstimateAndTakeTheirContentsHeightAsTheyAppear() {
        let source = SizingSource(count: 20) { _ in 80 }
        SizingSource.alive.append(source)
        let (_, table) = makeSizingTable(source: source) { $0.estimatedRowHeight = 50 }
        // The first pass made the rows meeting the bounds at 50 points each; each measured 100, the rest are
        // still estimates.
        let firstPass = table.selfSizing.measured[0]?.count ?? 0
        #expect(firstPass == Int((table.bounds.maxY / 50).rounded(.down)) + 1)
        #expect(table.contentSize.height == CGFloat(firstPass) * 100 + CGFloat(20 - firstPass) * 50)
        let shown = Int((table.bounds.maxY / 100).rounded(.down)) + 1
        #expect(table.indexPathsForVisibleRows == (0..<shown).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.map(\.frame) == (0..<shown).map { CGRect(x: 0, y: CGFloat($0) * 100, width: 375, height: 100) })
        #expect(table.rectForRow(at: IndexPath(row: 19, section: 0)).height == 50)
        for _ in 0..<10 {
            table.contentOffset.y = table.contentSize.height - 667
            table.layoutIfNeeded()
        }
        #expect(table.contentSize.height == 2000)
        #expect(table.cellForRow(at: IndexPath(row: 19, section: 0))?.frame == CGRect(x: 0, y: 1900, width: 375, height: 100))
    }

    @Test func rowsGrowingAboveTheTopKeepTheVisibleRowsStill() {
        let source = SizingSource(count: 40) { _ in 80 }
        SizingSource.alive.append(source)
        let (_, table) = makeSizingTable(source: source) { $0.estimatedRowHeight = 50 }
        // Jump far down: the rows there are measured, those above stay estimates.
        table.contentOffset.y = 1200
        table.layoutIfNeeded()
        let cell = table.visibleCells[1]
        let before = cell.frame.minY - table.bounds.minY
        table.contentOffset.y -= 60
        table.layoutIfNeeded()
        // Scrolled 60 points up, whatever the rows uncovered at the top measured.
        #expect(cell.frame.minY - table.bounds.minY == before + 60)
    }

    @Test func theDelegateCanAskForAutomaticHeightsRowByRow() {
        let source = ExplicitSizingSource()
        let (_, table) = makeSizingTable(source: source)
        #expect(table.visibleCells.map(\.frame.height) == [30, 80, 30, 80, 30, 80])
        #expect(table.contentSize.height == 330)
    }

    @Test func aZeroEstimateTurnsSelfSizingOff() {
        let source = SizingSource(count: 5) { _ in 80 }
        SizingSource.alive.append(source)
        let (_, table) = makeSizingTable(source: source) { $0.estimatedRowHeight = 0 }
        #expect(table.visibleCells.map(\.frame.height) == [44, 44, 44, 44, 44])
        #expect(table.contentSize.height == 220)
    }

    @Test func theCellsFittingSizeIsItsContentViewsAutoLayoutHeight() {
        let cell = AutoLayoutCell(style: .default, reuseIdentifier: nil)
        cell.boxHeight.constant = 33
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 53))
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel).height == 44)
    }
}
