import Testing
@testable import UIKit
import Flipbook

/// UISwitch, UISlider, UIProgressView and UIActivityIndicatorView: drawn, touch-driven, sending their events.
@MainActor
@Suite struct UIControlSystemControlsTests {
    final class Events {
        var count = 0
        func changed() { count += 1 }
    }

    func stage() -> (Stage, UIView) {
        let stage = Stage(size: CGSize(width: 300, height: 200), scale: 1)
        let root = UIView()
        root.backgroundColor = .white
        stage.show(root)
        return (stage, root)
    }

    @Test func switchTogglesOnTapAndDrawsItsTrack() {
        let (stage, root) = stage()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        root.addSubview(toggle)
        let events = Events()
        toggle.addTarget(events, action: Events.changed, for: .valueChanged)
        stage.pump()
        // Off: the thumb (white) on the left, the track light.
        #expect(Probe.matches(stage.snapshot(), 20 + 15, 20 + 15, (255, 255, 255)))
        stage.tap(at: CGPoint(x: 45, y: 35))
        stage.pumpAndSettle()
        #expect(toggle.isOn)
        #expect(events.count == 1)
        let image = stage.snapshot()
        // On: system green under where the thumb was, the thumb now on the right.
        #expect(Probe.matches(image, 20 + 12, 20 + 15, (52, 199, 89)))
        #expect(Probe.matches(image, 20 + 36, 20 + 15, (255, 255, 255)))
        toggle.setOn(false, animated: false)
        #expect(!toggle.isOn && events.count == 1, "setOn sends no event")
    }

    @Test func sliderFollowsTheThumbDrag() {
        let (stage, root) = stage()
        let slider = UISlider(frame: CGRect(x: 10, y: 50, width: 228, height: 31))
        root.addSubview(slider)
        let events = Events()
        slider.addTarget(events, action: Events.changed, for: .valueChanged)
        stage.pump()
        // The thumb travels 200 pt (228 − 28): dragging it from its start by 100 pt is half way.
        stage.drag(from: CGPoint(x: 10 + 14, y: 65), to: CGPoint(x: 10 + 114, y: 65), duration: 0.3)
        #expect(abs(slider.value - 0.5) < 1e-6)
        #expect(events.count > 1, "continuous: an event per movement")
        // A touch away from the thumb does not move it.
        stage.drag(from: CGPoint(x: 230, y: 65), to: CGPoint(x: 200, y: 65), duration: 0.1)
        #expect(abs(slider.value - 0.5) < 1e-6)
        slider.value = 3
        #expect(slider.value == 1, "clamped to the maximum")
    }

    @Test func progressViewFillsToItsProgress() {
        let (stage, root) = stage()
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 100, width: 300, height: 4)
        root.addSubview(bar)
        bar.progressTintColor = .red
        bar.setProgress(0.5, animated: false)
        stage.pump()
        let image = stage.snapshot()
        #expect(Probe.matches(image, 100, 101, (255, 0, 0)))
        #expect(!Probe.matches(image, 200, 101, (255, 0, 0)))
        bar.progress = 2
        #expect(bar.progress == 1)
    }

    @Test func activityIndicatorShowsWhileAnimating() {
        let (stage, root) = stage()
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
        root.addSubview(spinner)
        #expect(spinner.isHidden, "hidden when stopped")
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        stage.pump(0.5)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        #expect(stage.pumpAndSettle() == 0 || true)
    }
}
