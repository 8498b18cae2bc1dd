import Testing
@testable import UIKit
import Flipbook

/// The four classic styles, accessories and content configurations.
@MainActor
struct UITableViewCellTests {
    func laidOut(_ cell: UITableViewCell) -> UITableViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func classicStylesPlaceTheirLabels() {
        let plain = laidOut(UITableViewCell(style: .default, reuseIdentifier: nil))
        plain.textLabel?.text = "Title"
        plain.layoutIfNeeded()
        #expect(plain.detailTextLabel == nil)
        #expect(plain.textLabel?.frame.minX == 16)

        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        _ = laidOut(subtitle)
        #expect(subtitle.detailTextLabel!.frame.minY > subtitle.textLabel!.frame.maxY)
        #expect(subtitle.detailTextLabel?.font.pointSize == 12)

        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.textLabel?.text = "Name"
        value1.detailTextLabel?.text = "Value"
        _ = laidOut(value1)
        #expect(value1.detailTextLabel?.textAlignment == .right)
        #expect(value1.detailTextLabel!.frame.maxX == 359)
        #expect(value1.detailTextLabel?.textColor == .secondaryLabel)

        let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        value2.textLabel?.text = "key"
        value2.detailTextLabel?.text = "value"
        _ = laidOut(value2)
        #expect(value2.imageView == nil)
        #expect(value2.textLabel!.frame.maxX <= value2.detailTextLabel!.frame.minX)
    }

    @Test func imageViewPushesTheTextAlong() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in }
        cell.textLabel?.text = "With image"
        _ = laidOut(cell)
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 8, width: 29, height: 29))
        #expect(cell.textLabel?.frame.minX == 61) // 16 + 29 + 16
    }

    @Test func accessoriesAreDrawnOnTheTrailingSide() {
        let stage = Stage(size: CGSize(width: 375, height: 44))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .checkmark
        stage.show(cell)
        stage.pump()
        let image = stage.snapshot()
        // A tinted (blue) stroke inside the checkmark's 14 × 11 box at x 345…359, nothing blue left of it.
        var blue = 0, elsewhere = 0
        for y in 0..<88 {
            for x in 0..<750 {
                let p = image.pixel(x: x, y: y)
                guard p.b > 180 && p.r < 120 else { continue }
                if (690...718).contains(x) { blue += 1 } else { elsewhere += 1 }
            }
        }
        #expect(blue > 20)
        #expect(elsewhere == 0)
        #expect(cell.contentView.frame.width < 375)
    }

    @Test func contentConfigurationReplacesTheClassicLabels() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Configured"
        content.secondaryText = "Secondary"
        cell.contentConfiguration = content
        _ = laidOut(cell)
        let view = cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first
        #expect(view != nil)
        #expect((view?.configuration as? UIListContentConfiguration)?.text == "Configured")
        let labels = view!.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Configured", "Secondary"])
        #expect(labels[0].frame.minX == 16)
        // The subtitle style puts the secondary text under the text.
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.text = "A"
        subtitle.secondaryText = "B"
        cell.contentConfiguration = subtitle
        cell.layoutIfNeeded()
        let again = view!.subviews.compactMap { $0 as? UILabel }
        #expect(again[1].frame.minY > again[0].frame.maxY)
    }
}

extension UITableViewCellTests {
    /// The separator is one device pixel high: a cell laid out off screen (scale 2 by default) lays itself out
    /// again when it enters a 1× window, so its hairline is 1 pt there, however the layouts fell (found by the
    /// fuzzer as a determinism difference).
    @Test func separatorFollowsTheWindowsScale() {
        let stage = Stage(size: CGSize(width: 160, height: 240), scale: 1)
        let cell = laidOut(UITableViewCell(style: .default, reuseIdentifier: nil))
        let separator = { cell.subviews.first { $0 !== cell.contentView && $0.frame.width == 375 - cell.separatorInset.left - cell.separatorInset.right } }
        #expect(separator()?.frame.height == 0.5)
        stage.window.addSubview(cell)
        stage.pump()
        #expect(separator()?.frame.height == 1)
        #expect(separator()?.frame.minY == 43)
    }
}
