import CoreGraphics

extension NSNull: CAAction {
    /// `NSNull` is the action that does nothing: returning it from a delegate stops the search for an action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CALayer {
    /// The `NSNull` a delegate returns for "no action", made once (a new `NSNull` per property change is an
    /// allocation and a release each time).
    package static let noAction = NSNull()

    /// Finds the action for a key, in Core Animation's order: the delegate, the `actions` dictionary, then the
    /// class default. `NSNull` anywhere means "no action".
    package func resolveAction(forKey event: String) -> (any CAAction)? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            // A view answers `NSNull` for every change outside an animation block: comparing the type first
            // spares a dynamic cast on that path (a dynamic animator moving 2,000 views asks twice per view per
            // frame).
            if type(of: action) == NSNull.self { return nil }
            return action is NSNull ? nil : valued(action, forKey: event, isDefault: false)
        }
        if let action = actions?[event] {
            return action is NSNull ? nil : valued(action, forKey: event, isDefault: false)
        }
        return type(of: self).defaultAction(forKey: event).map { valued($0, forKey: event, isDefault: true) }
    }

    /// A basic animation found as an action with no values of its own animates from what was on screen before the
    /// change to the new value, as Core Animation documents for a basic animation whose from, to and by values are
    /// all nil. It is captured here, before the change; other actions run as they are.
    private func valued(_ action: any CAAction, forKey event: String, isDefault: Bool) -> any CAAction {
        guard let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
              basic.byValue == nil else { return action }
        return ImplicitAnimationAction(template: basic, layer: self, key: event, isDefault: isDefault)
    }

    /// Core Animation's implicit animation for a property change: a basic animation over
    /// ``CATransaction/animationDuration()`` for animatable properties of layers in a tree a stage drives.
    /// A view's own layer never gets one: its delegate (the view) answers first.
    package static func implicitAction(forKey event: String) -> (any CAAction)? {
        guard Self.implicitlyAnimatableKeys.contains(event) || LayerKeyPath(event).isCustomAnimatable else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        return animation
    }

    /// The properties Core Animation animates implicitly.
    package static let implicitlyAnimatableKeys: Set<String> = [
        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "sublayerTransform",
        "opacity", "hidden", "cornerRadius", "backgroundColor", "borderWidth", "borderColor",
        "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowPath", "contents", "contentsRect",
        "masksToBounds", "doubleSided",
    ]
}

extension LayerKeyPath {
    /// Custom (subclass) properties that subclasses declared animatable.
    package var isCustomAnimatable: Bool {
        if case .custom(let name) = self { return CALayer.customAnimatableKeys.withLock { $0.contains(name) } }
        return false
    }
}

extension CALayer {
    /// Names of subclass properties that animate implicitly (CAShapeLayer, CAGradientLayer register theirs).
    /// Locked: a subclass registers its keys the first time one is made, on whatever thread that is.
    package static let customAnimatableKeys = LockedValue<Set<String>>([])
}

/// The implicit animation of a standalone layer: runs after the model changed, from the on-screen value before.
/// The template (the class default, or a value-less basic animation from `actions` or the delegate) keeps its own
/// duration and timing function when it has them; otherwise the transaction's apply, and the default curve for the
/// class default. It is copied, so a template shared through `actions` is never changed; without a key path it
/// animates the key it was found for.
private struct ImplicitAnimationAction: CAAction {
    let template: CABasicAnimation
    let fromValue: AnimationValue?
    let shouldAnimate: Bool
    let isDefault: Bool

    init(template: CABasicAnimation, layer: CALayer, key: String, isDefault: Bool) {
        self.template = template
        self.isDefault = isDefault
        self.shouldAnimate = layer.isInHostedTree
        self.fromValue = shouldAnimate ? layer.presentationProperties()[LayerKeyPath(key)] : nil
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard shouldAnimate, let layer = anObject as? CALayer, let fromValue else { return }
        let animation = template.copy() as! CABasicAnimation
        if animation.keyPath == nil { animation.keyPath = event }
        animation.fromValue = fromValue.anyValue
        if animation.duration == 0 { animation.duration = CATransaction.animationDuration() }
        if animation.timingFunction == nil {
            animation.timingFunction = CATransaction.animationTimingFunction()
                ?? (isDefault ? CAMediaTimingFunction(name: .default) : nil)
        }
        layer.add(animation, forKey: event)
    }
}
