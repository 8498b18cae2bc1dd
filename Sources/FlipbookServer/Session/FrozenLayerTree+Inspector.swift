import Flipbook
import Foundation
import QuartzCore

/// The inspector's view of a frozen frame (``FrozenLayerTree``, the render tree the session's timeline keeps for
/// every displayed frame).
extension FrozenLayerTree {
    /// The layer tree of this instant as the inspector lists it.
    @MainActor
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
                outline = [xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!].map(InspectorTree.round)
            }
            let f = CALayer.frame(of: p)
            let t = p.transform
            let matrix = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                          t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { InspectorTree.round(Double($0)) }
            // A view's layer is listed by the view's class.
            let type = node.delegateType.flatMap { $0 is UIView.Type ? String(describing: $0) : nil }
                ?? String(describing: node.layerType)
            layers.append(InspectorLayer(
                id: id, depth: node.depth, type: type, name: node.layer.name, isMask: node.isMask,
                frame: [f.minX, f.minY, f.width, f.height].map { InspectorTree.round(Double($0)) },
                transform: CATransform3DIsIdentity(t) ? nil : matrix, opacity: InspectorTree.round(Double(p.opacity)),
                hidden: p.isHidden, outline: outline,
                animations: node.animations.map { AnimationInfo(key: $0.key, animation: $0.animation, layerTime: node.localTime) }))
        }
        return InspectorTree(time: time, live: live, layers: layers)
    }
}
