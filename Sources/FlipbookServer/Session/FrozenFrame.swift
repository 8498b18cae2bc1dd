import Flipbook
import Foundation

/// One instant of a stage, kept: a frozen copy of the window's layer tree with every layer's presentation
/// values at that instant as its model values and no animations — the same kind of tree that
/// `UIView.snapshotView(afterScreenUpdates:)` builds — so `CARenderer` draws it again, pixel for pixel, at any
/// later time. Contents images are shared with the live layers (they are immutable), not copied.
///
/// Never changed after it is made: the timeline shares one frame between consecutive instants where nothing
/// moved.
@MainActor
final class FrozenFrame {
    /// The stage's media time it shows.
    let time: Double
    /// The copy of the window's layer.
    let root: CALayer
    /// Every copied layer, depth first, back to front, with what the inspector shows of it.
    let nodes: [Node]
    /// The window's size in points.
    let size: CGSize

    struct Node {
        let layer: CALayer
        let depth: Int
        /// The view class for a view's layer, else the layer class.
        let type: String
        let name: String?
        let isMask: Bool
        /// The animations running on the live layer at this instant.
        let animations: [AnimationInfo]
    }

    /// Copies `stage`'s window at media time `time` (no later than the stage's time).
    init(stage: Stage, at time: Double) {
        self.time = time
        size = stage.window.bounds.size
        var nodes: [Node] = []
        root = Self.copy(stage.window.layer, at: time, depth: 0, isMask: false, into: &nodes)
        self.nodes = nodes
    }

    private static func copy(_ layer: CALayer, at time: Double, depth: Int, isMask: Bool,
                             into nodes: inout [Node]) -> CALayer {
        let copy = type(of: layer).init(_flipbookInstantiating: layer)
        let local = layer.localTime(atGlobalTime: time)
        copy.modelValues = layer.animationEntries.isEmpty && layer.stretchesToSuperlayerBounds == nil
            ? layer.modelValues : layer.presentationProperties(atLocalTime: local)
        nodes.append(Node(layer: copy, depth: depth, type: typeName(layer), name: layer.name, isMask: isMask,
                          animations: layer.animationEntries.map { AnimationInfo($0, layerTime: local) }))
        if let mask = layer.mask { copy.mask = Self.copy(mask, at: time, depth: depth + 1, isMask: true, into: &nodes) }
        for sublayer in layer.sublayers ?? [] {
            copy.addSublayer(Self.copy(sublayer, at: time, depth: depth + 1, isMask: false, into: &nodes))
        }
        return copy
    }

    private static func typeName(_ layer: CALayer) -> String {
        if let view = layer.delegate as? UIView, view.layer === layer { return String(describing: type(of: view)) }
        return String(describing: type(of: layer))
    }

    /// The frame's pixels at `scale` pixels per point, drawn by `renderer` (reused for its bitmaps).
    func render(scale: CGFloat, with renderer: CARenderer) -> CGImage? {
        renderer.layer = root
        renderer.bounds = CGRect(origin: .zero, size: size)
        return renderer.makeImage(scale: scale, atTime: time, opaque: true)
    }

    /// The inspector's view of this frame.
    func inspectorTree(live: Bool) -> InspectorTree {
        var layers: [InspectorLayer] = []
        layers.reserveCapacity(nodes.count)
        var maps: [ObjectIdentifier: Homography] = [:]
        for (id, node) in nodes.enumerated() {
            let p = node.layer.modelValues
            let toParent = Homography(CALayer.transformToParent(p, parent: node.layer.superlayer?.modelValues))
            let parentMap: Homography
            if node.isMask, let owner = nodes.first(where: { $0.layer.mask === node.layer }) {
                parentMap = maps[ObjectIdentifier(owner.layer)] ?? .identity
            } else if let superlayer = node.layer.superlayer {
                parentMap = maps[ObjectIdentifier(superlayer)] ?? .identity
            } else {
                parentMap = .identity
            }
            let toWindow = node.layer === root ? Homography(CALayer.transformToSuperlayer(p)) : toParent * parentMap
            maps[ObjectIdentifier(node.layer)] = toWindow
            let b = p.bounds
            let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                           CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)].compactMap { toWindow.apply($0) }
            var outline: [Double]?
            if corners.count == 4 {
                let xs = corners.map { Double($0.x) }, ys = corners.map { Double($0.y) }
                outline = [xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!].map(Self.round)
            }
            let f = CALayer.frame(of: p)
            let t = p.transform
            let matrix = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                          t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Self.round(Double($0)) }
            layers.append(InspectorLayer(
                id: id, depth: node.depth, type: node.type, name: node.name, isMask: node.isMask,
                frame: [f.minX, f.minY, f.width, f.height].map { Self.round(Double($0)) },
                transform: CATransform3DIsIdentity(t) ? nil : matrix, opacity: Self.round(Double(p.opacity)),
                hidden: p.isHidden, outline: outline, animations: node.animations))
        }
        return InspectorTree(time: time, live: live, layers: layers)
    }

    static func round(_ d: Double) -> Double {
        guard d.isFinite else { return 0 }
        let r = (d * 1000).rounded() / 1000
        return r == 0 ? 0 : r
    }
}

/// An animation running on a layer, as the inspector lists it.
public struct AnimationInfo: Codable, Sendable, Equatable {
    public var key: String?
    /// The animation's class (`CABasicAnimation`, `CASpringAnimation`, …).
    public var kind: String
    public var keyPath: String?
    /// The timing curve: `linear`, `cubic-bezier(x1, y1, x2, y2)` or `spring(mass, stiffness, damping)`.
    public var curve: String
    public var duration: Double
    /// How far through its active duration the animation is at this instant, 0 … 1 (nil before it starts).
    public var progress: Double?

    @MainActor
    init(_ entry: AnimationEntry, layerTime: Double) {
        let animation = entry.animation
        key = entry.key
        kind = String(describing: type(of: animation))
        keyPath = (animation as? CAPropertyAnimation)?.keyPath
        if let spring = animation as? CASpringAnimation {
            curve = String(format: "spring(mass %g, stiffness %g, damping %g)", Double(spring.mass),
                           Double(spring.stiffness), Double(spring.damping))
        } else if let f = animation.timingFunction {
            var v: [Float] = [0, 0]
            var points: [Float] = []
            for i in 1...2 { f.getControlPoint(at: i, values: &v); points += v }
            let (a, b, c, d) = (points[0], points[1], points[2], points[3])
            curve = String(format: "cubic-bezier(%.2f, %.2f, %.2f, %.2f)", Double(a), Double(b), Double(c), Double(d))
        } else {
            curve = "linear"
        }
        let spec = animation.timingSpec
        duration = FrozenFrame.round(spec.simpleDuration())
        progress = spec.progress(atParentTime: layerTime).map { FrozenFrame.round(min(max($0, 0), 1)) }
    }
}

/// The layer tree of one instant, for the inspector.
public struct InspectorTree: Codable, Sendable, Equatable {
    public var time: Double
    public var live: Bool
    public var layers: [InspectorLayer]
}

public struct InspectorLayer: Codable, Sendable, Equatable {
    public var id: Int
    public var depth: Int
    public var type: String
    public var name: String?
    public var isMask: Bool
    /// In the superlayer: x, y, width, height.
    public var frame: [Double]
    /// `m11 … m44`, nil for the identity.
    public var transform: [Double]?
    public var opacity: Double
    public var hidden: Bool
    /// The bounding box of the layer on the screen, in window points (for the hover outline).
    public var outline: [Double]?
    public var animations: [AnimationInfo]
}
