import Testing
@testable import QuartzCore

/// How a layer stores its values and its links without weak references (Benchmarks/README.md): colours as
/// values, rarely set references out of line, `superlayer` unowned, clock registries through registrations.
struct LayerPropertiesStorageTests {
    // MARK: Colours as values

    @Test func colorsReadBackEqualWithTheirModelAndComponents() throws {
        let layer = CALayer()
        layer.backgroundColor = CGColor(gray: 0.25, alpha: 0.5)
        let gray = try #require(layer.backgroundColor)
        #expect(gray == CGColor(gray: 0.25, alpha: 0.5))
        #expect(gray.numberOfComponents == 2)
        #expect(gray.components == [0.25, 0.5])

        layer.borderColor = CGColor(red: 1.5, green: -0.25, blue: 0.125, alpha: 1)  // extended range survives
        #expect(layer.borderColor?.components == [1.5, -0.25, 0.125, 1])

        layer.shadowColor = nil
        #expect(layer.shadowColor == nil)
    }

    @Test func defaultBorderAndShadowColorsAreOpaqueRGBBlack() {
        let layer = CALayer()
        #expect(layer.borderColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.shadowColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.backgroundColor == nil)
    }

    @Test func anAnimatedColorBlendsWithoutTouchingTheModel() {
        let host = LayerTestHost()
        let layer = host.addLayer()
        host.withoutActions { layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        fade.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        host.pump(0.5)
        let shown = layer.presentationProperties().backgroundColor?.rgba
        #expect(shown.map { near($0.r, 0.5) && near($0.b, 0.5) } == true)
        #expect(layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    // MARK: Out-of-line references

    @Test func outOfLineValuesAreCopiedOnWrite() {
        var a = LayerProperties()
        #expect(a.contents == nil && a.shadowPath == nil && a.custom.isEmpty)
        a.contents = "image A"
        a.custom["fontSize"] = .number(12)
        var b = a
        b.contents = "image B"
        b.custom["fontSize"] = .number(30)
        #expect(a.contents as? String == "image A")
        #expect(b.contents as? String == "image B")
        #expect(a.custom["fontSize"].flatMap { if case .number(let v) = $0 { v } else { nil } } == 12)
        #expect(b.custom["fontSize"].flatMap { if case .number(let v) = $0 { v } else { nil } } == 30)

        b.contents = nil
        b.custom = [:]
        #expect(b.contents == nil && b.custom.isEmpty)
        #expect(a.contents as? String == "image A")
    }

    // MARK: Links without weak references

    @Test func aSublayerOutlivingItsParentHasNoSuperlayer() {
        let child = CALayer()
        let mask = CALayer()
        do {
            let parent = CALayer()
            parent.addSublayer(child)
            parent.mask = mask
            #expect(child.superlayer === parent)
            #expect(mask.superlayer === parent)
        }
        // The parent is gone: reading the unowned back references would trap if deinit had not cleared them.
        #expect(child.superlayer == nil)
        #expect(mask.superlayer == nil)
        #expect(child.rootLayer === child)
    }

    @Test func movingALayerUpdatesItsSuperlayer() {
        let a = CALayer(), b = CALayer(), child = CALayer()
        a.addSublayer(child)
        b.insertSublayer(child, at: 0)
        #expect(child.superlayer === b)
        #expect(a.sublayers == nil)
        child.removeFromSuperlayer()
        #expect(child.superlayer == nil)
        b.mask = child
        a.addSublayer(child)  // taking the mask away from b
        #expect(b.mask == nil)
        #expect(child.superlayer === a)
    }

    @Test func anAnimatingLayerThatGoesAwayLeavesTheClock() {
        let host = LayerTestHost()
        var running: CALayer? = host.addLayer()
        let endless = CABasicAnimation(keyPath: "opacity")
        endless.fromValue = 0
        endless.toValue = 1
        endless.duration = 1
        endless.repeatCount = .infinity
        running!.add(endless, forKey: "pulse")
        let pending = host.addLayer()
        pending.add(endless, forKey: "pulse")
        host.clock.commitAnimationBeginTimes()  // what the stage's commit does (the test host leaves it out)
        host.pump()
        #expect(host.clock.animatingLayers.count == 2)
        #expect(host.clock.hasPendingAnimations)

        // Gone between frames, and one of them gone before the commit that would stamp its animation.
        running!.removeFromSuperlayer()
        running = nil
        let late = CALayer()
        late.add(endless, forKey: "pulse")
        #expect(host.clock.uncommittedAnimations.count == 1)
        _ = consume late
        pending.removeFromSuperlayer()
        pending.removeAllAnimations()

        host.clock.commitAnimationBeginTimes()  // meets the emptied registration of `late`
        #expect(host.clock.uncommittedAnimations.isEmpty)
        host.pump(frames: 2)  // processAnimations meets emptied registrations
        #expect(host.clock.animatingLayers.isEmpty)
        #expect(!host.clock.hasPendingAnimations)
    }
}
