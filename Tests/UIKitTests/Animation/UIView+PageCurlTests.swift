import Flipbook
import GoldenTesting
import Testing

/// `UIView.transition(with:… .transitionCurlUp / .transitionCurlDown)`: the page curl (issue 13), frames at 25,
/// 50 and 75 % of the time, and what each part of the picture shows.
@MainActor
@Suite struct PageCurlGoldenTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    /// A 200×260 card, red with a white stripe, that becomes blue.
    func setUp() -> (Stage, UIView) {
        let stage = Stage(device: .iPhoneSE)
        let card = UIView(frame: CGRect(x: 87, y: 200, width: 200, height: 260))
        card.backgroundColor = .red
        let stripe = UIView(frame: CGRect(x: 0, y: 40, width: 200, height: 30))
        stripe.backgroundColor = .white
        card.addSubview(stripe)
        let container = UIView()
        container.backgroundColor = .lightGray
        stage.show(container)
        container.addSubview(card)
        stage.pumpAndSettle()
        return (stage, card)
    }

    func frame(_ stage: Stage) -> CGImage {
        CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)!
    }

    @Test(arguments: [0.25, 0.5, 0.75])
    func curlUp(at progress: Double) {
        let (stage, card) = setUp()
        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear],
                          animations: { card.backgroundColor = .blue })
        stage.pump(0)
        stage.pump(progress)
        let image = frame(stage)
        Self.golden.check(image, named: "curl-up-\(Int(progress * 100))")
        // The bottom-right corner lifts first: there the new (blue) content shows; the top-left is still red.
        let corner = image.pixel(x: 280, y: 452), topLeft = image.pixel(x: 95, y: 205)
        #expect(corner.b > 150 && corner.r < 100)
        #expect(progress > 0.6 || (topLeft.r > 200 && topLeft.b < 50))
    }

    @Test func curlUpCompletesAndRemovesTheOverlay() {
        let (stage, card) = setUp()
        var finished: Bool?
        UIView.transition(with: card, duration: 0.5, options: .transitionCurlUp,
                          animations: { card.backgroundColor = .blue }, completion: { finished = $0 })
        stage.pump(0)
        stage.pump(0.3)
        #expect(card.superview!.layer.sublayers!.contains { $0.name == UIView.transitionSnapshotLayerName })
        stage.pump(0.3)
        stage.pump()
        #expect(finished == true)
        #expect(!card.superview!.layer.sublayers!.contains { $0.name == UIView.transitionSnapshotLayerName })
        let centre = frame(stage).pixel(x: 187, y: 330)
        #expect(centre.b == 255 && centre.r == 0)
    }

    @Test(arguments: [0.25, 0.5, 0.75])
    func curlDown(at progress: Double) {
        let (stage, card) = setUp()
        UIView.transition(with: card, duration: 1, options: [.transitionCurlDown, .curveLinear],
                          animations: { card.backgroundColor = .blue })
        stage.pump(0)
        stage.pump(progress)
        Self.golden.check(frame(stage), named: "curl-down-\(Int(progress * 100))")
    }
}
