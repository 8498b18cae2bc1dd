import Foundation
import Testing
@testable import Flipbook

/// `Stage.snapshot()`, the path a user reads frames through: a full-screen page of rounded, clipped rows turned
/// exactly edge-on in perspective covers no area, so it draws nothing (Core Animation shows nothing; a renderer
/// that trusts cos(π/2) ≈ 6·10⁻¹⁷ draws a one-pixel coloured line down the axis).
@MainActor
@Suite("Stage.snapshot: a view seen exactly edge-on draws nothing")
struct FrameSourceEdgeOnTests {
    /// A window of plain white with a full-screen page (rows, labels) turned by `transform`.
    private func snapshot(_ transform: CATransform3D, onSuperlayer: Bool = false) -> CGImage {
        let stage = Stage(device: .iPhoneSE)
        stage.window.backgroundColor = .white
        let root = UIView()
        root.backgroundColor = .white
        stage.show(root)
        let page = UIView(frame: root.bounds.insetBy(dx: 0, dy: 0))
        page.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        page.layer.cornerRadius = 12
        page.clipsToBounds = true
        for i in 0..<6 {
            let row = UIView(frame: CGRect(x: 12, y: 20 + CGFloat(i) * 60, width: page.bounds.width - 24, height: 50))
            row.backgroundColor = UIColor(red: 0.9, green: 0.1, blue: 0.2, alpha: 1)
            row.layer.cornerRadius = 10
            row.clipsToBounds = true
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 24))
            label.text = "Row \(i)"
            row.addSubview(label)
            page.addSubview(row)
        }
        root.addSubview(page)
        CATransaction.setDisableActions(true)
        if onSuperlayer {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            root.layer.sublayerTransform = perspective
        }
        page.layer.transform = transform
        stage.pump()
        return stage.snapshot()
    }

    private func turned(_ angle: CGFloat, x: CGFloat = 0, y: CGFloat = 1, eye: CGFloat = 500) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / eye
        return CATransform3DRotate(perspective, angle, x, y, 0)
    }

    private func drawn(_ image: CGImage) -> Int {
        image.pixels.filter { $0 != RGBA8(r: 255, g: 255, b: 255, a: 255) }.count
    }

    @Test(arguments: [(CGFloat(0), CGFloat(1), CGFloat(500)), (0, 1, 1000), (1, 0, 500), (0, 1, 300)])
    func aPageEdgeOnDrawsNothing(axis: (x: CGFloat, y: CGFloat, eye: CGFloat)) {
        for angle in [CGFloat.pi / 2, -CGFloat.pi / 2] {
            let image = snapshot(turned(angle, x: axis.x, y: axis.y, eye: axis.eye))
            #expect(image.width == 750 && image.height == 1334)
            #expect(drawn(image) == 0, "a page edge-on at \(angle) about (\(axis.x), \(axis.y)) drew pixels")
        }
        // A hair before edge-on it still draws a sliver: the test sees drawing when there is some.
        #expect(drawn(snapshot(turned(.pi / 2 - 0.02, x: axis.x, y: axis.y, eye: axis.eye))) > 0)
    }

    @Test func edgeOnUnderTheSuperviewsPerspectiveDrawsNothing() {
        #expect(drawn(snapshot(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), onSuperlayer: true)) == 0)
        #expect(drawn(snapshot(CATransform3DMakeRotation(.pi / 2 - 0.02, 0, 1, 0), onSuperlayer: true)) > 0)
    }
}
