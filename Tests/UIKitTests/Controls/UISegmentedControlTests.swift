import Testing
@testable import UIKit
import Flipbook

/// UISegmentedControl: drawn as iOS 13+ draws it, touch-driven, sending `.valueChanged`.
@MainActor
@Suite struct UISegmentedControlTests {
    final class Events {
        var count = 0
        var indices: [Int] = []
        func changed(_ sender: UISegmentedControl) {
            count += 1
            indices.append(sender.selectedSegmentIndex)
        }
    }

    /// A 240 × 32 control of three 80 pt segments at (20, 20) on a white 300 × 200 stage at scale 1.
    func setUp() -> (Stage, UISegmentedControl, Events) {
        let stage = Stage(size: CGSize(width: 300, height: 200), scale: 1)
        let root = UIView()
        root.backgroundColor = .white
        stage.show(root)
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 20, width: 240, height: 32)
        root.addSubview(control)
        let events = Events()
        control.addTarget(events, action: Events.changed, for: .valueChanged)
        stage.pump()
        return (stage, control, events)
    }

    /// The track's 12 % fill of 118/118/128 over white.
    static let track = (239, 239, 240)

    @Test func itemsMakeSegmentsWithNoSelection() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.numberOfSegments == 2)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 1) == "B")
        #expect(control.intrinsicContentSize.height == 32)
        #expect(control.bounds.size == control.intrinsicContentSize, "init(items:) sizes the control to fit")
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        control.selectedSegmentIndex = 1
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 0, "the selection follows its segment")
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func segmentsShareTheWidthUnlessSized() {
        let (_, control, _) = setUp()
        #expect(control.segmentFrames().map(\.width) == [80, 80, 80])
        control.setWidth(120, forSegmentAt: 0)
        control.layoutIfNeeded()
        #expect(control.segmentFrames().map(\.minX) == [0, 120, 180])
        #expect(control.widthForSegment(at: 0) == 120 && control.widthForSegment(at: 1) == 0)
    }

    @Test func selectionIsDrawnRaisedOnTheTrack() {
        let (stage, control, events) = setUp()
        control.selectedSegmentIndex = 0
        #expect(events.count == 0, "setting the index from code sends nothing")
        stage.pump()
        let image = stage.snapshot()
        #expect(Probe.matches(image, 20 + 8, 20 + 6, (255, 255, 255)), "the white selection, inset 2 pt")
        #expect(Probe.matches(image, 20 + 125, 20 + 6, Self.track, tolerance: 2), "an unselected segment shows the track")
        // Titles: dark ink in each segment.
        #expect(Probe.count(image, in: CGRect(x: 100, y: 20, width: 80, height: 32)) { $0.r < 80 } > 10)
        control.selectedSegmentTintColor = .red
        stage.pump()
        #expect(Probe.matches(stage.snapshot(), 20 + 8, 20 + 6, (255, 0, 0)))
    }

    @Test func tapSlidesTheSelectionAndSendsValueChanged() {
        let (stage, control, events) = setUp()
        control.selectedSegmentIndex = 0
        stage.pump()
        stage.tap(at: CGPoint(x: 20 + 200, y: 36))
        #expect(control.selectedSegmentIndex == 2)
        #expect(events.indices == [2], "one event, sent with the new index")
        // The selection slides over 0.25 s: part way there after about half of it.
        stage.pump(0.1)
        let midX = control.selectionView.presented.position.x
        #expect(midX > 40 + 20 && midX < 200 - 20, "between the first and third segments, was \(midX)")
        stage.pumpAndSettle()
        #expect(control.selectionView.frame == CGRect(x: 162, y: 2, width: 76, height: 28))
        #expect(Probe.matches(stage.snapshot(), 20 + 200, 20 + 6, (255, 255, 255)))
        #expect(Probe.matches(stage.snapshot(), 20 + 8, 20 + 6, Self.track, tolerance: 2))
        // Tapping the selected segment changes nothing.
        stage.tap(at: CGPoint(x: 20 + 200, y: 36))
        #expect(events.count == 1)
    }

    @Test func draggingTheSelectionCarriesIt() {
        let (stage, control, events) = setUp()
        control.selectedSegmentIndex = 2
        stage.pump()
        let finger = stage.touchDown(at: CGPoint(x: 20 + 200, y: 36))
        stage.move(finger, to: CGPoint(x: 20 + 120, y: 36), duration: 0.1)
        stage.pumpAndSettle()
        #expect(control.selectionView.frame.midX == 120, "the selection follows the finger to the middle segment")
        #expect(control.selectedSegmentIndex == 2 && events.count == 0, "nothing is chosen before the lift")
        stage.move(finger, to: CGPoint(x: 20 + 30, y: 36), duration: 0.1)
        stage.touchUp(finger)
        stage.pumpAndSettle()
        #expect(control.selectedSegmentIndex == 0)
        #expect(events.indices == [0])
    }

    @Test func disabledSegmentsCannotBeChosen() {
        let (stage, control, events) = setUp()
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        stage.tap(at: CGPoint(x: 20 + 120, y: 36))
        #expect(control.selectedSegmentIndex == 0 && events.count == 0)
        let disabled = control.effectiveAttributes(for: [.disabled])[.foregroundColor] as? UIColor
        #expect(disabled == UIColor.tertiaryLabel)
    }

    @Test func momentaryControlsKeepNoSelection() {
        let (stage, control, events) = setUp()
        control.isMomentary = true
        stage.tap(at: CGPoint(x: 20 + 120, y: 36))
        #expect(events.indices == [1], "the handler reads the tapped segment")
        stage.pumpAndSettle()
        #expect(control.selectionView.alpha == 0, "nothing stays selected on screen")
    }

    @Test func titleTextAttributesLayOverTheNormalOnes() {
        let (stage, control, _) = setUp()
        control.selectedSegmentIndex = 0
        control.setTitleTextAttributes([.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 20)],
                                       for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red)
        let selected = control.effectiveAttributes(for: .selected)
        #expect(selected[.foregroundColor] as? UIColor == .red)
        #expect((selected[.font] as? UIFont)?.pointSize == 20, "the normal font's size, made semibold")
        #expect((control.effectiveAttributes(for: .normal)[.font] as? UIFont)?.pointSize == 20)
        stage.pump()
        let image = stage.snapshot()
        #expect(Probe.count(image, in: CGRect(x: 100, y: 20, width: 80, height: 32)) { $0.b > 200 && $0.r < 60 } > 10,
                "blue titles in the unselected segments")
        #expect(Probe.count(image, in: CGRect(x: 20, y: 20, width: 80, height: 32)) { $0.r > 200 && $0.b < 60 } > 10,
                "a red title in the selected one")
    }

    @Test func actionsRunForTheirSegment() {
        var chosen: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "Left") { _ in chosen.append("left") },
            UIAction(title: "Right") { _ in chosen.append("right") },
        ])
        let stage = Stage(size: CGSize(width: 300, height: 100), scale: 1)
        let root = UIView()
        stage.show(root)
        root.addSubview(control)
        stage.tap(at: CGPoint(x: 150, y: 16))
        #expect(chosen == ["right"])
        #expect(control.titleForSegment(at: 0) == "Left")
    }

    @Test func darkModeSelectionIsGrey() {
        let (stage, control, _) = setUp()
        control.selectedSegmentIndex = 0
        stage.userInterfaceStyle = .dark
        stage.pump()
        let fill = UISegmentedControl.selectionColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(fill == UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1))
        #expect(Probe.matches(stage.snapshot(), 20 + 8, 20 + 6, (99, 99, 102)))
    }
}
