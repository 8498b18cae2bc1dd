import Foundation
import Testing
@testable import QuartzCore

/// A snapshot view in perspective — a layer clipping one sublayer to its rounded bounds — drawn in place: its
/// sublayer warped once from a picture kept at its own size, the rounded corners cut from the pixels afterwards
/// (`LayerTreeRenderer.renderClippingInPlace`).
@Suite struct LayerTreeRendererRoundedClipTests {
    /// A 160 × 200 screen in perspective showing a "snapshot": a clipping layer with rounded corners and no
    /// content of its own, holding one layer (a picture of a screen: coloured blocks on grey) stretched to fill it,
    /// as `snapshotView(afterScreenUpdates:)` holds its frozen copy. `flattened`: the snapshot also holds an empty
    /// layer, which draws nothing but makes it an ordinary clipping layer in perspective, flattened offscreen and
    /// warped (the picture drawing in place must match).
    static func makeScene(flattened: Bool = false) -> (root: CALayer, snapshot: CALayer, screen: CALayer) {
        let root = makeRoot(160, 200, background: rgb(255, 255, 255))
        root.sublayerTransform = perspective(400)
        let snapshot = makeLayer(CGRect(x: 0, y: 0, width: 160, height: 200), nil, in: root)
        snapshot.cornerRadius = 16
        snapshot.masksToBounds = true
        let screen = makeLayer(CGRect(x: 0, y: 0, width: 160, height: 200), rgb(200, 200, 200), in: snapshot)
        _ = makeLayer(CGRect(x: 20, y: 30, width: 120, height: 60), rgb(30, 120, 220), in: screen)
        _ = makeLayer(CGRect(x: 40, y: 120, width: 80, height: 50), rgb(230, 90, 40), in: screen)
        if flattened { _ = makeLayer(CGRect(x: 80, y: 100, width: 0, height: 0), nil, in: snapshot) }
        return (root, snapshot, screen)
    }

    /// Frame `i` of the swipe back: the snapshot shrinks onto a card and turns a little, its screen stretched to
    /// its bounds (the stretch in the screen's own transform, its bounds unchanged).
    static func shrink(_ snapshot: CALayer, _ screen: CALayer, frame i: Int) {
        CATransaction.setDisableActions(true)
        let f = CGFloat(i) / 8
        let frame = CGRect(x: 10 * f + 0.37 * CGFloat(i), y: 15 * f, width: 160 - 37 * f, height: 200 - 53 * f)
        snapshot.transform = CATransform3DIdentity
        snapshot.frame = frame
        snapshot.transform = CATransform3DMakeRotation(-0.08 * f, 0, 1, 0)
        screen.position = CGPoint(x: frame.width / 2, y: frame.height / 2)
        screen.transform = CATransform3DMakeScale(frame.width / 160, frame.height / 200, 1)
    }

    static func bytes(_ image: CGImage) -> [UInt8] { image.withUnsafePixelBytes { bytes, _ in Array(bytes) } }

    /// Drawn in place, the picture is the flattened one up to resampling — and its rounded corners are cut: the
    /// screen's grey shows nowhere outside the rounded outline, where the white behind it does.
    @Test func aClippedSnapshotInPerspectiveIsDrawnInPlaceWithItsCornersCut() {
        func picture(flattened: Bool) -> CGImage {
            let (root, snapshot, screen) = Self.makeScene(flattened: flattened)
            Self.shrink(snapshot, screen, frame: 4)
            _ = render(root)
            return CARenderer(layer: root).makeImage(scale: 2, atTime: 0)!
        }
        let a = picture(flattened: false), b = picture(flattened: true)
        // The snapshot's top-left corner lands near (7, 8) pt: 2 pt in along the diagonal is outside a 16 pt
        // radius (which leaves the diagonal 4.7 pt in), 8 pt in is inside.
        let corner = CGPoint(x: 5 + 0.37 * 4 + 2, y: 7.5 + 2)
        #expect(a.at(Int(corner.x * 2), Int(corner.y * 2)) == px(255, 255, 255), "the corner is cut")
        #expect(close(a.at(Int(corner.x * 2) + 12, Int(corner.y * 2) + 12), px(200, 200, 200), 2), "inside the corner")
        // Every pixel within a few levels of the flattened picture's, on average within one.
        var total = 0, worst = 0
        let x = Self.bytes(a), y = Self.bytes(b)
        #expect(x.count == y.count)
        for (p, q) in zip(x, y) {
            let d = abs(Int(p) - Int(q))
            total += d
            worst = max(worst, d)
        }
        #expect(Double(total) / Double(max(x.count, 1)) < 1, "mean difference \(Double(total) / Double(max(x.count, 1)))")
        #expect(x != y, "drawn another way (resampled once)")
        _ = worst
    }

    /// The swipe back's frames: the snapshot's bounds change every frame, yet its screen's picture is drawn once
    /// and warped from then on — the same bytes as drawing everything every frame. Flattened (as before session
    /// 11), nothing could be kept: the clipping layer's picture is new with every size.
    @Test func aShrinkingSnapshotKeepsItsScreensPicture() {
        func frames(flattened: Bool) -> Int {
            let (root, snapshot, screen) = Self.makeScene(flattened: flattened)
            _ = render(root)
            let cached = CARenderer(layer: root), plain = CARenderer(layer: root)
            cached.isInertDelegate = { _ in true }
            plain.cachesRasters = false
            for i in 0..<8 {
                Self.shrink(snapshot, screen, frame: i)
                let a = cached.makeImage(scale: 2, atTime: 0)!, b = plain.makeImage(scale: 2, atTime: 0)!
                #expect(Self.bytes(a) == Self.bytes(b), "frame \(i)")
            }
            #expect(plain.rasterCacheHits == 0)
            return cached.rasterCacheHits
        }
        #expect(frames(flattened: false) >= 6)
        #expect(frames(flattened: true) == 0)
    }

    /// Cutting a corner moves a pixel from what the subtree drew back towards what lay under it.
    @Test func cuttingBlendsTowardsWhatLayUnder() {
        let under: UInt32 = 0xFF_FF_FF_FF, over: UInt32 = 0xFF_00_40_80
        #expect(RoundedCorners.blend(under, over, coverage: 1) == over)
        #expect(RoundedCorners.blend(under, over, coverage: 0) == under)
        #expect(RoundedCorners.blend(under, over, coverage: 0.5) == 0xFF_80_A0_C0)
    }
}
