import Flipbook
import GoldenTesting
import Testing
@testable import Demos

/// Golden frames of GuessThePet's present flip (issue 4): the window rendered at fixed times after the flip
/// starts — the card turning away, the reveal screen's snapshot turning in, then growing to full screen.
/// Re-record with `FLIPBOOK_RECORD_GOLDENS=1 swift test --filter GuessThePetGoldenTests` and look at the PNGs.
@MainActor
@Suite struct GuessThePetGoldenTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    @Test(arguments: [0.1, 0.25, 0.4, 0.5, 0.7])
    func presentFlip(at time: Double) {
        let stage = Stage(device: .iPhoneSE)
        stage.window.rootViewController = GuessThePet.makeRootViewController()
        stage.pumpAndSettle()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pump(0)                      // the commit that starts the flip
        stage.pump(time)
        let renderer = CARenderer(layer: stage.window.layer)
        let frame = renderer.makeImage(scale: 1, atTime: nil, opaque: true)
        Self.golden.check(frame, named: "guess-the-pet-present-\(Int(time * 1000))ms")
    }
}
