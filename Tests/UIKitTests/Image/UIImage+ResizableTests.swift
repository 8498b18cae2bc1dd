import Testing
@testable import UIKit
import Flipbook

/// `.tile` resizing: drawn larger, a resizable image repeats its centre (and edges) at their own size; a plain
/// image still stretches, and `.stretch` stretches.
@MainActor @Suite struct UIImageResizableTilingTests {
    /// Red 2-pixel caps left and right, blue then green (3 pixels each) between (ImageTestSupport.swift).
    private func striped() -> UIImage {
        cappedTestImage(centre: [UIColor(red: 0, green: 0, blue: 1, alpha: 1), UIColor(red: 0, green: 1, blue: 0, alpha: 1)])
    }

    private let insets = UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2)

    @Test func tileModeRepeatsTheCentre() throws {
        let tiled = try drawnTestImage(striped().resizableImage(withCapInsets: insets))
        #expect(Probe.matches(tiled, 1, 2, (255, 0, 0)) && Probe.matches(tiled, 38, 2, (255, 0, 0)))
        #expect(Probe.matches(tiled, 3, 2, (0, 0, 255)))
        #expect(Probe.matches(tiled, 6, 2, (0, 255, 0)))
        #expect(Probe.matches(tiled, 9, 2, (0, 0, 255)), "the second copy")
        #expect(Probe.matches(tiled, 24, 2, (0, 255, 0)))
        let stretched = try drawnTestImage(striped().resizableImage(withCapInsets: insets, resizingMode: .stretch))
        #expect(Probe.matches(stretched, 9, 2, (0, 0, 255)) && Probe.matches(stretched, 6, 2, (0, 0, 255)))
        #expect(Probe.matches(stretched, 24, 2, (0, 255, 0)))
    }

    /// Zero insets and `.tile`: the whole image repeats (a pattern); a plain image drawn larger stretches.
    @Test func zeroInsetsTileTheWholeImage() throws {
        let pattern = try drawnTestImage(striped().resizableImage(withCapInsets: .zero, resizingMode: .tile), width: 30)
        #expect(Probe.matches(pattern, 11, 2, (255, 0, 0)), "the second copy's left cap")
        #expect(Probe.matches(pattern, 13, 2, (0, 0, 255)))
        #expect(Probe.matches(pattern, 26, 2, (0, 255, 0)))
        let plain = try drawnTestImage(striped(), width: 30)
        #expect(Probe.matches(plain, 17, 2, (0, 255, 0)), "stretched 3×: x 17 is the image's x 5.8")
        #expect(!striped().tiles && striped().resizableImage(withCapInsets: .zero).tiles)
    }

    /// An image view repeats a `.tile` image's centre too (through its layer).
    @Test func imageViewTiles() {
        let (stage, _, box) = makeStageWithBox(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
        let imageView = UIImageView(image: striped().resizableImage(withCapInsets: insets))
        imageView.frame = box.bounds
        box.addSubview(imageView)
        #expect(imageView.layer.tilesContentsCenter)
        stage.pump()
        let shot = stage.snapshot(scale: 1)
        #expect(Probe.matches(shot, 1, 2, (255, 0, 0)))
        #expect(Probe.matches(shot, 9, 2, (0, 0, 255)))
        #expect(Probe.matches(shot, 6, 2, (0, 255, 0)))
        #expect(Probe.matches(shot, 38, 2, (255, 0, 0)))
        imageView.image = striped().resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(!imageView.layer.tilesContentsCenter)
    }
}
