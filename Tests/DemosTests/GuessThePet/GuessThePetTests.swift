import Flipbook
import Testing
@testable import Demos

/// GuessThePet end to end (issue 4): tap the card → flip present → an 80 pt edge swipe that cancels → a 250 pt
/// edge swipe that dismisses, all through the real gesture, interaction controller and animators.
@MainActor
@Suite struct GuessThePetTests {
    private func launch() -> (Stage, PageViewController) {
        let stage = Stage(device: .iPhoneSE)
        let root = GuessThePet.makeRootViewController() as! PageViewController
        stage.window.rootViewController = root
        stage.pumpAndSettle()
        return (stage, root)
    }

    @Test func cardMatchesTheSeedScene() {
        let (_, root) = launch()
        let card = root.currentCard.cardView
        #expect(card.frame == CGRect(x: 62.5, y: 166.75, width: 250, height: 333.5))
        #expect(card.layer.cornerRadius == 25)
    }

    @Test func tapFlipsToTheRevealScreen() throws {
        let (stage, root) = launch()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        let reveal = try #require(root.presentedViewController as? RevealViewController)
        #expect(reveal.petCard.name == "Wrigley")
        stage.pump()
        // Mid-flip: the page view is turning away in the container with the shared perspective.
        let container = try #require(root.view.superview)
        #expect(container.layer.sublayerTransform.m34 == -0.002)
        stage.pump(0.1)
        #expect(root.view.layer.presentation()!.transform != CATransform3DIdentity)
        stage.pumpAndSettle()
        #expect(root.view.window == nil, "full screen: the presenter's view left the window")
        #expect(reveal.view.window === stage.window)
        #expect(!reveal.view.isHidden)
        #expect(container.subviews == [reveal.view], "the snapshot is gone")
        #expect(root.view.layer.transform == CATransform3DIdentity, "the completion reset the from-view's transform")
    }

    @Test func shortSwipeCancelsAndLongSwipeDismisses() throws {
        let (stage, root) = launch()
        stage.tap(at: CGPoint(x: 187.5, y: 333.5))
        stage.pumpAndSettle()
        let reveal = try #require(root.presentedViewController as? RevealViewController)

        // 80 pt: (80 − 10 pt pan slop) / 200 = 35 % < 50 %, so the release cancels.
        var cancelledFlags: [Bool] = []
        let finger = stage.touchDown(at: CGPoint(x: 2, y: 400))
        stage.move(finger, to: CGPoint(x: 42, y: 400), duration: 0.2)
        reveal.transitionCoordinator?.animate(alongsideTransition: nil) { cancelledFlags.append($0.isCancelled) }
        #expect(root.view.window === stage.window, "the card side is being revealed under the snapshot")
        stage.move(finger, to: CGPoint(x: 82, y: 400), duration: 0.2)
        stage.touchUp(finger)
        stage.pumpAndSettle()
        #expect(cancelledFlags == [true], "transitionWasCancelled was true in the completion")
        #expect(root.presentedViewController === reveal, "still presented")
        #expect(reveal.view.window === stage.window && !reveal.view.isHidden)
        #expect(root.view.window == nil, "the cancel removed the to-view again")
        #expect(reveal.view.superview?.subviews.count == 1, "the snapshot is gone")
        #expect(reveal.swipeInteractionController?.interactionInProgress == false)

        // 250 pt: past half way (clamped at 100 %), so the release finishes.
        var dismissedFlags: [Bool] = []
        let second = stage.touchDown(at: CGPoint(x: 2, y: 400))
        stage.move(second, to: CGPoint(x: 42, y: 400), duration: 0.1)
        reveal.transitionCoordinator?.animate(alongsideTransition: nil) { dismissedFlags.append($0.isCancelled) }
        stage.move(second, to: CGPoint(x: 252, y: 400), duration: 0.4)
        stage.touchUp(second)
        stage.pumpAndSettle()
        #expect(dismissedFlags == [false])
        #expect(root.presentedViewController == nil)
        #expect(root.view.window === stage.window)
        #expect(root.view.layer.transform == CATransform3DIdentity, "turned back flat")
        #expect(reveal.view.window == nil)
    }
}
