import QuartzCore

/// The protocol that carries Swift's `observe(_:options:changeHandler:)` (Foundation's name for it). On iOS
/// every `NSObject` conforms; here `UIView` (and so `UIScrollView` and their subclasses) does.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension UIView: _KeyValueCodingAndObserving {
    /// The registry, created on first use.
    package var keyValueObserverRegistry: KeyValueObserverRegistry {
        if let existing = keyValueObservers { return existing }
        let registry = KeyValueObserverRegistry()
        keyValueObservers = registry
        return registry
    }

    /// The name of a `UIView` property that notifies observers, or nil. `Root` is the static type the key path
    /// was written on: key paths on different roots never compare equal, so the known paths are rebuilt on it.
    static func observableViewKey<Root: UIView>(_ keyPath: AnyKeyPath, root: Root.Type) -> String? {
        let known: [(AnyKeyPath, String)] = [(\Root.frame, "frame"), (\Root.bounds, "bounds"), (\Root.center, "center"),
                                             (\Root.isHidden, "isHidden"), (\Root.alpha, "alpha")]
        return known.first { $0.0 == keyPath }?.1
    }

    /// Makes an observation of the property named `key` (nil: one that never reports).
    func makeObservation<Root: UIView, Value>(of object: Root, key: String?, keyPath: KeyPath<Root, Value>,
                                              options: NSKeyValueObservingOptions,
                                              handler: @escaping @MainActor (Root, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        weak let weakObject = object
        return keyValueObserverRegistry.add(key: key ?? "\u{0}unobservable", options: options,
                                            current: { object[keyPath: keyPath] }) { old, new, isPrior in
            guard let object = weakObject else { return }
            handler(object, NSKeyValueObservedChange(kind: .setting, newValue: new as? Value, oldValue: old as? Value,
                                                     indexes: nil, isPrior: isPrior))
        }
    }
}

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
