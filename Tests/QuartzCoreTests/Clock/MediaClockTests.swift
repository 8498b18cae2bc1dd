import Foundation
import Testing
@testable import QuartzCore

/// A clock that goes takes the animations it ran with it.
@Suite struct MediaClockTests {
    /// Holds what its animation's delegate would in UIKit: the layer it animates (a block's completion holds the
    /// views it animates, which hold their layers).
    final class Holder: NSObject, CAAnimationDelegate {
        var layer: CALayer?
        var stops = 0
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops += 1 }
    }

    /// An animation in flight whose delegate keeps its layer is a cycle (layer → animation → delegate → layer);
    /// dropping the clock (the stage that drove it) drops the animation silently, and the layer goes.
    @Test func droppingTheClockReleasesLayersHeldByTheirAnimations() {
        weak var weakLayer: CALayer?
        weak var weakHolder: Holder?
        var stops = -1
        do {
            var host: LayerTestHost? = LayerTestHost()
            let layer = host!.addLayer()
            let holder = Holder()
            holder.layer = layer
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 1
            animation.delegate = holder
            layer.add(animation, forKey: "fade")
            host!.pump(frames: 10)
            #expect(layer.animationKeys() == ["fade"], "in flight")
            weakLayer = layer
            weakHolder = holder
            host = nil
            // The next host's clock becomes the current one (the last clock made stays current until then).
            _ = LayerTestHost()
            stops = holder.stops
        }
        #expect(weakLayer == nil, "the layer went with its clock")
        #expect(weakHolder == nil, "and the animation's delegate")
        #expect(stops == 0, "the delegate of an animation dropped with its clock hears nothing")
    }
}
