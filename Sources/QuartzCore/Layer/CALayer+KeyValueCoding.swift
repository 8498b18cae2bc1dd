import CoreGraphics

/// Key-value access to animatable properties by key path (`"transform.rotation.z"`, `"position.x"`, …), which
/// ported Core Animation code uses to set what it animates.
extension CALayer {
    public func value(forKeyPath keyPath: String) -> Any? {
        modelValues[LayerKeyPath(keyPath)].anyValue
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let path = LayerKeyPath(keyPath)
        change(path.rootKey) { $0[path] = AnimationValue(any: value) }
    }

    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
}
