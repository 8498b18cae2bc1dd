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

    /// `drawHierarchy(in:afterScreenUpdates:)`: draws what `snapshotView(afterScreenUpdates:)` would show — this
    /// view and its subviews as they look on screen (presentation values, unlike `layer.render(in:)`, which draws
    /// model values) — into the current UIKit graphics context, the view's bounds scaled to fill `rect`. Like
    /// UIKit, it reports false when there is nothing to draw into (no current context) or nothing to draw.
    package func drawHierarchyIntoCurrentContext(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0,
              let snapshot = makeSnapshotView(afterScreenUpdates: afterUpdates) else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        CARenderer(layer: snapshot.layer).render(into: context)
        context.restoreGState()
        return true
    }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: the part `rect` (in this view's bounds
    /// coordinates) drawn once at the screen's scale into the new view's layer contents, with `contentsCenter` set
    /// from `capInsets`, so that resizing the snapshot view keeps the caps and stretches the rest (Apple's
    /// "resizable" snapshot). The snapshot is frozen like `snapshotView(afterScreenUpdates:)`'s.
    package func makeResizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                           withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let area = rect.standardized
        guard area.width > 0, area.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = window?.screen.scale ?? format.scale
        let own = bounds
        let image = UIGraphicsImageRenderer(size: area.size, format: format).image { _ in
            _ = drawHierarchyIntoCurrentContext(
                in: CGRect(x: own.minX - area.minX, y: own.minY - area.minY, width: own.width, height: own.height),
                afterScreenUpdates: afterUpdates)
        }
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: area.size))
        snapshot.layer.contents = image.cgImage
        snapshot.layer.contentsScale = image.scale
        snapshot.layer.contentsCenter = Self.contentsCenter(capInsets: capInsets, size: area.size)
        return snapshot
    }

    /// The unit rectangle between cap insets of a picture of `size` points.
    package static func contentsCenter(capInsets: UIEdgeInsets, size: CGSize) -> CGRect {
        guard capInsets != .zero, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let left = min(max(capInsets.left, 0), size.width), right = min(max(capInsets.right, 0), size.width - left)
        let top = min(max(capInsets.top, 0), size.height), bottom = min(max(capInsets.bottom, 0), size.height - top)
        return CGRect(x: left / size.width, y: top / size.height,
                      width: (size.width - left - right) / size.width, height: (size.height - top - bottom) / size.height)
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
