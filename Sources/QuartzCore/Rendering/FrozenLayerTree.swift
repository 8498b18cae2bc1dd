import CoreGraphics

/// A layer tree as it is on screen at one instant, copied and never changed afterwards: Core Animation's render
/// tree. What parallel export rasterises on other threads, what the simulator's timeline keeps for every frame
/// (so any past instant renders again, pixel for pixel) and what its inspector lists.
///
/// Every layer is copied — hidden ones too, for the inspector — with its presentation values at the instant as
/// model values and no animations, so rendering the copy draws the same pixels as rendering the original at that
/// time. Contents images, colours and paths are shared (they are immutable). Freezing always succeeds;
/// ``isThreadSafe`` says whether the copy may also be rasterised away from the thread that owns the original.
package final class FrozenLayerTree: @unchecked Sendable {
    /// One copied layer, depth first, back to front (a layer's mask before its sublayers).
    package struct Node {
        /// The copy.
        package let layer: CALayer
        package let depth: Int
        package let isMask: Bool
        /// The original's identity: what keys the renderer's kept picture of the copy's subtree, so the copies
        /// of consecutive frames share it (see ``makeImage(with:scale:opaque:)``).
        package let original: ObjectIdentifier
        /// The original's class.
        package let layerType: AnyClass
        /// The original's delegate's class (a view's, for a view's layer), if it had one.
        package let delegateType: AnyClass?
        /// The animations running on the original at this instant, with its local time.
        package let animations: [(key: String?, animation: CAAnimation)]
        package let localTime: Double
    }

    /// The copied root, placed as the original was in its superlayer's space.
    package let root: CALayer
    /// The rectangle of the root's superlayer space a rendering shows.
    package let bounds: CGRect
    /// The media time it shows.
    package let time: Double
    /// Whether the copy can be rasterised on another thread: false when it holds a layer drawn through a delegate
    /// that `isInert` didn't vouch for (or a snapshot of one), or a text layer (text is laid out through one shared
    /// Pango context). Such a tree still renders on the owner's thread. A replicator's instance delay is not
    /// kept (its instances would show other instants): such a tree is not thread-safe either, and renders its
    /// instances at the frozen instant.
    package let isThreadSafe: Bool
    /// Every copied layer.
    package let nodes: [Node]

    private init(root: CALayer, bounds: CGRect, time: Double, isThreadSafe: Bool, nodes: [Node]) {
        self.root = root
        self.bounds = bounds
        self.time = time
        self.isThreadSafe = isThreadSafe
        self.nodes = nodes
    }

    /// Freezes `root` at media time `time`, showing `bounds` of its superlayer's space. `isInert` vouches that a
    /// delegate draws nothing through `draw(_:in:)` (a view): then the copy keeps no reference to it.
    package static func freeze(_ root: CALayer, bounds: CGRect, atTime time: CFTimeInterval,
                               isInert: @escaping (any CALayerDelegate) -> Bool) -> FrozenLayerTree {
        let parentTime = root.superlayer?.localTime(atGlobalTime: time) ?? time
        var freezer = Freezer(isInert: isInert, recordsOriginals: true)
        let copy = freezer.copy(root, parentTime: parentTime, depth: 0, isMask: false)
        return FrozenLayerTree(root: copy, bounds: bounds, time: time, isThreadSafe: freezer.isThreadSafe,
                               nodes: freezer.nodes)
    }

    /// Freezes what `renderer` would draw at media time `time` (nil: its clock's now); nil when it has no layer.
    package static func freeze(_ renderer: CARenderer, atTime time: CFTimeInterval?,
                               isInert: @escaping (any CALayerDelegate) -> Bool) -> FrozenLayerTree? {
        guard let root = renderer.layer else { return nil }
        return freeze(root, bounds: renderer.bounds, atTime: time ?? root.clock.now, isInert: isInert)
    }

    /// A copy of `layer`'s subtree as it shows now, for rendering on the main thread later while the original
    /// changes (the old picture of a ``CATransition``): delegates are kept as they are. nil when the layer shows
    /// nothing.
    package static func snapshot(of layer: CALayer) -> CALayer? {
        let parentTime = layer.superlayer?.currentLocalTime ?? layer.clock.now
        var freezer = Freezer(isInert: { _ in false }, recordsOriginals: false)
        let copy = freezer.copy(layer, parentTime: parentTime, depth: 0, isMask: false)
        return copy.isHidden || copy.opacity <= 0 ? nil : copy
    }

    /// Renders the frozen tree with `renderer` (one per thread; a thread-safe tree on any thread), as
    /// ``CARenderer/makeImage(size:scale:atTime:opaque:)``.
    ///
    /// A renderer that keeps the flattened pictures of turning subtrees (``CARenderer/isInertDelegate`` set)
    /// keys them by the originals (each copy's ``CALayer/frozenOriginal``), so the frozen frames of a flip, each a
    /// new copy, find the picture the frame before kept and only warp it, as rendering the live tree does: a
    /// simulator's frames of a page turning rasterise the page once, not every frame.
    package func makeImage(with renderer: CARenderer, scale: CGFloat, opaque: Bool) -> CGImage? {
        let (layer, shown) = (renderer.layer, renderer.bounds)
        renderer.layer = root
        renderer.bounds = bounds
        defer { (renderer.layer, renderer.bounds) = (layer, shown) }
        return renderer.makeImage(scale: scale, atTime: 0, opaque: opaque)
    }

    private struct Freezer {
        let isInert: (any CALayerDelegate) -> Bool
        /// Whether each copy records its original (``CALayer/frozenOriginal``): not for a transition's old picture,
        /// drawn beside its live original, whose kept picture it must not take.
        let recordsOriginals: Bool
        var isThreadSafe = true
        var nodes: [Node] = []

        /// A copy of `layer` and its subtree at `parentTime`.
        mutating func copy(_ layer: CALayer, parentTime: Double, depth: Int, isMask: Bool) -> CALayer {
            let time = layer.timing.localTime(fromParentTime: parentTime)
            let props = layer.animationEntries.isEmpty && layer.stretchesToSuperlayerBounds == nil
                ? layer.modelValues : layer.presentationProperties(atLocalTime: time)
            let copy = type(of: layer).init(_flipbookInstantiating: layer)
            copy.modelValues = props
            if recordsOriginals { copy.frozenOriginal = ObjectIdentifier(layer) }
            copy.allowsGroupOpacity = layer.allowsGroupOpacity
            copy.minificationFilter = layer.minificationFilter
            copy.magnificationFilter = layer.magnificationFilter
            copy.maskedCorners = layer.maskedCorners
            copy.cornerCurve = layer.cornerCurve
            copy.contentsCenter = layer.contentsCenter
            copy.contentsGravity = layer.contentsGravity
            copy.contentsScale = layer.contentsScale
            // A delegate or snapshot source that draws nothing is not kept, but the copy still counts as drawing
            // something, as the original does: the count decides whether the layer composites as a group.
            if let delegate = layer.delegate {
                if isInert(delegate) { copy.drawsThroughDelegate = true } else { copy.delegate = delegate; isThreadSafe = false }
            }
            if let source = layer.snapshotSource {
                if type(of: source) == CALayer.self, source.delegate.map(isInert) ?? true {
                    copy.drawsThroughDelegate = true
                } else {
                    copy.snapshotSource = source
                    isThreadSafe = false
                }
            }
            copy.drawsThroughDelegate = copy.drawsThroughDelegate || layer.drawsThroughDelegate
            if layer is CAReplicatorLayer, case .number(let delay) = props.custom["instanceDelay"], delay != 0 {
                isThreadSafe = false
            }
            // Particles are a function of the emitter's local time, which the copy (drawn at time 0) must keep.
            if layer is CAEmitterLayer { copy.modelValues.custom["_flipbookEmitterTime"] = .number(time) }
            // Text is laid out through one shared Pango context, which is for one thread at a time.
            if layer is CATextLayer { isThreadSafe = false }
            nodes.append(Node(layer: copy, depth: depth, isMask: isMask, original: ObjectIdentifier(layer),
                              layerType: type(of: layer),
                              delegateType: layer.delegate.map { type(of: $0) },
                              animations: layer.animationEntries.map { ($0.key, $0.animation) }, localTime: time))
            if let mask = layer.mask {
                copy.mask = self.copy(mask, parentTime: time, depth: depth + 1, isMask: true)
            }
            if let sublayers = layer.sublayers {
                copy.sublayers = sublayers.map { self.copy($0, parentTime: time, depth: depth + 1, isMask: false) }
            }
            return copy
        }
    }
}
