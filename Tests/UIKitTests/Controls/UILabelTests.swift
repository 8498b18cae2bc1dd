import Foundation
import Testing
@testable import UIKit
import Flipbook

@MainActor
@Suite("UILabel")
struct UILabelTests {
    @Test func drawsItsTextInItsColourAtTheScreenScale() throws {
        let stage = Stage(device: .iPhoneSE)
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 40))
        label.text = "Flipbook"
        label.textColor = .red
        label.font = .boldSystemFont(ofSize: 24)
        stage.window.addSubview(label)
        stage.pump()
        let contents = try #require(label.layer.contents as? CGImage)
        #expect(contents.width == 400 && contents.height == 80, "crisp: drawn at 2×")
        let red = Probe.count(contents) { $0.a > 200 && $0.r > 200 && $0.g < 50 && $0.b < 50 }
        #expect(red > 300)
        #expect(Probe.count(contents) { $0.a > 0 && $0.g > 100 } == 0, "only the text colour (and its edges)")
        // Vertically centred, left aligned.
        let ink = try #require(Probe.inkBounds(contents))
        #expect(ink.minX < 10)
        #expect(abs(ink.midY - 40) < 8)
    }

    @Test func alignmentMovesTheText() throws {
        let stage = Stage(device: .iPhoneSE)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.text = "Hi"
        label.textAlignment = .right
        stage.window.addSubview(label)
        stage.pump()
        let right = try Probe.ink(Probe.contents(label.layer))
        #expect(right.maxX > 590)
        label.textAlignment = .center
        stage.pump()
        let center = try Probe.ink(Probe.contents(label.layer))
        #expect(abs(center.midX - 300) < 6)
    }

    @Test func redrawsWhenTextChanges() throws {
        let stage = Stage(device: .iPhoneSE)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.text = "i"
        stage.window.addSubview(label)
        stage.pump()
        let narrow = try Probe.ink(Probe.contents(label.layer))
        label.text = "A much longer text"
        #expect(label.layer.needsDisplay())
        stage.pump()
        let wide = try Probe.ink(Probe.contents(label.layer))
        #expect(wide.width > narrow.width * 5)
        label.text = nil
        stage.pump()
        #expect(label.layer.contents == nil)
    }

    @Test func sizing() {
        let label = UILabel()
        label.text = "Hello there, this wraps"
        label.font = .systemFont(ofSize: 17)
        let single = label.intrinsicContentSize
        #expect(single.width > 100 && single.height >= 17 && single.height < 25)
        #expect(label.sizeThatFits(CGSize(width: 80, height: 1000)) == single, "one line does not wrap")
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(wrapped.width <= 80)
        #expect(wrapped.height > single.height * 2)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(abs(two.height - 2 * single.height) <= 2)
        label.sizeToFit()
        #expect(label.bounds.size == label.sizeThatFits(label.bounds.size))
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func truncatesToItsWidth() throws {
        let stage = Stage(device: .iPhoneSE)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.text = "A very long line that cannot fit"
        stage.window.addSubview(label)
        stage.pump()
        let ink = try Probe.ink(Probe.contents(label.layer))
        #expect(ink.maxX <= 120)
    }

    @Test func attributedTextSetsTheLabelsProperties() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Bold", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.green,
        ])
        #expect(label.text == "Bold")
        #expect(label.font.pointSize == 30)
        #expect(label.textColor == UIColor.green)
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        #expect(label.font.pointSize == 30)
    }
}

@MainActor
@Suite("UIImageView")
struct UIImageViewTests {
    @Test func showsItsImageAsLayerContents() throws {
        let image = UIImageTests.solid(40, 20, .red, scale: 2)
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 20, height: 10))
        #expect((view.layer.contents as? CGImage) === image.cgImage)
        #expect(view.layer.contentsScale == 2)
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsGravity == .resizeAspect)
        view.image = nil
        #expect(view.layer.contents == nil)
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func displayPassLeavesTheImageAlone() throws {
        let stage = Stage(device: .iPhoneSE)
        let image = UIImageTests.solid(10, 10, .blue)
        let view = UIImageView(image: image)
        stage.window.addSubview(view)
        stage.pump()
        #expect((view.layer.contents as? CGImage) === image.cgImage)
        #expect(view.layer.contentsScale == 1)
    }

    @Test func templatesAreTinted() throws {
        let shape = UIImageTests.solid(4, 4, .black).withRenderingMode(.alwaysTemplate)
        let view = UIImageView(image: shape)
        view.tintColor = .red
        let contents = try #require(view.layer.contents as? CGImage)
        #expect(Probe.matches(contents, 1, 1, (255, 0, 0)))
        view.tintColor = .green
        #expect(Probe.matches(try Probe.contents(view.layer), 1, 1, (0, 255, 0)))
    }

    @Test func animationImagesPlayInTurn() throws {
        let stage = Stage(device: .iPhoneSE)
        let frames = [UIImageTests.solid(2, 2, .red), UIImageTests.solid(2, 2, .green), UIImageTests.solid(2, 2, .blue)]
        let view = UIImageView(image: frames[0])
        stage.window.addSubview(view)
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 1
        view.startAnimating()
        #expect(view.isAnimating)
        stage.pump(0.05)
        #expect((view.layer.presentation()?.contents as? CGImage) === frames[0].cgImage)
        stage.pump(0.1)
        #expect((view.layer.presentation()?.contents as? CGImage) === frames[1].cgImage)
        stage.pump(0.1)
        #expect((view.layer.presentation()?.contents as? CGImage) === frames[2].cgImage)
        stage.pumpAndSettle()
        #expect(!view.isAnimating)
        #expect((view.layer.presentation()?.contents as? CGImage) === frames[0].cgImage)
    }

    @Test func highlightedImage() {
        let normal = UIImageTests.solid(2, 2, .red), highlighted = UIImageTests.solid(2, 2, .blue)
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        view.isHighlighted = true
        #expect((view.layer.contents as? CGImage) === highlighted.cgImage)
        view.isHighlighted = false
        #expect((view.layer.contents as? CGImage) === normal.cgImage)
    }
}
