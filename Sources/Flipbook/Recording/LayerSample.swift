import Foundation
import UIKit

/// One layer's presentation values at a frame's time. Numbers are rounded to 6 decimals.
public struct LayerSample: Codable, Sendable, Equatable {
    /// Where the layer is in the tree: type names (the view's class for a view's layer, else the layer's name or
    /// class) with the index among siblings, from the window down, such as `UIWindow/UIView[0]/UILabel[1]`.
    /// A mask appears as `…/mask`.
    public var path: String
    /// The layer's `name`.
    public var name: String?
    /// The view class for a view's layer, else the layer class.
    public var type: String
    /// The frame in the superlayer (the bounding box of the transformed bounds).
    public var frame: [Double]
    public var position: [Double]
    public var bounds: [Double]
    public var anchorPoint: [Double]
    public var zPosition: Double
    /// `m11 … m44`, row by row.
    public var transform: [Double]
    /// `m11 … m44`, or nil for the identity.
    public var sublayerTransform: [Double]?
    public var opacity: Double
    public var isHidden: Bool
    public var cornerRadius: Double
    /// `CACornerMask` raw value of the corners `cornerRadius` rounds; nil for all four (the default).
    public var maskedCorners: UInt?
    public var masksToBounds: Bool
    /// Straight sRGB red, green, blue, alpha; nil for none.
    public var backgroundColor: [Double]?
    public var borderWidth: Double
    public var borderColor: [Double]?
    public var shadowOpacity: Double
    public var shadowRadius: Double
    public var shadowOffset: [Double]
    public var shadowColor: [Double]?
    /// Whether the layer has a contents image.
    public var hasContents: Bool
    /// The keys of the animations attached to the layer.
    public var animationKeys: [String]
}

@MainActor
enum LayerTrace {
    /// Samples `root` and every layer under it at media time `time`.
    static func sample(_ root: CALayer, at time: TimeInterval) -> [LayerSample] {
        var samples: [LayerSample] = []
        visit(root, path: typeName(root), at: time, into: &samples)
        return samples
    }

    private static func visit(_ layer: CALayer, path: String, at time: TimeInterval, into samples: inout [LayerSample]) {
        samples.append(sample(layer, path: path, at: time))
        if let mask = layer.mask { visit(mask, path: path + "/mask", at: time, into: &samples) }
        for (index, sublayer) in (layer.sublayers ?? []).enumerated() {
            visit(sublayer, path: "\(path)/\(typeName(sublayer))[\(index)]", at: time, into: &samples)
        }
    }

    /// A layer's name in paths: its view's class, else its `name`, else its class.
    private static func typeName(_ layer: CALayer) -> String {
        if let view = layer.delegate as? UIView, view.layer === layer { return String(describing: type(of: view)) }
        return layer.name ?? String(describing: type(of: layer))
    }

    /// The view class for a view's layer, else the layer class.
    private static func className(_ layer: CALayer) -> String {
        if let view = layer.delegate as? UIView, view.layer === layer { return String(describing: type(of: view)) }
        return String(describing: type(of: layer))
    }

    private static let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                                   .layerMaxXMaxYCorner]

    private static func r(_ value: CGFloat) -> Double { r(Double(value)) }
    /// Rounded to 1e-9, so that arithmetic noise (0.30000000000000004) reads as the value it is, while the
    /// trace still replays to the same pixels: at 1e-6 a rotated edge could move across one of the rasteriser's
    /// 1/256-pixel steps and antialias differently (a fuzz finding, issue 16).
    nonisolated static func r(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded // no "-0"
    }

    private static func rect(_ rect: CGRect) -> [Double] {
        [r(rect.origin.x), r(rect.origin.y), r(rect.size.width), r(rect.size.height)]
    }

    private static func matrix(_ t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            .map { r($0) }
    }

    private static func color(_ color: LayerColor?) -> [Double]? {
        guard let c = color?.rgba else { return nil }
        return [r(c.r), r(c.g), r(c.b), r(c.a)]
    }

    static func sample(_ layer: CALayer, path: String, at time: TimeInterval) -> LayerSample {
        let p = layer.presentationProperties(atLocalTime: layer.localTime(atGlobalTime: time))
        return LayerSample(
            path: path, name: layer.name, type: className(layer),
            frame: rect(CALayer.frame(of: p)), position: [r(p.position.x), r(p.position.y)], bounds: rect(p.bounds),
            anchorPoint: [r(p.anchorPoint.x), r(p.anchorPoint.y)], zPosition: r(p.zPosition),
            transform: matrix(p.transform),
            sublayerTransform: CATransform3DIsIdentity(p.sublayerTransform) ? nil : matrix(p.sublayerTransform),
            opacity: r(Double(p.opacity)), isHidden: p.isHidden, cornerRadius: r(p.cornerRadius),
            maskedCorners: layer.maskedCorners == Self.allCorners ? nil : layer.maskedCorners.rawValue,
            masksToBounds: p.masksToBounds, backgroundColor: color(p.backgroundColor), borderWidth: r(p.borderWidth),
            borderColor: p.borderWidth > 0 ? color(p.borderColor) : nil, shadowOpacity: r(Double(p.shadowOpacity)),
            shadowRadius: r(p.shadowRadius), shadowOffset: [r(p.shadowOffset.width), r(p.shadowOffset.height)],
            shadowColor: p.shadowOpacity > 0 ? color(p.shadowColor) : nil, hasContents: p.contents != nil,
            animationKeys: layer.animationKeys() ?? [])
    }
}
