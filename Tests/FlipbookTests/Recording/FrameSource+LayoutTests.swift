import Foundation
import Testing
import UIKit
@testable import Flipbook

/// A recording (the display) does not lay the stage out: its frames show the model as it is, and the views are
/// laid out at the next commit (the stage's frame), as UIKit lays out in the run loop's commit and neither the
/// display nor `layer.render(in:)` lays anything out. A frame that laid out was a layout pass the program could
/// observe: the fuzzer's checked runs (which record) and unchecked replays (which do not) read different content
/// sizes after `reloadData()` (docs/reliability.md, `FuzzRegressionTests.renderBetweenReloadAndScroll`).
/// `Stage.snapshot()` does lay out, as `drawHierarchy(in:afterScreenUpdates: true)` does in UIKit.
@MainActor
@Suite struct FrameSourceLayoutTests {
    final class Rows: NSObject, UITableViewDataSource {
        var count = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// A 160 × 240 stage showing a table with no rows, laid out.
    private func stage(_ rows: Rows) -> (Stage, UITableView) {
        let stage = Stage(size: CGSize(width: 160, height: 240), scale: 1)
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = rows
        stage.show(table)
        stage.pump()
        return (stage, table)
    }

    @Test func aSnapshotLaysOutFirstAsAfterScreenUpdates() {
        let rows = Rows()
        let (stage, table) = stage(rows)
        rows.count = 60
        table.reloadData()
        #expect(table.contentSize.height == 0, "the content size of the last layout pass, until layout")
        _ = stage.snapshot()
        #expect(abs(table.contentSize.height - 60 * 44) < 1e-6)
        #expect(table.visibleCells.count == 6, "rows 0…5 cover 240 pt (5 × 44 = 220)")
    }

    @Test func aRecordingsFirstFrameLeavesPendingLayoutToTheCommit() {
        let rows = Rows()
        let (stage, table) = stage(rows)
        rows.count = 60
        table.reloadData()
        let recording = stage.startRecording(fps: 60, scale: 1).stop()
        #expect(recording.frames.count == 1)
        #expect(table.contentSize.height == 0, "the content size of the last layout pass, until the commit")
        #expect(table.visibleCells.isEmpty)
        stage.pump()
        #expect(abs(table.contentSize.height - 60 * 44) < 1e-6)
    }
}
