import CoreGraphics

/// An animation of one layer property, named by a key path such as `"position"` or `"transform.rotation.y"`.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Adds the animated value to the value underneath instead of replacing it (§6.3).
    @exclusivity(unchecked) open var isAdditive = false
    /// Accepted for source compatibility; repeats do not accumulate (not implemented).
    open var isCumulative = false
    /// Maps the interpolated values (numbers, or arrays of three) into a transform before they are written, so
    /// that an animation of `transform` can be given as an angle, a scale or a translation (``CAValueFunction``).
    open var valueFunction: CAValueFunction?

    /// Set by `prepare`; `@exclusivity(unchecked)` as ``CAAnimation/timingSpec``.
    @exclusivity(unchecked) package var parsedKeyPath: LayerKeyPath?

    public convenience init(keyPath path: String?) {
        self.init()
        self.keyPath = path
    }

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
        parsedKeyPath = other.parsedKeyPath
    }

    package override func prepare(for layer: CALayer) {
        parsedKeyPath = keyPath.map(LayerKeyPath.init)
    }

    /// Writes `value` for the key path, adding it to what is there for additive animations.
    package func write(_ value: AnimationValue, to p: inout LayerProperties) {
        guard let key = parsedKeyPath else { return }
        p[key] = isAdditive ? p[key].adding(value) : value
    }
}
