import QuartzCore

/// An effect a ``UIVisualEffectView`` applies: a ``UIBlurEffect`` or a ``UIVibrancyEffect``. Effects are
/// immutable values; two effects made the same way are equal.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Effects are immutable: a copy is the effect itself.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
