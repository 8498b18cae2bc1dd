import Foundation
import Testing
@testable import QuartzCore

/// The one frozen render tree (``FrozenLayerTree``): freezing always succeeds, renders the live tree's bytes,
/// lists every layer (hidden ones too) and says whether it may be rasterised on another thread.
@Suite struct FrozenLayerTreeTests {
    final class InertDelegate: NSObject, CALayerDelegate {}
    final class DrawingDelegate: NSObject, CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(rgb(255, 0, 0))
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }
    nonisolated(unsafe) static let inert = InertDelegate()
    nonisolated(unsafe) static let drawing = DrawingDelegate()

    static func bytes(_ image: CGImage) -> [UInt8] { image.withUnsafePixelBytes { bytes, _ in Array(bytes) } }

    @Test func theFrozenTreeRendersTheLiveTreesBytesMidAnimation() {
        CATransaction.setDisableActions(true)
        let root = makeRoot(60, 40)
        let card = makeLayer(CGRect(x: 10, y: 5, width: 30, height: 30), rgb(0, 120, 255), in: root)
        card.delegate = Self.inert
        card.opacity = 0.5
        _ = makeLayer(CGRect(x: 5, y: 5, width: 10, height: 10), rgb(255, 255, 0), in: card)
        let hidden = makeLayer(CGRect(x: 0, y: 0, width: 5, height: 5), rgb(0, 0, 0), in: root)
        hidden.isHidden = true
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10.0
        move.toValue = 50.0
        move.duration = 1
        card.add(move, forKey: "move")
        let live = render(root, at: 0.5)
        let tree = FrozenLayerTree.freeze(root, bounds: root.frame, atTime: 0.5, isInert: { $0 === Self.inert })
        #expect(tree.isThreadSafe)
        #expect(tree.nodes.count == 4, "every layer, the hidden one too")
        #expect(tree.nodes[1].animations.map(\.key) == ["move"])
        #expect(tree.nodes[1].layer.delegate == nil, "an inert delegate is not kept")
        let frozen = tree.makeImage(with: CARenderer(layer: makeRoot(1, 1)), scale: 1, opaque: false)!
        #expect(Self.bytes(frozen) == Self.bytes(live))
    }

    /// Continuous corners and a stretchable image's centre are drawn from the frozen copy as from the layer (the
    /// copy used to lose both: exports drew circular corners and stretched the whole image).
    @Test func theFrozenTreeKeepsCornerCurveAndContentsCenter() {
        CATransaction.setDisableActions(true)
        let root = makeRoot(80, 60)
        let card = makeLayer(CGRect(x: 5, y: 5, width: 50, height: 50), rgb(0, 120, 255), in: root)
        card.cornerRadius = 20
        card.cornerCurve = .continuous
        let ctx = CGContext(data: nil, width: 6, height: 6, bitsPerComponent: 8, bytesPerRow: 24,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        ctx.setFillColor(rgb(255, 0, 0))
        ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
        ctx.setFillColor(rgb(0, 200, 0))
        ctx.fill(CGRect(x: 2, y: 2, width: 2, height: 2))
        let stretched = makeLayer(CGRect(x: 58, y: 5, width: 20, height: 50), nil, in: root)
        stretched.contents = ctx.makeImage()
        stretched.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let live = render(root, scale: 2)
        let tree = FrozenLayerTree.freeze(root, bounds: root.frame, atTime: 0, isInert: { _ in true })
        #expect(tree.nodes[1].layer.cornerCurve == .continuous)
        #expect(tree.nodes[2].layer.contentsCenter == stretched.contentsCenter)
        let frozen = tree.makeImage(with: CARenderer(layer: makeRoot(1, 1)), scale: 2, opaque: false)!
        #expect(Self.bytes(frozen) == Self.bytes(live))
    }

    @Test func aDrawingDelegateIsKeptAndTheTreeIsNotThreadSafe() {
        let root = makeRoot(20, 20)
        let layer = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), nil, in: root)
        layer.delegate = Self.drawing
        let tree = FrozenLayerTree.freeze(root, bounds: root.frame, atTime: 0, isInert: { _ in false })
        #expect(!tree.isThreadSafe)
        let image = tree.makeImage(with: CARenderer(layer: root), scale: 1, opaque: false)!
        #expect(image.at(1, 1) == px(255, 0, 0))
    }

    @Test func aTextLayerIsFrozenButNotThreadSafe() {
        let root = makeRoot(40, 20)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        text.string = "Hi"
        root.addSublayer(text)
        let tree = FrozenLayerTree.freeze(root, bounds: root.frame, atTime: 0, isInert: { _ in true })
        #expect(!tree.isThreadSafe)
        #expect(tree.nodes.count == 2)
    }
}
