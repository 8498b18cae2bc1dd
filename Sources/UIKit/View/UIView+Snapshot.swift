import QuartzCore

/// Snapshots: a view that shows a frozen copy of another view's rendering (§8).
extension UIView {
    /// A new view showing this view as it looks now. `afterScreenUpdates: false` captures what is on screen
    /// (presentation values); `true` first applies pending layout, so a view that is not in any window yet (the
    /// to-view of a transition) is captured as it will look. The copy does not change when the original does.
    package func makeSnapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates || window == nil {
            layoutIfNeeded()
            layer.displayTreeIfNeeded()
        }
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: bounds.size))
        let copy = Self.frozenCopy(of: layer, asRoot: true)
        copy.stretchesToSuperlayerBounds = bounds.size
        snapshot.layer.addSublayer(copy)
        return snapshot
    }

    /// A copy of `layer`'s subtree with presentation values as model values and no animations.
    private static func frozenCopy(of layer: CALayer, asRoot: Bool) -> CALayer {
        let copy = type(of: layer).init(_flipbookInstantiating: layer)
        var values = layer.presentationProperties()
        if asRoot {
            // The root of the copy fills the snapshot view: same bounds and transform, placed at its center.
            values.position = CGPoint(x: values.bounds.width * values.anchorPoint.x,
                                      y: values.bounds.height * values.anchorPoint.y)
            values.transform = CATransform3DIdentity
        }
        copy.modelValues = values
        copy.snapshotSource = layer.snapshotSource ?? layer
        for sublayer in layer.sublayers ?? [] {
            copy.addSublayer(frozenCopy(of: sublayer, asRoot: false))
        }
        if let mask = layer.mask { copy.mask = frozenCopy(of: mask, asRoot: false) }
        return copy
    }
}

/// The view `snapshotView(afterScreenUpdates:)` returns.
final class SnapshotView: UIView {}
