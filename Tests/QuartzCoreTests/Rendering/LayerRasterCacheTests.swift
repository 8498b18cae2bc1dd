import Foundation
import Testing
@testable import QuartzCore

/// Kept pictures of subtrees in perspective (``LayerRasterCache``): every frame must be the same bytes as
/// drawing everything again, whatever changes between frames.
@Suite struct LayerRasterCacheTests {
    /// A delegate the renderer is told draws nothing (as a view).
    final class InertDelegate: NSObject, CALayerDelegate {}

    /// A page of rounded, clipped rows with a picture each, turning about its vertical axis in perspective.
    static func makeScene() -> (root: CALayer, page: CALayer, rows: [CALayer]) {
        let root = makeRoot(120, 160, background: rgb(0, 0, 0))
        let page = makeLayer(CGRect(x: 0, y: 0, width: 120, height: 160), rgb(240, 240, 245), in: root)
        page.delegate = delegate
        var rows: [CALayer] = []
        for i in 0..<5 {
            let row = makeLayer(CGRect(x: 8, y: 8 + CGFloat(i) * 30, width: 104, height: 24), rgb(255, 255, 255), in: page)
            row.cornerRadius = 6
            row.masksToBounds = true
            row.delegate = delegate
            let picture = makeLayer(CGRect(x: 4, y: 4, width: 16, height: 16), nil, in: row)
            picture.contents = quadrantImage
            picture.cornerRadius = 8
            picture.masksToBounds = true
            _ = makeLayer(CGRect(x: 26, y: 8, width: 60, height: 8), rgb(40, 40, 40), in: row)
            rows.append(row)
        }
        return (root, page, rows)
    }

    nonisolated(unsafe) static let delegate = InertDelegate()

    static func turn(_ page: CALayer, frame: Int) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        page.transform = CATransform3DRotate(perspective, CGFloat.pi / 2 * 0.9 * CGFloat(frame) / 8, 0, 1, 0)
    }

    /// The image's stored (premultiplied) bytes.
    static func bytes(_ image: CGImage) -> [UInt8] { image.withUnsafePixelBytes { bytes, _ in Array(bytes) } }

    /// Frames of the turning page through a caching renderer and one that draws everything, with `change`
    /// applied before some frames: the same bytes every frame.
    func expectSameFrames(change: (Int, CALayer, [CALayer]) -> Void) -> Int {
        CATransaction.setDisableActions(true)
        let (root, page, rows) = Self.makeScene()
        _ = render(root)  // gives the root a clock
        let cached = CARenderer(layer: root), plain = CARenderer(layer: root)
        cached.isInertDelegate = { $0 is InertDelegate }
        plain.cachesRasters = false
        for frame in 0..<9 {
            Self.turn(page, frame: frame)
            change(frame, page, rows)
            let a = cached.makeImage(scale: 2, atTime: 0)!, b = plain.makeImage(scale: 2, atTime: 0)!
            #expect(Self.bytes(a) == Self.bytes(b), "frame \(frame)")
        }
        #expect(plain.rasterCacheHits == 0)
        return cached.rasterCacheHits
    }

    @Test func aTurningPageIsRasterisedOnce() {
        let hits = expectSameFrames { _, _, _ in }
        #expect(hits >= 6)
    }

    /// A layer changing only its corner curve draws again: the cached frame matches a full redraw, and the
    /// picture really changed (the squircle leaves the edge earlier than the circle; the rows' 6 pt radius is small enough for it).
    @Test func aChangedCornerCurveIsDrawnAgain() {
        var before: [UInt8] = [], after: [UInt8] = []
        _ = expectSameFrames { frame, page, rows in
            if frame == 5 {
                let probe = CARenderer(layer: page.superlayer!)
                probe.cachesRasters = false
                before = Self.bytes(probe.makeImage(scale: 2, atTime: 0)!)
                for row in rows { row.cornerCurve = .continuous }
                after = Self.bytes(probe.makeImage(scale: 2, atTime: 0)!)
            }
        }
        #expect(!before.isEmpty && before != after)
    }

    @Test func aChangedSublayerIsDrawnAgain() {
        _ = expectSameFrames { frame, _, rows in
            switch frame {
            case 2: rows[1].backgroundColor = rgb(255, 0, 0)
            case 3: rows[2].position.y += 1
            case 4: rows[3].sublayers![0].contents = makeTexture(width: 8, height: 8)
            case 5: rows[0].isHidden = true
            case 6: rows[4].sublayers![1].removeFromSuperlayer()
            case 7: rows[2].addSublayer(makeLayer(CGRect(x: 90, y: 2, width: 6, height: 6), rgb(0, 0, 255)))
            default: break
            }
        }
    }

    @Test func theTurningLayersOwnValuesCountExceptItsPlacement() {
        _ = expectSameFrames { frame, page, _ in
            if frame == 3 { page.backgroundColor = rgb(200, 230, 200) }
            if frame == 5 { page.cornerRadius = 12 }
            if frame == 6 { page.opacity = 0.5 }  // applied by the warp: still the kept picture
        }
    }

    /// A page whose near edge grows past the screen as it turns (strong perspective): which part of it is on
    /// screen changes every frame, yet it is drawn once or twice (the whole plane is kept), with the same bytes.
    @Test func aPageReachingPastTheScreenIsKeptWhole() {
        CATransaction.setDisableActions(true)
        let (root, page, _) = Self.makeScene()
        _ = render(root)
        let cached = CARenderer(layer: root), plain = CARenderer(layer: root)
        cached.isInertDelegate = { $0 is InertDelegate }
        plain.cachesRasters = false
        for frame in 1..<12 {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 150
            page.transform = CATransform3DRotate(perspective, 0.1 + 1.2 * CGFloat(frame) / 11, 0, 1, 0)
            let a = cached.makeImage(scale: 2, atTime: 0)!, b = plain.makeImage(scale: 2, atTime: 0)!
            #expect(Self.bytes(a) == Self.bytes(b), "frame \(frame)")
        }
        #expect(cached.rasterCacheHits >= 9)
    }

    @Test func aDelegateNotVouchedForIsNeverKept() {
        CATransaction.setDisableActions(true)
        let (root, page, _) = Self.makeScene()
        _ = render(root)
        let renderer = CARenderer(layer: root)
        renderer.isInertDelegate = { _ in false }
        for frame in 0..<4 {
            Self.turn(page, frame: frame)
            _ = renderer.makeImage(scale: 1, atTime: 0)
        }
        #expect(renderer.rasterCacheHits == 0)
    }
}
