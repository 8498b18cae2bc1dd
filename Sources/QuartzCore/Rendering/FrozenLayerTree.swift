import CoreGraphics

/// A layer tree as it is on screen at one instant, copied so that it can be rasterised on another thread while
/// the original goes on changing: what parallel export renders (record frames in order, rasterise concurrently).
///
/// Every visible layer is copied with its presentation values at the instant as model values and no animations,
/// so rendering the copy draws the same pixels as rendering the original at that time. Made on the thread that
/// owns the tree (the main thread); afterwards nothing refers back to the original layers, except delegates the
/// caller declared inert (a UIView's, which draws nothing through `draw(_:in:)`), contents images, colours and
/// paths, which are immutable.
package final class FrozenLayerTree: @unchecked Sendable {
    /// The copied root, placed as the original was in its superlayer's space.
    package let root: CALayer
    /// The rectangle of the root's superlayer space the renderer showed.
    package let bounds: CGRect

    private init(root: CALayer, bounds: CGRect) {
        self.root = root
        self.bounds = bounds
    }

    /// Freezes what `renderer` would draw at media time `time`, or nil when the tree can't be rendered away from
    /// its owner: a replicator with an instance delay (its instances show other instants), a layer drawn through
    /// a delegate that `isInert` doesn't vouch for, a snapshot of such a layer, or a text layer (text is laid out
    /// through one shared Pango context).
    package static func freeze(_ renderer: CARenderer, atTime time: CFTimeInterval?,
                               isInert: @escaping (any CALayerDelegate) -> Bool) -> FrozenLayerTree? {
        guard let root = renderer.layer else { return nil }
        let now = time ?? root.clock.now
        let parentTime = root.superlayer?.localTime(atGlobalTime: now) ?? now
        var freezer = Freezer(isInert: isInert)
        guard let copy = freezer.copy(root, parentTime: parentTime), !freezer.failed else { return nil }
        return FrozenLayerTree(root: copy, bounds: renderer.bounds)
    }

    /// A copy of `layer`'s visible subtree as it shows now, for rendering on the main thread later while the original
    /// changes (the old picture of a ``CATransition``): no check that it could be rendered on another thread, so
    /// delegates, text layers and replicator delays are kept as they are. nil when the layer shows nothing.
    package static func snapshot(of layer: CALayer) -> CALayer? {
        let parentTime = layer.superlayer?.currentLocalTime ?? layer.clock.now
        var freezer = Freezer(isInert: { _ in true }, checksThreadSafety: false)
        return freezer.copy(layer, parentTime: parentTime)
    }

    /// Renders the frozen tree with `renderer` (one per thread), as ``CARenderer/makeImage(size:scale:atTime:opaque:)``.
    package func makeImage(with renderer: CARenderer, scale: CGFloat, opaque: Bool) -> CGImage? {
        renderer.layer = root
        renderer.bounds = bounds
        defer { renderer.layer = nil }
        return renderer.makeImage(scale: scale, atTime: 0, opaque: opaque)
    }

    private struct Freezer {
        let isInert: (any CALayerDelegate) -> Bool
        /// Whether to refuse what can't be rendered away from the main thread (see `freeze`).
        var checksThreadSafety = true
        var failed = false

        /// A copy of `layer` and its visible subtree at `parentTime`, or nil when it draws nothing. A mask is
        /// copied even when hidden: a mask that shows nothing hides its layer.
        mutating func copy(_ layer: CALayer, parentTime: Double, isMask: Bool = false) -> CALayer? {
            if failed { return nil }
            let time = layer.timing.localTime(fromParentTime: parentTime)
            let props = layer.animationEntries.isEmpty && layer.stretchesToSuperlayerBounds == nil
                ? layer.modelValues : layer.presentationProperties(atLocalTime: time)
            guard isMask || (!props.isHidden && props.opacity > 0) else { return nil }
            if checksThreadSafety { check(layer, props) }
            if failed { return nil }
            let copy = type(of: layer).init(_flipbookInstantiating: layer)
            copy.modelValues = props
            // Both only draw nothing (checked above), but they decide how many things the layer draws, and so
            // whether it composites as a group: kept, so the copy renders to the same bytes.
            copy.delegate = layer.delegate
            copy.snapshotSource = layer.snapshotSource
            copy.allowsGroupOpacity = layer.allowsGroupOpacity
            copy.minificationFilter = layer.minificationFilter
            copy.magnificationFilter = layer.magnificationFilter
            copy.maskedCorners = layer.maskedCorners
            copy.contentsGravity = layer.contentsGravity
            copy.contentsScale = layer.contentsScale
            if let mask = layer.mask {
                copy.mask = self.copy(mask, parentTime: time, isMask: true)
            }
            if let sublayers = layer.sublayers {
                copy.sublayers = sublayers.compactMap { self.copy($0, parentTime: time) }
            }
            return failed ? nil : copy
        }

        /// Marks the freeze failed if `layer` can't be rendered away from its owner.
        mutating func check(_ layer: CALayer, _ props: LayerProperties) {
            if let delegate = layer.delegate, !isInert(delegate) { failed = true }
            if let source = layer.snapshotSource,
               type(of: source) != CALayer.self || source.delegate.map({ !isInert($0) }) == true {
                failed = true
            }
            if layer is CAReplicatorLayer, case .number(let delay) = props.custom["instanceDelay"], delay != 0 {
                failed = true
            }
            // Text is laid out through one shared Pango context, which is for one thread at a time.
            if layer is CATextLayer { failed = true }
        }
    }
}
