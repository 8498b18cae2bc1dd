import QuartzCore

/// An object that can take part in event handling: views, windows and (later) view controllers.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder up the chain: a view's superview (or its view controller), a window's application.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { false }

    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    // MARK: Touches (§10)
    // By default each method passes the touches up the responder chain (`next`), as UIKit's do: a view that
    // doesn't handle touches lets its superview see them. Override all four when you handle touches, and
    // don't call super for the ones you handle.

    /// Fingers touched down in this responder (the hit-tested view) or, forwarded, in one of its subviews.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers bound to this responder moved (even outside its bounds: a touch stays with its first view).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers bound to this responder lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were taken away: a gesture recognizer recognized them (`cancelsTouchesInView`) or the
    /// system cancelled them. Reset whatever `touchesBegan` started; no `touchesEnded` follows.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
