import QuartzCore

/// `keyboardDismissMode`: a drag in the scroll view hides the window's virtual keyboard at once (`.onDrag`) or
/// lets the finger pull it down (`.interactive`).
extension UIScrollView {
    /// The window's keyboard, when it is up.
    private var visibleKeyboard: (host: KeyboardHost, view: KeyboardView)? {
        guard let host = window?.keyboardHost, host.isVisible, let view = host.view else { return nil }
        return (host, view)
    }

    /// A drag began: `.onDrag` resigns the first responder, which hides the keyboard.
    func dismissKeyboardForDragBegin() {
        guard keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory,
              let keyboard = visibleKeyboard else { return }
        _ = keyboard.host.firstResponder?.resignFirstResponder()
    }

    private var isInteractiveDismissal: Bool {
        keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory
    }

    /// The finger moved: with `.interactive`, a finger below the keyboard's top edge holds that edge down.
    func dragKeyboard(fingerInWindow y: CGFloat) {
        guard isInteractiveDismissal, let (host, view) = visibleKeyboard else { return }
        let top = KeyboardDrag.top(fingerY: y, shownTop: host.shownFrame.minY, hiddenTop: host.hiddenFrame.minY)
        guard view.frame.minY != top else { return }
        view.frame.origin.y = top
    }

    /// The finger lifted: a keyboard pulled down hides if it was moving down or is more than half hidden, and
    /// otherwise slides back up (0.25 s on the keyboard curve).
    func releaseKeyboard(velocityInWindow vy: CGFloat) {
        guard isInteractiveDismissal, let (host, view) = visibleKeyboard else { return }
        let shown = host.shownFrame
        guard view.frame.minY > shown.minY else { return }
        if KeyboardDrag.dismisses(top: view.frame.minY, shownTop: shown.minY, height: shown.height, velocity: vy) {
            _ = host.firstResponder?.resignFirstResponder()
        } else {
            UIView.animate(withDuration: KeyboardHost.duration, delay: 0,
                           options: [UIView.AnimationOptions(rawValue: UInt(KeyboardHost.curveValue) << 16)],
                           animations: { view.frame = shown })
        }
    }
}

/// The interactive keyboard's rules, apart from the views.
enum KeyboardDrag {
    /// The keyboard's top edge for a finger at `fingerY`: the finger's height once it is below the shown edge,
    /// never past the hidden position.
    static func top(fingerY: CGFloat, shownTop: CGFloat, hiddenTop: CGFloat) -> CGFloat {
        min(max(fingerY, shownTop), hiddenTop)
    }

    /// Whether a release hides the keyboard: moving down, or more than half of it below the shown edge.
    static func dismisses(top: CGFloat, shownTop: CGFloat, height: CGFloat, velocity: CGFloat) -> Bool {
        velocity > 0 || top - shownTop > height / 2
    }
}
