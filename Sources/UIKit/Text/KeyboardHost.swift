import QuartzCore

extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// userInfo keys: frames are `NSValue`s of CGRect in screen coordinates, the duration an `NSNumber` of
    /// seconds, the curve an `NSNumber` holding a `UIView.AnimationCurve` raw value (7: the keyboard's own curve).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIView.AnimationOptions {
    /// The curve bits as a timing function; 7 (what keyboard notifications carry) is the keyboard's curve.
    package var curveTimingFunction: CAMediaTimingFunction {
        (rawValue >> 16) & 0xF == 7 ? KeyboardHost.curve : curve.timingFunction
    }
}

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

/// The keyboard as drawn: the light system keyboard's grey with four rows of white keys.
package final class KeyboardView: UIView {
    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.82, green: 0.83, blue: 0.86, alpha: 1)
        isUserInteractionEnabled = false
    }

    package required init?(coder: NSCoder) { nil }

    package override func draw(_ rect: CGRect) {
        let rows = [10, 9, 9, 5]
        let keyHeight: CGFloat = 42, gap: CGFloat = 12, top: CGFloat = 52
        let unit = bounds.width / 10
        UIColor.white.setFill()
        for (r, count) in rows.enumerated() {
            let y = top + CGFloat(r) * (keyHeight + gap)
            let inset = (bounds.width - CGFloat(count) * unit) / 2
            for k in 0..<count {
                let key = CGRect(x: inset + CGFloat(k) * unit + 3, y: y, width: unit - 6, height: keyHeight)
                UIBezierPath(roundedRect: key, cornerRadius: 5).fill()
            }
        }
    }
}
