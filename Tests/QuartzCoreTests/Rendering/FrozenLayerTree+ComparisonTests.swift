import Foundation
import Testing
@testable import QuartzCore

/// ``FrozenLayerTree/drawsTheSame(as:)`` lets a recording skip rendering a frame: it must say "the same" for a
/// tree that did not change and never for one that did, however small the change.
@Suite struct FrozenLayerTreeComparisonTests {
    /// A page with a rounded, clipped card holding a row and an image, frozen at time 0.
    final class Scene {
        let root = makeRoot(60, 80)
        let card: CALayer
        let row: CALayer
        let picture: CALayer
        let image: CGImage

        init() {
            card = makeLayer(CGRect(x: 5, y: 5, width: 50, height: 70), rgb(240, 240, 250), in: root)
            card.cornerRadius = 8
            card.masksToBounds = true
            row = makeLayer(CGRect(x: 4, y: 4, width: 42, height: 12), rgb(30, 120, 220), in: card)
            picture = makeLayer(CGRect(x: 4, y: 20, width: 20, height: 20), nil, in: card)
            image = Self.image(red: 200)
            picture.contents = image
        }

        static func image(red: CGFloat) -> CGImage {
            let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
            ctx.setFillColor(CGColor(red: red / 255, green: 10 / 255, blue: 10 / 255, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            return ctx.makeImage()!
        }

        func freeze() -> FrozenLayerTree {
            FrozenLayerTree.freeze(root, bounds: root.frame, atTime: 0, isInert: { _ in true })
        }
    }

    @Test func anUnchangedTreeDrawsTheSame() {
        let scene = Scene()
        let (a, b) = (scene.freeze(), scene.freeze())
        #expect(a !== b && a.nodes[1].layer !== b.nodes[1].layer, "two freezes are two copies")
        #expect(a.drawsTheSame(as: b))
        #expect(b.drawsTheSame(as: a))
    }

    /// Each change, however small, makes the next freeze differ from the one before it.
    @Test(arguments: [
        "opacity 0.999", "one colour component", "a position by 1e-9", "corner radius", "another image object",
        "contents rect", "masked corners", "corner curve", "hidden", "a sublayer added", "a mask", "sublayer order",
        "z position", "border", "shadow opacity", "transform",
    ])
    func aTinyChangeIsNeverTheSame(_ change: String) {
        let scene = Scene()
        let before = scene.freeze()
        switch change {
        case "opacity 0.999": scene.row.opacity = 0.999
        case "one colour component": scene.row.backgroundColor = CGColor(red: 30 / 255, green: 120 / 255, blue: 221 / 255, alpha: 1)
        case "a position by 1e-9": scene.row.position.x += 1e-9
        case "corner radius": scene.row.cornerRadius = 0.01
        case "another image object": scene.picture.contents = Scene.image(red: 200)  // same bytes, new object
        case "contents rect": scene.picture.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 0.999)
        case "masked corners": scene.card.maskedCorners = [.layerMinXMinYCorner]
        case "corner curve": scene.card.cornerCurve = .continuous
        case "hidden": scene.picture.isHidden = true
        case "a sublayer added": _ = makeLayer(CGRect(x: 0, y: 0, width: 1, height: 1), nil, in: scene.row)
        case "a mask": scene.row.mask = makeLayer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(0, 0, 0))
        case "sublayer order": scene.card.sublayers = [scene.picture, scene.row]
        case "z position": scene.row.zPosition = 1
        case "border": scene.row.borderWidth = 0.5
        case "shadow opacity": scene.row.shadowOpacity = 0.01
        case "transform": scene.card.transform = CATransform3DMakeRotation(1e-6, 0, 0, 1)
        default: Issue.record("unknown change \(change)")
        }
        let after = scene.freeze()
        #expect(!after.drawsTheSame(as: before), "\(change)")
        #expect(!before.drawsTheSame(as: after), "\(change)")
    }

    /// Frames mid-animation differ, and two freezes of the same instant don't.
    @Test func anAnimationDiffersFromOneInstantToTheNext() {
        let scene = Scene()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        scene.row.add(fade, forKey: "fade")
        let at = { (t: Double) in FrozenLayerTree.freeze(scene.root, bounds: scene.root.frame, atTime: t, isInert: { _ in true }) }
        #expect(!at(0.5).drawsTheSame(as: at(0.5 + 1.0 / 60)))
        #expect(at(0.5).drawsTheSame(as: at(0.5)))
    }

    /// Layers that may draw from state of their own (subclasses) or through a delegate are never called the same.
    @Test func aSubclassOrADrawingDelegateIsNeverTheSame() {
        let scene = Scene()
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        scene.card.addSublayer(shape)
        #expect(!scene.freeze().drawsTheSame(as: scene.freeze()))
        shape.removeFromSuperlayer()
        #expect(scene.freeze().drawsTheSame(as: scene.freeze()))
        scene.row.delegate = FrozenLayerTreeTests.drawing
        let drawn = { FrozenLayerTree.freeze(scene.root, bounds: scene.root.frame, atTime: 0, isInert: { _ in false }) }
        #expect(!drawn().drawsTheSame(as: drawn()))
    }

    @Test func anotherRectangleIsNotTheSame() {
        let scene = Scene()
        let other = FrozenLayerTree.freeze(scene.root, bounds: CGRect(x: 0, y: 1, width: 60, height: 80), atTime: 0,
                                           isInert: { _ in true })
        #expect(!other.drawsTheSame(as: scene.freeze()))
    }

    /// Compared outside some subtrees (a split frame's turning layers), a change anywhere inside them — their
    /// roots' own values included — is left out; a change anywhere else, or another shape, is not.
    @Test func outsideASubtreeOnlyTheRestCounts() {
        let scene = Scene()
        let before = scene.freeze()
        let card: Set = [ObjectIdentifier(scene.card)]
        scene.card.transform = CATransform3DMakeRotation(0.3, 0, 1, 0)
        scene.row.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        _ = makeLayer(CGRect(x: 1, y: 1, width: 2, height: 2), rgb(0, 0, 0), in: scene.card)
        let inside = scene.freeze()
        #expect(inside.drawsTheSame(as: before, outside: card))
        #expect(before.drawsTheSame(as: inside, outside: card))
        #expect(!inside.drawsTheSame(as: before, outside: []))
        #expect(!inside.drawsTheSame(as: before, outside: [ObjectIdentifier(scene.row)]), "the card itself changed")
        // An interactive transition's paused container: its time offset draws nothing in a frozen copy.
        scene.root.speed = 0
        scene.root.timeOffset = 0.25
        #expect(scene.freeze().drawsTheSame(as: before, outside: card))
        scene.root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(!scene.freeze().drawsTheSame(as: before, outside: card))
        _ = makeLayer(CGRect(x: 1, y: 1, width: 2, height: 2), rgb(0, 0, 0), in: scene.root)
        scene.root.backgroundColor = before.root.backgroundColor
        #expect(!scene.freeze().drawsTheSame(as: before, outside: card), "a layer added outside")
    }
}
