import Foundation
import Testing
@testable import UIKit
import Flipbook

@MainActor
@Suite("UILabel shadow")
struct UILabelShadowTests {
    /// `shadowColor` draws a hard copy of the text `shadowOffset` points away (one point up by default).
    @Test func shadowFallsAtItsOffset() throws {
        let stage = Stage(device: .iPhoneSE)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Flipbook"
        label.font = .boldSystemFont(ofSize: 24)
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        stage.window.addSubview(label)
        stage.pump()
        let plain = try #require(Probe.inkBounds(try Probe.contents(label.layer)))
        label.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        label.shadowOffset = CGSize(width: 4, height: 3)
        stage.pump()
        let contents = try Probe.contents(label.layer)
        let shadowed = try #require(Probe.inkBounds(contents))
        // Drawn at 2×: the ink reaches 8 pixels further right and 6 further down.
        #expect(abs(shadowed.maxX - plain.maxX - 8) <= 1)
        #expect(abs(shadowed.maxY - plain.maxY - 6) <= 1)
        #expect(shadowed.minX == plain.minX && shadowed.minY == plain.minY)
        #expect(Probe.count(contents) { $0.a > 200 && $0.b > 200 && $0.r < 50 } > 50)
    }
}
