import Testing
@testable import UIKit
import Flipbook

/// Rows of strings in sections, with titles, swipe actions and a call log.
final class RowSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [[String]]
    var titles: [String?]
    var footers: [String?] = []
    var calls: [String] = []
    var heights: ((IndexPath) -> CGFloat)?
    var style: UITableViewCell.CellStyle = .default
    var swipeActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    @MainActor static var alive: [RowSource] = []

    init(rows: [[String]], titles: [String?] = []) {
        self.rows = rows
        self.titles = titles
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: style, reuseIdentifier: "row")
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footers.count ? footers[section] : nil
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? {
        swipeActions?(indexPath)
    }
}

/// A table over the whole iPhone SE screen.
@MainActor
func makeTable(style: UITableView.Style = .plain, rows: [[String]], titles: [String?] = [],
               configure: (UITableView, RowSource) -> Void = { _, _ in }) -> (Stage, UITableView, RowSource) {
    let stage = Stage(device: .iPhoneSE)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: style)
    let source = RowSource(rows: rows, titles: titles)
    RowSource.alive.append(source)
    configure(table, source)
    show(table, source: source, on: stage)
    return (stage, table, source)
}

/// Gives the table its data source and delegate and shows it laid out.
@MainActor
func show(_ table: UITableView, source: some UITableViewDataSource & UITableViewDelegate, on stage: Stage) {
    table.dataSource = source
    table.delegate = source
    stage.show(table)
    stage.pump()
    table.layoutIfNeeded()
}

/// Rows named "r0", "r1", …
func names(_ count: Int, _ prefix: String = "r") -> [String] { (0..<count).map { "\(prefix)\($0)" } }
