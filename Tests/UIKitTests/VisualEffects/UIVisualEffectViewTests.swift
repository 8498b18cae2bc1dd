import Foundation
import Testing
@testable import UIKit
import Flipbook

/// UIVisualEffectView: a real backdrop blur (pixels against the Gaussian's closed form across a black/white edge,
/// then the style's tint), `effect` animated in a block and scrubbed by a property animator.
@MainActor
@Suite struct UIVisualEffectViewTests {
    /// A white screen whose left 180 pt are black, and an effect view over y 100…400 across the whole width.
    func setUp(_ effect: UIVisualEffect?) -> (Stage, UIVisualEffectView) {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        root.backgroundColor = .white
        stage.show(root)
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 667))
        black.backgroundColor = .black
        root.addSubview(black)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 0, y: 100, width: 375, height: 300)
        root.addSubview(effectView)
        stage.pumpAndSettle()
        return (stage, effectView)
    }

    func frame(_ stage: Stage) -> CGImage {
        CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)!
    }

    /// The grey level (0…255) expected `distance` px right of a black→white edge under a blur of σ `sigma` px,
    /// then a tint of `white` at `alpha`.
    func expected(distance: Double, sigma: Double, white: Double, alpha: Double) -> Double {
        let blurred = sigma > 0 ? 0.5 * (1 + erf(distance / (sigma * 2.0.squareRoot()))) : (distance > 0 ? 1 : 0)
        return 255 * (blurred * (1 - alpha) + white * alpha)
    }

    @Test func darkBlurIsAGaussianOfTheBackdropUnderTheTint() {
        let (stage, _) = setUp(UIBlurEffect(style: .dark))
        let image = frame(stage)
        for x in [160, 175, 185, 190, 200, 220, 360] {
            let level = Double(image.pixel(x: x, y: 250).r)
            let want = expected(distance: Double(x) + 0.5 - 180, sigma: 20, white: 0.11, alpha: 0.73)
            #expect(abs(level - want) <= 4, "x \(x): \(level) vs \(want)")
        }
        // Outside the effect view the backdrop is untouched.
        #expect(image.pixel(x: 190, y: 50).r == 255)
        #expect(image.pixel(x: 170, y: 50).r == 0)
    }

    @Test func lightBlurTintsWhite() {
        let (stage, _) = setUp(UIBlurEffect(style: .light))
        let image = frame(stage)
        let want = expected(distance: 10.5, sigma: 30, white: 1, alpha: 0.3)
        #expect(abs(Double(image.pixel(x: 190, y: 250).r) - want) <= 4)
    }

    @Test func noEffectShowsTheBackdropAsItIs() {
        let (stage, _) = setUp(nil)
        let image = frame(stage)
        #expect(image.pixel(x: 179, y: 250).r == 0)
        #expect(image.pixel(x: 180, y: 250).r == 255)
    }

    @Test func contentViewFillsTheViewAndDrawsOverTheBlur() {
        let (stage, effectView) = setUp(UIBlurEffect(style: .dark))
        #expect(effectView.contentView.superview === effectView)
        #expect(effectView.contentView.frame == effectView.bounds)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .red
        effectView.contentView.addSubview(badge)
        stage.pump()
        let p = frame(stage).pixel(x: 20, y: 120)
        #expect(p.r == 255 && p.g == 0)
    }

    @Test func scrubbingAPropertyAnimatorToHalfGivesHalfTheBlur() {
        let (stage, effectView) = setUp(nil)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            effectView.effect = UIBlurEffect(style: .dark)
        }
        animator.fractionComplete = 0.5
        stage.pump()
        let material = VisualEffectBackdropLayer.material(effectView.layer.presentationProperties())
        #expect(abs(material.radius - 10) < 1e-6)
        #expect(abs(material.alpha - 0.365) < 1e-6)
        #expect(abs(material.saturation - 1.4) < 1e-6)
        #expect(abs(material.white - 0.11) < 1e-6, "the tint fades in with its colour (premultiplied)")
        let image = frame(stage)
        for x in [185, 190, 200, 360] {
            let level = Double(image.pixel(x: x, y: 250).r)
            let want = expected(distance: Double(x) + 0.5 - 180, sigma: 10, white: 0.11, alpha: 0.365)
            #expect(abs(level - want) <= 4, "x \(x): \(level) vs \(want)")
        }
        animator.fractionComplete = 1
        stage.pump()
        #expect(abs(VisualEffectBackdropLayer.material(effectView.layer.presentationProperties()).radius - 20) < 1e-3)
        animator.stopAnimation(true)
    }

    @Test func effectAnimatesInsideAViewAnimationBlock() {
        let (stage, effectView) = setUp(UIBlurEffect(style: .light))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = nil
        }
        stage.pump(0)
        stage.pump(0.25)
        var m = VisualEffectBackdropLayer.material(effectView.layer.presentationProperties())
        #expect(abs(m.radius - 22.5) < 0.01, "30 → 0 pt, a quarter of the way")
        #expect(abs(m.alpha - 0.225) < 0.001)
        stage.pumpAndSettle()
        m = VisualEffectBackdropLayer.material(effectView.layer.presentationProperties())
        #expect(m == .none)
    }

    @Test func adaptiveStylesFollowTheAppearance() {
        #expect(BlurMaterial.of(.regular, dark: false) == .light)
        #expect(BlurMaterial.of(.regular, dark: true) == .dark)
        #expect(BlurMaterial.of(.prominent, dark: false) == .extraLight)
        #expect(BlurMaterial.of(.systemMaterialDark, dark: false) == BlurMaterial.of(.systemMaterial, dark: true))
        #expect(BlurMaterial.of(.systemMaterialLight, dark: true) == BlurMaterial.of(.systemMaterial, dark: false))
        let thin = BlurMaterial.of(.systemUltraThinMaterial, dark: false).alpha
        let thick = BlurMaterial.of(.systemThickMaterial, dark: false).alpha
        #expect(thin < thick)
    }

    @Test func vibrancyDrawsItsContentTranslucentWithoutABlurOfItsOwn() {
        let blur = UIBlurEffect(style: .dark)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        #expect(abs(vibrancy.contentView.alpha - 0.6) < 1e-6)
        #expect(VisualEffectBackdropLayer.material(vibrancy.layer.modelValues) == .none)
        #expect(UIVibrancyEffect(blurEffect: blur).isEqual(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))))
        #expect(!UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .light)))
    }
}
