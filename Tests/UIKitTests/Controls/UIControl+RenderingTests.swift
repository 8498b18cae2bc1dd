import Foundation
import Testing
@testable import UIKit
import Flipbook

/// Views as the renderer shows them: through `Stage.snapshot()`.
@MainActor
@Suite("Controls on screen")
struct UIControlRenderingTests {
    private func stage() -> (Stage, UIView) {
        let stage = Stage(size: CGSize(width: 200, height: 200), scale: 2)
        let root = UIView()
        root.backgroundColor = .white
        stage.show(root)
        return (stage, root)
    }

    @Test func snapshotIsTheWindowAtTheDeviceScale() {
        let (stage, root) = stage()
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        box.backgroundColor = .blue
        root.addSubview(box)
        let image = stage.snapshot()
        #expect(image.width == 400 && image.height == 400)
        #expect(Probe.matches(image, 50, 80, (0, 0, 255)))
        #expect(Probe.matches(image, 10, 10, (255, 255, 255)))
        #expect(stage.snapshot(scale: 1).width == 200)
    }

    @Test func aspectFitImageIsCentredAndScaled() {
        let (stage, root) = stage()
        // A 40×20 pt red image in a 200×200 view: fitted to 200×100, centred vertically (y 50…150).
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        imageView.image = UIImageTests.solid(40, 20, .red)
        imageView.contentMode = .scaleAspectFit
        root.addSubview(imageView)
        let image = stage.snapshot()
        #expect(Probe.matches(image, 200, 200, (255, 0, 0)))
        #expect(Probe.matches(image, 4, 104, (255, 0, 0)))
        #expect(Probe.matches(image, 200, 90, (255, 255, 255)), "above the fitted image")
        #expect(Probe.matches(image, 200, 310, (255, 255, 255)), "below it")
        imageView.contentMode = .scaleAspectFill
        let filled = stage.snapshot()
        #expect(Probe.matches(filled, 200, 20, (255, 0, 0)))
        imageView.contentMode = .topLeft
        let corner = stage.snapshot()
        #expect(Probe.matches(corner, 60, 20, (255, 0, 0)), "40×20 pt at the top left")
        #expect(Probe.matches(corner, 100, 20, (255, 255, 255)))
        #expect(Probe.matches(corner, 60, 60, (255, 255, 255)))
    }

    @Test func labelTextIsOnScreenInItsColour() throws {
        let (stage, root) = stage()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 28)
        label.textColor = .red
        root.addSubview(label)
        stage.pump()
        let image = stage.snapshot()
        let region = CGRect(x: 20, y: 20, width: 360, height: 80)
        #expect(Probe.count(image, in: region) { $0.r > 220 && $0.g < 40 && $0.b < 40 } > 300)
        #expect(Probe.count(image, in: CGRect(x: 0, y: 120, width: 400, height: 280)) { $0.g < 200 } == 0)
    }

    @Test func buttonBackgroundTitleAndImageRender() throws {
        let (stage, root) = stage()
        let button = UIButton(type: .custom)
        button.backgroundColor = .blue
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.setImage(UIImage(systemName: "heart.fill"), for: .normal)
        button.imageView?.tintColor = .red
        button.tintColor = .red
        button.frame = CGRect(x: 20, y: 20, width: 160, height: 60)
        root.addSubview(button)
        stage.pump()
        let image = stage.snapshot()
        let area = CGRect(x: 40, y: 40, width: 320, height: 120)
        #expect(Probe.count(image, in: area) { $0.b > 220 && $0.r < 30 } > 1000, "background")
        #expect(Probe.count(image, in: area) { $0.r > 220 && $0.g > 220 && $0.b > 220 } > 50, "white title")
    }

    @Test func recordingsRenderWithTheLayerRendererByDefault() throws {
        let (stage, root) = stage()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        box.backgroundColor = .red
        root.addSubview(box)
        let recording = try stage.record(fps: 10) { stage in
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { box.center.x = 125 })
            stage.pumpAndSettle()
        }
        #expect(recording.frames.count == 6)
        let last = try #require(recording.frames.last?.image)
        #expect(last.width == 400)
        #expect(Probe.matches(last, 250, 50, (255, 0, 0)))
        #expect(Probe.matches(last, 20, 50, (255, 255, 255)))
        let middle = try #require(recording.frames[3].image)
        #expect(Probe.matches(middle, 2 * (25 + 60), 50, (255, 0, 0)), "x = 85 pt at 0.3 s")
    }
}
