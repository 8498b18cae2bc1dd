import Foundation
import QuartzCore

/// Writes a layer tree (model values) as HTML/CSS that a browser composites the way Core Animation does, using
/// CSS's own vocabulary rather than precomputed matrices, so the browser checks the geometry as well as the
/// pixels:
///
/// - each layer is an absolutely positioned `div` the size of its bounds, whose top-left corner sits at
///   `position − anchorPoint × size` in the parent's bounds space;
/// - `anchorPoint` (and `anchorPointZ`) becomes `transform-origin`, `transform` a `matrix3d` (Core Animation's
///   row-vector matrix read row by row is CSS's column-major list), `zPosition` a `translateZ` after it;
/// - a superlayer's `sublayerTransform` that is pure perspective (only `m34`) becomes the parent's
///   `perspective: −1/m34` with `perspective-origin` at its anchor point — CSS's `transform-style: flat`
///   (the default) flattens at every element, as Core Animation does;
/// - `cornerRadius`/`maskedCorners` → `border-radius`, `border*` → an inside border (`box-sizing: border-box`),
///   `masksToBounds` → `overflow: hidden`, `opacity` → `opacity` (a group in both), shadows → `box-shadow` with a
///   blur of twice `shadowRadius` (both a Gaussian of standard deviation `shadowRadius`), `isDoubleSided = false`
///   → `backface-visibility: hidden`; siblings are emitted in zPosition order.
///
/// Contents images, masks and shadows of layers that clip (Core Animation clips the shadow too, CSS does not)
/// have no CSS counterpart here: ``export(_:)`` throws for them.
public enum HTMLExport {
    public struct Unsupported: Error, CustomStringConvertible {
        public let description: String
    }

    /// The `div` tree for `root`, placed in a container whose origin is the root's superlayer origin.
    public static func export(_ root: CALayer) throws -> String {
        try element(root, parent: nil)
    }

    private static func element(_ layer: CALayer, parent: CALayer?) throws -> String {
        if layer.isHidden { return "" }
        if layer.mask != nil { throw Unsupported(description: "\(layer.name ?? "a layer"): masks are not exported") }
        if layer.contents != nil { throw Unsupported(description: "\(layer.name ?? "a layer"): contents are not exported") }
        let b = layer.bounds, a = layer.anchorPoint
        let origin = parent?.bounds.origin ?? .zero
        var style: [String] = [
            "position:absolute", "box-sizing:border-box",
            "left:\(num(layer.position.x - a.x * b.width - origin.x))px",
            "top:\(num(layer.position.y - a.y * b.height - origin.y))px",
            "width:\(num(b.width))px", "height:\(num(b.height))px",
            "transform-origin:\(num(a.x * b.width))px \(num(a.y * b.height))px \(num(layer.anchorPointZ))px",
        ]
        var transform = ""
        if layer.zPosition != 0 { transform += "translateZ(\(num(layer.zPosition))px) " }
        if !CATransform3DIsIdentity(layer.transform) {
            let t = layer.transform
            let entries = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                           t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            transform += "matrix3d(\(entries.map { num($0, digits: 9) }.joined(separator: ",")))"
        }
        if !transform.isEmpty { style.append("transform:\(transform)") }
        let s = layer.sublayerTransform
        if !CATransform3DIsIdentity(s) {
            var plain = s
            plain.m34 = 0
            guard CATransform3DIsIdentity(plain), s.m34 < 0 else {
                throw Unsupported(description: "\(layer.name ?? "a layer"): only perspective sublayer transforms are exported")
            }
            style.append("perspective:\(num(-1 / s.m34, digits: 6))px")
            style.append("perspective-origin:\(num(a.x * b.width))px \(num(a.y * b.height))px")
        }
        if let color = layer.backgroundColor { style.append("background-color:\(css(color))") }
        if layer.cornerRadius > 0 {
            let r = min(layer.cornerRadius, min(b.width, b.height) / 2)
            let m = layer.maskedCorners
            func corner(_ c: CACornerMask) -> String { m.contains(c) ? "\(num(r))px" : "0" }
            style.append("border-radius:\(corner(.layerMinXMinYCorner)) \(corner(.layerMaxXMinYCorner)) "
                + "\(corner(.layerMaxXMaxYCorner)) \(corner(.layerMinXMaxYCorner))")
        }
        if layer.borderWidth > 0, let color = layer.borderColor {
            style.append("border:\(num(layer.borderWidth))px solid \(css(color))")
        }
        if layer.masksToBounds { style.append("overflow:hidden") }
        if layer.opacity < 1 { style.append("opacity:\(num(CGFloat(layer.opacity), digits: 4))") }
        if !layer.isDoubleSided { style.append("backface-visibility:hidden") }
        if layer.shadowOpacity > 0, let color = layer.shadowColor {
            if layer.masksToBounds || layer.shadowPath != nil {
                throw Unsupported(description: "\(layer.name ?? "a layer"): shadows of clipping layers or with paths")
            }
            let shadow = color.copy(alpha: color.alpha * CGFloat(layer.shadowOpacity)) ?? color
            style.append("box-shadow:\(num(layer.shadowOffset.width))px \(num(layer.shadowOffset.height))px "
                + "\(num(2 * layer.shadowRadius))px \(css(shadow))")
        }
        let children = (layer.sublayers ?? []).enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
        let inner = try children.map { try element($0, parent: layer) }.joined()
        let name = layer.name.map { " data-layer=\"\($0)\"" } ?? ""
        return "<div\(name) style=\"\(style.joined(separator: ";"))\">\(inner)</div>"
    }

    static func css(_ color: CGColor) -> String {
        let c = color.components ?? [0, 0, 0, 1]
        let rgba = c.count >= 4 ? c : [c[0], c[0], c[0], c.last ?? 1]
        func byte(_ v: CGFloat) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return "rgba(\(byte(rgba[0])),\(byte(rgba[1])),\(byte(rgba[2])),\(num(rgba[3], digits: 4)))"
    }

    static func num(_ v: CGFloat, digits: Int = 4) -> String {
        let s = String(format: "%.\(digits)f", Double(v))
        var trimmed = s
        if trimmed.contains(".") {
            while trimmed.hasSuffix("0") { trimmed.removeLast() }
            if trimmed.hasSuffix(".") { trimmed.removeLast() }
        }
        return trimmed == "-0" ? "0" : trimmed
    }
}
