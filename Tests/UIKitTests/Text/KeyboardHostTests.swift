import Testing
@testable import UIKit
import Flipbook

/// The text field and the virtual keyboard: first responder, typed text, UIKit's keyboard notifications with their
/// userInfo, and the classic "move the view above the keyboard" code animating with the keyboard.
@MainActor @Suite(.serialized) struct KeyboardTests {
    final class Recorder: @unchecked Sendable {
        var events: [(name: String, info: [AnyHashable: Any])] = []
        var tokens: [NSObjectProtocol] = []
        var onWillShow: (@MainActor (Notification) -> Void)?

        @MainActor init() {
            for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                         UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                         UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification] {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [self] posted in
                    nonisolated(unsafe) let note = posted
                    MainActor.assumeIsolated {
                        events.append((note.name.rawValue, note.userInfo ?? [:]))
                        if note.name == UIResponder.keyboardWillShowNotification { onWillShow?(note) }
                    }
                })
            }
        }

        func stop() { for t in tokens { NotificationCenter.default.removeObserver(t) } }
        var names: [String] { events.map(\.name) }
    }

    @Test func keyboardNotificationsCarryFramesDurationAndCurve() {
        let stage = Stage(device: .iPhone15)
        let root = UIView()
        stage.show(root)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.placeholder = "Name"
        root.addSubview(field)
        let recorder = Recorder()
        defer { recorder.stop() }

        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(recorder.names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification"])
        let info = recorder.events[1].info
        let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        #expect(end == CGRect(x: 0, y: 852 - 336, width: 393, height: 336))
        #expect(begin == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        #expect(stage.keyboardFrame == end)

        // The keyboard slides up along the keyboard curve.
        stage.pump(0.125)
        let keyboard = stage.window.subviews.last!
        let y = keyboard.layer.presentation()!.frame.minY
        let expected = 852 - 336 * KeyboardHost.curve.progress(at: 0.5)
        #expect(abs(y - expected) < 1)
        stage.pumpAndSettle()
        #expect(recorder.names.suffix(2) == ["UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"])

        stage.type("Hi!")
        #expect(field.text == "Hi!")
        stage.type("\u{8}")
        #expect(field.text == "Hi")

        #expect(field.resignFirstResponder())
        #expect(recorder.names.suffix(2) == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification"])
        stage.pumpAndSettle()
        #expect(recorder.names.last == "UIKeyboardDidHideNotification")
        #expect(stage.keyboardFrame == nil)
        #expect(!stage.window.subviews.contains { $0 is KeyboardView })
    }

    /// The classic code: on keyboardWillShow, move the bottom constraint above the keyboard and call
    /// layoutIfNeeded(); posted inside the keyboard's animation, the change rides along with it.
    @Test func viewAboveTheKeyboardMovesWithIt() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        let bottom = field.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        NSLayoutConstraint.activate([bottom, field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20)])
        stage.pump()
        #expect(field.frame.maxY == 647)
        #expect(field.frame.height == field.intrinsicContentSize.height)
        let recorder = Recorder()
        defer { recorder.stop() }
        recorder.onWillShow = { note in
            let frame = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
            bottom.constant = -frame.height - 20
            root.layoutIfNeeded()
        }
        field.becomeFirstResponder()
        #expect(abs(field.frame.maxY - (667 - 260 - 20)) < 1e-9)
        stage.pump(0.125)
        let progress = KeyboardHost.curve.progress(at: 0.5)
        #expect(abs(field.layer.presentation()!.frame.maxY - (647 - 260 * progress)) < 1)
        stage.pumpAndSettle()
    }
}
