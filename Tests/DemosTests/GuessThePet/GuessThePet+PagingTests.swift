import Flipbook
import GoldenTesting
import Testing
@testable import Demos

/// GuessThePet's pager (issue 11): five pet cards in a UIPageViewController; swipe between them, tap flips
/// the one on screen.
@MainActor
@Suite struct GuessThePetPagingTests {
    static let golden = GoldenDirectory(levelsBelowTarget: 1)

    private func launch() -> (Stage, PageViewController) {
        let stage = Stage(device: .iPhoneSE)
        let root = GuessThePet.makeRootViewController() as! PageViewController
        stage.window.rootViewController = root
        stage.pumpAndSettle()
        return (stage, root)
    }

    @Test func swipeTurnsToTheNextPetAndTapFlipsIt() throws {
        let (stage, root) = launch()
        #expect(root.cards.count == 5)
        #expect(root.currentCard.petCard.name == "Wrigley")
        stage.drag(from: CGPoint(x: 320, y: 333.5), to: CGPoint(x: 80, y: 333.5), duration: 0.4)
        stage.pumpAndSettle()
        #expect(root.currentCard.petCard.name == "Rufus")
        // A short slow swipe snaps back.
        stage.drag(from: CGPoint(x: 320, y: 333.5), to: CGPoint(x: 220, y: 333.5), duration: 0.6)
        stage.pumpAndSettle()
        #expect(root.currentCard.petCard.name == "Rufus")
        // Back to the first and no further.
        stage.drag(from: CGPoint(x: 80, y: 333.5), to: CGPoint(x: 320, y: 333.5), duration: 0.4)
        stage.pumpAndSettle()
        #expect(root.currentCard.petCard.name == "Wrigley")
        stage.drag(from: CGPoint(x: 80, y: 333.5), to: CGPoint(x: 320, y: 333.5), duration: 0.4)
        stage.pumpAndSettle()
        #expect(root.currentCard.petCard.name == "Wrigley")
        stage.drag(from: CGPoint(x: 320, y: 333.5), to: CGPoint(x: 80, y: 333.5), duration: 0.4)
        stage.pumpAndSettle()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pumpAndSettle()
        let reveal = try #require(root.presentedViewController as? RevealViewController)
        #expect(reveal.petCard.name == "Rufus")
    }

    @Test(arguments: [0.2, 0.35])
    func swipeGolden(at time: Double) {
        let (stage, _) = launch()
        let finger = stage.touchDown(at: CGPoint(x: 320, y: 333.5))
        stage.move(finger, to: CGPoint(x: 320 - 600 * time, y: 333.5), duration: time)
        let image = CARenderer(layer: stage.window.layer).makeImage(scale: 1, atTime: nil, opaque: true)
        Self.golden.check(image, named: "guess-the-pet-swipe-\(Int(time * 1000))ms")
        stage.touchUp(finger)
        stage.pumpAndSettle()
    }
}
