import Foundation

/// A key-value observation made with `observe(_:options:changeHandler:)`: the handler runs while this object is
/// alive and not invalidated. Keep it (in a property) for as long as you want changes; dropping it, or calling
/// ``invalidate()``, ends the observation — as on iOS.
///
/// Linux's Foundation has no key-value observing at all (no `NSKeyValueObservation`, no `observe`), so Flipbook
/// provides the Swift API for its own classes: `UIView`'s `frame`, `bounds`, `center`, `isHidden` and `alpha`,
/// and `UIScrollView`'s `contentOffset`, `contentSize` and `contentInset`. Observing another key path is
/// accepted and never calls back (as a property that isn't key-value compliant behaves on iOS).
///
/// A change is reported when the property is *set* (a set to the same value is a change too, as on iOS for
/// these properties), synchronously, in the setter. Setting `frame` reports `frame` only — not `center` or
/// `bounds` — as UIKit's setters do; a scroll view's scrolling reports `bounds` and `contentOffset`.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private weak var registry: KeyValueObserverRegistry?
    private let id: Int

    init(registry: KeyValueObserverRegistry, id: Int) {
        self.registry = registry
        self.id = id
        super.init()
    }

    /// Ends the observation: the handler is not called again. Calling it twice is harmless.
    public func invalidate() {
        guard let registry else { return }
        self.registry = nil
        let id = self.id
        MainActor.assumeIsolated { registry.remove(id) }
    }

    deinit {
        invalidate()
    }
}
