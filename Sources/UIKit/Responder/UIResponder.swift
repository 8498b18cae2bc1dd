import QuartzCore

/// An object that can take part in event handling: views, windows and (later) view controllers.
@preconcurrency @MainActor
open class UIResponder: NSObject, AssociatedObjectHosting {
    public override init() {
        super.init()
    }

    /// Associated objects (`objc_setAssociatedObject`), released with the responder.
    nonisolated(unsafe) package var associatedObjectStore: AssociatedObjectStore?

    // MARK: NSObject's UIKit additions
    // On iOS these are methods of every NSObject; Linux's NSObject cannot carry overridable members added by
    // another module, so they live here, where the classes that override them (views, view controllers) get them.

    /// Called on every object a nib-like factory made, after all of them are made and connected (UIKit's
    /// `UINibLoadingAdditions`). Call super. See ``UIView/awakeFromNib()``.
    open func awakeFromNib() {}

    /// Receives the changes a string-key registration (`addObserver(_:forKeyPath:options:context:)`) asked
    /// for. Override it (as on iOS, where it is `NSObject`'s), handle your own `context`, and pass the others
    /// to super. The default traps as Foundation's raises for a notification nobody handled.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        preconditionFailure("\(self): An -observeValueForKeyPath:ofObject:change:context: message was received but not handled.\nKey path: \(keyPath ?? "nil")\nObserved object: \(object.map { "\($0)" } ?? "nil")\nChange: \(change.map { "\($0)" } ?? "nil")\nContext: \(context.map { "\($0)" } ?? "0x0")")
    }

    /// Interface Builder's live-rendering hook: never called outside Interface Builder (a no-op here too).
    open func prepareForInterfaceBuilder() {}

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
