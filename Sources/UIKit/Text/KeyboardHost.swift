import QuartzCore

/// The window's virtual keyboard: it slides up from the bottom edge when a text field becomes first responder and
/// down when it resigns, over 0.25 s on the keyboard curve, posting UIKit's keyboard notifications. The "will"
/// notifications are posted inside the keyboard's animation block, as iOS does, so what observers change there
/// (a constraint constant and `layoutIfNeeded()`) moves with the keyboard.
@MainActor
package final class KeyboardHost {
    /// iOS's values: 0.25 s, curve 7.
    package static let duration: TimeInterval = 0.25
    package static let curveValue = 7
    /// The keyboard curve (decision: iOS's curve 7 is a private spring-like curve; this cubic is the usual
    /// approximation of it: fast start, long settle).
    package nonisolated static var curve: CAMediaTimingFunction { CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1) }

    unowned let window: UIWindow
    package weak var firstResponder: UITextField?
    package private(set) var view: KeyboardView?
    package private(set) var isVisible = false

    package init(window: UIWindow) {
        self.window = window
    }

    /// The keyboard's height: 260 pt (216 of keys and the 44 pt suggestions bar) on a phone without a home
    /// indicator, 302 pt plus the bottom safe area on one with it (336 on an iPhone 15).
    package var height: CGFloat {
        let bottom = window.safeAreaInsets.bottom
        return bottom > 0 ? 302 + bottom : 260
    }

    package var shownFrame: CGRect {
        let b = window.bounds
        return CGRect(x: 0, y: b.height - height, width: b.width, height: height)
    }

    package var hiddenFrame: CGRect {
        let b = window.bounds
        return CGRect(x: 0, y: b.height, width: b.width, height: height)
    }

    package func show() {
        let begin = isVisible ? shownFrame : hiddenFrame, end = shownFrame
        if view == nil {
            let keyboard = KeyboardView(frame: begin)
            view = keyboard
            window.addSubview(keyboard)
        }
        let info = userInfo(begin: begin, end: end)
        let wasVisible = isVisible
        isVisible = true
        UIView.animate(withDuration: Self.duration, delay: 0, options: [UIView.AnimationOptions(rawValue: 7 << 16)],
                       animations: {
            self.view?.frame = end
            if !wasVisible { self.post(UIResponder.keyboardWillChangeFrameNotification, info) }
            self.post(UIResponder.keyboardWillShowNotification, info)
        }, completion: { _ in
            if !wasVisible { self.post(UIResponder.keyboardDidChangeFrameNotification, info) }
            self.post(UIResponder.keyboardDidShowNotification, info)
        })
    }

    package func hide() {
        guard isVisible else { return }
        isVisible = false
        let info = userInfo(begin: shownFrame, end: hiddenFrame)
        UIView.animate(withDuration: Self.duration, delay: 0, options: [UIView.AnimationOptions(rawValue: 7 << 16)],
                       animations: {
            self.view?.frame = self.hiddenFrame
            self.post(UIResponder.keyboardWillChangeFrameNotification, info)
            self.post(UIResponder.keyboardWillHideNotification, info)
        }, completion: { _ in
            if !self.isVisible {
                self.view?.removeFromSuperview()
                self.view = nil
            }
            self.post(UIResponder.keyboardDidChangeFrameNotification, info)
            self.post(UIResponder.keyboardDidHideNotification, info)
        })
    }

    private func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.curveValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
    }

    private func post(_ name: Notification.Name, _ info: [AnyHashable: Any]) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: info)
    }
}
