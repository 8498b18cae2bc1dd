import UIKit

extension Stage {
    /// Types `text` into the first responder as the keyboard would, one character at a time (a newline is Return,
    /// "\u{8}" the delete key), then commits. Nothing happens without a text field being edited.
    public func type(_ text: String) {
        activate()
        guard let field = window.keyboardHost.firstResponder else { return }
        for character in text {
            if character == "\u{8}" { field.deleteBackward() } else { field.insertTyped(String(character)) }
        }
        commit()
    }

    /// The on-screen keyboard's frame in window coordinates while it is shown (its model value), or nil.
    public var keyboardFrame: CGRect? {
        let host = window.keyboardHost
        return host.isVisible ? host.shownFrame : nil
    }
}
