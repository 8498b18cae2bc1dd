import Foundation
import Testing
@testable import UIKit
import Flipbook

@MainActor
private final class Listener {
    var log: [String] = []
    func tapped() { log.append("tapped") }
    func tappedButton(_ sender: UIButton) { log.append("button \(sender.tag)") }
    func tappedWithEvent(_ sender: UIControl, _ event: UIEvent?) { log.append("event \(event == nil)") }
    func tappedLabel(_ sender: UILabel) { log.append("label") }
}

@MainActor
@Suite("UIControl target-action")
struct UIControlTests {
    @Test func methodReferencesOfEveryShape() {
        let button = UIButton(type: .system)
        button.tag = 7
        let listener = Listener()
        button.addTarget(listener, action: Listener.tapped, for: .touchUpInside)
        button.addTarget(listener, action: Listener.tappedButton, for: .touchUpInside)
        button.addTarget(listener, action: Listener.tappedWithEvent, for: [.touchUpInside, .valueChanged])
        button.addTarget(listener, action: Listener.tappedLabel, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(listener.log == ["tapped", "button 7", "event true"], "a sender of the wrong type is not sent")
        listener.log = []
        button.sendActions(for: .valueChanged)
        #expect(listener.log == ["event true"])
        #expect(button.allControlEvents == [.touchUpInside, .valueChanged])
        #expect(button.allTargets.count == 1)
    }

    @Test func targetsAreWeakAndRemovable() {
        let button = UIButton()
        var listener: Listener? = Listener()
        weak let weakListener = listener
        button.addTarget(listener!, action: Listener.tapped, for: .touchUpInside)
        listener = nil
        #expect(weakListener == nil)
        button.sendActions(for: .touchUpInside) // nothing to call, no crash
        #expect(button.allTargets.isEmpty)

        let other = Listener()
        button.addTarget(other, action: Listener.tapped, for: [.touchUpInside, .touchDown])
        button.removeTarget(other, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchDown)
        #expect(other.log == ["tapped"])
        button.removeTarget(nil, for: .allEvents)
        button.sendActions(for: .touchDown)
        #expect(other.log == ["tapped"])
    }

    @Test func actionsAndDisabledControls() {
        let control = UIControl(frame: .zero)
        var senders: [ObjectIdentifier] = []
        let action = UIAction(title: "Go") { action in
            if let sender = action.sender { senders.append(ObjectIdentifier(sender)) }
        }
        control.addAction(action, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(senders == [ObjectIdentifier(control)])
        control.isEnabled = false
        control.sendActions(for: .primaryActionTriggered)
        #expect(senders.count == 1)
        control.isEnabled = true
        control.removeAction(action, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(senders.count == 1)
        let primary = UIControl(frame: .zero, primaryAction: UIAction { _ in senders.append(ObjectIdentifier(control)) })
        primary.sendActions(for: .primaryActionTriggered)
        #expect(senders.count == 2)
    }

    @Test func stateFlags() {
        let control = UIControl(frame: .zero)
        #expect(control.state == .normal)
        control.isHighlighted = true
        control.isSelected = true
        #expect(control.state == [.highlighted, .selected])
        control.isEnabled = false
        #expect(control.state.contains(.disabled))
    }
}

@MainActor
@Suite("UIButton")
struct UIButtonTests {
    @Test func perStateContentFallsBackToNormal() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        #expect(button.currentTitle == "Normal")
        #expect(button.titleLabel?.text == "Normal")
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed")
        #expect(button.titleLabel?.text == "Pressed")
        #expect(button.currentTitleColor == .red)
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "Normal")
        #expect(button.title(for: .disabled) == "Normal")
    }

    @Test func systemButtonsUseTheTint() {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.tintColor = .systemRed
        #expect(button.currentTitleColor == .systemRed)
        button.isHighlighted = true
        #expect(button.currentTitleColor == UIColor.systemRed.withAlphaComponent(0.2))
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.currentTitleColor != .systemRed)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
    }

    @Test func layoutPlacesImageThenTitleCentred() throws {
        let stage = Stage(device: .iPhoneSE)
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "heart.fill"), for: .normal)
        button.setTitle("Like", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        stage.window.addSubview(button)
        stage.pump()
        let image = try #require(button.imageView).frame, title = try #require(button.titleLabel).frame
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(image.maxX == title.minX)
        #expect(abs((image.minX + title.maxX) / 2 - 100) < 0.01)
        #expect(abs(image.midY - 30) < 0.01 && abs(title.midY - 30) < 0.01)

        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        stage.pump()
        #expect(abs(button.titleLabel!.frame.minX - (title.minX + 10)) < 0.01)
        #expect(button.imageView!.frame == image)
    }

    @Test func sizeIncludesContentInsets() {
        let button = UIButton(type: .custom)
        button.setTitle("OK", for: .normal)
        let bare = button.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: bare.width + 20, height: bare.height + 10))
        button.setImage(UIImageTests.solid(12, 30, .red), for: .normal)
        #expect(button.intrinsicContentSize.height == 40)
        #expect(button.intrinsicContentSize.width == bare.width + 32)
    }

    @Test func rendersTitleInItsColour() throws {
        let stage = Stage(device: .iPhoneSE)
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.blue, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        stage.window.addSubview(button)
        stage.pump()
        let label = try #require(button.titleLabel)
        let contents = try #require(label.layer.contents as? CGImage)
        #expect(Probe.count(contents) { $0.a > 200 && $0.b > 200 && $0.r < 60 } > 20)
    }

    @Test func primaryActionButton() {
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Add") { _ in taps += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Add")
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
    }

    @Test func tapsHighlightAndSendTouchUpInside() {
        let stage = Stage(device: .iPhoneSE)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        stage.window.addSubview(button)
        let listener = Listener()
        var events: [String] = []
        button.addTarget(listener, action: Listener.tapped, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("outside") }, for: .touchUpOutside)
        stage.tap(at: CGPoint(x: 160, y: 120))
        #expect(listener.log == ["tapped"])
        #expect(events == ["down", "primary"])
        #expect(!button.isHighlighted && !button.isTracking)

        let touch = stage.touchDown(at: CGPoint(x: 160, y: 120))
        stage.pump()
        #expect(button.isHighlighted && button.isTracking)
        stage.move(touch, to: CGPoint(x: 160, y: 400))
        stage.pump()
        #expect(!button.isHighlighted && !button.isTouchInside)
        stage.touchUp(touch)
        stage.pump()
        #expect(events == ["down", "primary", "down", "outside"])
        #expect(listener.log == ["tapped"])
    }
}
