import CoreGraphics

/// Key-value access to animatable properties by key path (`"transform.rotation.z"`, `"position.x"`, …), which
/// ported Core Animation code uses to set what it animates.
extension CALayer {
    public func value(forKeyPath keyPath: String) -> Any? {
        if let emitter = self as? CAEmitterLayer, let (cell, _, key) = emitter.cell(forKeyPath: keyPath) {
            return cell.value(forKey: key)
        }
        return modelValues[LayerKeyPath(keyPath)].anyValue
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let emitter = self as? CAEmitterLayer {
            // A cell's property through the layer, and the layer's birth rate (its changes are kept in time).
            if emitter.setCellValue(value, forKeyPath: keyPath) { return }
            if keyPath == "birthRate", let rate = EmitterCellKeys.number(value) {
                emitter.birthRate = Float(rate)
                return
            }
        }
        let path = LayerKeyPath(keyPath)
        change(path.rootKey) { $0[path] = AnimationValue(any: value) }
    }

    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
}
