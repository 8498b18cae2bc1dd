import QuartzCore

/// One `addObserver(_:forKeyPath:options:context:)` registration.
private final class StringKeyRegistration {
    weak var observer: NSObject?
    let keyPath: String
    let context: UnsafeMutableRawPointer?
    var observation: NSKeyValueObservation?

    init(observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer?) {
        self.observer = observer
        self.keyPath = keyPath
        self.context = context
    }
}

private nonisolated(unsafe) var stringKeyRegistrationsKey: UInt8 = 0

// String-key observing, on top of the registry under `observe(_:options:changeHandler:)`: the same properties
// report (a view's `frame`, `bounds`, `center`, `hidden`, `alpha`; a scroll view's `contentOffset`,
// `contentSize`, `contentInset`), at the same moments. Values arrive as the Swift values themselves
// (`change?[.newKey] as? CGPoint`), not boxed in `NSValue` as on iOS (docs/porting.md).
extension UIView {
    /// The registry key for an Objective-C key path (`"hidden"` is `isHidden`'s), or nil when the path doesn't
    /// report (accepted, never called back, as a property that isn't key-value compliant behaves on iOS).
    private func observedKey(for keyPath: String) -> String? {
        switch keyPath {
        case "frame", "bounds", "center", "alpha": return keyPath
        case "hidden", "isHidden": return "isHidden"
        case "contentOffset", "contentSize", "contentInset": return self is UIScrollView ? keyPath : nil
        default: return nil
        }
    }

    /// The current value of a reporting key (for `.initial`).
    private func observedValue(for key: String) -> Any {
        switch key {
        case "frame": return frame
        case "bounds": return bounds
        case "center": return center
        case "alpha": return alpha
        case "isHidden": return isHidden
        case "contentOffset": return (self as? UIScrollView)?.contentOffset ?? .zero
        case "contentSize": return (self as? UIScrollView)?.contentSize ?? .zero
        case "contentInset": return (self as? UIScrollView)?.contentInset ?? .zero
        default: return NSNull()
        }
    }

    private var stringKeyRegistrations: [StringKeyRegistration] {
        get { objc_getAssociatedObject(self, &stringKeyRegistrationsKey) as? [StringKeyRegistration] ?? [] }
        set { objc_setAssociatedObject(self, &stringKeyRegistrationsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Registers `observer` to receive `observeValue(forKeyPath:of:change:context:)` when the property at
    /// `keyPath` is set. As on iOS the observer is not retained, and the same observer may register more than
    /// once (it is then called once per registration). The observer must be a `UIResponder` (a view or view
    /// controller) to be called: that is where Linux lets `observeValue` be overridden.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String,
                            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        let registration = StringKeyRegistration(observer: observer, keyPath: keyPath, context: context)
        let key = observedKey(for: keyPath)
        weak let weakSelf = self
        registration.observation = keyValueObserverRegistry.add(
            key: key ?? "\u{0}unobservable", options: options,
            current: { [unowned self] in key.map { self.observedValue(for: $0) } ?? NSNull() }
        ) { [weak registration] old, new, isPrior in
            guard let registration, let observer = registration.observer as? UIResponder, let object = weakSelf
            else { return }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if let old { change[.oldKey] = old }
            if let new { change[.newKey] = new }
            if isPrior { change[.notificationIsPriorKey] = true }
            observer.observeValue(forKeyPath: registration.keyPath, of: object, change: change,
                                  context: registration.context)
        }
        stringKeyRegistrations.append(registration)
    }

    /// Removes the most recent registration of `observer` for `keyPath` with `context`. Traps with Foundation's
    /// message when there is none, as iOS raises.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(of: observer, keyPath: keyPath) { $0.context == context }
    }

    /// Removes the most recent registration of `observer` for `keyPath`, whatever its context.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeRegistration(of: observer, keyPath: keyPath) { _ in true }
    }

    private func removeRegistration(of observer: NSObject, keyPath: String,
                                    matching: (StringKeyRegistration) -> Bool) {
        var registrations = stringKeyRegistrations
        guard let index = registrations.lastIndex(where: {
            $0.observer === observer && $0.keyPath == keyPath && matching($0)
        }) else {
            preconditionFailure("Cannot remove an observer <\(type(of: observer)) \(Unmanaged.passUnretained(observer).toOpaque())> for the key path \"\(keyPath)\" from <\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque())> because it is not registered as an observer.")
        }
        registrations[index].observation?.invalidate()
        registrations.remove(at: index)
        stringKeyRegistrations = registrations
    }
}
