import Foundation
import Testing
@testable import UIKit
import Flipbook

@MainActor
private final class DotView: UIView {
    var drawCount = 0
    var color = UIColor.red
    override func draw(_ rect: CGRect) {
        drawCount += 1
        color.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

@MainActor
@Suite("UIView.draw(_:) and the display pass")
struct UIViewDisplayTests {
    @Test func drawRunsOnTheFirstFrameAtTheScreenScale() throws {
        let stage = Stage(device: .iPhoneSE)
        let dot = DotView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        stage.window.addSubview(dot)
        #expect(dot.layer.contents == nil)
        stage.pump()
        #expect(dot.drawCount == 1)
        let contents = try #require(dot.layer.contents as? CGImage)
        #expect(contents.width == 60 && contents.height == 40)
        #expect(dot.layer.contentsScale == 2)
        #expect(Probe.matches(contents, 30, 20, (255, 0, 0)))
        #expect(Probe.isTransparent(contents, 0, 0))
        stage.pump()
        #expect(dot.drawCount == 1, "no redraw without setNeedsDisplay")
    }

    @Test func setNeedsDisplayRedraws() throws {
        let stage = Stage(device: .iPhoneSE)
        let dot = DotView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(dot)
        stage.pump()
        dot.color = .blue
        dot.setNeedsDisplay()
        #expect(dot.layer.needsDisplay())
        stage.pump()
        #expect(dot.drawCount == 2)
        #expect(Probe.matches(try Probe.contents(dot.layer), 10, 10, (0, 0, 255)))
    }

    @Test func redrawContentModeRedrawsOnResize() {
        let stage = Stage(device: .iPhoneSE)
        let dot = DotView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(dot)
        stage.pump()
        dot.bounds.size = CGSize(width: 20, height: 20)
        stage.pump()
        #expect(dot.drawCount == 1, "scaleToFill stretches the old contents")
        dot.contentMode = .redraw
        dot.bounds.size = CGSize(width: 30, height: 30)
        stage.pump()
        #expect(dot.drawCount == 2)
        #expect((dot.layer.contents as? CGImage)?.width == 60)
    }

    @Test func viewsThatDrawNothingGetNoBitmapAndKeepHandSetContents() throws {
        let stage = Stage(device: .iPhoneSE)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let image = try #require(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.cgImage)
        custom.layer.contents = image
        stage.window.addSubview(plain)
        stage.window.addSubview(custom)
        stage.pump()
        #expect(plain.layer.contents == nil)
        #expect((custom.layer.contents as? CGImage) === image)
    }

    @Test func contentModeSetsTheLayerGravity() {
        let view = UIView()
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            // Swapped vertically: Core Animation's names follow the y-axis, which points down on iOS.
            (.redraw, .resize), (.center, .center), (.top, .bottom), (.bottom, .top), (.left, .left), (.right, .right),
            (.topLeft, .bottomLeft), (.topRight, .bottomRight), (.bottomLeft, .topLeft), (.bottomRight, .topRight),
        ]
        for (mode, gravity) in expected {
            view.contentMode = mode
            #expect(view.layer.contentsGravity == gravity, "\(mode)")
            #expect(view.layer.needsDisplayOnBoundsChange == (mode == .redraw))
        }
    }
}
