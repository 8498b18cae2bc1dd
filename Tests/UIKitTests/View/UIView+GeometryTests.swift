import Testing
@testable import UIKit
import Flipbook

/// Coordinate conversion, hit testing and frames through 2D and 3D transforms (§8).
@MainActor @Suite struct UIViewGeometryTests {
    /// A window with a chain of ancestors: rotated 30°, scaled non-uniformly, and turned 40° about y under a
    /// perspective container; the innermost view is offset inside them.
    @MainActor private struct Chain {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        let rotated = UIView(frame: CGRect(x: 40, y: 60, width: 280, height: 400))
        let scaled = UIView(frame: CGRect(x: 30, y: 20, width: 200, height: 300))
        let perspective = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 260))
        let turned = UIView(frame: CGRect(x: 20, y: 30, width: 140, height: 200))
        let leaf = UIView(frame: CGRect(x: 15, y: 25, width: 60, height: 80))

        init() {
            stage.show(root)
            root.addSubview(rotated)
            rotated.addSubview(scaled)
            scaled.addSubview(perspective)
            perspective.addSubview(turned)
            turned.addSubview(leaf)
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
            rotated.bounds.origin = CGPoint(x: 5, y: -7)  // a scrolled bounds origin, too
            scaled.transform = CGAffineTransform(scaleX: 1.5, y: 0.75)
            var eye = CATransform3DIdentity
            eye.m34 = -1.0 / 600
            perspective.layer.sublayerTransform = eye
            turned.layer.transform = CATransform3DMakeRotation(.pi * 40 / 180, 0, 1, 0)
        }
    }

    nonisolated static let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 60, y: 80), CGPoint(x: -12.5, y: 93.25)]

    @Test(arguments: points)
    func pointsRoundTripThroughEveryAncestor(_ p: CGPoint) {
        let chain = Chain()
        for target in [nil, chain.root, chain.rotated, chain.scaled, chain.perspective, chain.turned] as [UIView?] {
            let there = chain.leaf.convert(p, to: target)
            let back = chain.leaf.convert(there, from: target)
            #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9, "via \(String(describing: target.map { type(of: $0) }))")
            // And the other way round, from the ancestor's side.
            let down = (target ?? chain.stage.window).convert(there, to: chain.leaf)
            #expect(abs(down.x - p.x) < 1e-9 && abs(down.y - p.y) < 1e-9)
        }
    }

    /// Converting step by step equals converting at once.
    @Test func conversionComposes() {
        let chain = Chain()
        let p = CGPoint(x: 33, y: 44)
        var stepped = chain.leaf.convert(p, to: chain.turned)
        stepped = chain.turned.convert(stepped, to: chain.perspective)
        stepped = chain.perspective.convert(stepped, to: chain.scaled)
        stepped = chain.scaled.convert(stepped, to: chain.rotated)
        stepped = chain.rotated.convert(stepped, to: nil)
        let direct = chain.leaf.convert(p, to: nil)
        #expect(abs(stepped.x - direct.x) < 1e-9 && abs(stepped.y - direct.y) < 1e-9)
        // Sideways, between cousins: through their common ancestor.
        let cousin = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        chain.root.addSubview(cousin)
        let viaWindow = cousin.convert(chain.leaf.convert(p, to: nil), from: nil)
        let sideways = chain.leaf.convert(p, to: cousin)
        #expect(abs(sideways.x - viaWindow.x) < 1e-9 && abs(sideways.y - viaWindow.y) < 1e-9)
    }

    /// Hand-computed: a 90° turn and a 2× scale about the centre.
    @Test func handComputedAffineConversions() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))  // centre (150, 125)
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Local (0, 0) is (−50, −25) from the centre; a positive quarter turn on the y-down screen takes (x, y) to
        // (−y, x): (25, −50), so (175, 75).
        let corner = view.convert(CGPoint.zero, to: root)
        #expect(abs(corner.x - 175) < 1e-9 && abs(corner.y - 75) < 1e-9)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let rect = view.convert(CGRect(x: 10, y: 10, width: 20, height: 10), to: root)
        // (10, 10) is (−40, −15) from the centre → (−80, −30) → (70, 95); size doubles.
        #expect(abs(rect.minX - 70) < 1e-9 && abs(rect.minY - 95) < 1e-9)
        #expect(abs(rect.width - 40) < 1e-9 && abs(rect.height - 20) < 1e-9)
    }

    /// Rects round-trip through scales and quarter turns; under other rotations a converted rect is the bounding
    /// box of the converted corners, so the round trip grows.
    @Test func rectsRoundTripThroughAxisAlignedTransforms() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let parent = UIView(frame: CGRect(x: 50, y: 80, width: 200, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
        root.addSubview(parent)
        parent.addSubview(child)
        let r = CGRect(x: 5, y: 6, width: 30, height: 20)
        for t in [CGAffineTransform(scaleX: 2, y: 0.5), CGAffineTransform(rotationAngle: .pi / 2),
                  CGAffineTransform(rotationAngle: -.pi / 2).scaledBy(x: 3, y: 1.5)] {
            parent.transform = t
            let back = child.convert(child.convert(r, to: nil), from: nil)
            #expect(abs(back.minX - r.minX) < 1e-9 && abs(back.minY - r.minY) < 1e-9)
            #expect(abs(back.width - r.width) < 1e-9 && abs(back.height - r.height) < 1e-9)
        }
        parent.transform = CGAffineTransform(rotationAngle: .pi / 6)
        let converted = child.convert(r, to: nil)
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { child.convert($0, to: nil) }
        #expect(abs(converted.minX - corners.map(\.x).min()!) < 1e-9)
        #expect(abs(converted.maxY - corners.map(\.y).max()!) < 1e-9)
        let back = child.convert(converted, from: nil)
        #expect(back.contains(r) && back.width > r.width)
    }

    /// A 200 × 300 card turned 60° about y under a container whose sublayerTransform has m34 = −1/500 (§8).
    /// By hand: a corner (dx, dy) from the card's centre turns to (dx·cos 60°, dy, −dx·sin 60°) — the right
    /// edge goes back, away from the eye at +z — and perspective divides x and y (about the container's centre,
    /// where the card sits) by w = 1 − z/500.
    @Test func perspectiveCardMapsToTheHandComputedTrapezoid() {
        let stage = Stage(device: .iPhoneSE)
        let container = UIView()
        stage.show(container)
        var eye = CATransform3DIdentity
        eye.m34 = -1.0 / 500
        container.layer.sublayerTransform = eye
        let card = UIView(frame: CGRect(x: 87.5, y: 183.5, width: 200, height: 300))  // centred at (187.5, 333.5)
        container.addSubview(card)
        card.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)

        let c = cos(Double.pi / 3), s = sin(Double.pi / 3)
        func expected(_ dx: Double, _ dy: Double) -> CGPoint {
            let w = 1 + dx * s / 500
            return CGPoint(x: 187.5 + dx * c / w, y: 333.5 + dy / w)
        }
        let corners = [(CGPoint(x: 0, y: 0), expected(-100, -150)), (CGPoint(x: 200, y: 0), expected(100, -150)),
                       (CGPoint(x: 0, y: 300), expected(-100, 150)), (CGPoint(x: 200, y: 300), expected(100, 150))]
        for (local, hand) in corners {
            let shown = card.convert(local, to: container)
            #expect(abs(shown.x - hand.x) < 1e-9 && abs(shown.y - hand.y) < 1e-9, "\(local): \(shown) vs \(hand)")
        }
        // The numbers: the near (left) edge is taller than the far (right) one.
        let farTop = card.convert(CGPoint(x: 200, y: 0), to: container)
        let nearTop = card.convert(CGPoint(x: 0, y: 0), to: container)
        #expect(abs(farTop.x - 230.1183) < 1e-4 && abs(farTop.y - 205.6451) < 1e-4)
        #expect(abs(nearTop.x - 127.0255) < 1e-4 && abs(nearTop.y - 152.0765) < 1e-4)

        // Hit testing goes through the same projection: inside the trapezoid hits the card, inside the untransformed
        // rectangle but outside the trapezoid doesn't.
        #expect(container.hitTest(CGPoint(x: 132.5, y: 333.5), with: nil) === card)
        #expect(container.hitTest(CGPoint(x: 242.5, y: 333.5), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 140, y: 170), with: nil) === card)  // above the untransformed top edge (183.5)
        // Turned edge-on it shows no area, so nothing of it can be hit.
        card.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(container.hitTest(CGPoint(x: 187.5, y: 333.5), with: nil) === container)
    }

    /// Hit testing through a 2D rotation, and the rules that skip views.
    @Test func hitTestThroughRotationAndSkippingRules() {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        stage.show(root)
        let diamond = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(diamond)
        diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        diamond.addSubview(inner)
        // The centre is inside; a corner of the unrotated square is outside the diamond.
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === diamond)
        #expect(root.hitTest(CGPoint(x: 105, y: 105), with: nil) === root)
        // The inner view's local (10, 10): rotated with the diamond, it lands near the diamond's top vertex.
        let top = inner.convert(CGPoint(x: 10, y: 10), to: root)
        #expect(root.hitTest(top, with: nil) === inner)
        #expect(abs(top.x - 150) < 1e-9 && abs(top.y - (150 - 40 * 2.0.squareRoot())) < 1e-9)

        for skip: (UIView) -> Void in [{ $0.isHidden = true }, { $0.alpha = 0.005 }, { $0.isUserInteractionEnabled = false }] {
            skip(inner)
            #expect(root.hitTest(top, with: nil) === diamond)
            inner.isHidden = false
            inner.alpha = 1
            inner.isUserInteractionEnabled = true
        }
        // Later subviews are in front.
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        diamond.addSubview(cover)
        #expect(root.hitTest(top, with: nil) === cover)
        // A subview sticking out of its parent isn't hit outside the parent's bounds.
        let outside = UIView(frame: CGRect(x: -200, y: 0, width: 10, height: 10))
        root.addSubview(outside)
        #expect(root.hitTest(outside.convert(CGPoint(x: 5, y: 5), to: root), with: nil) == nil)
    }

    // MARK: frame (§8)

    /// The frame getter is the bounding box of the transformed bounds.
    @Test func frameUnderTransforms() {
        let view = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 50))  // centre (150, 225)
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.frame == CGRect(x: 50, y: 150, width: 200, height: 150))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(view.frame.minX - 125) < 1e-9 && abs(view.frame.minY - 175) < 1e-9)
        #expect(abs(view.frame.width - 50) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 150 / 2.0.squareRoot()
        #expect(abs(view.frame.width - side) < 1e-9 && abs(view.frame.height - side) < 1e-9)
        #expect(abs(view.frame.midX - 150) < 1e-9 && abs(view.frame.midY - 225) < 1e-9)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 150, y: 225))
    }

    /// Setting the frame sets center and bounds.size; under a transform UIKit calls the result undefined (§8) —
    /// here the transform is ignored (decision): the new size goes to the bounds and the frame's centre to
    /// `center`, so the frame read back is the transformed box around that.
    @Test func frameSetterIgnoresTheTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.frame = CGRect(x: 20, y: 30, width: 100, height: 60)
        #expect(view.center == CGPoint(x: 70, y: 60))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        // A custom anchor point: the frame's origin sits anchor × size before the position.
        view.transform = .identity
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.layer.position == CGPoint(x: 10, y: 20))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    /// Inside an animation block, setting the frame animates position and bounds (§6.2).
    @Test func frameInsideABlockAnimatesCenterAndBounds() {
        let (stage, _, box) = makeStageWithBox()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            box.frame = CGRect(x: 100, y: 100, width: 200, height: 300)
        })
        #expect(Set(box.layer.animationKeys() ?? []) == ["position", "bounds"])
        stage.pump(0.5)
        let frame = box.presented.frame
        #expect(abs(frame.minX - 50) < 1e-9 && abs(frame.minY - 50) < 1e-9)
        #expect(abs(frame.width - 150) < 1e-9 && abs(frame.height - 200) < 1e-9)
    }
}
