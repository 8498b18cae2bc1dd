import QuartzCore

/// The protocol that carries Swift's `observe(_:options:changeHandler:)` (Foundation's name for it). On iOS
/// every `NSObject` conforms; here `UIView` (and so `UIScrollView` and their subclasses) does.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Calls `changeHandler` whenever the property at `keyPath` is set, until the returned observation is
    /// invalidated or released (see `NSKeyValueObservation` for the properties that report).
    ///
    /// ```swift
    /// observation = view.observe(\.center, options: [.old, .new]) { view, change in … }
    /// ```
    @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        makeObservation(of: self, key: Self.observableViewKey(keyPath, root: Self.self), keyPath: keyPath,
                        options: options, handler: changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
    /// Calls `changeHandler` whenever the property at `keyPath` is set — for a scroll view also
    /// `contentOffset` (on every scroll: drag, deceleration and animation frames), `contentSize` and
    /// `contentInset` — until the returned observation is invalidated or released.
    ///
    /// ```swift
    /// observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in … }
    /// ```
    @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        let scrollKeys: [(AnyKeyPath, String)] = [(\Self.contentOffset, "contentOffset"), (\Self.contentSize, "contentSize"),
                                                  (\Self.contentInset, "contentInset")]
        let key = scrollKeys.first { $0.0 == keyPath }?.1 ?? Self.observableViewKey(keyPath, root: Self.self)
        return makeObservation(of: self, key: key, keyPath: keyPath, options: options, handler: changeHandler)
    }
}
