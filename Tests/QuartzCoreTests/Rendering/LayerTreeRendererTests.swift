import GoldenTesting
import Testing
@testable import QuartzCore

@Suite struct LayerTreeRendererTests {
    /// Additive animations that settle on 1 sum to 0.99999994 in `Float`. No 8-bit pixel can show that alpha,
    /// so the layer must render exactly as at 1, not as a group with edges antialiased another way (a fuzz
    /// finding of issue 16: the frame and its trace, which rounds the opacity to 1, differed on an edge row).
    @Test func anOpacityThatIsOpaqueInEightBitsRendersAsOpaque() {
        func scene(opacity: Float) -> CGImage {
            let root = makeRoot(80, 120)
            let card = makeLayer(CGRect(x: 8.16, y: 90.176, width: 47.74, height: 23.02), rgb(215, 120, 30), in: root)
            _ = makeLayer(CGRect(x: 4.3, y: 3.7, width: 20.2, height: 9.9), rgb(20, 90, 200), in: card)
            card.opacity = opacity
            return render(root, scale: 0.5)
        }
        let opaque = scene(opacity: 1)
        #expect(ImageComparison(opaque, scene(opacity: 0.99999994), channelTolerance: 0).badPixels == 0)
        #expect(ImageComparison(opaque, scene(opacity: 254.5 / 255), channelTolerance: 0).badPixels == 0)
        #expect(ImageComparison(opaque, scene(opacity: 0.99), channelTolerance: 0).badPixels > 0, "a real translucency still shows")
    }

    @Test func theOpaqueThresholdIsHalfAnAlphaStepBelowOne() {
        var values = LayerProperties()
        values.opacity = 0.9985
        #expect(LayerTreeRenderer.drawable(values)?.opacity == 1)
        values.opacity = 0.997
        #expect(LayerTreeRenderer.drawable(values)?.opacity == 0.997)
        values.opacity = 0
        #expect(LayerTreeRenderer.drawable(values) == nil)
        values.opacity = 1
        values.isHidden = true
        #expect(LayerTreeRenderer.drawable(values) == nil)
    }
}
