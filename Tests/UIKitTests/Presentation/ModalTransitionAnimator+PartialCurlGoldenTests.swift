import Flipbook
import GoldenTesting
import Testing

/// `modalTransitionStyle = .partialCurl` (issue 13): the presenting view curls up part way and stays curled over
/// the presented one; dismissing uncurls it.
@MainActor
@Suite struct PartialCurlGoldenTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)
    /// A small screen (200 × 300 pt at 1×) keeps each frame's curl cheap in debug builds.
    static let device = Stage.Device(name: "small", size: CGSize(width: 200, height: 300), scale: 1)

    func frame(_ stage: Stage) -> CGImage {
        CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)!
    }

    func setUp() -> (Stage, UIViewController, UIViewController) {
        let stage = Stage(device: Self.device)
        let presenter = UIViewController()
        presenter.view.backgroundColor = .red
        let stripe = UIView(frame: CGRect(x: 0, y: 60, width: 200, height: 30))
        stripe.backgroundColor = .white
        presenter.view.addSubview(stripe)
        stage.window.rootViewController = presenter
        stage.pumpAndSettle()
        let presented = UIViewController()
        presented.view.backgroundColor = .blue
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .partialCurl
        return (stage, presenter, presented)
    }

    @Test func presentCurlsPartWayAndStays() {
        let (stage, presenter, presented) = setUp()
        presenter.present(presented, animated: true)
        stage.pump(0)
        stage.pump(0.25)
        Self.golden.check(frame(stage), named: "partial-curl-presenting")
        stage.pumpAndSettle()
        let image = frame(stage)
        Self.golden.check(image, named: "partial-curl-presented")
        // The bottom-right is uncovered (the blue presented view); the top-left is still the red presenter.
        let corner = image.pixel(x: 190, y: 290), top = image.pixel(x: 10, y: 10)
        #expect(corner.b > 200 && corner.r < 60)
        #expect(top.r > 200 && top.b < 60)
        #expect(presenter.presentedViewController === presented)

        var dismissed = false
        presenter.dismiss(animated: true) { dismissed = true }
        stage.pumpAndSettle()
        #expect(dismissed)
        let after = frame(stage).pixel(x: 190, y: 290)
        #expect(after.r == 255 && after.b == 0, "uncurled: the presenter again")
        #expect(stage.window.layer.sublayers.map { !$0.contains { $0.name == "UIPartialCurl" } } ?? true)
    }
}
