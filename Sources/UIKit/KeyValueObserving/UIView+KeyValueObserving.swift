import QuartzCore

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
