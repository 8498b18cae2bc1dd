import Flipbook
import GoldenTesting
import Testing

/// UIVisualEffectView blur goldens (issue 13): three styles over a colourful backdrop, and a blur scrubbed half
/// way by a property animator.
@MainActor
@Suite struct VisualEffectGoldenTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    /// Coloured bars and a dark label-like stripe, with effect views of the given styles side by side.
    func scene(_ styles: [UIBlurEffect.Style?]) -> (Stage, [UIVisualEffectView]) {
        let stage = Stage(device: .iPhoneSE)
        let root = UIView()
        root.backgroundColor = .white
        stage.show(root)
        let colours: [UIColor] = [.red, .orange, .yellow, .green, .blue, .purple]
        for (i, colour) in colours.enumerated() {
            let bar = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 111, width: 375, height: 60))
            bar.backgroundColor = colour
            root.addSubview(bar)
            let dot = UIView(frame: CGRect(x: CGFloat(i) * 60 + 10, y: CGFloat(i) * 111 + 70, width: 30, height: 30))
            dot.backgroundColor = .black
            dot.layer.cornerRadius = 15
            root.addSubview(dot)
        }
        var views: [UIVisualEffectView] = []
        for (i, style) in styles.enumerated() {
            let view = UIVisualEffectView(effect: style.map { UIBlurEffect(style: $0) })
            view.frame = CGRect(x: 10 + CGFloat(i) * 120, y: 150, width: 110, height: 400)
            view.layer.cornerRadius = 12
            root.addSubview(view)
            views.append(view)
        }
        stage.pumpAndSettle()
        return (stage, views)
    }

    func frame(_ stage: Stage) -> CGImage {
        CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)!
    }

    @Test func lightDarkExtraLight() {
        let (stage, _) = scene([.light, .dark, .extraLight])
        let image = frame(stage)
        Self.golden.check(image, named: "blur-light-dark-extralight")
        // The dark panel is darker than the light one everywhere the backdrop is the same.
        #expect(image.pixel(x: 180, y: 300).r < image.pixel(x: 60, y: 300).r)
    }

    @Test func systemMaterials() {
        let (stage, _) = scene([.systemUltraThinMaterial, .systemMaterial, .systemChromeMaterialDark])
        Self.golden.check(frame(stage), named: "blur-system-materials")
    }

    @Test func halfScrubbedBlur() {
        let (stage, views) = scene([nil, nil, nil])
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            for view in views { view.effect = UIBlurEffect(style: .regular) }
        }
        animator.fractionComplete = 0.5
        stage.pump()
        Self.golden.check(frame(stage), named: "blur-half-scrubbed")
        animator.stopAnimation(true)
    }
}
