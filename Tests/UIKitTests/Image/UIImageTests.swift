import Foundation
import Testing
@testable import UIKit
import Flipbook

@Suite("UIImage")
struct UIImageTests {
    /// A `w`×`h` pixel image filled with `color`.
    static func solid(_ w: Int, _ h: Int, _ color: UIColor, scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: CGFloat(w) / scale, height: CGFloat(h) / scale), format: format)
            .image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: CGFloat(w) / scale, height: CGFloat(h) / scale))
            }
    }

    @Test func cgImageScaleAndSize() throws {
        let cg = try #require(Self.solid(40, 20, .red).cgImage)
        let image = UIImage(cgImage: cg, scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.cgImage === cg)
        #expect(UIImage(cgImage: cg).size == CGSize(width: 40, height: 20))
        #expect(UIImage().size == .zero)
    }

    @Test func dataRoundTrips() throws {
        let image = Self.solid(6, 4, .blue)
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.size == CGSize(width: 6, height: 4))
        #expect(Probe.matches(try Probe.bitmap(decoded), 3, 2, (0, 0, 255)))
        let jpeg = try #require(image.jpegData(compressionQuality: 0.8))
        #expect(Probe.matches(try Probe.bitmap(UIImage(data: jpeg)), 3, 2, (0, 0, 255), tolerance: 8))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test func filesAndNamedResources() throws {
        try Probe.withTemporaryDirectory { dir in
            try #require(Self.solid(8, 8, .green).pngData()).write(to: dir.appendingPathComponent("dot@2x.png"))
            try #require(Self.solid(3, 3, .red).pngData()).write(to: dir.appendingPathComponent("plain.png"))
            try #require(Self.solid(5, 5, .blue).jpegData(compressionQuality: 0.9))
                .write(to: dir.appendingPathComponent("photo.jpg"))

            let file = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("dot@2x.png").path))
            #expect(file.scale == 2 && file.size == CGSize(width: 4, height: 4))
            #expect(UIImage(contentsOfFile: dir.appendingPathComponent("missing.png").path) == nil)

            let bundle = try #require(Bundle(path: dir.path))
            let dot = try #require(UIImage(named: "dot", in: bundle, with: nil))
            #expect(dot.scale == 2 && dot.size == CGSize(width: 4, height: 4))
            #expect(UIImage(named: "plain", in: bundle, with: nil)?.size == CGSize(width: 3, height: 3))
            #expect(UIImage(named: "photo", in: bundle, with: nil)?.size == CGSize(width: 5, height: 5))
            #expect(UIImage(named: "plain.png", in: bundle, with: nil) != nil)
            #expect(UIImage(named: "nothing", in: bundle, with: nil) == nil)
        }
    }

    @Test func tintingFillsTheShape() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        // An L: the left column and the top row; tinting must keep it upright.
        let shape = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 3))
        }
        let tinted = shape.withTintColor(.red)
        #expect(tinted.renderingMode == .alwaysOriginal)
        let cg = try #require(tinted.cgImage)
        #expect(Probe.matches(cg, 2, 5, (255, 0, 0)))
        #expect(Probe.matches(cg, 8, 1, (255, 0, 0)), "the top row stays on top")
        #expect(Probe.isTransparent(cg, 8, 8))
        #expect(shape.withRenderingMode(.alwaysTemplate).isTemplate)
        #expect(!shape.isTemplate)
    }

    @MainActor @Test func systemSymbols() throws {
        _ = Stage(device: .iPhoneSE) // main screen scale 2
        let heart = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.isSymbolImage && heart.isTemplate)
        #expect(heart.scale == 2)
        #expect(heart.size == CGSize(width: 20, height: 20))
        let cg = try #require(heart.cgImage)
        #expect(Probe.color(cg, 20, 24).a == 255, "the heart is filled in the middle")
        #expect(Probe.isTransparent(cg, 0, 0))
        #expect(Probe.color(cg, 20, 32).a == 255, "point down")
        #expect(Probe.isTransparent(cg, 20, 6), "the dip between the lobes is on top")
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        let big = try #require(UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(big.size == CGSize(width: 48, height: 48))
        for name in UIImage.flipbookSymbolNames {
            let symbol = try #require(UIImage(systemName: name), "\(name)")
            #expect(Probe.inkBounds(try Probe.bitmap(symbol)) != nil, "\(name) draws something")
        }
    }
}

/// Resizable images (`resizableImage(withCapInsets:)`): drawn larger, the caps keep their size.
@MainActor @Suite struct UIImageResizableTests {
    /// Red 2-pixel caps left and right, blue between (ImageTestSupport.swift).
    private func capped() -> UIImage { cappedTestImage(centre: [UIColor(red: 0, green: 0, blue: 1, alpha: 1)]) }

    @Test func keepsInsetsAndModes() {
        let insets = UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        let tiled = capped().resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets && tiled.resizingMode == .tile)
        let stretched = capped().resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch && stretched.size == CGSize(width: 10, height: 4))
        #expect(stretched.withRenderingMode(.alwaysTemplate).capInsets == insets)
        #expect(capped().capInsets == .zero)
    }

    @Test func drawsCapsAtTheirSize() throws {
        let image = capped().resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2),
                                            resizingMode: .stretch)
        let cg = try drawnTestImage(image)
        #expect(Probe.matches(cg, 1, 2, (255, 0, 0)))
        #expect(Probe.matches(cg, 3, 2, (0, 0, 255)))
        #expect(Probe.matches(cg, 36, 2, (0, 0, 255)))
        #expect(Probe.matches(cg, 38, 2, (255, 0, 0)))
    }

    /// An image view shows a resizable image the same way (through the layer's `contentsCenter`).
    @Test func imageViewStretchesBetweenCaps() {
        let (stage, _, box) = makeStageWithBox(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        let imageView = UIImageView(image: capped().resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2)))
        imageView.frame = box.bounds
        box.addSubview(imageView)
        #expect(imageView.layer.contentsCenter == CGRect(x: 0.2, y: 0, width: 0.6, height: 1))
        stage.pump()
        let shot = stage.snapshot(scale: 1)
        #expect(Probe.matches(shot, 1, 2, (255, 0, 0)))
        #expect(Probe.matches(shot, 20, 2, (0, 0, 255)))
        #expect(Probe.matches(shot, 38, 2, (255, 0, 0)))
        #expect(!Probe.matches(shot, 36, 2, (255, 0, 0)))
    }
}
