import Testing
@testable import UIKit
import Flipbook

/// UIStepper: steps on touch down, repeats while held on the stage clock, clamps or wraps.
@MainActor
@Suite struct UIStepperTests {
    final class Events {
        var values: [Double] = []
        func changed(_ sender: UIStepper) { values.append(sender.value) }
    }

    /// A stepper at (20, 20) on a white stage at scale 1: − centred at (43.5, 36), + at (90.5, 36).
    func setUp() -> (Stage, UIStepper, Events) {
        let stage = Stage(size: CGSize(width: 200, height: 100), scale: 1)
        let root = UIView()
        root.backgroundColor = .white
        stage.show(root)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        root.addSubview(stepper)
        let events = Events()
        stepper.addTarget(events, action: Events.changed, for: .valueChanged)
        stage.pump()
        return (stage, stepper, events)
    }

    static let minus = CGPoint(x: 43, y: 36)
    static let plus = CGPoint(x: 90, y: 36)

    @Test func defaults() {
        let stepper = UIStepper()
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        stepper.value = 500
        #expect(stepper.value == 100, "clamped")
    }

    @Test func tapsStepAndSendValueChanged() {
        let (stage, stepper, events) = setUp()
        stage.tap(at: Self.plus)
        stage.tap(at: Self.plus)
        #expect(stepper.value == 2)
        stage.tap(at: Self.minus)
        #expect(events.values == [1, 2, 1])
        stage.tap(at: Self.minus)
        stage.tap(at: Self.minus)
        #expect(stepper.value == 0 && events.values == [1, 2, 1, 0], "no step, no event below the minimum")
    }

    @Test func holdingRepeatsOnTheStageClock() {
        let (stage, stepper, events) = setUp()
        let finger = stage.touchDown(at: Self.plus)
        #expect(stepper.value == 1, "the first step is at touch down")
        stage.pump(0.45)
        #expect(stepper.value == 1)
        stage.pump(0.1)   // 0.55 s: the first repeat (0.5 s)
        #expect(stepper.value == 2)
        stage.pump(0.1)   // 0.65 s: 0.6
        #expect(stepper.value == 3)
        stage.pump(0.3)   // 0.95 s: 0.7, 0.8, 0.9
        #expect(stepper.value == 6)
        stage.touchUp(finger)
        stage.pump(0.5)
        #expect(stepper.value == 6 && events.values == [1, 2, 3, 4, 5, 6])
    }

    @Test func noAutorepeatStepsOnce() {
        let (stage, stepper, _) = setUp()
        stepper.autorepeat = false
        let finger = stage.touchDown(at: Self.plus)
        stage.pump(1)
        stage.touchUp(finger)
        #expect(stepper.value == 1)
    }

    @Test func notContinuousSendsOnceAtTheLift() {
        let (stage, stepper, events) = setUp()
        stepper.isContinuous = false
        let finger = stage.touchDown(at: Self.plus)
        stage.pump(0.75)
        #expect(stepper.value == 4 && events.values.isEmpty)
        stage.touchUp(finger)
        #expect(events.values == [4])
    }

    @Test func wrapsToTheOtherEnd() {
        let (stage, stepper, events) = setUp()
        stepper.maximumValue = 10
        stepper.stepValue = 3
        stepper.value = 9
        stage.tap(at: Self.plus)
        #expect(stepper.value == 10, "without wraps a step past the end clamps")
        stepper.wraps = true
        stage.tap(at: Self.plus)
        #expect(stepper.value == 0)
        stage.tap(at: Self.minus)
        #expect(stepper.value == 10)
        #expect(events.values == [10, 0, 10])
        #expect(UIStepper.stepped(9, by: 3, direction: 1, minimum: 0, maximum: 10, wraps: true) == 0)
        #expect(UIStepper.stepped(9, by: 3, direction: 1, minimum: 0, maximum: 10, wraps: false) == 10)
        #expect(UIStepper.stepped(1, by: 3, direction: -1, minimum: 0, maximum: 10, wraps: true) == 10)
        #expect(UIStepper.stepped(4, by: 3, direction: -1, minimum: 0, maximum: 10, wraps: true) == 1)
    }

    @Test func drawnWithDimmedGlyphAtAnEnd() {
        let (stage, stepper, _) = setUp()
        var image = stage.snapshot()
        // The track's light fill away from the glyphs, the − glyph dimmed at the minimum, the + glyph black.
        #expect(Probe.matches(image, 20 + 4, 36, (239, 239, 240), tolerance: 2))
        #expect(!Probe.matches(image, Int(20 + 23.5), 36, (0, 0, 0), tolerance: 40))
        #expect(Probe.matches(image, Int(20 + 70.5), 36, (0, 0, 0), tolerance: 10))
        #expect(Probe.matches(image, Int(20 + 70.5), 30, (0, 0, 0), tolerance: 10), "the +'s upright")
        stepper.value = 5
        stage.pump()
        image = stage.snapshot()
        #expect(Probe.matches(image, Int(20 + 23.5), 36, (0, 0, 0), tolerance: 10))
        #expect(!Probe.matches(image, Int(20 + 23.5), 30, (0, 0, 0), tolerance: 40), "− has no upright")
    }
}
